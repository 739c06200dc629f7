/**
 * The client build: hashed bundles for the runtime, the stylesheet and each island, plus a manifest.
 * In the browser `libphonenumber-js` is the on-demand module of ui/forms/phone-library-on-demand.ts,
 * which loads the library itself when a form is first used (issue 20, decision 046).
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { ISLAND_ENTRIES } from './ui/islands/registry.ts'

/**
 * The small modules the runtime shares with the island entries (the logger, the fetch helpers, the
 * island registry, the load-later entry and Vite's preload helper), bundled into one chunk. Left
 * to the bundler, each became its own chunk of 0.2 to 1.7 KB: five script requests on every page
 * and seven on a lead form page, before its first paint (decision 054). A module the runtime and
 * an island entry both import later belongs here too; `npm run size` lists the runtime's chunks.
 */
const CLIENT_SHARED = /ui[\\/](log[\\/]logger|client[\\/]http|islands[\\/]registry|islands[\\/]load-when-idle)\.ts$|vite[\\/]preload-helper/

export default defineConfig({
  publicDir: 'ui/public',
  resolve: {
    alias: [
      { find: 'styled-system', replacement: fileURLToPath(new URL('./styled-system', import.meta.url)) },
      { find: /^libphonenumber-js$/, replacement: fileURLToPath(new URL('./ui/forms/phone-library-on-demand.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    rolldownOptions: {
      input: ['ui/styles/app.css', 'ui/client/runtime.ts', ...Object.values(ISLAND_ENTRIES)],
      output: { codeSplitting: { groups: [{ name: 'client-shared', test: CLIENT_SHARED }] } },
    },
  },
})
