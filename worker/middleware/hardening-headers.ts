/**
 * The hardening headers every response carries, pages and static files alike. Pages get them from
 * the security-headers middleware (with their own Content-Security-Policy); the static files that
 * Workers Static Assets serves without running the worker (/assets, /icons, /images, fonts, the
 * favicon) get them from the `_headers` file the build writes into the assets directory
 * (scripts/write-static-headers.ts). Free of imports, so the build script can read it.
 */

export const HARDENING_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const

/** Outside LOCAL (HTTPS only: browsers ignore it on plain http, so static files carry it everywhere). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/**
 * Static files are scripts, styles, fonts and images, never documents that should run anything: an
 * SVG or any other file opened on its own may load nothing and run nothing.
 */
export const STATIC_FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'"

/** The headers of every static file. */
export function staticFileHeaders(): Record<string, string> {
  return { ...HARDENING_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY, 'Content-Security-Policy': STATIC_FILE_CSP }
}

/**
 * How long browsers keep static files. Vite's bundles, styles and fonts under /assets/ carry a hash
 * of their content in their names, so a changed file has a new URL: kept for a year and never
 * revalidated. Editorial images and the favicon keep their names across builds: kept an hour,
 * then used while they are checked again for a day. Workers Static Assets' own default is
 * `max-age=0, must-revalidate`: every page view asked again for every script, font and image.
 */
export const STATIC_FILE_CACHING = {
  '/assets/*': 'public, max-age=31536000, immutable',
  '/images/*': 'public, max-age=3600, stale-while-revalidate=86400',
  '/favicon.svg': 'public, max-age=3600, stale-while-revalidate=86400',
} as const

/** The `_headers` file of Workers Static Assets: the hardening headers for every static file, then how long each kind is kept. */
export function staticHeadersFile(): string {
  const lines = Object.entries(staticFileHeaders()).map(([name, value]) => `  ${name}: ${value}`)
  const caching = Object.entries(STATIC_FILE_CACHING).flatMap(([path, value]) => [path, `  Cache-Control: ${value}`])
  return [
    '# Written by scripts/write-static-headers.ts from worker/middleware/hardening-headers.ts; do not edit.',
    '/*',
    ...lines,
    ...caching,
    '',
  ].join('\n')
}
