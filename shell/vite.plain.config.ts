import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { defaultRemoteMapPlugin } from './build/default-remote-map-plugin'

/** The plain build uses the shell's own index.html, only pointed at the plain entry, so the two pages never drift apart. */
function plainEntry(): Plugin {
  return {
    name: 'plain-entry',
    // 'pre': before Vite resolves the page's entry script.
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('/src/main.tsx', '/plain/main.tsx') },
  }
}

/** Benchmark only: the site as one plain Vite app (no federation), to measure what federation costs. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), plainEntry(), defaultRemoteMapPlugin()],
  // One stylesheet for the whole app, inlined by the prerender like the composed pages' CSS.
  build: { target: 'es2022', cssCodeSplit: false, outDir: fileURLToPath(new URL('./dist-plain', import.meta.url)), emptyOutDir: true },
})
