// Types for the Testing Library matchers that shared/testing/test-setup.ts installs at run time.
/// <reference types="@testing-library/jest-dom/vitest" />
