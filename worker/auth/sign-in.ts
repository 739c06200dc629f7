/**
 * A sign-in from start to finish, in plain functions the routes call: start (discovery, PKCE,
 * state and nonce, the provider's URL) and finish (state, replay, code exchange, ID token, the
 * person behind the e-mail address).
 */
import type { Context } from 'hono'
import type { LocaleCode } from '../../locales/registry.ts'
import type { PortalUser } from '../../ui/portal/partner-roles.ts'
import { isSitePath } from '../../ui/routes/safe-url.ts'
import type { AppEnv } from '../env.ts'
import { findPortalUserByEmail, isDeactivatedAccount } from '../partners/portal-user-store.ts'
import { AUTH_ROOT } from './auth-paths.ts'
import type { SignInOption } from './identity-providers.ts'
import {
  type IdentityProvider,
  SignInFailure,
  authorisationUrl,
  checkAuthorisationIssuer,
  discover,
  exchangeCode,
  verifyIdToken,
} from './oidc-client.ts'
import { codeChallengeOf } from './pkce.ts'
import { type SignInFlow, claimState, newSignInFlow, rememberSignInFlow, stateMatches } from './sign-in-flow.ts'

const MAXIMUM_RETURN_PATH_LENGTH = 2000

/** `candidate` when it is a path on this site (never an auth endpoint), else `fallback`. */
export function safeReturnPath(candidate: string | undefined, fallback: string): string {
  if (!candidate || candidate.length > MAXIMUM_RETURN_PATH_LENGTH || !isSitePath(candidate)) return fallback
  if (candidate === AUTH_ROOT || candidate.startsWith(`${AUTH_ROOT}/`)) return fallback
  return candidate
}

/** Remembers a new flow in the visitor's cookie and gives the provider URL to send them to. */
export async function startSignIn(
  c: Context<AppEnv>,
  provider: IdentityProvider,
  { option, returnTo, locale, uiLocale }: { option: SignInOption; returnTo: string; locale: LocaleCode; uiLocale: string },
  now = new Date(),
): Promise<string> {
  const document = await discover(provider)
  const flow = newSignInFlow(option, returnTo, locale, now)
  await rememberSignInFlow(c, flow, now)
  return authorisationUrl(provider, document, {
    state: flow.state,
    nonce: flow.nonce,
    codeChallenge: await codeChallengeOf(flow.codeVerifier),
    uiLocale,
  })
}

export type SignInResult =
  | { kind: 'known'; user: PortalUser }
  | { kind: 'unknown-account'; email: string }
  /** The partner executive deactivated the account: no session. */
  | { kind: 'deactivated'; email: string }

/**
 * Checks the provider's answer against the remembered flow and turns it into a person. Throws
 * SignInFailure when anything is wrong (state, replay, another provider answering, provider error,
 * token). The code goes to a token endpoint only once the answer is known to come from the
 * provider the sign-in started with.
 */
export async function finishSignIn(
  db: D1Database,
  provider: IdentityProvider,
  flow: SignInFlow,
  answer: { state?: string; code?: string; error?: string; iss?: string },
  now = new Date(),
): Promise<SignInResult> {
  if (!stateMatches(flow, answer.state)) throw new SignInFailure('state', 'the state does not match this browser’s sign-in')
  if (!(await claimState(db, flow, now))) throw new SignInFailure('state', 'this sign-in was already answered (replay)')
  const document = await discover(provider)
  checkAuthorisationIssuer(provider, document, answer.iss)
  if (answer.error) throw new SignInFailure('provider-error', answer.error)
  if (!answer.code) throw new SignInFailure('provider-error', 'no authorisation code')
  const idToken = await exchangeCode(provider, document, { code: answer.code, codeVerifier: flow.codeVerifier })
  const identity = await verifyIdToken(provider, document, idToken, { nonce: flow.nonce, now })
  const user = await findPortalUserByEmail(db, identity.email)
  if (user) return { kind: 'known', user }
  if (await isDeactivatedAccount(db, identity.email)) return { kind: 'deactivated', email: identity.email }
  return { kind: 'unknown-account', email: identity.email }
}
