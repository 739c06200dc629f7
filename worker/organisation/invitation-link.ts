/**
 * An invitation's link and the cookie that carries it through the sign-in
 * (docs/decisions/048-partner-self-service.md). The link holds a token signed with the invitation's
 * own purpose key (worker/auth/signed-tokens.ts) naming the invitation and its organisation, valid
 * until the invitation expires. Opening the link puts the same token in a short-lived HttpOnly
 * cookie; when the invitee comes back from Microsoft or Google with an address the portal does not
 * know yet, the callback reads the cookie, checks the token again and accepts the invitation
 * (single use: the invitation row; a withdrawn invitation's link is refused the same way).
 */
import { type } from 'arktype'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { seconds } from '../auth/session.ts'
import { signToken, verifyToken } from '../auth/signed-tokens.ts'
import { secretPurposeKey } from '../auth/signing-secret.ts'
import type { AppEnv } from '../env.ts'
import { type InvitationRecord, findInvitation } from './team-store.ts'

/** The query parameter of the invitation page that carries the token. */
export const INVITATION_TOKEN_PARAMETER = 'token'
/** How long the cookie keeps the invitation while the invitee signs in. */
export const INVITATION_COOKIE_SECONDS = 30 * 60
export const INVITATION_COOKIE = { secureName: '__Host-invitation', localName: 'invitation' } as const

const invitationClaims = type({ inv: 'string', org: 'string' })

function invitationKey(c: Context<AppEnv>): Promise<CryptoKey> {
  return secretPurposeKey(c.env.SESSION_SECRET, c.get('environment'), 'organisationInvitation')
}

export function signInvitation(c: Context<AppEnv>, invitation: { id: string; organisationId: string; expiresAt: number }): Promise<string> {
  return invitationKey(c).then((key) =>
    signToken(key, 'organisationInvitation', { inv: invitation.id, org: invitation.organisationId }, invitation.expiresAt),
  )
}

export type InvitationCheck =
  | { ok: true; invitation: InvitationRecord }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'withdrawn' }

/**
 * The invitation a token names when the token is genuine and unexpired, the invitation exists for
 * the organisation the token names and has been neither used nor withdrawn.
 */
export async function checkInvitationToken(c: Context<AppEnv>, token: string, now: Date): Promise<InvitationCheck> {
  const checked = await verifyToken(await invitationKey(c), 'organisationInvitation', token, invitationClaims, seconds(now))
  if (!checked.ok) return { ok: false, reason: checked.reason }
  const invitation = await findInvitation(c.env.DB, checked.claims.inv)
  if (!invitation || invitation.organisationId !== checked.claims.org) return { ok: false, reason: 'invalid' }
  if (invitation.accepted) return { ok: false, reason: 'used' }
  if (invitation.withdrawn) return { ok: false, reason: 'withdrawn' }
  if (invitation.expiresAt <= seconds(now)) return { ok: false, reason: 'expired' }
  return { ok: true, invitation }
}

function cookieName(c: Context<AppEnv>): string {
  return c.get('environment') === 'LOCAL' ? INVITATION_COOKIE.localName : INVITATION_COOKIE.secureName
}

export function rememberInvitation(c: Context<AppEnv>, token: string): void {
  setCookie(c, cookieName(c), token, {
    path: '/',
    httpOnly: true,
    secure: c.get('environment') !== 'LOCAL',
    sameSite: 'Lax',
    maxAge: INVITATION_COOKIE_SECONDS,
  })
}

export function rememberedInvitationToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, cookieName(c))
}

export function forgetInvitation(c: Context<AppEnv>): void {
  deleteCookie(c, cookieName(c), { path: '/', secure: c.get('environment') !== 'LOCAL', httpOnly: true, sameSite: 'Lax' })
}
