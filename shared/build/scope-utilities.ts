import type { Plugin } from 'vite'

/** Returns the index just past the brace that closes the block opened at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1
    else if (css[i] === '}') {
      depth -= 1
      if (depth === 0) return i + 1
    }
  }
  return css.length
}

/** Wraps the contents of every `@layer utilities { … }` block in `@scope ([data-remote="name"])`. */
export function scopeUtilities(css: string, remoteName: string): string {
  const marker = /@layer utilities\s*\{/g
  let out = ''
  let from = 0
  for (let match = marker.exec(css); match; match = marker.exec(css)) {
    const open = match.index + match[0].length - 1
    const end = blockEnd(css, open)
    out += `${css.slice(from, open + 1)}@scope ([data-remote="${remoteName}"]){${css.slice(open + 1, end - 1)}}}`
    from = end
    marker.lastIndex = end
  }
  return out + css.slice(from)
}

/**
 * Build step for a remote: its utilities apply only inside its own subtree. The shell's sheet and
 * every remote's sheet each hold a subset of Tailwind utilities in their own order; unscoped, a
 * later sheet's `.hidden` beats an earlier sheet's `.lg:block`. Scoped rules win by proximity
 * inside the remote and never reach the shell's header or footer.
 */
export function scopeRemoteUtilitiesPlugin(remoteName: string): Plugin {
  return {
    name: 'scope-remote-utilities',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css') && typeof file.source === 'string') {
          file.source = scopeUtilities(file.source, remoteName)
        }
      }
    },
  }
}
