/**
 * Sets the environment, the request logger and the CSP nonce every later step relies on. An
 * unknown or missing ENVIRONMENT is a deployment mistake, never a reason to run as LOCAL (with its
 * built-in sign-in provider and stand-ins): every request is refused with 503 and a log line.
 */
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { DEFAULT_LOCALE, ENVIRONMENTS, type Environment, isEnvironment, localeFor } from '../../locales/registry.ts'
import { DEBUG_COOKIE, type LogLevel, type Logger, consoleLogger, createLogger, logLevelFor } from '../../ui/log/logger.ts'
import { newCspNonce } from '../crypto/csp-nonce.ts'
import type { AppEnv } from '../env.ts'

/** The answer to every request while ENVIRONMENT is unknown or missing. */
export const UNCONFIGURED_STATUS = 503

export class UnknownEnvironmentError extends Error {
  override name = 'UnknownEnvironmentError'
  constructor(readonly value: unknown) {
    super(
      `ENVIRONMENT is ${value === undefined ? 'missing' : JSON.stringify(value)}; it must be one of ${ENVIRONMENTS.join(', ')}. Refusing to run.`,
    )
  }
}

/** The configured environment; throws UnknownEnvironmentError (never falls back to LOCAL). */
export function environmentOf(value: unknown): Environment {
  if (isEnvironment(value)) return value
  throw new UnknownEnvironmentError(value)
}

/** The configured environment for the queue and cron entry points: logs and throws when it is unknown. */
export function configuredEnvironment(value: unknown): Environment {
  try {
    return environmentOf(value)
  } catch (error) {
    consoleLogger.error((error as Error).message)
    throw error
  }
}

/** First step of every app: refuses every request (503, logged) while ENVIRONMENT is unknown or missing. */
export const requireEnvironment = createMiddleware<AppEnv>(async (c, next) => {
  if (isEnvironment(c.env.ENVIRONMENT)) return next()
  consoleLogger.error(`${new UnknownEnvironmentError(c.env.ENVIRONMENT).message} (${c.req.method} ${new URL(c.req.url).pathname})`)
  return c.text('Service Unavailable', UNCONFIGURED_STATUS, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  })
})

/** A logger writes to the console at its level and keeps nothing of a request: one per level per isolate. */
const loggers = new Map<LogLevel, Logger>()

function loggerAt(level: LogLevel): Logger {
  let logger = loggers.get(level)
  if (!logger) {
    logger = createLogger(level)
    loggers.set(level, logger)
  }
  return logger
}

export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const environment = environmentOf(c.env.ENVIRONMENT)
  c.set('environment', environment)

  // `?debug=on|off` sets or clears the debug cookie outside PRD (the query is parsed only when it may hold it).
  const debugSwitch = c.req.url.includes('debug=') ? c.req.query('debug') : undefined
  let debug = c.req.raw.headers.has('Cookie') && getCookie(c, DEBUG_COOKIE.name) === '1'
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
  c.set('logger', loggerAt(logLevelFor(environment, debug)))
  c.set('cspNonce', newCspNonce())
  c.set('locale', localeFor(DEFAULT_LOCALE, environment))
  await next()
})
