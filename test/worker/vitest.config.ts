/**
 * Tests that run inside workerd against real KV, D1, R2 and Queue bindings, fresh for every file.
 *
 * One workerd per test worker runs file after file (`isolate: false`): starting workerd and
 * loading the app's module graph cost seconds, the tests of a file usually less. Before each file
 * fresh-storage.ts empties every binding and applies the migrations and the seed, so no file
 * sees another's data. Tests that need no binding and no worker belong in test/unit/ (plain Node).
 */
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { TEST_WORKERS } from '../workers.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export default defineConfig(async () => {
  // The production set, then the LOCAL/DEV stand-ins' tables (docs/decisions/024-data-access.md), as `npm run db:migrate` applies them.
  const migrations = [
    ...(await readD1Migrations(`${root}/worker/db/migrations`)),
    ...(await readD1Migrations(`${root}/worker/db/local-migrations`)),
  ]
  return {
    resolve: { alias: { 'styled-system': `${root}/styled-system` } },
    // React's production build and JSX runtime, as deployed and as the browser sites and the bench run
    // them (NODE_ENV below; PRODUCTION_REACT_ARGS): the development build renders pages several times slower.
    oxc: { jsx: { development: false } },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: `${root}/wrangler.toml` },
        // The page cache is on in LOCAL; tests that change KV between requests need fresh pages.
        // PIM_LARGE_UPLOAD=1 also runs the 200 MB upload (minutes on a local R2): `npm run test:large-upload`.
        // MIGRATION_CHECK_DB: an empty database of its own for the tests that apply migrations step by step.
        miniflare: {
          bindings: {
            NODE_ENV: 'production',
            TEST_MIGRATIONS: migrations,
            PAGE_CACHE_SECONDS: '0',
            PIM_LARGE_UPLOAD: process.env.PIM_LARGE_UPLOAD ?? '',
          },
          d1Databases: { MIGRATION_CHECK_DB: 'migration-check' },
        },
      }),
    ],
    test: {
      name: 'worker',
      // Generous: a loaded 2-core machine can take seconds to render the biggest pages.
      testTimeout: 30_000,
      include: ['**/*.test.{ts,tsx}'],
      isolate: false,
      maxWorkers: TEST_WORKERS,
      setupFiles: ['./fresh-storage.ts'],
      // The stand-in for Salesforce, Turnstile, SendGrid, Wave and an identity provider, on loopback.
      globalSetup: ['./outside-services/global-setup.ts'],
    },
  }
})
