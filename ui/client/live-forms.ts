/**
 * Forms that apply on change (DESIGN.md: the shell and the filters work with plain forms and this
 * runtime, never hydrated React). A GET form marked `data-live-form` is an ordinary form without
 * JavaScript. With the runtime every change inside it fetches the page of the form's new address,
 * rendered on the server like any page swap, and puts that page's live regions
 * (`data-live-region`: results, counts, disabled values) in place of the current ones; the
 * address is replaced, so reload, sharing and the language chooser keep the choice. Submitting
 * (the phone drawer's "Show results") closes the form's open disclosures and moves to the element
 * `data-live-form-results` names. Anything unusual ends in a full load of the address.
 */
import { samePage } from './link-rules.ts'

export const LIVE_FORM_SELECTOR = 'form[data-live-form]'

/** A form's query: every non-empty text value, in form order (an empty value is a default and stays out of the address). */
export function liveFormQuery(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, value] of entries) if (typeof value === 'string' && value !== '') query.append(name, value)
  return query
}

function liveFormUrl(form: HTMLFormElement, base: string): URL {
  const url = new URL(form.getAttribute('action') || base, base)
  url.search = liveFormQuery(new FormData(form)).toString()
  return url
}

function liveForm(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof HTMLFormElement ? target : target instanceof Element ? (target as HTMLInputElement).form : null
  return form?.matches(LIVE_FORM_SELECTOR) && form.method === 'get' ? form : null
}

/** Brings the results into view and focus (their heading, made focusable). */
function reveal(form: HTMLFormElement): void {
  for (const details of form.querySelectorAll('details[open]')) (details as HTMLDetailsElement).open = false
  const results = document.getElementById(form.dataset.liveFormResults ?? '')
  if (!results) return
  results.scrollIntoView({ block: 'start' })
  if (!results.hasAttribute('tabindex')) results.setAttribute('tabindex', '-1')
  results.focus({ preventScroll: true })
}

export function watchLiveForms(update: (url: URL) => Promise<void>): void {
  let pending: Promise<void> = Promise.resolve()
  document.addEventListener('change', (event) => {
    const form = liveForm(event.target)
    if (form) pending = update(liveFormUrl(form, location.href))
  })
  document.addEventListener('submit', (event) => {
    const form = liveForm(event.target)
    if (!form) return
    event.preventDefault()
    const url = liveFormUrl(form, location.href)
    if (!samePage(url, new URL(location.href))) pending = update(url)
    void pending.then(() => reveal(form))
  })
}
