/** The worker's bindings and variables (wrangler.toml), and the per-request values middleware sets. */
import type { I18n } from '@lingui/core'
import type { Environment, Locale } from '../locales/registry.ts'
import type { Logger } from '../ui/log/logger.ts'
import type { PortalViewer } from '../ui/portal/viewer.ts'
import type { Session } from './auth/session.ts'
import type { CountedPost } from './middleware/post-rate-limits.ts'
import type { ContentChanges } from './preview/content-changes.ts'
import type { ThirdPartyVariables } from './render/runtime-config.ts'

export interface Bindings extends ThirdPartyVariables {
  ENVIRONMENT: string
  SITE_ORIGIN: string
  PIM_ORIGIN: string
  /** Signs preview tokens; without it there is no preview mode. */
  PREVIEW_SECRET?: string
  /** Authenticates `POST /publish` (the publish command). */
  PUBLISH_SECRET?: string
  /** How long the edge keeps a rendered page (Cache API); 0 or unset: no page cache. */
  PAGE_CACHE_SECONDS?: string
  CONTENT: KVNamespace
  /** Content change notifications: preview subscribers and the page cache index. */
  CONTENT_CHANGES: DurableObjectNamespace<ContentChanges>
  DB: D1Database
  FILES: R2Bucket
  LEADS: Queue
  ASSETS: Fetcher
  /** Signs the session and sign-in cookies: a secret of at least 32 characters (LOCAL: wrangler.toml). */
  SESSION_SECRET?: string
  /** Microsoft sign-in: the Entra tenant (`organizations` for every work account, or a tenant id). */
  MICROSOFT_TENANT?: string
  MICROSOFT_CLIENT_ID?: string
  MICROSOFT_CLIENT_SECRET?: string
  GOOGLE_CLIENT_ID?: string
  GOOGLE_CLIENT_SECRET?: string
  /** The secret the site's client uses at the built-in OpenID Connect provider (LOCAL and DEV only). */
  LOCAL_OIDC_CLIENT_SECRET?: string
  /** The customer record system (Salesforce REST API) for portal users and leads; without it LOCAL and DEV use D1 stand-ins. */
  SALESFORCE_INSTANCE_URL?: string
  SALESFORCE_CLIENT_ID?: string
  SALESFORCE_CLIENT_SECRET?: string
  /** Turnstile site key (public, rendered into forms); outside LOCAL. */
  BOT_PROTECTION_SITE_KEY?: string
  /** Turnstile secret (`wrangler secret put BOT_PROTECTION_SECRET`). */
  BOT_PROTECTION_SECRET?: string
  /** Bearer token of POST /api/leads/replay; without it the endpoint does not exist. */
  LEAD_REPLAY_TOKEN?: string
  /** The Wave account service's API (base URL) and its bearer token; without them LOCAL and DEV use a D1 stand-in. */
  WAVE_API_URL?: string
  WAVE_API_TOKEN?: string
  /** The support hotline and the service desk (DOA/RMA cases) shown on the portal's support page. */
  SUPPORT_HOTLINE_PHONE?: string
  SERVICE_DESK_PHONE?: string
}

export interface RequestVariables {
  environment: Environment
  logger: Logger
  /** Nonce for inline scripts, echoed in the Content-Security-Policy header. */
  cspNonce: string
  /**
   * Other origins this page's forms may end up on (CSP form-action): a sign-in form answers with a
   * redirect to the identity provider, and Chromium holds that redirect to form-action too.
   */
  formTargets?: readonly string[]
  locale: Locale
  /** Set once the page's locale is known. */
  i18n?: I18n
  /** Who is signed in (and whose portal they show), or null; set by the session step. */
  viewer: PortalViewer | null
  /** The verified session behind `viewer`. */
  session: Session | null
  /** Why a session cookie could not be resolved (D1 unreachable): public pages show the visitor signed out, the portal fails. */
  sessionUnavailable: Error | null
  /** The visitor holds a valid preview token: fresh content, no caches, live updates. */
  preview: boolean
  /** The content (KV keys) the page shows, known once its loader ran. */
  contentKeys?: readonly string[]
  /** A rate-limited post, counted before its body was read (worker/middleware/post-rate-limits.ts). */
  countedPost?: CountedPost
}

export interface AppEnv {
  Bindings: Bindings
  Variables: RequestVariables
}
