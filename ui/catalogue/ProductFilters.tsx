/**
 * The product overview's filters and sort order (an island). Without JavaScript it is a GET form:
 * tick values, choose an order, "Show results". On phones it sits in a drawer (a `<details>`
 * whose summary is the "Filter & sort" button) so the first result is near the top; from the
 * `lg` breakpoint the drawer is always open beside the results.
 *
 * Hydrated, every change applies at once: the counts per value come live from `/api/products`
 * through SWR (values that would show nothing are disabled), the result list is swapped for the
 * server-rendered one of the new address (so cards stay rendered and translated on the server),
 * and the address is replaced so reload, sharing and the language chooser keep the filters.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import useSWR from 'swr'
import { buttonClass } from '../components/Button.tsx'
import { httpJson } from '../client/http.ts'
import { PAGE_SWAP_HEADER } from '../client/page-swap.ts'
import type { ProductFacet } from '../content/model.ts'
import type { FacetCount } from './product-filters.ts'
import { RESULTS_ATTRIBUTE, RESULTS_UPDATED_EVENT, overviewQuery } from './overview-query.ts'
import { type ProductSort, SORT_PARAMETER } from './product-sort.ts'

/** How long fetching the new result list may take before the island falls back to loading the page. */
export const RESULTS_TIMEOUT_MS = 10_000
/** How long the counts request may take. */
export const COUNTS_TIMEOUT_MS = 5000

export interface ProductFiltersProps {
  formId: string
  headingId: string
  /** The overview's path: the form's action. */
  path: string
  iso: string
  facets: FacetCount[]
  sort: ProductSort
  sortOptions: Array<{ value: ProductSort; label: string }>
  /** Other parameters of the address to keep (the products chosen for comparison). */
  keep: Array<[string, string]>
  /** `/api/products?locale=…` with the page's category or line, without filters. */
  countsEndpoint: string
  texts: { heading: string; drawer: string; sort: string; showResults: string; clear: string }
}

interface CountsAnswer {
  facets: FacetCount[]
  meta: { total: number }
}

const drawerClass = css({
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    cursor: 'pointer',
    listStyle: 'none',
    px: '4',
    py: '3',
    borderWidth: '1px',
    borderColor: 'gray.300',
    borderRadius: 'md',
    fontWeight: 'bold',
    bg: 'white',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '&[open] > summary': { position: { base: 'fixed', lg: 'static' }, top: '0', insetInline: '0', zIndex: 41, borderRadius: '0' },
  '&[open] > div': {
    position: { base: 'fixed', lg: 'static' },
    inset: '0',
    zIndex: 40,
    bg: 'white',
    overflowY: 'auto',
    px: { base: '4', lg: '0' },
    pt: { base: '16', lg: '0' },
  },
  // Wide screens: always open beside the results, no drawer button (where the browser can show a
  // closed <details>' content; elsewhere the button stays and opens it).
  '@supports selector(::details-content)': {
    lg: {
      '& > summary': { display: 'none' },
      '&::details-content': { contentVisibility: 'visible', display: 'block' },
    },
  },
})
const headingClass = css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })
const fieldsetClass = css({ borderTopWidth: '1px', borderColor: 'gray.200', py: '3' })
const legendClass = css({ fontWeight: 'bold', fontSize: 'md', py: '1', float: 'left', width: '100%', mb: '1' })
const optionClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  py: '1',
  clear: 'both',
  cursor: 'pointer',
  '&:has(input:disabled)': { color: 'gray.500', cursor: 'not-allowed' },
})
const optionCheckboxClass = css({ width: '4', height: '4', accentColor: 'brand.theme', flexShrink: '0' })
const optionCountClass = css({ color: 'gray.600', ml: 'auto', pl: '1' })
const sortClass = css({ display: 'grid', gap: '1', mb: '3' })
const selectClass = css({ borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', px: '3', py: '2', bg: 'white' })
const actionsClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  mt: '4',
  py: '3',
  position: { base: 'sticky', lg: 'static' },
  bottom: '0',
  bg: 'white',
})
const linkClass = css({ color: 'brand.theme', textDecoration: 'underline' })
const statusClass = css({ srOnly: true })

function formEntries(form: HTMLFormElement): Array<[string, string]> {
  return [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : []))
}

/** Replaces the result list with the one of `url` (server-rendered); false when that failed. */
async function swapResults(url: string, signal: AbortSignal): Promise<string | undefined> {
  const response = await fetch(url, { headers: { Accept: 'text/html', [PAGE_SWAP_HEADER]: '1' }, signal })
  if (!response.ok) return undefined
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const next = page.querySelector(`[${RESULTS_ATTRIBUTE}]`)
  const current = document.querySelector(`[${RESULTS_ATTRIBUTE}]`)
  if (!next || !current) return undefined
  current.replaceWith(document.importNode(next, true))
  document.dispatchEvent(new CustomEvent(RESULTS_UPDATED_EVENT))
  return next.querySelector('[data-result-count]')?.textContent ?? ''
}

