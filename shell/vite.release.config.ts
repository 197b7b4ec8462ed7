import { defineConfig } from 'vite'

/**
 * The release command as built JavaScript (`dist-release/main.js`): `npm run release` runs it with
 * plain node, so a call costs node's start and no TypeScript compile. `shared` and the bits of the
 * embedded backend it uses (`backend`: the owner socket, address rules) are bundled; packages from
 * node_modules stay imports. dist-release/ sits two levels below the repository root, as release/
 * does: the bundled code finds the remotes and the data folder where its source did.
 */
export default defineConfig({
  ssr: { noExternal: ['shared', 'backend'] },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-release',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: { main: 'release/main.ts' },
      // Beside main.js, not in assets/: the bundled code finds the repository two levels up, as its
      // source does.
      output: { chunkFileNames: '[name]-[hash].js' },
      // A package imported only for what the command never calls (the database, the logger) is not
      // loaded at start: that is most of a call's time.
      treeshake: { moduleSideEffects: 'no-external' },
    },
  },
})
