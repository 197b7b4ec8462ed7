// Types for the DOM matchers that shared/build/test-setup.ts registers at run time.
import '@testing-library/jest-dom/vitest'
