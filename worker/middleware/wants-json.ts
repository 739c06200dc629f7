/** Whether a request asks for JSON rather than a page, by its Accept header (`hono/accepts`). */
import type { Context } from 'hono'
import { accepts } from 'hono/accepts'

/** The answer types the site negotiates between: a page unless JSON is asked for by name. */
const NEGOTIATED_TYPES = ['text/html', 'application/json']

/** True when the Accept header prefers `application/json` (a script); a browser's page request, `*` and no header get a page. */
export function asksForJson(c: Context): boolean {
  return accepts(c, { header: 'Accept', supports: NEGOTIATED_TYPES, default: 'text/html' }) === 'application/json'
}