export function ProductFilters(props: ProductFiltersProps) {
  const { formId, headingId, path, iso, sort, sortOptions, keep, countsEndpoint, texts } = props
  const form = useRef<HTMLFormElement>(null)
  const drawer = useRef<HTMLDetailsElement>(null)
  const pending = useRef<AbortController | null>(null)
  const [selected, setSelected] = useState(
    () =>
      new Set(
        props.facets.flatMap((facet) => facet.values.filter((value) => value.selected).map((value) => `${facet.name}=${value.value}`)),
      ),
  )
  const [order, setOrder] = useState(sort)
  const [filterQuery, setFilterQuery] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const { data } = useSWR<CountsAnswer>(
    filterQuery === null ? null : `${countsEndpoint}&pageSize=1${filterQuery ? `&${filterQuery}` : ''}`,
    (url: string) => httpJson<CountsAnswer>(url, { timeout: COUNTS_TIMEOUT_MS }),
    { keepPreviousData: true, revalidateOnFocus: false },
  )
  const facets = data?.facets ?? props.facets
  const total = data?.meta.total
  const numbers = new Intl.NumberFormat(iso)

  useEffect(() => () => pending.current?.abort(), [])

  const facetNames = new Set<string>(props.facets.map((facet) => facet.name))

  // Called from the change handlers: the browser has already changed the control, so the form holds the new choice.
  async function apply() {
    if (!form.current) return
    // The compare tray keeps the compared products once hydrated: the address no longer needs them.
    const kept = new Set(keep.map(([name]) => name))
    const query = overviewQuery(
      formEntries(form.current).filter(([name]) => !kept.has(name)),
      facetNames,
    )
    const facetsOnly = new URLSearchParams([...query].filter(([name]) => facetNames.has(name)))
    setFilterQuery(facetsOnly.toString())
    const search = query.toString()
    const url = search ? `${path}?${search}` : path
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    const timer = setTimeout(() => controller.abort(), RESULTS_TIMEOUT_MS)
    try {
      const heading = await swapResults(url, controller.signal)
      if (heading === undefined) {
        window.location.assign(url)
        return
      }
      history.replaceState(history.state, '', url)
      setAnnouncement(heading)
    } catch {
      // A newer change took over: nothing to do. A timeout or a network failure: load the page itself.
      if (pending.current === controller) window.location.assign(url)
    } finally {
      clearTimeout(timer)
    }
  }

  function toggle(facet: ProductFacet, value: string) {
    const key = `${facet}=${value}`
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
    void apply()
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Hydrated, the results are already in place: "Show results" closes the drawer.
    event.preventDefault()
    if (drawer.current) drawer.current.open = false
    document.querySelector(`[${RESULTS_ATTRIBUTE}]`)?.scrollIntoView({ block: 'start' })
  }

  const activeCount = selected.size
  return (
    <form id={formId} ref={form} method="get" action={path} aria-labelledby={headingId} data-product-filters="" onSubmit={onSubmit}>
      {keep.map(([name, value]) => (
        <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
      ))}
      <details ref={drawer} className={drawerClass} data-filter-drawer="">
        <summary>
          <span>
            {texts.drawer}
            {activeCount ? ` (${numbers.format(activeCount)})` : ''}
          </span>
          <span aria-hidden="true">☰</span>
        </summary>
        <div>
          <h2 id={headingId} className={headingClass}>
            {texts.heading}
          </h2>
          <label className={sortClass}>
            <span>{texts.sort}</span>
            <select
              name={SORT_PARAMETER}
              value={order}
              className={selectClass}
              onChange={(event) => {
                setOrder(event.target.value as ProductSort)
                void apply()
              }}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {facets.map((facet) => (
            <fieldset key={facet.name} className={fieldsetClass}>
              <legend className={legendClass}>{facet.label}</legend>
              {facet.values.map((value) => {
                const checked = selected.has(`${facet.name}=${value.value}`)
                return (
                  // The label wraps its checkbox: no id/for pair per value (a hundred values per page).
                  <label key={value.value} className={optionClass}>
                    <input
                      type="checkbox"
                      name={facet.name}
                      value={value.value}
                      checked={checked}
                      disabled={value.count === 0 && !checked}
                      className={optionCheckboxClass}
                      onChange={() => toggle(facet.name, value.value)}
                    />
                    {value.label}
                    <span className={optionCountClass} data-facet-count="">{`(${numbers.format(value.count)})`}</span>
                  </label>
                )
              })}
            </fieldset>
          ))}
          <div className={actionsClass}>
            <button type="submit" className={buttonClass({})} data-show-results="">
              {texts.showResults}
              {total === undefined ? '' : ` (${numbers.format(total)})`}
            </button>
            <a href={path} className={linkClass}>
              {texts.clear}
            </a>
          </div>
        </div>
      </details>
      <p role="status" className={statusClass}>
        {announcement}
      </p>
    </form>
  )
}
