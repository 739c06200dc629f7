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

/** The `_headers` file of Workers Static Assets: one rule for every static file. */
export function staticHeadersFile(): string {
  const lines = Object.entries(staticFileHeaders()).map(([name, value]) => `  ${name}: ${value}`)
  return [
    '# Written by scripts/write-static-headers.ts from worker/middleware/hardening-headers.ts; do not edit.',
    '/*',
    ...lines,
    '',
  ].join('\n')
}
