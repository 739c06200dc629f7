/**
 * Security headers on every response. Inline scripts (React's streaming boundary scripts) carry
 * the per-request nonce; everything else must come from this origin.
 */
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env.ts'

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

export function securityHeadersFor(nonce: string, environment: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(environment === 'LOCAL' ? {} : { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  }
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  // Responses passed through from fetch() or a binding have immutable headers: copy them first.
  const response = new Response(c.res.body, c.res)
  for (const [name, value] of Object.entries(securityHeadersFor(c.get('cspNonce'), c.get('environment')))) {
    if (!response.headers.has(name)) response.headers.set(name, value)
  }
  c.res = response
})
