/**
 * The compare tray's script (a vanilla island: no React, so comparing costs a page a few
 * kilobytes, not a framework). It keeps the products picked for comparison in localStorage
 * (compare-tray-state.ts), ticks the cards of the products it holds, refuses a product beyond
 * COMPARE_MAX with a message (the box is unticked again), links to the compare page with every
 * product it holds and makes the overview's compare form do the same. The overview loads it only
 * once storage holds a comparison or a compare box is ticked (ui/client/island-loading.ts); boxes
 * ticked before it ran count. On the compare page the address is the truth: storage follows it.
 * Mounted and unmounted by the island lifecycle (ui/islands/lifecycle.ts): its listeners on
 * `document` and `window` end when a page swap takes the tray off the page.
 */
import { mountIslands } from '../islands/lifecycle.ts'
import { ISLANDS_SCAN_EVENT } from '../islands/registry.ts'
import { COMPARE_PARAMETER, compareHref } from './compare-selection.ts'
import {
  type CompareTrayProps,
  type ComparedProduct,
  COMPARE_STORAGE_KEY,
  TRAY_PARTS,
  addToComparison,
  mergeComparison,
  parseStoredComparison,
  removeFromComparison,
} from './compare-tray-state.ts'

const part = (name: keyof typeof TRAY_PARTS) => `[${TRAY_PARTS[name]}]`

function readStored(): ComparedProduct[] {
  try {
    return parseStoredComparison(localStorage.getItem(COMPARE_STORAGE_KEY))
  } catch {
    return []
  }
}

/** An empty comparison leaves no entry: the runtime loads this script for a page only while one exists. */
function store(list: readonly ComparedProduct[]): void {
  try {
    if (list.length) localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list))
    else localStorage.removeItem(COMPARE_STORAGE_KEY)
  } catch {
    // Storage refused (private mode, quota): the tray still works for this page.
  }
}

function compareBoxes(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[type=checkbox][name="${COMPARE_PARAMETER}"]`)]
}

/** What a card says of its product: its code, name and page. */
function productOfBox(box: HTMLInputElement): ComparedProduct | undefined {
  const link = box.closest('[data-product]')?.querySelector<HTMLAnchorElement>('h3 a')
  const href = link?.getAttribute('href')
  return link && href ? { ctn: box.value, name: link.textContent ?? box.value, href } : undefined
}

function startTray(wrapper: HTMLElement, props: CompareTrayProps): (() => void) | undefined {
  const { comparePath, compareFormId, fromAddress, addressDecides, texts } = props
  if (addressDecides) {
    store(fromAddress)
    return undefined
  }
  const tray = wrapper.querySelector<HTMLElement>(part('tray'))
  const template = wrapper.querySelector<HTMLTemplateElement>(part('template'))
  if (!tray || !template) return undefined
  const list = tray.querySelector<HTMLElement>(part('list'))!
  const link = tray.querySelector<HTMLAnchorElement>(part('link'))!
  const clearButton = tray.querySelector<HTMLElement>(part('clear'))!
  const limit = tray.querySelector<HTMLElement>(part('limit'))!

  let chosen = mergeComparison(fromAddress, readStored())
  let refused = false

  const render = () => {
    list.replaceChildren(
      ...chosen.map((product) => {
        const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement
        item.setAttribute(TRAY_PARTS.item, product.ctn)
        const anchor = item.querySelector('a')!
        anchor.href = product.href
        anchor.textContent = product.name
        item.querySelector('button')!.setAttribute('aria-label', `${texts.remove} ${product.name}`)
        return item
      }),
    )
    link.href = compareHref(
      comparePath,
      chosen.map((product) => product.ctn),
    )
    link.textContent = `${texts.compare} (${chosen.length})`
    link.hidden = clearButton.hidden = !chosen.length
    limit.textContent = refused ? texts.limit : ''
    tray.hidden = !chosen.length && !refused
    const ticked = new Set(chosen.map((product) => product.ctn))
    for (const box of compareBoxes()) box.checked = ticked.has(box.value)
  }
  const change = (next: ComparedProduct[], refusal: boolean) => {
    chosen = next
    refused = refusal
    store(chosen)
    render()
  }

  // Boxes ticked before the tray ran count too, while they fit.
  for (const box of compareBoxes().filter((candidate) => candidate.checked)) {
    const product = productOfBox(box)
    if (!product) continue
    const outcome = addToComparison(chosen, product)
    chosen = outcome.list
    refused ||= outcome.refused
  }
  // The tray holds the comparison now: the address and the forms no longer carry it.
  for (const kept of document.querySelectorAll(`input[type=hidden][name="${COMPARE_PARAMETER}"]`)) kept.remove()
  const address = new URL(location.href)
  if (address.searchParams.has(COMPARE_PARAMETER)) {
    address.searchParams.delete(COMPARE_PARAMETER)
    history.replaceState(history.state, '', address.href)
  }
  change(chosen, refused)

  const onChange = (event: Event) => {
    const box = event.target
    if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox' || box.name !== COMPARE_PARAMETER) return
    const product = productOfBox(box)
    if (!box.checked) change(removeFromComparison(chosen, box.value), false)
    else if (product) {
      const outcome = addToComparison(chosen, product)
      change(outcome.list, outcome.refused)
    }
  }
  const onSubmit = (event: Event) => {
    if ((event.target as Element).id !== compareFormId || !chosen.length) return
    event.preventDefault()
    const href = link.getAttribute('href') ?? comparePath
    if (window.siteRuntime) void window.siteRuntime.navigate(href)
    else location.assign(href)
  }
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const removed = target?.closest(part('remove'))?.closest(part('item'))?.getAttribute(TRAY_PARTS.item)
    if (removed) change(removeFromComparison(chosen, removed), false)
    else if (target?.closest(part('clear'))) change([], false)
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY) change(parseStoredComparison(event.newValue), false)
  }
  // New cards (a live form's update) are ticked as the tray says.
  const onScan = () => render()
  document.addEventListener('change', onChange)
  document.addEventListener('submit', onSubmit)
  document.addEventListener(ISLANDS_SCAN_EVENT, onScan)
  tray.addEventListener('click', onClick)
  window.addEventListener('storage', onStorage)
  return () => {
    document.removeEventListener('change', onChange)
    document.removeEventListener('submit', onSubmit)
    document.removeEventListener(ISLANDS_SCAN_EVENT, onScan)
    window.removeEventListener('storage', onStorage)
  }
}

mountIslands<CompareTrayProps>('CompareTray', startTray)
