/**
 * The built-in provider's signing key: one RS256 key pair, made on first use and kept in D1 so
 * every isolate (DEV runs many) signs and publishes the same key. Cached per isolate once read.
 */
import { type JWK, exportJWK, generateKeyPair, importJWK } from 'jose'

export const LOCAL_SIGNING_ALGORITHM = 'RS256'
export const LOCAL_SIGNING_KEY_ID = 'local-oidc-1'
const RSA_MODULUS_LENGTH = 2048

export interface LocalSigningKey {
  kid: string
  privateKey: CryptoKey
  publicJwk: JWK
}

let cached: LocalSigningKey | undefined

function publicPart({ kty, n, e }: JWK): JWK {
  return { kty, n, e, kid: LOCAL_SIGNING_KEY_ID, alg: LOCAL_SIGNING_ALGORITHM, use: 'sig' }
}

async function fromStored(privateJwk: string): Promise<LocalSigningKey> {
  const jwk = JSON.parse(privateJwk) as JWK
  return { kid: LOCAL_SIGNING_KEY_ID, privateKey: (await importJWK(jwk, LOCAL_SIGNING_ALGORITHM)) as CryptoKey, publicJwk: publicPart(jwk) }
}

async function readStored(db: D1Database): Promise<string | null> {
  return db
    .prepare('SELECT private_jwk FROM local_oidc_signing_keys WHERE kid = ?1')
    .bind(LOCAL_SIGNING_KEY_ID)
    .first<string>('private_jwk')
}

export async function localSigningKey(db: D1Database): Promise<LocalSigningKey> {
  if (cached) return cached
  let stored = await readStored(db)
  if (!stored) {
    const { privateKey } = await generateKeyPair(LOCAL_SIGNING_ALGORITHM, { modulusLength: RSA_MODULUS_LENGTH, extractable: true })
    // Two isolates may race here: the first insert wins and both read it back.
    await db
      .prepare('INSERT OR IGNORE INTO local_oidc_signing_keys (kid, private_jwk) VALUES (?1, ?2)')
      .bind(LOCAL_SIGNING_KEY_ID, JSON.stringify(await exportJWK(privateKey)))
      .run()
    stored = await readStored(db)
  }
  cached = await fromStored(stored!)
  return cached
}
