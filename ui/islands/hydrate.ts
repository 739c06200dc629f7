/**
 * Client side of an island: hydrate every server-rendered instance of one component from its
 * serialised props. Runs again on `islands:scan` (sent after a client-side page swap).
 */
import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './registry.ts'

const HYDRATED = 'data-island-hydrated'

export function hydrateIslands<Props extends object>(name: IslandName, component: ComponentType<Props>): void {
  const run = () => {
    for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]:not([${HYDRATED}])`)) {
      element.setAttribute(HYDRATED, '')
      try {
        const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Props
        hydrateRoot(element, createElement(component, props))
      } catch (error) {
        console.error(`[error] Mounting the ${name} island failed`, error)
        throw error
      }
    }
  }
  run()
  document.addEventListener('islands:scan', run)
}
