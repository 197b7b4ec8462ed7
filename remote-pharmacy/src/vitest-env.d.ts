// Types for Testing Library's DOM matchers, which shared/testing/test-setup.ts registers at run time.
/// <reference types="@testing-library/jest-dom/vitest" />
