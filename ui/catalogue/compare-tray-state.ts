/**
 * The compare tray's list: the products a visitor picked for comparison, kept in localStorage so
 * it survives paging, other pages and new sessions, and merged with the products an address names
 * (`?ctn=…`). At most COMPARE_MAX: a further product is refused, never silently dropped or kept.
 * Pure: the island does the storage and the page, these rules the lists (and the tray's markup contract).
 */
import { COMPARE_MAX } from './compare-selection.ts'

export const COMPARE_STORAGE_KEY = 'compare-products'

export interface ComparedProduct {
  ctn: string
  name: string
  href: string
}

/** The tray island's props (CompareTray.tsx renders it, CompareTray.client.ts runs it). */
export interface CompareTrayProps {
  comparePath: string
  /** The overview's compare form: once the tray runs, submitting it compares everything the tray holds. */
  compareFormId: string
  /** The products the address names. */
  fromAddress: ComparedProduct[]
  /** The compare page: the address decides the list (kept in storage) and the tray shows nothing. */
  addressDecides: boolean
  texts: { title: string; compare: string; remove: string; clear: string; limit: string }
}

/** The tray's markup as its script finds it: the attribute of each part. */
export const TRAY_PARTS = {
  tray: 'data-compare-tray',
  list: 'data-compare-tray-list',
  item: 'data-compare-tray-item',
  template: 'data-compare-tray-template',
  link: 'data-compare-tray-link',
  clear: 'data-compare-tray-clear',
  remove: 'data-compare-tray-remove',
  limit: 'data-compare-limit',
} as const

function isComparedProduct(value: unknown): value is ComparedProduct {
  if (typeof value !== 'object' || value === null) return false
  const { ctn, name, href } = value as Record<string, unknown>
  return typeof ctn === 'string' && typeof name === 'string' && typeof href === 'string' && ctn !== '' && /^\/(?![/\\])/.test(href)
}

/** What storage held, checked: anything else (old formats, hand edits) counts as an empty list. */
export function parseStoredComparison(raw: string | null): ComparedProduct[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? dedupe(parsed.filter(isComparedProduct)).slice(0, COMPARE_MAX) : []
  } catch {
    return []
  }
}

function dedupe(list: readonly ComparedProduct[]): ComparedProduct[] {
  const seen = new Set<string>()
  return list.filter((product) => !seen.has(product.ctn) && seen.add(product.ctn))
}

/** The address's products first (the visitor just asked for them), then the stored ones, up to the limit. */
export function mergeComparison(fromAddress: readonly ComparedProduct[], stored: readonly ComparedProduct[]): ComparedProduct[] {
  return dedupe([...fromAddress, ...stored]).slice(0, COMPARE_MAX)
}

export type AddOutcome = { list: ComparedProduct[]; refused: false } | { list: ComparedProduct[]; refused: true }

/** Adds a product unless the list is full: then the list stays as it is and the addition is refused. */
export function addToComparison(list: readonly ComparedProduct[], product: ComparedProduct): AddOutcome {
  if (list.some((entry) => entry.ctn === product.ctn)) return { list: [...list], refused: false }
  if (list.length >= COMPARE_MAX) return { list: [...list], refused: true }
  return { list: [...list, product], refused: false }
}

export function removeFromComparison(list: readonly ComparedProduct[], ctn: string): ComparedProduct[] {
  return list.filter((entry) => entry.ctn !== ctn)
}
