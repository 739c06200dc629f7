/**
 * The small shared client runtime every page loads. The shell works without it; it only adds
 * comfort: the language chooser closes on Escape or an outside click, and returns focus.
 */

function closeLanguageChoosers(except?: Element, restoreFocus = false) {
  for (const chooser of document.querySelectorAll<HTMLDetailsElement>('details[data-language-chooser][open]')) {
    if (chooser === except) continue
    chooser.open = false
    if (restoreFocus) chooser.querySelector('summary')?.focus()
  }
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') closeLanguageChoosers(undefined, true)
})

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target.closest('details[data-language-chooser]') : null
  closeLanguageChoosers(target ?? undefined)
})

document.documentElement.dataset.runtime = 'ready'
