/** `vitest run` runs both projects: in-workerd tests and the browser tests. */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['test/worker/vitest.config.ts', 'test/browser/vitest.config.ts'],
  },
})
