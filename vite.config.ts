/**
 * The client build: hashed bundles for the runtime, the stylesheet and each island, plus a manifest.
 * In the browser `libphonenumber-js` is the on-demand module of ui/forms/phone-library-on-demand.ts,
 * which loads the library itself when a form is first used (issue 20, decision 046).
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { ISLAND_ENTRIES } from './ui/islands/registry.ts'

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
    },
  },
})
