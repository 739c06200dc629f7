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

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const headers = c.res.headers
  const set = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value)
  }
  try {
    set('Content-Security-Policy', contentSecurityPolicy(c.get('cspNonce')))
    set('X-Content-Type-Options', 'nosniff')
    set('Referrer-Policy', 'strict-origin-when-cross-origin')
    set('X-Frame-Options', 'SAMEORIGIN')
    set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    if (c.get('environment') !== 'LOCAL') set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  } catch {
    // Responses passed through from fetch() or the asset binding have immutable headers.
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(c.get('cspNonce')))
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.res.headers.set('X-Frame-Options', 'SAMEORIGIN')
  }
})
