/**
 * The entry of an island whose page should not pay for React up front (the lead forms and the
 * project request, issue 20, docs/decisions/046): the page references only this small module;
 * it loads the island's own module (React, the component, which hydrates as every island does)
 * once the page has loaded and the browser is idle, or at once when the visitor first points at,
 * focuses or types in the island. Until then the server-rendered form works as it does without
 * JavaScript; what was typed before hydration is kept (use-form-state.ts `adoptEdits`).
 */
import { ISLAND_ATTRIBUTE, type IslandName } from './registry.ts'

/** The longest the browser may stay busy before the island loads anyway. */
export const IDLE_TIMEOUT_MS = 1500
const FIRST_USE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const

export function loadIslandWhenIdle(name: IslandName, load: () => Promise<unknown>): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, onFirstUse, true)
    load().catch((error: unknown) => console.error(`[error] Loading the ${name} island failed`, error))
  }
  function onFirstUse(event: Event): void {
    if (event.target instanceof Element && event.target.closest(`[${ISLAND_ATTRIBUTE}="${name}"]`)) start()
  }
  for (const type of FIRST_USE_EVENTS) document.addEventListener(type, onFirstUse, true)
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(start, 0)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
