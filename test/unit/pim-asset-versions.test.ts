/** Version chains of PIM assets (ui/pim/asset-versions.ts): the checks, the chain both ways, and the newest-only rule of public lists. */
import { describe, expect, it } from 'vitest'
import {
  type VersionLink,
  newestVersionsOnly,
  previousVersionChoices,
  versionChainOf,
  versionProblems,
} from '../../ui/pim/asset-versions.ts'

const link = (id: string, supersedesId: string | null = null, type: VersionLink['type'] = 'firmware'): VersionLink => ({
  id,
  type,
  supersedesId,
})
// a ← b ← c (c newest), d on its own, m a document.
const chain = [link('a'), link('b', 'a'), link('c', 'b'), link('d'), link('m', null, 'document')]

describe('versionProblems', () => {
  it('accepts a previous version of the same type that nothing else supersedes', () => {
    expect(versionProblems(chain, 'd', 'c', 'firmware')).toEqual({})
    expect(versionProblems(chain, null, 'c', 'firmware')).toEqual({})
    expect(versionProblems(chain, 'b', 'a', 'firmware')).toEqual({})
    expect(versionProblems(chain, 'd', null, 'firmware')).toEqual({})
  })

  it('refuses loops, other types, a second newer version and unknown assets', () => {
    expect(versionProblems(chain, 'a', 'c', 'firmware')).toEqual({ supersedesId: 'version-cycle' })
    expect(versionProblems(chain, 'a', 'a', 'firmware')).toEqual({ supersedesId: 'version-cycle' })
    expect(versionProblems(chain, 'm', 'c', 'document')).toEqual({ supersedesId: 'other-type' })
    expect(versionProblems(chain, 'd', 'a', 'firmware')).toEqual({ supersedesId: 'already-superseded' })
    expect(versionProblems(chain, null, 'a', 'firmware')).toEqual({ supersedesId: 'already-superseded' })
    expect(versionProblems(chain, 'd', 'gone', 'firmware')).toEqual({ supersedesId: 'unknown-version' })
    // An asset whose newer version is firmware cannot become a document.
    expect(versionProblems(chain, 'a', null, 'document')).toEqual({ type: 'other-type' })
  })

  it('offers as previous versions only the heads of chains of the type', () => {
    expect(previousVersionChoices(chain, null, 'firmware').map((each) => each.id)).toEqual(['c', 'd'])
    expect(previousVersionChoices(chain, 'd', 'firmware').map((each) => each.id)).toEqual(['c'])
    // b keeps its own previous version on offer.
    expect(previousVersionChoices(chain, 'b', 'firmware').map((each) => each.id)).toEqual(['a', 'd'])
    expect(previousVersionChoices(chain, null, 'document').map((each) => each.id)).toEqual(['m'])
  })
})

describe('versionChainOf', () => {
  it('lists older and newer versions, nearest first', () => {
    expect(versionChainOf(chain, 'b')).toEqual({ older: [chain[0]], newer: [chain[2]] })
    expect(versionChainOf(chain, 'c').older.map((each) => each.id)).toEqual(['b', 'a'])
    expect(versionChainOf(chain, 'a').newer.map((each) => each.id)).toEqual(['b', 'c'])
    expect(versionChainOf(chain, 'd')).toEqual({ older: [], newer: [] })
  })
})

describe('newestVersionsOnly', () => {
  it('drops a listed asset when a newer version of it is listed too, at any distance', () => {
    const listed = (...ids: string[]) => ids.map((id) => ({ id }))
    expect(newestVersionsOnly(listed('a', 'b', 'c', 'd'), chain).map((each) => each.id)).toEqual(['c', 'd'])
    // c not listed (inactive, or above the visitor's level): b is the newest this visitor may have.
    expect(newestVersionsOnly(listed('a', 'b', 'd'), chain).map((each) => each.id)).toEqual(['b', 'd'])
    // Followed through a version that is not on the list.
    expect(newestVersionsOnly(listed('a', 'c'), chain).map((each) => each.id)).toEqual(['c'])
  })
})
