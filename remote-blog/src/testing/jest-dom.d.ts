// Types for the Testing Library matchers that shared/testing/test-setup.ts registers.
/// <reference types="@testing-library/jest-dom/vitest" />
