/**
 * Which link clicks the runtime turns into a page swap (ui/client/navigation.ts). Anything
 * unusual is left to the browser: another origin or scheme, a download, a modifier key or another
 * mouse button, a target window, `data-no-swap`, a file rather than a page, or a change of the
 * hash alone. `javascript:` links are refused outright.
 */
import { isSafeHref } from '../routes/safe-url.ts'

export type LinkOutcome = 'swap' | 'browser' | 'refuse'

export interface LinkFacts {
  /** The href attribute as written. */
  href: string
  target: string
  download: boolean
  noSwap: boolean
}

export interface ClickFacts {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/** A path ending in a file extension (`/files/manual.pdf`, `/sitemap.xml`) is not a page. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i

/** Whether `url` shows the same document as `current` (only the hash may differ). */
export function samePage(url: URL, current: URL): boolean {
  return url.origin === current.origin && url.pathname === current.pathname && url.search === current.search
}

/** The outcome for following `href` from `current`, whatever the click. */
export function linkOutcome(href: string, current: URL): LinkOutcome {
  if (!isSafeHref(href)) return 'refuse'
  let url: URL
  try {
    url = new URL(href, current)
  } catch {
    return 'browser'
  }
  if (url.origin !== current.origin || FILE_PATH.test(url.pathname)) return 'browser'
  if (samePage(url, current) && url.hash) return 'browser'
  return 'swap'
}

export function clickOutcome(link: LinkFacts, click: ClickFacts, current: URL): LinkOutcome {
  const outcome = linkOutcome(link.href, current)
  if (outcome === 'refuse') return outcome
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return 'browser'
  if ((link.target && link.target !== '_self') || link.download || link.noSwap) return 'browser'
  return outcome
}
