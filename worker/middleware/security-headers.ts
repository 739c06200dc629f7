/**
 * Security headers on every response. Inline scripts (React's streaming boundary scripts) carry
 * the per-request nonce; everything else must come from this origin, plus the origins of the
 * third-party tags configured for this environment (worker/render/runtime-config-script.ts). Those are
 * allowed whatever the visitor's consent: consent is given in the page, after the header was
 * sent, and the client runtime is what keeps the tags from loading until their category is granted.
 */
import { createMiddleware } from 'hono/factory'
import { TURNSTILE_ORIGIN } from '../../ui/forms/bot-check.ts'
import type { AppEnv } from '../env.ts'
import { HARDENING_HEADERS, STRICT_TRANSPORT_SECURITY } from './hardening-headers.ts'
import { type CspDirective, thirdPartyCspSources } from '../render/runtime-config-script.ts'

export type ThirdPartySources = Partial<Record<CspDirective | 'frame' | 'form', readonly string[]>>

/**
 * Outside LOCAL, forms load Cloudflare Turnstile (SPEC.md point 7's bot-protection script) from
 * its origin, as a script and as the challenge's frame.
 */
export function withBotProtection(sources: ThirdPartySources, environment: string): ThirdPartySources {
  if (environment === 'LOCAL') return sources
  return { ...sources, script: [...(sources.script ?? []), TURNSTILE_ORIGIN], frame: [...(sources.frame ?? []), TURNSTILE_ORIGIN] }
}

function withSources(base: string, extra: readonly string[] | undefined): string {
  return extra?.length ? `${base} ${extra.join(' ')}` : base
}

export function contentSecurityPolicy(nonce: string, thirdParty: ThirdPartySources = {}): string {
  return [
    "default-src 'self'",
    withSources(`script-src 'self' 'nonce-${nonce}'`, thirdParty.script),
    withSources("style-src 'self'", thirdParty.style),
    withSources(
      "img-src 'self' data: blob: https:",
      thirdParty.img?.filter((origin) => !origin.startsWith('https:')),
    ),
    withSources("font-src 'self'", thirdParty.font),
    withSources("connect-src 'self'", thirdParty.connect),
    ...(thirdParty.frame?.length ? [withSources("frame-src 'self'", thirdParty.frame)] : []),
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    withSources("form-action 'self'", thirdParty.form),
    "frame-ancestors 'self'",
  ].join('; ')
}

export function securityHeadersFor(nonce: string, environment: string, thirdParty: ThirdPartySources = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, thirdParty),
    ...HARDENING_HEADERS,
    ...(environment === 'LOCAL' ? {} : { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }),
  }
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  // Responses passed through from fetch() or a binding have immutable headers: copy them first.
  const response = new Response(c.res.body, c.res)
  const thirdParty = {
    ...withBotProtection(thirdPartyCspSources(c.env, c.get('environment')), c.get('environment')),
    form: c.get('formTargets'),
  }
  for (const [name, value] of Object.entries(securityHeadersFor(c.get('cspNonce'), c.get('environment'), thirdParty))) {
    if (!response.headers.has(name)) response.headers.set(name, value)
  }
  c.res = response
})
