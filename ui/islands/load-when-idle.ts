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

/** Set on an island's form once it is hydrated and can take a submit itself. */
const READY_ATTRIBUTE = 'data-ready'

/**
 * For an island whose form works only hydrated (the PIM asset editor uploads its files in parts):
 * a submit of its form before then is held (the island's module is loading: the press was a first
 * use) and sent again, with the same submit button, once the form says it is ready.
 */
export function holdSubmitsUntilReady(name: IslandName): void {
  const held = new WeakSet<HTMLFormElement>()
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.hasAttribute(READY_ATTRIBUTE)) return
      if (!form.closest(`[${ISLAND_ATTRIBUTE}="${name}"]`)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      // Pressed again while waiting: it is sent once.
      if (held.has(form)) return
      held.add(form)
      const { submitter } = event as SubmitEvent
      const button =
        (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form ? submitter : null
      const resend = new MutationObserver(() => {
        if (!form.isConnected) return resend.disconnect()
        if (!form.hasAttribute(READY_ATTRIBUTE)) return
        resend.disconnect()
        held.delete(form)
        form.requestSubmit(button?.isConnected ? button : null)
      })
      resend.observe(form, { attributes: true, attributeFilter: [READY_ATTRIBUTE] })
    },
    true,
  )
}
