import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The composition server as built JavaScript (`dist-server/`): its entry and the shell's frame
 * renderer, bundled with the shell's own code, `shared` and the embedded backend (`backend`, the
 * workspace in supabase/), so `npm start` runs plain node on built files and reads no TypeScript.
 * Packages from node_modules stay imports. dist-server/ sits two levels below the repository root,
 * as server/ does: the bundled code finds the builds and migrations where its source did.
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: ['shared', 'backend'] },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { input: { main: 'server/main.ts', 'render-frame': 'server/render-frame.tsx' } },
  },
})
