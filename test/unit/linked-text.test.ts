/** Consent sentences with numbered tags become text and links; catalog text never becomes markup. */
import { describe, expect, it } from 'vitest'
import { linkedParts } from '../../ui/forms/linked-text.ts'

describe('linkedParts', () => {
  it('turns the numbered tags into links to the hrefs of their number', () => {
    expect(linkedParts('I accept the <0>terms</0> and the <1>privacy policy</1>.', ['/terms', '/privacy-policy'])).toEqual([
      { text: 'I accept the ' },
      { text: 'terms', href: '/terms' },
      { text: ' and the ' },
      { text: 'privacy policy', href: '/privacy-policy' },
      { text: '.' },
    ])
  })

  it('keeps a tag without an href of its number as text, and an unclosed tag as it is', () => {
    expect(linkedParts('<0>Privacy policy</0> first', [])).toEqual([{ text: 'Privacy policy' }, { text: ' first' }])
    expect(linkedParts('I accept the <0>terms.', ['/terms'])).toEqual([{ text: 'I accept the <0>terms.' }])
  })

  it('never makes links of other markup in a translation', () => {
    const parts = linkedParts('Read <a href="javascript:alert(1)">this</a> and <0>that</0>', ['/terms'])
    expect(parts.filter((part) => part.href)).toEqual([{ text: 'that', href: '/terms' }])
    expect(parts[0]!.text).toBe('Read <a href="javascript:alert(1)">this</a> and ')
  })
})
