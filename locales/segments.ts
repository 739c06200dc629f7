/**
 * Localised path segments (SPEC.md point 2). A segment missing for a language is the same as
 * the English one. Swiss locales follow their language.
 */
import type { LocaleCode } from './registry.ts'

export type SegmentLanguage = 'en' | 'fr' | 'it' | 'de' | 'es' | 'ja'

export const PATH_SEGMENTS = {
  'display-solutions': {
    en: 'display-solutions', fr: 'solutions-d-affichage', it: 'display-solutions', de: 'displaylosungen',
    es: 'soluciones-de-pantallas',
  },
  'industry-display-solutions': {
    en: 'industry-display-solutions', fr: 'l-industrie-de-l-affichage', it: 'settore-display-solutions',
    de: 'branchen-displaylosungen', es: 'soluciones-industria-digital',
  },
  insights: { en: 'insights', fr: 'apercus', it: 'approfondimenti', de: 'einblicke', es: 'comunicacion' },
  /** The Wave info page sits under this segment (SPEC.md point 2 "Other known paths"). */
  innovations: { en: 'innovations', de: 'innovationen', es: 'innovaciones' },
  contact: { en: 'contact', it: 'contatti' },
  compare: { en: 'compare', fr: 'comparer', it: 'confronta', de: 'vergleich', es: 'comparar' },
  search: { en: 'search', fr: 'recherche', it: 'ricerca', de: 'suche', es: 'buscar' },
  'privacy-policy': { en: 'privacy-policy', es: 'politica-de-privacidad' },
} as const satisfies Record<string, Partial<Record<SegmentLanguage, string>> & { en: string }>

export type SegmentKey = keyof typeof PATH_SEGMENTS

export function segmentLanguage(code: LocaleCode): SegmentLanguage {
  return code.slice(0, 2) as SegmentLanguage
}

/** The path segment for `key` in a locale. */
export function localisedSegment(key: SegmentKey, code: LocaleCode): string {
  const byLanguage: Partial<Record<SegmentLanguage, string>> & { en: string } = PATH_SEGMENTS[key]
  return byLanguage[segmentLanguage(code)] ?? byLanguage.en
}
