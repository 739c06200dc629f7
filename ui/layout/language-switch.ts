/**
 * Where a language chooser link leads: the page's alternate in the chosen locale (its translated
 * path) with the query of the page the visitor is on (filters, a search, an LED configuration:
 * their values are codes, the same in every locale) and the `locale` parameter that makes the
 * server remember the choice. Pure, no React: the server renders the links with it and the client
 * runtime refreshes them when an island changes the address in place.
 */
export const LOCALE_SWITCH_PARAMETER = 'locale'
/** Marks a chooser link so the runtime can carry the current query over at the click. */
export const LOCALE_SWITCH_LINK_ATTRIBUTE = 'data-locale-switch'

/**
 * `alternate` is the absolute or root-relative URL of the page in `code`; `currentSearch` the
 * query of the page shown now (`?a=1&b=2` or empty). The alternate's own query is replaced.
 */
export function switchHref(alternate: string, code: string, currentSearch = ''): string {
  // Most pages have no query: their links are the same for every request (decision 052).
  if (!currentSearch) {
    const key = `${alternate} ${code}`
    let href = plainSwitchHrefs.get(key)
    if (href === undefined) {
      href = switchHrefWithQuery(alternate, code, '')
      if (plainSwitchHrefs.size >= MAX_PLAIN_SWITCH_HREFS) plainSwitchHrefs.clear()
      plainSwitchHrefs.set(key, href)
    }
    return href
  }
  return switchHrefWithQuery(alternate, code, currentSearch)
}

const plainSwitchHrefs = new Map<string, string>()
const MAX_PLAIN_SWITCH_HREFS = 2000

function switchHrefWithQuery(alternate: string, code: string, currentSearch: string): string {
  const url = new URL(alternate, 'http://site.invalid')
  const query = new URLSearchParams(currentSearch)
  query.delete(LOCALE_SWITCH_PARAMETER)
  query.append(LOCALE_SWITCH_PARAMETER, code)
  return `${url.pathname}?${query.toString()}`
}

/** The link's href with the query of the page now: what a click on a chooser link should open. */
export function withCurrentQuery(href: string, currentSearch: string): string {
  const url = new URL(href, 'http://site.invalid')
  const code = url.searchParams.get(LOCALE_SWITCH_PARAMETER)
  return code ? switchHref(url.pathname, code, currentSearch) : href
}
