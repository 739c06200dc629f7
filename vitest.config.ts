/**
 * `vitest run` runs the three projects: pure tests in Node (test/unit/), in-workerd tests
 * (test/worker/) and browser tests (test/browser/). A test file's folder decides its project.
 */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    tags: [{ name: 'full', description: 'Only in `npm run test:full`: a variant of a journey the default run already walks' }],
    projects: ['test/unit/vitest.config.ts', 'test/worker/vitest.config.ts', 'test/browser/vitest.config.ts'],
  },
})
