/**
 * Signed links to saved LED configurations (SPEC.md point 9: valid 30 days). The link carries
 * its expiry and a detached HS256 signature (worker/auth/signed-tokens.ts) over the configuration
 * id and that expiry, keyed with the result links' own key (derived from SESSION_SECRET,
 * worker/auth/purpose-keys.ts), so neither can be changed without the link failing.
 */
import type { Environment } from '../../locales/registry.ts'
import { hasDetachedSignature, signDetached } from '../auth/signed-tokens.ts'
import { secretPurposeKey } from '../auth/signing-secret.ts'

export const RESULT_LINK_VALID_DAYS = 30
export const RESULT_LINK_VALID_MS = RESULT_LINK_VALID_DAYS * 24 * 60 * 60 * 1000
export const RESULT_LINK_PARAMS = { expires: 'expires', signature: 'signature' } as const

export type ResultLinkCheck = 'valid' | 'expired' | 'invalid'

/** What a result link's signature covers: the configuration and the link's expiry (ms). */
export function resultLinkClaims(id: string, expires: number): { configuration: string; expires: number } {
  return { configuration: id, expires }
}

function resultLinkKey(secret: string | undefined, environment: Environment): Promise<CryptoKey> {
  return secretPurposeKey(secret, environment, 'ledResultLink')
}

/** The query (`expires=…&signature=…`) of the link to configuration `id`, valid until `expires` (ms). */
export async function resultLinkQuery(secret: string | undefined, environment: Environment, id: string, expires: number): Promise<string> {
  const query = new URLSearchParams({
    [RESULT_LINK_PARAMS.expires]: String(expires),
    [RESULT_LINK_PARAMS.signature]: await signDetached(
      await resultLinkKey(secret, environment),
      'ledResultLink',
      resultLinkClaims(id, expires),
    ),
  })
  return query.toString()
}

/** Whether a link's query is genuine for `id`, and still valid at `now`. A forged link is invalid even when its date has passed. */
export async function checkResultLink(
  secret: string | undefined,
  environment: Environment,
  id: string,
  query: URLSearchParams,
  now: number = Date.now(),
): Promise<ResultLinkCheck> {
  const expires = query.get(RESULT_LINK_PARAMS.expires) ?? ''
  const signature = query.get(RESULT_LINK_PARAMS.signature) ?? ''
  if (!/^\d{1,16}$/.test(expires) || !signature) return 'invalid'
  if (
    !(await hasDetachedSignature(
      await resultLinkKey(secret, environment),
      'ledResultLink',
      resultLinkClaims(id, Number(expires)),
      signature,
    ))
  ) {
    return 'invalid'
  }
  return Number(expires) > now ? 'valid' : 'expired'
}
