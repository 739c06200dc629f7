/**
 * Islands loaded on demand (ui/islands/Island.tsx `load`): a page renders such an island's markup
 * but ships no script for it; the runtime adds the island's bundle once the page needs it — a
 * non-empty localStorage entry the island reads (e.g. a comparison kept from an earlier visit), or
 * a change of an element the island works with (e.g. a compare box ticked). The bundle then mounts
 * every instance itself (ui/islands/lifecycle.ts), also after later page swaps.
 */
import {
  ISLANDS_SCAN_EVENT,
  ISLAND_SRC_ATTRIBUTE,
  ISLAND_WHEN_CHANGED_ATTRIBUTE,
  ISLAND_WHEN_STORED_ATTRIBUTE,
} from '../islands/registry.ts'

const requested = new Set<string>()

function load(wrapper: Element): void {
  const src = wrapper.getAttribute(ISLAND_SRC_ATTRIBUTE)
  if (!src || requested.has(src) || document.querySelector(`script[src="${src}"]`)) return
  requested.add(src)
  const script = document.createElement('script')
  script.type = 'module'
  script.src = src
  document.head.appendChild(script)
}

function stored(key: string): boolean {
  try {
    return Boolean(localStorage.getItem(key))
  } catch {
    return false
  }
}

function scan(): void {
  for (const wrapper of document.querySelectorAll(`[${ISLAND_SRC_ATTRIBUTE}][${ISLAND_WHEN_STORED_ATTRIBUTE}]`)) {
    if (stored(wrapper.getAttribute(ISLAND_WHEN_STORED_ATTRIBUTE) ?? '')) load(wrapper)
  }
}

export function loadIslandsOnDemand(): void {
  scan()
  document.addEventListener(ISLANDS_SCAN_EVENT, scan)
  document.addEventListener(
    'change',
    (event) => {
      const changed = event.target
      if (!(changed instanceof Element)) return
      for (const wrapper of document.querySelectorAll(`[${ISLAND_SRC_ATTRIBUTE}][${ISLAND_WHEN_CHANGED_ATTRIBUTE}]`)) {
        if (changed.matches(wrapper.getAttribute(ISLAND_WHEN_CHANGED_ATTRIBUTE) ?? '')) load(wrapper)
      }
    },
    true,
  )
}
