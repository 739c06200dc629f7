/**
 * Fetching a page and swapping it into the current document.
 *
 * The server's own elements are replaced, anything added in the browser stays: the runtime and
 * third-party tags add elements to <head> and <body> (loading bar, widgets, injected styles), so
 * only the elements that came with the last page are removed. <head> changes are applied after
 * HEAD_UPDATE_DEBOUNCE_MS, the last one winning when swaps follow each other quickly; <body> is
 * swapped at once. Scripts of the new page that this document has not run yet (the bundles of
 * islands it shows) are started; islands of bundles already running are hydrated through the
 * `islands:scan` event.
 */
import { http } from './http.ts'

/** SPEC.md point 9: page-head DOM updates are debounced by 10 ms. */
export const HEAD_UPDATE_DEBOUNCE_MS = 10
/** A page that has not arrived after this long is loaded by the browser instead. */
export const PAGE_FETCH_TIMEOUT_MS = 10_000
/** Asks the server for the finished page (worker/pages/streaming.ts PAGE_SWAP_HEADER). */
export const PAGE_SWAP_HEADER = 'X-Page-Swap'
export const ISLANDS_SCAN_EVENT = 'islands:scan'

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
