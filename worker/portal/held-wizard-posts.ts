/**
 * Session expiry mid-wizard (docs/decisions/049-session-expiry-mid-wizard.md). When a wizard step
 * (demo request, success story, Wave request) is posted after the session ended, the permission
 * gate does not throw the typing away: the step's text fields are held on the server
 * (held-wizard-post-store.ts) under a random token kept in an HttpOnly cookie of this browser, and
 * the person is sent to sign in, returning to the wizard's own page (a fixed path of the route
 * table, never one taken from the request: no open redirect). Once signed in, that page takes the
 * held post (once) and hands it to the wizard's post handler with the move `keep`: the engine keeps
 * what was typed on that step in the person's draft, unchecked, and shows the same step again.
 * Files are not held (a success story's pictures are uploaded on their own, each stored at once).
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { LocaleCode } from '../../locales/registry.ts'
import { DEMO_REQUEST_WIZARD } from '../../ui/demo-requests/demo-request-rules.ts'
import { WIZARD_MOVE, type WizardDefinition } from '../../ui/portal/wizard/wizard-engine.ts'
import { type PortalRouteName, type RouteName, pathFor } from '../../ui/routes/route-table.ts'
import { RETURN_TO_PARAMETER, SIGN_IN_PROBLEM_PARAMETER } from '../../ui/sign-in/sign-in-problems.ts'
import { SUCCESS_STORY_WIZARD } from '../../ui/success-stories/success-story-form.ts'
import { WAVE_REQUEST_WIZARD } from '../../ui/wave-requests/wave-request-form.ts'
import { sha256Base64url } from '../auth/pkce.ts'
import { seconds } from '../auth/session.ts'
import { randomToken } from '../crypto/random-token.ts'
import type { AppEnv } from '../env.ts'
import { CSRF_FIELD } from '../middleware/csrf.ts'
import { storeHeldWizardPost, takeHeldWizardPost } from './held-wizard-post-store.ts'

/** How long a held step waits for its author to sign in again (seconds). */
export const HELD_WIZARD_POST_SECONDS = 60 * 60
/** The most text a held step keeps (characters of its JSON); a bigger post is not held. */
export const MAXIMUM_HELD_POST_LENGTH = 64 * 1024
export const HELD_WIZARD_POST_COOKIE = { secureName: '__Host-held-step', localName: 'held-step' } as const

/** The portal routes that are wizards, with their definitions (whose post names say where the move is). */
export const WIZARD_ROUTES: Partial<Record<PortalRouteName, WizardDefinition<string>>> = {
  'portal-demo-requests-new': DEMO_REQUEST_WIZARD,
  'portal-success-stories-new': SUCCESS_STORY_WIZARD,
  'portal-wave-request': WAVE_REQUEST_WIZARD,
}

export function isWizardRoute(route: RouteName): route is PortalRouteName {
  return Object.hasOwn(WIZARD_ROUTES, route)
}

function cookieName(c: Context<AppEnv>): string {
  return c.get('environment') === 'LOCAL' ? HELD_WIZARD_POST_COOKIE.localName : HELD_WIZARD_POST_COOKIE.secureName
}

/** The post's text fields with its move replaced by `keep` (the CSRF token is not kept). */
export function heldFieldsOf(form: FormData, wizard: WizardDefinition<string>): Array<[string, string]> {
  const fields: Array<[string, string]> = []
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name === CSRF_FIELD || name === wizard.postNames.move) continue
    fields.push([name, value])
  }
  fields.push([wizard.postNames.move, WIZARD_MOVE.keep])
  return fields
}

/**
 * For a signed-out post to a wizard route: holds its step and answers the sign-in page to send
 * the person to (which brings them back to the wizard); null for any other route or a post that
 * cannot be held.
 */
export async function holdWizardPost(c: Context<AppEnv>, route: PortalRouteName, code: LocaleCode): Promise<string | null> {
  const wizard = WIZARD_ROUTES[route]
  if (!wizard || c.req.method !== 'POST') return null
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    return null
  }
  const fields = heldFieldsOf(form, wizard)
  if (JSON.stringify(fields).length > MAXIMUM_HELD_POST_LENGTH) return null
  const token = randomToken()
  const now = seconds(new Date())
  await storeHeldWizardPost(
    c.env.DB,
    await sha256Base64url(token),
    { route, locale: code, fields },
    { now, expiresAt: now + HELD_WIZARD_POST_SECONDS },
  )
  setCookie(c, cookieName(c), token, {
    path: '/',
    httpOnly: true,
    secure: c.get('environment') !== 'LOCAL',
    sameSite: 'Lax',
    maxAge: HELD_WIZARD_POST_SECONDS,
  })
  const query = new URLSearchParams({ [SIGN_IN_PROBLEM_PARAMETER]: 'session-ended', [RETURN_TO_PARAMETER]: pathFor(route, code) })
  return `${pathFor('portal-sign-in', code)}?${query}`
}

/** The step held for this wizard route in this browser, taken once (as a form for the wizard's post handler), or null. */
export async function takeHeldWizardStep(c: Context<AppEnv>, route: PortalRouteName): Promise<FormData | null> {
  const token = getCookie(c, cookieName(c))
  if (!token || !WIZARD_ROUTES[route]) return null
  const held = await takeHeldWizardPost(c.env.DB, await sha256Base64url(token), route, seconds(new Date()))
  if (!held) return null
  deleteCookie(c, cookieName(c), { path: '/', secure: c.get('environment') !== 'LOCAL', httpOnly: true, sameSite: 'Lax' })
  const form = new FormData()
  for (const [name, value] of held.fields) form.append(name, value)
  return form
}
