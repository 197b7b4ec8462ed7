import { federation } from '@module-federation/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defaultRemoteMap, federationShared, LOCAL_BACKEND_DEV_PORT, ownSharedModules, SHELL_DEV_PORT } from 'shared/build/federation'
import { defineConfig, type Plugin } from 'vite'
import { devRuntimePlugin } from './dev/dev-runtime-plugin'
import { parseRemoteMap } from './src/federation/remote-map-schema'

/** dist/remotes.json, the map the build ships, from the one list of remotes (shared/build/federation.ts). */
function defaultRemoteMapPlugin(): Plugin {
  return {
    name: 'default-remote-map',
    apply: 'build',
    generateBundle() {
      // The strict reading: a bad entry in the list fails the build instead of shipping.
      const map = parseRemoteMap(defaultRemoteMap())
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source: `${JSON.stringify(map, null, 2)}\n` })
    },
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: 'shell',
      // No build-time remotes: their addresses come from /remotes.json at run time.
      remotes: {},
      filename: 'remoteEntry.js',
      dts: false,
      shared: federationShared,
      dev: { remoteHmr: true },
      // The one federation runtime of the page: remotes built with externalRuntime use it.
      experiments: { provideExternalRuntime: true },
      // Remotes are registered by their remoteEntry.js (the remote map), so the built runtime
      // needs no manifest (snapshot) support: ~1.5 KB gzip less on every page. Dev keeps it: the
      // plugin's cross-app hot updates use it.
      disableSnapshot: command === 'build',
    }),
    devRuntimePlugin(),
    defaultRemoteMapPlugin(),
  ],
  optimizeDeps: { exclude: ownSharedModules },
  server: {
    port: SHELL_DEV_PORT,
    strictPort: true,
    host: 'localhost',
    proxy: { '/rest/v1': `http://127.0.0.1:${LOCAL_BACKEND_DEV_PORT}` },
  },
  // Previous hashed assets stay (see shared/build/remote-config.ts); prerendering refreshes the pages.
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: false },
}))
