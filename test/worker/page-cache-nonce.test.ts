/**
 * The page cache's nonce rewrite in bytes (worker/render/page-cache.ts, decision 052): where the
 * stored nonce occurs, and the new one written over it only where the stored bytes really are.
 * The journey (a hit carries the new request's nonce everywhere) is in preview-publish.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { byteOffsetsOf, withNonceAt } from '../../worker/render/page-cache.ts'

const encode = (text: string) => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const STORED = 'x7TjdLx2QCAnnjKJ3rOTdQ=='
const FRESH = 'AAAAbbbbCCCCddddEEEE+/=='

describe('the nonce of a cached page', () => {
  it('is found by byte offset after multi-byte text, every time it occurs', () => {
    const page = encode(`<p>ディスプレイ €</p><script nonce="${STORED}"></script><script nonce="${STORED}">1</script>`)
    const offsets = byteOffsetsOf(page, encode(STORED))
    expect(offsets).toHaveLength(2)
    for (const at of offsets) expect(decode(page.subarray(at, at + STORED.length))).toBe(STORED)
  })

  it('is replaced in place by a nonce of the same length, the rest of the page unchanged', () => {
    const html = `<p>Größe ✓</p><script nonce="${STORED}"></script><template nonce="${STORED}"></template>`
    const page = encode(html)
    const rewritten = withNonceAt(page, byteOffsetsOf(page, encode(STORED)), encode(STORED), encode(FRESH))
    expect(rewritten && decode(rewritten)).toBe(html.replaceAll(STORED, FRESH))
  })

  it('is left for the text replacement when an offset does not hold it or the lengths differ', () => {
    const page = encode(`<script nonce="${STORED}"></script>`)
    const [at] = byteOffsetsOf(page, encode(STORED))
    expect(withNonceAt(page, [at! + 1], encode(STORED), encode(FRESH))).toBeUndefined()
    expect(withNonceAt(page, [page.length], encode(STORED), encode(FRESH))).toBeUndefined()
    expect(withNonceAt(page, [at!], encode(STORED), encode(`${FRESH}x`))).toBeUndefined()
    expect(decode(page)).toContain(STORED)
  })

  it('finds nothing in a page without it', () => {
    expect(byteOffsetsOf(encode('<p>no scripts</p>'), encode(STORED))).toEqual([])
  })
})
