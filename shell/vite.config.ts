import { federation } from '@module-federation/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { devPorts, ownSharedModules, shellShared } from 'shared/build/federation'
import { eagerCommonJsPlugin } from 'shared/build/eager-commonjs'
import { precompressPlugin } from 'shared/build/precompress'
import { defineConfig } from 'vite'
import { defaultRemoteMapPlugin } from './build/default-remote-map-plugin'
import { providesPlugin } from './build/provides-plugin'
import { runtimeVersionPlugin } from './build/runtime-version-plugin'
import { devCompositionPlugin } from './dev/dev-composition-plugin'

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
      // Every singleton, and each under its legacy name for releases built before shared's layout by kind.
      shared: shellShared(),
      dev: { remoteHmr: true },
      // The one federation runtime of the page: remotes built with externalRuntime use it.
      experiments: { provideExternalRuntime: true },
      // Remotes are registered by their remoteEntry.js (the remote map), so the built runtime
      // leaves out manifest (snapshot) support (docs/decisions/remote-entry.md). Dev keeps it: the
      // plugin's cross-app hot updates use it.
      disableSnapshot: command === 'build',
    }),
    devCompositionPlugin(),
    runtimeVersionPlugin(),
    eagerCommonJsPlugin(),
    defaultRemoteMapPlugin(),
    providesPlugin(),
    // Every text file of the build gets its brotli and gzip twin (the server never compresses a file).
    precompressPlugin(),
  ],
  optimizeDeps: { exclude: ownSharedModules },
  server: {
    port: devPorts().site,
    strictPort: true,
    host: 'localhost',
    proxy: { '/rest/v1': `http://127.0.0.1:${devPorts().api}` },
  },
  // Previous hashed assets stay, for pages a visitor loaded before a shell redeploy (see shared/build/remote-config.ts).
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    modulePreload: {
      // No polyfill: every browser the site supports preloads modules itself (Chromium, Safari 17+,
      // Firefox 115+; the menu and the dialog already need popovers, Safari 17 and Firefox 125).
      // A browser without it only loses the early fetch; the modules still load when imported.
      polyfill: false,
      // shared/singletons/ui's lazy embeds for older remotes would list their chunk and the site config's to
      // preload, in the ui chunk every page loads; the config is loaded at every page's start
      // (docs/decisions/embeds-off-first-load.md).
      resolveDependencies: (file, deps) => (file.includes('embeds-for-older-remotes') ? [] : deps),
    },
    rollupOptions: {
      output: {
        // The analytics client, the "when idle" helper it shares with shared/singletons/ui and the shell, and
        // what they import (site config, the backend client, page state): one chunk, as every page
        // loads them all at its start. Left to itself the bundler makes four, the helper's alone.
        codeSplitting: { groups: [{ name: 'analytics', test: /shared\/src\/(singletons\/backend\/analytics|helpers\/idle)\.ts$/ }] },
      },
    },
  },
}))
