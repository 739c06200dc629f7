/**
 * The compare tray (an island) on the product overview and the compare page. It keeps the products
 * picked for comparison in localStorage (compare-tray-state.ts), so ticks survive paging, filters,
 * other pages and new sessions; it ticks the cards of the products it holds, refuses a product
 * beyond COMPARE_MAX with a message (the box is unticked again), and links to the compare page
 * with every product it holds. On the compare page the address is the truth: the tray takes its
 * list from there and shows nothing else (the table is the comparison).
 * Without JavaScript the overview's compare form and the compare page's links do the same work.
 */
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { RESULTS_UPDATED_EVENT } from './overview-query.ts'
import {
  type ComparedProduct,
  COMPARE_STORAGE_KEY,
  addToComparison,
  mergeComparison,
  parseStoredComparison,
  removeFromComparison,
} from './compare-tray-state.ts'
import { COMPARE_PARAMETER, compareHref } from './compare-selection.ts'

export interface CompareTrayProps {
  comparePath: string
  /** The no-JavaScript compare form of the overview, hidden once the tray runs. */
  compareFormId: string
  /** The products the address names. */
  fromAddress: ComparedProduct[]
  /** The compare page: the address decides the list and the tray shows nothing. */
  addressDecides: boolean
  texts: { title: string; compare: string; remove: string; clear: string; limit: string }
}

const trayClass = css({
  mt: '6',
  p: '3',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'brand.theme',
  borderRadius: 'md',
  boxShadow: 'lg',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  '&[hidden]': { display: 'none' },
})
const titleClass = css({ fontWeight: 'bold', fontSize: 'sm' })
const listClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', flex: '1' })
const chipClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '1',
  borderRadius: 'full',
  bg: 'brand.light',
  fontSize: 'sm',
})
const removeClass = css({ cursor: 'pointer', px: '1', fontWeight: 'bold', color: 'brand.theme' })
const linkButtonClass = css({ color: 'brand.theme', textDecoration: 'underline', cursor: 'pointer', fontSize: 'sm' })
const limitClass = css({ flexBasis: '100%', color: 'red.800', fontWeight: 'semibold', fontSize: 'sm' })

function readStored(): ComparedProduct[] {
  try {
    return parseStoredComparison(localStorage.getItem(COMPARE_STORAGE_KEY))
  } catch {
    return []
  }
}

function store(list: readonly ComparedProduct[]) {
  try {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list))
  } catch {
    // Storage refused (private mode, quota): the tray still works for this page.
  }
}

function compareBoxes(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[type=checkbox][name="${COMPARE_PARAMETER}"]`)]
}

/** What a card says of its product: its code, name and page. */
function productOfBox(box: HTMLInputElement): ComparedProduct | undefined {
  const card = box.closest<HTMLElement>('[data-product]')
  const link = card?.querySelector<HTMLAnchorElement>('h3 a')
  const href = link?.getAttribute('href')
  if (!card || !link || !href) return undefined
  return { ctn: box.value, name: link.textContent ?? box.value, href }
}

export function CompareTray({ comparePath, compareFormId, fromAddress, addressDecides, texts }: CompareTrayProps) {
  const [list, setList] = useState<ComparedProduct[]>(fromAddress)
  const [refused, setRefused] = useState(false)
  // A page swap replaces the tray's markup without unmounting it: a tray no longer on the page ignores events.
  const own = useRef<HTMLElement>(null)

  // Start from storage and the address; keep storage and the cards' ticks in step afterwards.
  useEffect(() => {
    let start = addressDecides ? fromAddress : mergeComparison(fromAddress, readStored())
    // Boxes ticked before the tray ran count too (while they fit).
    if (!addressDecides) {
      for (const box of compareBoxes().filter((candidate) => candidate.checked)) {
        const product = productOfBox(box)
        if (product) start = addToComparison(start, product).list
      }
    }
    setList(start)
    store(start)
  }, [addressDecides, fromAddress])

  useEffect(() => {
    if (addressDecides) return
    const tick = () => {
      if (!own.current?.isConnected) return
      const chosen = new Set(list.map((product) => product.ctn))
      for (const box of compareBoxes()) box.checked = chosen.has(box.value)
      document.getElementById(compareFormId)?.setAttribute('hidden', '')
    }
    const onChange = (event: Event) => {
      const box = event.target
      if (!own.current?.isConnected) return
      if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox' || box.name !== COMPARE_PARAMETER) return
      if (!box.checked) {
        const next = removeFromComparison(list, box.value)
        setRefused(false)
        setList(next)
        store(next)
        return
      }
      const product = productOfBox(box)
      if (!product) return
      const outcome = addToComparison(list, product)
      if (outcome.refused) box.checked = false
      setRefused(outcome.refused)
      setList(outcome.list)
      store(outcome.list)
    }
    const onStorage = (event: StorageEvent) => {
      if (own.current?.isConnected && event.key === COMPARE_STORAGE_KEY) setList(parseStoredComparison(event.newValue))
    }
    tick()
    document.addEventListener('change', onChange)
    document.addEventListener(RESULTS_UPDATED_EVENT, tick)
    window.addEventListener('storage', onStorage)
    return () => {
      document.removeEventListener('change', onChange)
      document.removeEventListener(RESULTS_UPDATED_EVENT, tick)
      window.removeEventListener('storage', onStorage)
    }
  }, [list, addressDecides, compareFormId])

  function remove(ctn: string) {
    const next = removeFromComparison(list, ctn)
    setRefused(false)
    setList(next)
    store(next)
  }

  function clear() {
    setRefused(false)
    setList([])
    store([])
  }

  if (addressDecides) return null
  return (
    <section ref={own} aria-label={texts.title} className={trayClass} hidden={!list.length && !refused} data-compare-tray="">
      <h2 className={titleClass}>{texts.title}</h2>
      <ul className={listClass}>
        {list.map((product) => (
          <li key={product.ctn} className={chipClass} data-compare-tray-item={product.ctn}>
            <a href={product.href}>{product.name}</a>
            <button
              type="button"
              className={removeClass}
              onClick={() => remove(product.ctn)}
              aria-label={`${texts.remove} ${product.name}`}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {list.length ? (
        <>
          <a
            href={compareHref(
              comparePath,
              list.map((product) => product.ctn),
            )}
            className={buttonClass({ size: 'sm' })}
            data-compare-tray-link=""
          >
            {`${texts.compare} (${list.length})`}
          </a>
          <button type="button" className={linkButtonClass} onClick={clear}>
            {texts.clear}
          </button>
        </>
      ) : null}
      <p role="alert" className={limitClass} data-compare-limit="">
        {refused ? texts.limit : ''}
      </p>
    </section>
  )
}
