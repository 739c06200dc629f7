/**
 * SHA-256 checksums of stored files (decision 050): computed by streaming the R2 object through
 * the runtime's DigestStream (nothing is held in memory beyond a chunk), kept as hex, and sent
 * with downloads as `Repr-Digest` (RFC 9530: structured-field byte sequence, base64).
 */

/** The SHA-256 of an R2 object as 64 hex digits; null when the object is missing. */
export async function sha256OfObject(bucket: R2Bucket, key: string): Promise<string | null> {
  const object = await bucket.get(key)
  if (!object) return null
  // The DOM's Crypto type (also in the compile) does not know workerd's DigestStream.
  const digest = new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream('SHA-256')
  await object.body.pipeTo(digest)
  return [...new Uint8Array(await digest.digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The `Repr-Digest` header value of a hex SHA-256. */
export function reprDigest(sha256Hex: string): string {
  const bytes = sha256Hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []
  return `sha-256=:${btoa(String.fromCharCode(...bytes))}:`
}
