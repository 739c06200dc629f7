/**
 * The site's signing secret, `SESSION_SECRET`: LOCAL has a development value in wrangler.toml,
 * marked so that it can never sign anything in UAT or PRD. It signs nothing itself: the session
 * cookie, the sign-in flow cookie, LED result links and PIM download links each use their own key
 * derived from it (purpose-keys.ts).
 */
import type { Environment } from '../../locales/registry.ts'
import { type KeyPurpose, derivedKey } from './purpose-keys.ts'

export const MINIMUM_SECRET_LENGTH = 32
/** Development secrets start with this; UAT and PRD refuse them. */
export const DEVELOPMENT_SECRET_PREFIX = 'local-only-'

export class SigningSecretMissing extends Error {
  constructor(reason: string) {
    super(`SESSION_SECRET is unusable: ${reason}`)
    this.name = 'SigningSecretMissing'
  }
}

/** The secret, when usable; throws `SigningSecretMissing` when it is absent, short or a development value in UAT/PRD. */
export function usableSigningSecret(secret: string | undefined, environment: Environment): string {
  if (!secret) throw new SigningSecretMissing('not set')
  if (secret.length < MINIMUM_SECRET_LENGTH) throw new SigningSecretMissing(`shorter than ${MINIMUM_SECRET_LENGTH} characters`)
  if ((environment === 'UAT' || environment === 'PRD') && secret.startsWith(DEVELOPMENT_SECRET_PREFIX)) {
    throw new SigningSecretMissing(`a development secret in ${environment}`)
  }
  return secret
}

/** The key of `purpose` derived from SESSION_SECRET; throws `SigningSecretMissing` like `usableSigningSecret`. */
export async function secretPurposeKey(secret: string | undefined, environment: Environment, purpose: KeyPurpose): Promise<CryptoKey> {
  return derivedKey(usableSigningSecret(secret, environment), purpose)
}
