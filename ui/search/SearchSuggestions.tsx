/**
 * The search field with as-you-type suggestions (an island): a combobox whose list shows the best
 * hits of `/api/search/suggestions` grouped by kind, products with a thumbnail, fetched with SWR
 * (answers are cached per query, so typing back and forth asks once). Arrow keys move through the
 * suggestions, Enter opens the chosen one, Escape closes the list. Without JavaScript it is the
 * plain search field of the page's GET form.
 */
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import useSWR from 'swr'
import { httpJson } from '../client/http.ts'
import type { SearchResultType } from '../content/model.ts'
import { SUGGESTIONS_MIN_LENGTH, type SearchSuggestionsAnswer, groupByType } from './search-groups.ts'

/** Quiet time after a keystroke before the suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 150
/** How long one suggestions request may take. */
export const SUGGESTION_TIMEOUT_MS = 5000

export interface SearchSuggestionsProps {
  /** The search page: "did you mean" opens its results for the proposed query. */
  searchPath: string
  inputId: string
  name: string
  defaultValue: string
  /** `/api/search/suggestions?locale=…` without `q`. */
  endpoint: string
  inputClassName: string
  texts: {
    suggestions: string
    didYouMean: string
    groups: Record<SearchResultType, string>
  }
}

const listClass = css({
  position: 'absolute',
  insetInlineStart: '0',
  insetInlineEnd: '0',
  top: '100%',
  mt: '1',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  boxShadow: 'lg',
  zIndex: 20,
  maxHeight: '70vh',
  overflowY: 'auto',
  py: '1',
})
const groupLabelClass = css({
  px: '3',
  pt: '2',
  pb: '1',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  color: 'gray.700',
})
const optionClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  cursor: 'pointer',
  color: 'gray.900',
  '&[aria-selected=true], &:hover': { bg: 'brand.light' },
})
const thumbnailClass = css({ width: '12', height: 'auto', flexShrink: '0', bg: 'gray.50', borderRadius: 'sm' })
const ctnClass = css({ display: 'block', fontFamily: 'mono', fontSize: 'xs', color: 'gray.700' })
const wrapperClass = css({ position: 'relative', flex: '1', minWidth: '12rem', display: 'flex' })
const didYouMeanClass = css({ px: '3', py: '2' })

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

function open(href: string) {
  if (window.siteRuntime) void window.siteRuntime.navigate(href)
  else window.location.assign(href)
}

export function SearchSuggestions({ searchPath, inputId, name, defaultValue, endpoint, inputClassName, texts }: SearchSuggestionsProps) {
  const [typed, setTyped] = useState(defaultValue)
  const [expanded, setExpanded] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = useId()
  const query = useDebounced(typed.trim(), SUGGESTION_DEBOUNCE_MS)
  const key = expanded && query.length >= SUGGESTIONS_MIN_LENGTH ? `${endpoint}&q=${encodeURIComponent(query)}` : null
  const { data } = useSWR<SearchSuggestionsAnswer>(
    key,
    (url: string) => httpJson<SearchSuggestionsAnswer>(url, { timeout: SUGGESTION_TIMEOUT_MS }),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  )
  const answer = key ? data : undefined
  const hits = answer?.data ?? []
  const groups = groupByType(hits)
  const didYouMean = !hits.length && answer?.didYouMean ? answer.didYouMean : undefined
  // What the arrow keys move through: the suggestions in the order shown, or the "did you mean" query.
  const ordered: Array<{ href: string }> = didYouMean
    ? [{ href: `${searchPath}?${new URLSearchParams({ [name]: didYouMean })}` }]
    : groups.flatMap((group) => group.items)
  const showList = expanded && ordered.length > 0

  // A new answer starts again from the field.
  const answered = answer?.query
  useEffect(() => {
    if (answered !== undefined) setActive(-1)
  }, [answered])

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      setExpanded(false)
      return
    }
    if (!ordered.length) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setExpanded(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 is the field itself: moving past either end comes back to it.
      setActive((current) => {
        const next = current + step
        if (next < -1) return ordered.length - 1
        return next >= ordered.length ? -1 : next
      })
    } else if (event.key === 'Enter') {
      const chosen = active >= 0 ? ordered[active] : undefined
      if (!chosen) return
      event.preventDefault()
      open(chosen.href)
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`
  let index = -1
  return (
    <div className={wrapperClass} data-search-suggestions="">
      <input
        id={inputId}
        type="search"
        name={name}
        value={typed}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 && active < ordered.length ? optionId(active) : undefined}
        className={inputClassName}
        onChange={(event) => {
          setTyped(event.target.value)
          setExpanded(true)
        }}
        onFocus={() => setExpanded(true)}
        onBlur={() => setExpanded(false)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={texts.suggestions} hidden={!showList} className={listClass}>
        {groups.map((group) => (
          <div key={group.type} role="group" aria-labelledby={`${listId}-${group.type}`}>
            <div id={`${listId}-${group.type}`} role="presentation" className={groupLabelClass}>
              {texts.groups[group.type]}
            </div>
            {group.items.map((hit) => {
              index += 1
              const position = index
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (combobox with aria-activedescendant); focus never leaves it.
                <div
                  key={hit.href}
                  id={optionId(position)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={position === active}
                  className={optionClass}
                  data-suggestion-type={hit.type}
                  // Before the field's blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => open(hit.href)}
                >
                  {hit.thumbnail ? (
                    <img
                      src={hit.thumbnail.src}
                      width={hit.thumbnail.width}
                      height={hit.thumbnail.height}
                      alt=""
                      className={thumbnailClass}
                    />
                  ) : null}
                  <span>
                    {hit.title}
                    {hit.ctn ? <span className={ctnClass}>{hit.ctn}</span> : null}
                  </span>
                </div>
              )
            })}
          </div>
        ))}
        {didYouMean ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (combobox with aria-activedescendant); focus never leaves it.
          <div
            id={optionId(0)}
            role="option"
            tabIndex={-1}
            aria-selected={active === 0}
            className={`${optionClass} ${didYouMeanClass}`}
            data-suggestion-type="did-you-mean"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(ordered[0]!.href)}
          >
            {texts.didYouMean} {didYouMean}
          </div>
        ) : null}
      </div>
    </div>
  )
}
