/**
 * What the site remembers between sending a visitor to the provider and the provider's answer:
 * state, nonce and PKCE verifier, the chosen option and where to go afterwards, in a short-lived
 * signed cookie (HttpOnly, SameSite=Lax so it comes back on the provider's top-level redirect,
 * `__Host-` outside LOCAL). The callback clears it, and the state of every completed sign-in is
 * kept in D1 until it would have expired, so a provider's answer is accepted once only.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SignJWT, jwtVerify } from 'jose'
import type { Environment, LocaleCode } from '../../locales/registry.ts'
import { isLocaleCode } from '../../locales/registry.ts'
import type { AppEnv } from '../env.ts'
import { type SignInOption, isSignInOption } from './identity-providers.ts'
import { timingSafeEqual } from '../crypto/timing-safe-equal.ts'
import { sha256Base64url } from './pkce.ts'
import { randomToken } from '../crypto/random-token.ts'
import { seconds } from './session.ts'
import { claimStateHash } from './sign-in-state-store.ts'
import { secretPurposeKey } from './signing-secret.ts'

/** How long a visitor has at the provider before the sign-in must start again. */
export const SIGN_IN_FLOW_LIFETIME_SECONDS = 10 * 60
export const SIGN_IN_FLOW_COOKIE = { secureName: '__Host-sign-in', localName: 'sign-in' } as const

const FLOW_ISSUER = 'vantage-displays'
const FLOW_AUDIENCE = 'vantage-displays/sign-in'

export interface SignInFlow {
  option: SignInOption
  state: string
  nonce: string
  codeVerifier: string
  /** A path on this site to open after signing in. */
  returnTo: string
  /** The locale of the page the sign-in started from. */
  locale: LocaleCode
  expiresAt: number
}

/** The key of the flow cookie: its own, derived from SESSION_SECRET (a session token never passes as a flow). */
function signInStateKey(c: Context<AppEnv>): Promise<CryptoKey> {
  return secretPurposeKey(c.env.SESSION_SECRET, c.get('environment'), 'signInState')
}

export function signInFlowCookieName(environment: Environment): string {
  return environment === 'LOCAL' ? SIGN_IN_FLOW_COOKIE.localName : SIGN_IN_FLOW_COOKIE.secureName
}

export function newSignInFlow(option: SignInOption, returnTo: string, locale: LocaleCode, now: Date): SignInFlow {
  return {
    option,
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    returnTo,
    locale,
    expiresAt: seconds(now) + SIGN_IN_FLOW_LIFETIME_SECONDS,
  }
}

export async function rememberSignInFlow(c: Context<AppEnv>, flow: SignInFlow, now: Date): Promise<void> {
  const token = await new SignJWT({
    option: flow.option,
    state: flow.state,
    nonce: flow.nonce,
    verifier: flow.codeVerifier,
    return_to: flow.returnTo,
    locale: flow.locale,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(FLOW_ISSUER)
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt(seconds(now))
    .setExpirationTime(flow.expiresAt)
    .sign(await signInStateKey(c))
  const environment = c.get('environment')
  setCookie(c, signInFlowCookieName(environment), token, {
    path: '/',
    httpOnly: true,
    secure: environment !== 'LOCAL',
    sameSite: 'Lax',
    maxAge: SIGN_IN_FLOW_LIFETIME_SECONDS,
  })
}

/** The flow in the visitor's cookie, or null when there is none or it is forged or expired. */
export async function recalledSignInFlow(c: Context<AppEnv>, now: Date): Promise<SignInFlow | null> {
  const token = getCookie(c, signInFlowCookieName(c.get('environment')))
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, await signInStateKey(c), {
      algorithms: ['HS256'],
      issuer: FLOW_ISSUER,
      audience: FLOW_AUDIENCE,
      currentDate: now,
    })
    const { option, state, nonce, verifier, return_to: returnTo, locale } = payload
    if (
      typeof option !== 'string' ||
      !isSignInOption(option) ||
      typeof state !== 'string' ||
      typeof nonce !== 'string' ||
      typeof verifier !== 'string' ||
      typeof returnTo !== 'string' ||
      typeof locale !== 'string' ||
      !isLocaleCode(locale) ||
      typeof payload.exp !== 'number'
    ) {
      return null
    }
    return { option, state, nonce, codeVerifier: verifier, returnTo, locale, expiresAt: payload.exp }
  } catch {
    return null
  }
}

export function forgetSignInFlow(c: Context<AppEnv>): void {
  const environment = c.get('environment')
  deleteCookie(c, signInFlowCookieName(environment), { path: '/', secure: environment !== 'LOCAL', httpOnly: true, sameSite: 'Lax' })
}

export function stateMatches(flow: SignInFlow, state: string | undefined): boolean {
  return typeof state === 'string' && timingSafeEqual(flow.state, state)
}

/**
 * Records that this flow's state has been answered. False when it was answered before (a replayed
 * callback). Expired records are swept on the way.
 */
export async function claimState(db: D1Database, flow: SignInFlow, now: Date): Promise<boolean> {
  const hash = await sha256Base64url(flow.state)
  return claimStateHash(db, hash, flow.expiresAt, seconds(now))
}
