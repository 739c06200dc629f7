import type { D1Migration } from 'cloudflare:test'
import type { Bindings } from '../../worker/env.ts'

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[]
      /** An empty database for applying migrations one by one (test/worker/vitest.config.ts). */
      MIGRATION_CHECK_DB: D1Database
      /** Set: the 200 MB upload test runs too (`npm run test:large-upload`). */
      PIM_LARGE_UPLOAD: string
    }
  }
}
