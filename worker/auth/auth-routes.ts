/**
 * The site's sign-in endpoints (AUTH_PATHS): start a sign-in with an option, take the provider's
 * answer, sign out. Every outcome lands on a page: the requested one once signed in, or the
 * sign-in page with the problem to show (unknown account, failure, expired attempt).
 */
import { type Context, Hono } from 'hono'
import { DEFAULT_LOCALE, type LocaleCode, findActiveLocale, isLocaleCode } from '../../locales/registry.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { SIGN_IN_PROBLEM_PARAMETER, RETURN_TO_PARAMETER, type SignInProblem } from '../../ui/sign-in/sign-in-problems.ts'
import { auditIdentitiesOf, recordAudit } from '../partners/audit-trail-store.ts'
import type { AppEnv } from '../env.ts'
import { PRIVATE_RESPONSE } from './session-step.ts'
import { identityProviderFor, isSignInOption } from './identity-providers.ts'
import { SignInFailure } from './oidc-client.ts'
import { beginSession, clearSessionCookie } from './session.ts'
import { endSessionRecord } from '../sessions/session-store.ts'
import { sessionHolderOf } from './session-step.ts'
import { forgetSignInFlow, recalledSignInFlow } from './sign-in-flow.ts'
import { finishSignIn, safeReturnPath, startSignIn } from './sign-in.ts'
import { noteSignInLocale } from '../notifications/notification-store.ts'
import { SigningSecretMissing } from './signing-secret.ts'
import { PIM_PATHS } from '../../ui/pim/pim-paths.ts'
import { configuredOriginOf, isPimHost } from '../pim/pim-host.ts'
import { joinByInvitation } from '../organisation/invitation-acceptance.ts'

export const authRoutes = new Hono<AppEnv>()

function activeLocaleCode(c: Context<AppEnv>, candidate: unknown): LocaleCode {
  return typeof candidate === 'string' && isLocaleCode(candidate) && findActiveLocale(candidate, c.get('environment'))
    ? candidate
    : DEFAULT_LOCALE
}

/** The sign-in page of a locale, showing a problem, keeping where the visitor wanted to go. */
export function signInPageWith(code: LocaleCode, problem: SignInProblem | null, returnTo: string | null): string {
  const query = new URLSearchParams()
  if (problem) query.set(SIGN_IN_PROBLEM_PARAMETER, problem)
  if (returnTo) query.set(RETURN_TO_PARAMETER, returnTo)
  const search = query.toString()
  return `${pathFor('portal-sign-in', code)}${search ? `?${search}` : ''}`
}

/** The sign-in screen of the host the sign-in runs on: the portal's, or the PIM's login screen. */
function signInScreenWith(c: Context<AppEnv>, code: LocaleCode, problem: SignInProblem | null, returnTo: string | null): string {
  if (!isPimHost(c)) return signInPageWith(code, problem, returnTo)
  const query = new URLSearchParams()
  if (problem) query.set(SIGN_IN_PROBLEM_PARAMETER, problem)
  if (returnTo) query.set(RETURN_TO_PARAMETER, returnTo)
  const search = query.toString()
  return `${PIM_PATHS.login}${search ? `?${search}` : ''}`
}

function noStore(c: Context<AppEnv>): void {
  c.header('Cache-Control', PRIVATE_RESPONSE)
}

authRoutes.post('/sign-in/:option', async (c) => {
  noStore(c)
  const form = await c.req.parseBody()
  const code = activeLocaleCode(c, form.locale)
  const returnTo = safeReturnPath(
    typeof form.return_to === 'string' ? form.return_to : undefined,
    isPimHost(c) ? PIM_PATHS.home : pathFor('portal', code),
  )
  const option = c.req.param('option')
  const provider = isSignInOption(option) ? identityProviderFor(option, c.env, c.get('environment'), configuredOriginOf(c)) : undefined
  if (!isSignInOption(option) || !provider) return c.redirect(signInScreenWith(c, code, 'unavailable', returnTo), 303)
  try {
    const locale = findActiveLocale(code, c.get('environment'))!
    return c.redirect(await startSignIn(c, provider, { option, returnTo, locale: code, uiLocale: locale.iso }), 303)
  } catch (error) {
    if (!(error instanceof SignInFailure || error instanceof SigningSecretMissing)) throw error
    c.get('logger').error(`Sign-in with ${option} cannot start`, error.message)
    return c.redirect(signInScreenWith(c, code, 'unavailable', returnTo), 303)
  }
})

