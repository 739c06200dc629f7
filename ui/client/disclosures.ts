/**
 * The header's disclosures — the mega menu's groups, the phone's menu button, the language
 * chooser and the account menu — close on Escape and on a click outside them, the way menus do.
 * They work without this (plain <details>); it only adds the keyboard and pointer habits.
 *
 * A menu group's panel and the phone's drawer are the element right after their <details>
 * (ui/layout/MegaMenu.tsx, Header.tsx), so a click there counts as inside.
 */
export const DISCLOSURE_SELECTOR = 'details[data-menu], details[data-menu-toggle], details[data-language-chooser]'
/** The element after a <details> that belongs to it: a mega menu panel or the phone's drawer. */
const CONTROLLED_SELECTOR = '[data-menu-panel], [data-menu-drawer]'

function controlledBy(disclosure: Element): Element | null {
  const next = disclosure.nextElementSibling
  return next?.matches(CONTROLLED_SELECTOR) ? next : null
}

/** True when the node is in the disclosure or in the panel it opens. */
export function belongsTo(disclosure: Element, node: Node | null): boolean {
  if (!node) return false
  return disclosure.contains(node) || (controlledBy(disclosure)?.contains(node) ?? false)
}

function openDisclosures(root: ParentNode): HTMLDetailsElement[] {
  return [...root.querySelectorAll<HTMLDetailsElement>(DISCLOSURE_SELECTOR)].filter((details) => details.open)
}

/**
 * Escape: closes the open menus and choosers (the phone's drawer only when nothing inside it is
 * open), and puts focus back on the summary of the one that had it.
 */
export function closeOnEscape(root: Document): void {
  const open = openDisclosures(root)
  const inner = open.filter((details) => !details.matches('[data-menu-toggle]'))
  const closing = inner.length ? inner : open
  if (!closing.length) return
  const focused = root.activeElement
  const focusBack = closing.find((details) => belongsTo(details, focused)) ?? closing.at(-1)!
  for (const details of closing) details.open = false
  focusBack.querySelector('summary')?.focus()
}

/** A click: closes every open disclosure the click was not in. */
export function closeOutside(root: Document, target: Node | null): void {
  for (const details of openDisclosures(root)) if (!belongsTo(details, target)) details.open = false
}

export function watchDisclosures(root: Document): void {
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeOnEscape(root)
  })
  root.addEventListener('click', (event) => closeOutside(root, event.target instanceof Node ? event.target : null))
}
