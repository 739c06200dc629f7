/** Sets the environment, the request logger and the CSP nonce every later step relies on. */
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { DEFAULT_LOCALE, type Environment, isEnvironment, localeFor } from '../../locales/registry.ts'
import { DEBUG_COOKIE, createLogger, logLevelFor } from '../../ui/log/logger.ts'
import type { AppEnv } from '../env.ts'

export function environmentOf(value: unknown): Environment {
  return isEnvironment(value) ? value : 'LOCAL'
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const environment = environmentOf(c.env.ENVIRONMENT)
  c.set('environment', environment)

  // `?debug=on|off` sets or clears the debug cookie outside PRD.
  const debugSwitch = c.req.query('debug')
  let debug = getCookie(c, DEBUG_COOKIE.name) === '1'
  if (environment !== 'PRD' && (debugSwitch === 'on' || debugSwitch === 'off')) {
    debug = debugSwitch === 'on'
    setCookie(c, DEBUG_COOKIE.name, debug ? '1' : '', {
      path: '/',
      maxAge: debug ? DEBUG_COOKIE.maxAgeSeconds : 0,
      httpOnly: true,
      sameSite: 'Lax',
      secure: environment !== 'LOCAL',
    })
  }
  c.set('logger', createLogger(logLevelFor(environment, debug)))
  c.set('cspNonce', newNonce())
  c.set('locale', localeFor(DEFAULT_LOCALE, environment))
  await next()
})
