// Types for the DOM matchers that shared/testing/test-setup.ts registers at run time.
import '@testing-library/jest-dom/vitest'
