/**
 * The secret that signs the session and sign-in cookies (HS256). It comes from the
 * `SESSION_SECRET` secret; LOCAL has a development value in wrangler.toml, marked so that it can
 * never sign anything in UAT or PRD.
 */
import type { Environment } from '../../locales/registry.ts'

export const MINIMUM_SECRET_LENGTH = 32
/** Development secrets start with this; UAT and PRD refuse them. */
export const DEVELOPMENT_SECRET_PREFIX = 'local-only-'

export class SigningSecretMissing extends Error {
  constructor(reason: string) {
    super(`SESSION_SECRET is unusable: ${reason}`)
    this.name = 'SigningSecretMissing'
  }
}

/** The secret as key bytes; throws `SigningSecretMissing` when it is absent, short or a development value in UAT/PRD. */
export function signingKey(secret: string | undefined, environment: Environment): Uint8Array {
  if (!secret) throw new SigningSecretMissing('not set')
  if (secret.length < MINIMUM_SECRET_LENGTH) throw new SigningSecretMissing(`shorter than ${MINIMUM_SECRET_LENGTH} characters`)
  if ((environment === 'UAT' || environment === 'PRD') && secret.startsWith(DEVELOPMENT_SECRET_PREFIX)) {
    throw new SigningSecretMissing(`a development secret in ${environment}`)
  }
  return new TextEncoder().encode(secret)
}