authRoutes.get('/callback/:option', async (c) => {
  noStore(c)
  const now = new Date()
  const flow = await recalledSignInFlow(c, now).catch((error: unknown) => {
    if (error instanceof SigningSecretMissing) return null
    throw error
  })
  forgetSignInFlow(c)
  const option = c.req.param('option')
  if (!flow) return c.redirect(signInScreenWith(c, DEFAULT_LOCALE, 'expired', null), 303)
  if (flow.option !== option) {
    // Mix-up defence: an answer on another provider's callback is not the answer this sign-in waits for.
    c.get('logger').warn(`Sign-in with ${flow.option} refused`, `an answer arrived on the ${option} callback (mix-up)`)
    return c.redirect(signInScreenWith(c, flow.locale, 'failed', flow.returnTo), 303)
  }
  const provider = identityProviderFor(flow.option, c.env, c.get('environment'), configuredOriginOf(c))
  if (!provider) return c.redirect(signInScreenWith(c, flow.locale, 'unavailable', flow.returnTo), 303)
  try {
    const answer = { state: c.req.query('state'), code: c.req.query('code'), error: c.req.query('error'), iss: c.req.query('iss') }
    const result = await finishSignIn(c.env.DB, provider, flow, answer, now)
    if (result.kind === 'deactivated') {
      c.get('logger').info(`Sign-in refused: ${result.email} was deactivated`)
      return c.redirect(signInScreenWith(c, flow.locale, 'deactivated', null), 303)
    }
    let userId: string
    if (result.kind === 'unknown-account') {
      // Someone invited into a partner organisation signs in for the first time.
      const joined = isPimHost(c) ? null : await joinByInvitation(c, result.email, flow.locale, now)
      if (joined === null) {
        c.get('logger').info(`Sign-in refused: ${result.email} has no portal account`)
        return c.redirect(signInScreenWith(c, flow.locale, 'unknown-account', flow.returnTo), 303)
      }
      if (!joined.ok) return c.redirect(signInScreenWith(c, flow.locale, 'invitation-unusable', null), 303)
      userId = joined.userId
    } else userId = result.user.id
    await beginSession(c, { userId, provider: flow.option, host: isPimHost(c) ? 'pim' : 'site' }, now)
    await recordAudit(
      c.env.DB,
      { actorId: userId, onBehalfOfId: null },
      {
        action: 'session.signed-in',
        subjectType: 'user',
        subjectId: userId,
        after: { provider: flow.option },
      },
    )
    // The person's e-mails go out in the language they sign in with until they choose one.
    await noteSignInLocale(c.env.DB, userId, flow.locale)
    return c.redirect(flow.returnTo, 303)
  } catch (error) {
    if (!(error instanceof SignInFailure)) throw error
    c.get('logger').warn(`Sign-in with ${flow.option} refused`, error.message)
    return c.redirect(signInScreenWith(c, flow.locale, 'failed', flow.returnTo), 303)
  }
})

authRoutes.post('/sign-out', async (c) => {
  noStore(c)
  const form = await c.req.parseBody()
  const code = activeLocaleCode(c, form.locale)
  const viewer = c.get('viewer')
  const session = c.get('session')
  // The session ends on the server: a copy of the cookie opens nothing afterwards.
  if (session) await endSessionRecord(c.env.DB, sessionHolderOf(session), session.sessionId)
  if (viewer) {
    await recordAudit(c.env.DB, auditIdentitiesOf(viewer), {
      action: 'session.signed-out',
      subjectType: 'user',
      subjectId: viewer.person.id,
    })
  }
  clearSessionCookie(c)
  c.set('viewer', null)
  return c.redirect(isPimHost(c) ? PIM_PATHS.login : pathFor('index', code), 303)
})
