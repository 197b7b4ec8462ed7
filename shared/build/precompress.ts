import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { brotliOptions, MIN_COMPRESSED_BYTES } from '../src/helpers/compression'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'])

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

async function isFresh(twin: string, mtimeMs: number): Promise<boolean> {
  try {
    return (await stat(twin)).mtimeMs >= mtimeMs
  } catch {
    return false
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each text file of a build, so the
 * server sends them as they are and never compresses a file on a visitor's request. A twin newer
 * than its file is kept (builds that keep earlier assets do not compress them again).
 */
export async function precompressFolder(dir: string): Promise<{ compressed: number }> {
  let compressed = 0
  for (const file of await filesUnder(dir)) {
    if (!compressible.has(extname(file))) continue
    const stats = await stat(file)
    if (stats.size < MIN_COMPRESSED_BYTES) continue
    const [brFresh, gzFresh] = await Promise.all([isFresh(`${file}.br`, stats.mtimeMs), isFresh(`${file}.gz`, stats.mtimeMs)])
    if (brFresh && gzFresh) continue
    const raw = await readFile(file)
    const [br, gz] = await Promise.all([
      brotli(raw, brotliOptions(raw, 11)),
      gzipAsync(raw, { level: 9 }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    compressed += 1
  }
  return { compressed }
}

/** The build step that runs precompressFolder on the build's output, after every other plugin wrote to it. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir)
      },
    },
  }
}
