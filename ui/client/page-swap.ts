/**
 * Fetching a page and swapping it into the current document.
 *
 * The server's own elements are replaced, anything added in the browser stays: the runtime and
 * third-party tags add elements to <head> and <body> (loading bar, widgets, injected styles), so
 * only the elements that came with the last page are removed. <head> changes are applied after
 * HEAD_UPDATE_DEBOUNCE_MS, the last one winning when swaps follow each other quickly; <body> is
 * swapped at once. Scripts of the new page that this document has not run yet (the bundles of
 * islands it shows) are started; islands of bundles already running are hydrated through the
 * `islands:scan` event, which also unmounts the islands that left the page (ui/islands/lifecycle.ts).
 *
 * A live form's update (live-forms.ts) swaps less: only the page's live regions
 * (`data-live-region="<name>"`), each for the fetched page's region of that name.
 */
import { ISLANDS_SCAN_EVENT } from '../islands/registry.ts'
import { http } from './http.ts'

/** SPEC.md point 9: page-head DOM updates are debounced by 10 ms. */
export const HEAD_UPDATE_DEBOUNCE_MS = 10
/** A page that has not arrived after this long is loaded by the browser instead. */
export const PAGE_FETCH_TIMEOUT_MS = 10_000
/** Asks the server for the finished page (worker/pages/streaming.ts PAGE_SWAP_HEADER). */
export const PAGE_SWAP_HEADER = 'X-Page-Swap'
export const LIVE_REGION_ATTRIBUTE = 'data-live-region'
/** A live form's polite status line: after an update it reads the fetched page's value of this attribute. */
export const LIVE_STATUS_ATTRIBUTE = 'data-live-status'

export interface FetchedPage {
  /** The URL after redirects. */
  url: string
  html: string
}

/** The page at `url`, or null when it is not a same-origin HTML page that loaded well. Never rejects. */
export async function fetchPage(url: string, signal?: AbortSignal): Promise<FetchedPage | null> {
  try {
    const response = await http(url, {
      headers: { Accept: 'text/html', [PAGE_SWAP_HEADER]: '1' },
      credentials: 'same-origin',
      mode: 'same-origin',
      timeout: PAGE_FETCH_TIMEOUT_MS,
      signal,
    })
    if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      await response.body?.cancel()
      return null
    }
    return { url: response.url || url, html: await response.text() }
  } catch {
    return null
  }
}

/**
 * The fetched page as a document. DOMParser parses without scripting, so `<noscript>` content
 * would come alive (a tracking pixel would load): it is dropped, as in any page with scripting.
 */
export function parsePage(html: string): Document {
  const page = new DOMParser().parseFromString(html, 'text/html')
  for (const element of page.querySelectorAll('noscript')) element.remove()
  return page
}

/** The elements of <head> and <body> that came from the server with the page shown now. */
const fromServer = { head: new Set<Element>(), body: new Set<Node>() }
const startedScripts = new Set<string>()

/** Notes the server's elements of the first page (call once the document has been parsed). */
export function adoptServerPage(): void {
  for (const element of document.head.children) fromServer.head.add(element)
  for (const node of document.body.childNodes) fromServer.body.add(node)
  for (const script of document.scripts) if (script.src) startedScripts.add(script.src)
}

let pendingHead: ReturnType<typeof setTimeout> | undefined

function applyHead(next: HTMLHeadElement): void {
  const wanted = new Map<string, Element>()
  for (const element of next.children) wanted.set(element.outerHTML, element)
  const kept = new Set<string>()
  for (const element of fromServer.head) {
    if (wanted.has(element.outerHTML) && !kept.has(element.outerHTML)) kept.add(element.outerHTML)
    else {
      element.remove()
      fromServer.head.delete(element)
    }
  }
  for (const [html, element] of wanted) {
    if (kept.has(html)) continue
    const adopted = element instanceof HTMLScriptElement && element.src ? runnable(element) : document.importNode(element, true)
    document.head.appendChild(adopted)
    fromServer.head.add(adopted)
  }
}

