/** The company and legal pages' fixed addresses, and the publisher holding the seed to them. */
import { describe, expect, it } from 'vitest'
import { type Seed, publishSeed } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { companyPagePath } from '../../ui/content/company-pages.ts'

describe('companyPagePath', () => {
  it('builds the path in the locale’s language, under the parent page, with the locale prefix', () => {
    expect(companyPagePath('terms', 'en-gb')).toBe('/terms')
    expect(companyPagePath('terms', 'en-us')).toBe('/en-us/terms')
    expect(companyPagePath('terms', 'de-ch')).toBe('/de-ch/agb')
    expect(companyPagePath('sustainability', 'de-de')).toBe('/de-de/ueber-uns/nachhaltigkeit')
    expect(companyPagePath('privacy-policy', 'es-es')).toBe('/es-es/politica-de-privacidad')
  })
})

describe('publishing the seed', () => {
  const broken = (change: (copy: Seed) => void) => {
    const copy = structuredClone(seed)
    change(copy)
    return () => publishSeed(copy)
  }

  it('refuses a seed that moves a page the site links by address, or leaves it out', () => {
    expect(
      broken((copy) => {
        copy.pages.find((page) => page.id === 'terms')!.slug!['fr-fr'] = 'cgv'
      }),
    ).toThrow(/Page terms is published at \/fr-fr\/cgv in fr-fr, but the site links \/fr-fr\/conditions-generales/)
    expect(
      broken((copy) => {
        copy.pages = copy.pages.filter((page) => page.id !== 'imprint')
      }),
    ).toThrow(/no page imprint/)
  })
})
