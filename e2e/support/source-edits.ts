import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './blog-release'

interface Original {
  text: string
  atime: Date
  mtime: Date
}

/**
 * Edits to this checkout's sources, as a developer saves them under `npm run dev`, each undone by
 * `restore()` (call it in afterEach and afterAll: it runs when a test fails or times out too).
 * An edited file keeps a modification time older than its own, so older than the builds: an
 * `npm start` beside the edit (the e2e server's, another test's) does not take it for a change and
 * rebuild the remote under the site; the dev servers' watchers see a new time all the same.
 */
export class SourceEdits {
  private readonly originals = new Map<string, Original>()
  private edits = 0

  /** Writes `change(text)` to `file` (relative to the repository), which must differ from what is there. */
  edit(file: string, change: (text: string) => string): void {
    const path = join(repoRoot, file)
    const text = readFileSync(path, 'utf8')
    if (!this.originals.has(path)) {
      const { atime, mtime } = statSync(path)
      this.originals.set(path, { text, atime, mtime })
    }
    const original = this.originals.get(path) as Original
    const changed = change(text)
    if (changed === text) throw new Error(`The edit changed nothing in ${file}`)
    this.edits += 1
    writeFileSync(path, changed)
    utimesSync(path, original.atime, new Date(original.mtime.getTime() - this.edits * 1000))
  }

  /** Every edited file as it was, with its own times. */
  restore(): void {
    for (const [path, original] of this.originals) {
      writeFileSync(path, original.text)
      utimesSync(path, original.atime, original.mtime)
    }
    this.originals.clear()
  }
}
