/**
 * Client side of a React island: hydrate every server-rendered instance of one component from its
 * serialised props, and unmount its root once the instance has left the page (lifecycle.ts), so
 * its effects' clean-ups run (listeners on `document` included).
 *
 * An instance can leave the page before React has finished hydrating it (a quick page swap on a
 * slow device). Unmounting then makes React give up the hydration and report it as a recoverable
 * error ("the root received an early update"): that report is expected and dropped; every other
 * recoverable error is reported as React does by default.
 *
 * Hydration runs as a transition (as Next.js starts its own): React then hydrates in slices of a
 * few milliseconds and lets the browser handle input in between, instead of one task as long as
 * the whole island (the contact form: two tasks of ~35 ms each, ~140 ms each on a phone's CPU,
 * which Lighthouse counted as blocking time).
 */
import { type ComponentType, createElement, startTransition } from 'react'
import { type Root, hydrateRoot } from 'react-dom/client'
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
    let root: Root | undefined
    startTransition(() => {
      root = hydrateRoot(element, createElement(component, restore(element, carried)), {
        onRecoverableError(error) {
          if (!leaving) reportError(error)
        },
      })
    })
    return () => {
      leaving = true
      root?.unmount()
    }
  })
}
