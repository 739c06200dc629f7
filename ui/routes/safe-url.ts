/**
 * URL checks shared by link building, redirects and navigation: `javascript:`-style schemes are
 * refused everywhere (SPEC.md point 2 "Navigation rules"), and redirect targets never leave the
 * site unless they are absolute http(s) URLs configured by the content team.
 */

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** True for hrefs that are safe to put in a link: relative paths, anchors, http(s), mailto, tel. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside the scheme ("java\tscript:").
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]
  if (!scheme) return true
  return ALLOWED_SCHEMES.has(`${scheme.toLowerCase()}:`)
}

/** True for a path on this site: starts with one `/`, not `//` or `/\` (which browsers read as another host). */
export function isSitePath(target: string): boolean {
  return /^\/(?![/\\])/.test(target) && !/[\u0000-\u001f]/.test(target)
}

/**
 * A request path made safe to send back in a `Location` header: exactly one leading `/`
 * (`//evil.example` and `/\evil.example` would send the browser to another host), no trailing
 * slash. Query and hash are appended as given.
 */
export function onSitePath(pathname: string, suffix = ''): string {
  const path = `/${pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`
  return `${path}${suffix}`
}