/** Applies the new page's <head> after the debounce; `applied` runs once it is in place. */
export function scheduleHeadUpdate(next: HTMLHeadElement, applied: () => void): void {
  clearTimeout(pendingHead)
  pendingHead = setTimeout(() => {
    applyHead(next)
    applied()
  }, HEAD_UPDATE_DEBOUNCE_MS)
}

/** A script parsed from fetched HTML never runs: a fresh copy of it does (a module runs once per document anyway). */
function runnable(inert: HTMLScriptElement): HTMLScriptElement {
  startedScripts.add(inert.src)
  const script = document.createElement('script')
  for (const { name, value } of inert.attributes) script.setAttribute(name, value)
  return script
}

function startScripts(): void {
  for (const inert of document.body.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (!startedScripts.has(inert.src)) inert.replaceWith(runnable(inert))
  }
}

/** Swaps the new page in: <html> attributes and <body> now, <head> after the debounce. */
export function swapPage(next: Document, headApplied: () => void): void {
  // <html lang dir> follow the page; the runtime's own data-* marks stay.
  const html = document.documentElement
  for (const { name } of [...html.attributes]) {
    if (!name.startsWith('data-') && !next.documentElement.hasAttribute(name)) html.removeAttribute(name)
  }
  for (const { name, value } of next.documentElement.attributes) html.setAttribute(name, value)

  const body = document.body
  for (const node of fromServer.body) if (node.parentNode === body) body.removeChild(node)
  fromServer.body.clear()
  for (const { name } of [...body.attributes]) body.removeAttribute(name)
  for (const { name, value } of next.body.attributes) body.setAttribute(name, value)
  const nodes = document.createDocumentFragment()
  for (const node of next.body.childNodes) fromServer.body.add(nodes.appendChild(document.importNode(node, true)))
  body.insertBefore(nodes, body.firstChild)

  startScripts()
  document.dispatchEvent(new Event(ISLANDS_SCAN_EVENT))
  scheduleHeadUpdate(next.head, headApplied)
}

/** Where focus should land in a replacement of the region holding `focused`: the same id, or the same field and value. */
function counterpart(focused: Element, fresh: Element): HTMLElement | null {
  const name = focused.getAttribute('name')
  const value = focused.getAttribute('value')
  const selector = focused.id
    ? `#${CSS.escape(focused.id)}`
    : name
      ? `[name="${CSS.escape(name)}"]${value === null ? '' : `[value="${CSS.escape(value)}"]`}`
      : ''
  return selector ? fresh.querySelector<HTMLElement>(selector) : null
}

/**
 * Replaces each live region of the page with the fetched page's region of the same name; false
 * (and nothing changed) when the fetched page lacks one. Focus inside a replaced region moves to
 * its counterpart, so a visitor who ticked a box keeps their place.
 */
export function swapRegions(next: Document): boolean {
  const regions = [...document.querySelectorAll(`[${LIVE_REGION_ATTRIBUTE}]`)]
  const fresh = regions.map((region) =>
    next.querySelector(`[${LIVE_REGION_ATTRIBUTE}="${CSS.escape(region.getAttribute(LIVE_REGION_ATTRIBUTE) ?? '')}"]`),
  )
  if (!regions.length || fresh.some((region) => !region)) return false
  const focused = document.activeElement
  let refocus: HTMLElement | null = null
  for (const [index, region] of regions.entries()) {
    const replacement = document.importNode(fresh[index]!, true)
    if (focused && region.contains(focused)) refocus = counterpart(focused, replacement)
    region.replaceWith(replacement)
  }
  refocus?.focus({ preventScroll: true })
  for (const status of document.querySelectorAll(`[${LIVE_STATUS_ATTRIBUTE}]`)) {
    const text = next.querySelector(`#${CSS.escape(status.id)}`)?.getAttribute(LIVE_STATUS_ATTRIBUTE) ?? ''
    status.textContent = ''
    setTimeout(() => (status.textContent = text), 100)
  }
  startScripts()
  document.dispatchEvent(new Event(ISLANDS_SCAN_EVENT))
  return true
}
