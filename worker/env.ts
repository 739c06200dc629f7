/** The worker's bindings and variables (wrangler.toml), and the per-request values middleware sets. */
import type { I18n } from '@lingui/core'
import type { Environment, Locale } from '../locales/registry.ts'
import type { Logger } from '../ui/log/logger.ts'

export interface Bindings {
  ENVIRONMENT: string
  SITE_ORIGIN: string
  PIM_ORIGIN: string
  CONTENT: KVNamespace
  DB: D1Database
  FILES: R2Bucket
  LEADS: Queue
  ASSETS: Fetcher
}

export interface RequestVariables {
  environment: Environment
  logger: Logger
  /** Nonce for inline scripts, echoed in the Content-Security-Policy header. */
  cspNonce: string
  locale: Locale
  /** Set once the page's locale is known. */
  i18n?: I18n
}

export interface AppEnv {
  Bindings: Bindings
  Variables: RequestVariables
}
