/**
 * Client side of a React island: hydrate every server-rendered instance of one component from its
 * serialised props, and unmount its root once the instance has left the page (lifecycle.ts), so
 * its effects' clean-ups run (listeners on `document` included).
 *
 * An instance can leave the page before React has finished hydrating it (a quick page swap on a
 * slow device). Unmounting then makes React give up the hydration and report it as a recoverable
 * error ("the root received an early update"): that report is expected and dropped; every other
 * recoverable error is reported as React does by default.
 */
import { type ComponentType, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { mountIslands } from './lifecycle.ts'
import type { IslandName } from './registry.ts'

export function hydrateIslands<Props extends object>(
  name: IslandName,
  component: ComponentType<Props>,
  /** Completes the props from the server-rendered markup, for an island that left part of them out (Island's `carried`). */
  restore: (element: HTMLElement, carried: Props) => Props = (_element, carried) => carried,
): void {
  mountIslands<Props>(name, (element, carried) => {
    let leaving = false
    const root = hydrateRoot(element, createElement(component, restore(element, carried)), {
      onRecoverableError(error) {
        if (!leaving) reportError(error)
      },
    })
    return () => {
      leaving = true
      root.unmount()
    }
  })
}
