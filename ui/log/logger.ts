/**
 * The one logger. Quiet in PRD (SPEC.md point 9: log output suppressed in production; only
 * errors reach the platform log there), verbose where the debug cookie is set outside PRD.
 * Shared by worker and browser code, so it only uses `console`.
 */
import type { Environment } from '../../locales/registry.ts'

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** The debug cookie that turns on verbose logs outside PRD; it lives 14 days (SPEC.md point 9). */
export const DEBUG_COOKIE = { name: 'debug', maxAgeSeconds: 14 * 24 * 60 * 60 } as const

/** Outside PRD without the debug cookie, info and above are logged. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info'
/** In PRD only errors are logged, whatever the cookie says. */
export const PRODUCTION_LOG_LEVEL: LogLevel = 'error'

export interface Logger {
  debug(message: string, details?: unknown): void
  info(message: string, details?: unknown): void
  warn(message: string, details?: unknown): void
  error(message: string, details?: unknown): void
}

export function logLevelFor(environment: Environment, debugCookie: boolean): LogLevel {
  if (environment === 'PRD') return PRODUCTION_LOG_LEVEL
  return debugCookie ? 'debug' : DEFAULT_LOG_LEVEL
}

export function createLogger(level: LogLevel, sink: Pick<Console, LogLevelSinks> = console): Logger {
  const threshold = LOG_LEVELS.indexOf(level)
  const emit = (at: Exclude<LogLevel, 'silent'>) => (message: string, details?: unknown) => {
    if (LOG_LEVELS.indexOf(at) < threshold) return
    const line = `[${at}] ${message}`
    if (details === undefined) sink[at](line)
    else sink[at](line, details)
  }
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') }
}

type LogLevelSinks = 'debug' | 'info' | 'warn' | 'error'

/** A logger for code that runs before a request-scoped one exists (module start-up, tests). */
export const consoleLogger: Logger = createLogger(DEFAULT_LOG_LEVEL)
