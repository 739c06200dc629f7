/**
 * The translations of the request's locale: set by the step that settles the locale (the route
 * step for the site and the portal, worker/pages/route-registration.ts; the PIM app's own
 * middleware) before any route's own work. Call it as `const i18n = i18nOf(c)` and write messages
 * as `i18n._(…)`: `lingui extract` finds only that form (the catalog test checks every id).
 */
import type { I18n } from '@lingui/core'
import type { Context } from 'hono'
import type { AppEnv } from '../env.ts'

export function i18nOf(from: Context<AppEnv> | { c: Context<AppEnv> }): I18n {
  const c = 'req' in from ? from : from.c
  const i18n = c.get('i18n')
  if (!i18n) throw new Error('The request has no translations yet: its locale step has not run')
  return i18n
}
