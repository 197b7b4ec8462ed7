import { test } from '../fixtures'
import { SourceEdits } from './source-edits'

/** Source edits for the tests of one spec file, undone after each test (failed or timed out too) and once more after them all. */
export function sourceEditsUndoneAfterEachTest(): SourceEdits {
  const edits = new SourceEdits()
  test.afterEach(() => edits.restore())
  test.afterAll(() => edits.restore())
  return edits
}
