/**
 * Pure tests: rules, parsers, renderers and catalogs that need no binding (KV, D1, R2, queues) and
 * no worker, run in plain Node, where a file starts in milliseconds instead of a fresh workerd.
 * Everything under test/unit/ runs here; a test that needs `cloudflare:test` or the real worker
 * belongs in test/worker/.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { TEST_WORKERS } from '../workers.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export default defineConfig({
  resolve: { alias: { 'styled-system': `${root}/styled-system` } },
  test: {
    name: 'unit',
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    maxWorkers: TEST_WORKERS,
  },
})
