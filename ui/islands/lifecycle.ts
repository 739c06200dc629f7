/**
 * Client side of every island, React or not: mounts each server-rendered instance of one island
 * from its serialised props, and unmounts the instances that have left the page. A page swap (or
 * a live form replacing a region) removes an island's markup and then sends `islands:scan`; the
 * instances whose wrapper is no longer in the document are unmounted right then, so an island
 * that listens on `document` or `window` stops with its markup (docs/decisions/032).
 */
import { ISLANDS_SCAN_EVENT, ISLAND_ATTRIBUTE, ISLAND_MOUNTED_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './registry.ts'

/** Undoes what mounting did: listeners removed, React root unmounted. */
export type Unmount = () => void

export function mountIslands<Props extends object>(
  name: IslandName,
  mount: (element: HTMLElement, props: Props) => Unmount | undefined,
): void {
  const mounted = new Map<HTMLElement, Unmount | undefined>()
  const scan = () => {
    for (const [element, unmount] of mounted) {
      if (element.isConnected) continue
      mounted.delete(element)
      unmount?.()
    }
    for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]:not([${ISLAND_MOUNTED_ATTRIBUTE}])`)) {
      element.setAttribute(ISLAND_MOUNTED_ATTRIBUTE, '')
      try {
        const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Props
        mounted.set(element, mount(element, props))
      } catch (error) {
        console.error(`[error] Mounting the ${name} island failed`, error)
        throw error
      }
    }
  }
  // Listening first: on a later scan the instances that left are unmounted before anything they registered runs.
  document.addEventListener(ISLANDS_SCAN_EVENT, scan)
  scan()
}
