/**
 * Security headers on every response. Inline scripts (React's streaming boundary scripts) carry
 * the per-request nonce; everything else must come from this origin, plus the origins of the
 * third-party tags configured for this environment (worker/render/runtime-config-script.ts). Those are
 * allowed whatever the visitor's consent: consent is given in the page, after the header was
 * sent, and the client runtime is what keeps the tags from loading until their category is granted.
 */
import type { Context } from 'hono'
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

/**
 * The headers every response gets, split around the nonce: they depend on the bindings and the
 * environment only (third-party tags, Turnstile), so they are worked out once per bindings object
 * and environment, and a request only puts its nonce in between.
 */
interface HeaderTemplate {
  cspBeforeNonce: string
  cspAfterNonce: string
  others: ReadonlyArray<readonly [string, string]>
}

const NONCE_MARK = '\u0000nonce\u0000'
const headerTemplates = new WeakMap<object, Map<string, HeaderTemplate>>()

function headerTemplateFor(env: AppEnv['Bindings'], environment: AppEnv['Variables']['environment']): HeaderTemplate {
  let byEnvironment = headerTemplates.get(env)
  if (!byEnvironment) {
    byEnvironment = new Map()
    headerTemplates.set(env, byEnvironment)
  }
  let template = byEnvironment.get(environment)
  if (!template) {
    const headers = securityHeadersFor(NONCE_MARK, environment, withBotProtection(thirdPartyCspSources(env, environment), environment))
    const [cspBeforeNonce, cspAfterNonce] = headers['Content-Security-Policy']!.split(NONCE_MARK) as [string, string]
    template = {
      cspBeforeNonce,
      cspAfterNonce,
      others: Object.entries(headers).filter(([name]) => name !== 'Content-Security-Policy'),
    }
    byEnvironment.set(environment, template)
  }
  return template
}

function setMissing(headers: Headers, name: string, value: string): void {
  if (!headers.has(name)) headers.set(name, value)
}

function applySecurityHeaders(headers: Headers, c: Context<AppEnv>): void {
  const environment = c.get('environment')
  const formTargets = c.get('formTargets')
  if (formTargets) {
    // A sign-in page posts to the identity provider: its own policy, made as before.
    const thirdParty = { ...withBotProtection(thirdPartyCspSources(c.env, environment), environment), form: formTargets }
    for (const [name, value] of Object.entries(securityHeadersFor(c.get('cspNonce'), environment, thirdParty)))
      setMissing(headers, name, value)
    return
  }
  const template = headerTemplateFor(c.env, environment)
  setMissing(headers, 'Content-Security-Policy', `${template.cspBeforeNonce}${c.get('cspNonce')}${template.cspAfterNonce}`)
  for (const [name, value] of template.others) setMissing(headers, name, value)
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  try {
    applySecurityHeaders(c.res.headers, c)
  } catch {
    // Responses passed through from fetch() or a binding have immutable headers: copy them first.
    const response = new Response(c.res.body, c.res)
    applySecurityHeaders(response.headers, c)
    c.res = response
  }
})
