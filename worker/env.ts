/** The worker's bindings and variables (wrangler.toml), and the per-request values middleware sets. */
import type { I18n } from '@lingui/core'
import type { Environment, Locale } from '../locales/registry.ts'
import type { Logger } from '../ui/log/logger.ts'
import type { PortalViewer } from '../ui/portal/viewer.ts'
import type { Session } from './auth/session.ts'
import type { CountedPost } from './middleware/post-rate-limits.ts'
import type { ContentChanges } from './preview/content-changes.ts'
import type { RouteMatch } from '../ui/routes/route-table.ts'
import type { PortalRender } from './portal/portal-page-kit.ts'
import type { ThirdPartyVariables } from './render/runtime-config-script.ts'

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
  /**
   * DEV only: the shared access secret behind the built-in provider's sign-in screen. Its one-time
   * access links (`npm run dev-access-link`) set a signed cookie; without the secret DEV's
   * provider lets nobody in. LOCAL needs none.
   */
  DEV_ACCESS_SECRET?: string
  /** The vendor's own e-mail domain: staff roles (user admin, PIM, sales manager) go only to addresses of it. Unset: to nobody. */
  VENDOR_EMAIL_DOMAIN?: string
  /** The customer record system (Salesforce REST API) for portal users and leads; without it LOCAL and DEV use D1 stand-ins. */
  SALESFORCE_INSTANCE_URL?: string
  SALESFORCE_CLIENT_ID?: string
  SALESFORCE_CLIENT_SECRET?: string
  /** Turnstile site key (public, rendered into forms); outside LOCAL. */
  BOT_PROTECTION_SITE_KEY?: string
  /** Turnstile secret (`wrangler secret put BOT_PROTECTION_SECRET`). */
  BOT_PROTECTION_SECRET?: string
  /** Turnstile's siteverify address; unset: Turnstile's own. Only a local stand-in sets it. */
  BOT_PROTECTION_VERIFY_URL?: string
  /** SendGrid API key ('mail me', 'share by e-mail'); without it LOCAL and DEV keep mail in D1. */
  MAIL_API_KEY?: string
  /** The sender address and name of outgoing mail. */
  MAIL_FROM?: string
  MAIL_FROM_NAME?: string
  /** SendGrid's send address; unset: SendGrid's own. Only a local stand-in sets it. */
  MAIL_SEND_URL?: string
  /** Bearer token of the lead operations (/api/leads/status, /sweep, /replay); without it they do not exist. */
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
  /** The route of the route table the request settled on (worker/pages/route-registration.ts). */
  route?: RouteMatch
  /** On portal routes: renders in the portal shell (worker/portal/portal-shell.tsx). */
  portalRender?: PortalRender
}

export interface AppEnv {
  Bindings: Bindings
  Variables: RequestVariables
}
