/** The client build: hashed bundles for the runtime, the stylesheet and each island, plus a manifest. */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { ISLAND_ENTRIES } from './ui/islands/registry.ts'

export default defineConfig({
  publicDir: 'ui/public',
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
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
