/**
 * Browser tests: plain Vitest tests in Node driving Debian's chromium through playwright-core
 * against one `wrangler dev` the global setup starts on 127.0.0.1:8788. One worker and no file
 * parallelism, so every file shares that server.
 */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
})
