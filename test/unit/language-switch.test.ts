/** The language chooser keeps the page's query (filters, search, an LED configuration) on the translated path. */
import { describe, expect, it } from 'vitest'
import { LOCALE_SWITCH_PARAMETER, switchHref, withCurrentQuery } from '../../ui/layout/language-switch.ts'

describe('language chooser links', () => {
  it('lead to the alternate path with the current query and the locale to remember', () => {
    const href = switchHref('http://127.0.0.1:8787/fr-fr/solutions-d-affichage', 'fr-fr', '?screenSize=55,65&orientation=portrait&page=2')
    const url = new URL(href, 'http://x.invalid')
    expect(url.pathname).toBe('/fr-fr/solutions-d-affichage')
    expect(url.searchParams.get('screenSize')).toBe('55,65')
    expect(url.searchParams.get('orientation')).toBe('portrait')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.getAll(LOCALE_SWITCH_PARAMETER)).toEqual(['fr-fr'])
  })

  it('keep a search term and repeated parameters, and never carry an older locale switch', () => {
    const href = switchHref('/de-de/suche', 'de-de', '?q=55bdl%204511&ctn=A&ctn=B&locale=en-gb')
    const url = new URL(href, 'http://x.invalid')
    expect(url.searchParams.get('q')).toBe('55bdl 4511')
    expect(url.searchParams.getAll('ctn')).toEqual(['A', 'B'])
    expect(url.searchParams.getAll(LOCALE_SWITCH_PARAMETER)).toEqual(['de-de'])
  })

  it('carry only the locale when the page has no query', () => {
    expect(switchHref('http://127.0.0.1:8787/it-it/contatti', 'it-it', '')).toBe('/it-it/contatti?locale=it-it')
  })

  it('take the query the page has at the click, after an island changed the address in place', () => {
    const rendered = switchHref('/es-es/soluciones', 'es-es', '?usage=retail')
    const clicked = new URL(withCurrentQuery(rendered, '?usage=retail&orientation=portrait'), 'http://x.invalid')
    expect(clicked.pathname).toBe('/es-es/soluciones')
    expect(clicked.searchParams.get('orientation')).toBe('portrait')
    expect(clicked.searchParams.get(LOCALE_SWITCH_PARAMETER)).toBe('es-es')
    expect(withCurrentQuery('/somewhere-else', '?a=1')).toBe('/somewhere-else')
  })
})
