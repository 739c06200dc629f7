/**
 * Authorisation codes of the built-in provider: random, stored only as a hash with what the
 * token request must match (client, redirect URI, PKCE challenge), valid AUTHORISATION_CODE_LIFETIME_SECONDS
 * and usable once (taken with DELETE … RETURNING).
 */
import { sha256Base64url } from '../pkce.ts'
import { randomToken } from '../../crypto/random-token.ts'
import { seconds } from '../session.ts'

export const AUTHORISATION_CODE_LIFETIME_SECONDS = 60

export interface AuthorisationGrant {
  clientId: string
  redirectUri: string
  codeChallenge: string
  nonce: string
  email: string
}

export async function issueAuthorisationCode(db: D1Database, grant: AuthorisationGrant, now: Date): Promise<string> {
  const code = randomToken()
  await db
    .prepare(
      `INSERT INTO local_oidc_authorisation_codes (code_hash, client_id, redirect_uri, code_challenge, nonce, email, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(
      await sha256Base64url(code),
      grant.clientId,
      grant.redirectUri,
      grant.codeChallenge,
      grant.nonce,
      grant.email,
      seconds(now) + AUTHORISATION_CODE_LIFETIME_SECONDS,
    )
    .run()
  return code
}

/** The grant behind a code, removing it: a second use finds nothing. Null when unknown or expired. */
export async function redeemAuthorisationCode(db: D1Database, code: string, now: Date): Promise<AuthorisationGrant | null> {
  const row = await db
    .prepare(
      'DELETE FROM local_oidc_authorisation_codes WHERE code_hash = ?1 RETURNING client_id, redirect_uri, code_challenge, nonce, email, expires_at',
    )
    .bind(await sha256Base64url(code))
    .first<{ client_id: string; redirect_uri: string; code_challenge: string; nonce: string; email: string; expires_at: number }>()
  if (!row || row.expires_at < seconds(now)) return null
  return { clientId: row.client_id, redirectUri: row.redirect_uri, codeChallenge: row.code_challenge, nonce: row.nonce, email: row.email }
}
