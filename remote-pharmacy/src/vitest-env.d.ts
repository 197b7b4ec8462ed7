// Types for Testing Library's DOM matchers, which shared/build/test-setup.ts registers at run time.
/// <reference types="@testing-library/jest-dom/vitest" />
