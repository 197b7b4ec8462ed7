// Types for the Testing Library matchers that shared/build/test-setup.ts registers.
/// <reference types="@testing-library/jest-dom/vitest" />
