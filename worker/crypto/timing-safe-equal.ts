/**
 * Compares secrets (tokens, signatures, client secrets) in time that does not depend on where
 * they differ, so an attacker cannot find a valid value one character at a time.
 */
export function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}
