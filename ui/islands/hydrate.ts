/**
 * Client side of a React island: hydrate every server-rendered instance of one component from its
 * serialised props, and unmount its root once the instance has left the page (lifecycle.ts), so
 * its effects' clean-ups run (listeners on `document` included).
 */
import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { mountIslands } from './lifecycle.ts'
import type { IslandName } from './registry.ts'

export function hydrateIslands<Props extends object>(name: IslandName, component: ComponentType<Props>): void {
  mountIslands<Props>(name, (element, props) => {
    const root = hydrateRoot(element, createElement(component, props))
    return () => root.unmount()
  })
}
