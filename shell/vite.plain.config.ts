import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/** Benchmark only: the site as one plain Vite app (no federation), to measure what federation costs. */
export default defineConfig({
  root: fileURLToPath(new URL('./plain', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: { target: 'es2022', outDir: fileURLToPath(new URL('./dist-plain', import.meta.url)), emptyOutDir: true },
})
