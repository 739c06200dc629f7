/**
 * The site's client reaches the built-in provider through the worker itself (the loopback binding
 * of its own default export), so discovery, JWKS and token calls are real HTTP requests through
 * the whole request pipeline, in `wrangler dev`, in tests and on DEV alike.
 */
import { exports } from 'cloudflare:workers'

export function loopbackFetch(request: Request): Promise<Response> {
  return (exports as unknown as { default: Fetcher }).default.fetch(request)
}
