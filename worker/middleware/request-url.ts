/**
 * Parts of a request's URL read straight from the string the runtime serialised (`scheme://host/path?query`,
 * already normalised: lower-case host, resolved dot segments, percent-encoding kept), equal to what
 * `new URL(url)` gives for `host`, `pathname` and `search`. Every request needs a few of them in
 * several steps; parsing the whole URL for each was a measurable share of a small request
 * (docs/decisions/045-shared-request-work.md).
 */

function pathStart(url: string): number {
  const at = url.indexOf('/', url.indexOf('//') + 2)
  return at < 0 ? url.length : at
}

/** `scheme://host` (as URL.origin for http and https). */
export function originOf(url: string): string {
  return url.slice(0, pathStart(url))
}

export function hostOf(url: string): string {
  return url.slice(url.indexOf('//') + 2, pathStart(url))
}

export function pathnameOf(url: string): string {
  const start = pathStart(url)
  const query = url.indexOf('?', start)
  const path = url.slice(start, query < 0 ? undefined : query)
  return path || '/'
}

/** `?…`, or '' when there is no query or it is empty (as URL.search). */
export function searchOf(url: string): string {
  const query = url.indexOf('?', pathStart(url))
  return query < 0 || query === url.length - 1 ? '' : url.slice(query)
}

const parsedUrls = new WeakMap<Request, URL>()

/**
 * The request's URL, parsed once per request however many steps read it (the route step, the page,
 * its head, the shell's sign-in link and consent form each parsed it: decision 052). Shared: read
 * it, never change it (copy it first, `new URL(url)`).
 */
export function requestUrl(request: Request): URL {
  let url = parsedUrls.get(request)
  if (!url) {
    url = new URL(request.url)
    parsedUrls.set(request, url)
  }
  return url
}
