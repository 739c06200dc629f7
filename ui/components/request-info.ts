/**
 * What server-rendered components need from the request they render for: the CSP nonce of inline
 * scripts and the site origin for absolute URLs. Read from the Hono context that
 * @hono/react-renderer provides; outside a request (a plain render in a test) both are empty.
 */
import { useRequestContext } from '@hono/react-renderer'

interface RequestLike {
  get(key: 'cspNonce'): string | undefined
  env?: { SITE_ORIGIN?: string }
  req: { url: string }
}

function requestContextOrNull(): RequestLike | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: outside a Hono request (islands, tests) the hook throws; that is how we tell.
    return useRequestContext() as unknown as RequestLike
  } catch {
    return null
  }
}

export function useRequestInfo(): { nonce: string | undefined; origin: string; search: string } {
  const c = requestContextOrNull()
  if (!c) return { nonce: undefined, origin: '', search: '' }
  const url = new URL(c.req.url)
  const origin = c.env?.SITE_ORIGIN ?? url.origin
  return { nonce: c.get('cspNonce'), origin: origin.replace(/\/$/, ''), search: url.search }
}
