/**
 * How every adapter reaches an outside system over HTTP (Salesforce, Turnstile, SendGrid, the Wave
 * API, the identity providers).
 *
 * workerd's global `fetch` must be called as a plain function: kept in a field or property and
 * called as a method (`this.fetcher(url)`), it throws "Illegal invocation", because `this` is then
 * the adapter instead of the global scope. So no adapter keeps `fetch` itself; they keep
 * `networkFetch`, an arrow function that calls the global `fetch` each time. Tests may hand an
 * adapter another function of the same shape, and the in-workerd tests of
 * test/worker/outbound-integrations.test.ts run the adapters with this one against a loopback
 * stand-in for each service.
 */

/** A function with the shape of `fetch`: what adapters call to reach their service. */
export type OutboundFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

/** The narrower shape adapters that always send a whole Request use. */
export type RequestSender = (request: Request) => Promise<Response>

/** The runtime's global `fetch`, safe to keep in a field and call as a method. */
export const networkFetch: OutboundFetch = (input, init) => fetch(input, init)

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** A configured service address that is not https (or plain http on this machine, for stand-ins). */
export class UnsafeServiceUrl extends Error {
  constructor(
    readonly setting: string,
    value: string,
  ) {
    super(`${setting} must be an https URL (or http on 127.0.0.1/localhost), not ${JSON.stringify(value)}`)
    this.name = 'UnsafeServiceUrl'
  }
}

/**
 * The address of an outside service: the setting when one is given, else the documented production
 * address. Secrets travel to it, so only https is accepted, and plain http only on loopback (the
 * local stand-ins of tests and offline runs).
 */
export function serviceUrl(setting: string, configured: string | undefined, productionDefault: string): URL {
  const value = configured?.trim() || productionDefault
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new UnsafeServiceUrl(setting, value)
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) return url
  throw new UnsafeServiceUrl(setting, value)
}

/** A base address and a path below it: `https://host/api` + `/v1/x` → `https://host/api/v1/x` (a path on the base is kept). */
export function urlBelow(base: string | URL, path: string): string {
  return `${String(base).replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
