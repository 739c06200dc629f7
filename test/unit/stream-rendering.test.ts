/**
 * React's edge renderer as patched by patches/react-dom+19.3.1.patch (decision 015): short string
 * chunks are encoded once per isolate and shared between renders. Shared chunks must never change
 * what a page streams, also when several pages stream at the same time.
 */
import { createElement, type ReactNode } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'

function card(index: number): ReactNode {
  return createElement(
    'article',
    { key: index, className: 'd_flex flex-d_column gap_3', 'data-product': `CTN-${index}` },
    createElement('h3', { className: 'fs_lg fw_bold' }, `Display ${index} – écran 日本語`),
    createElement('p', { className: 'c_gray.700' }, index % 3 === 0 ? 'x'.repeat(5000) : 'Everyday Full HD signage'),
    createElement('input', { type: 'checkbox', name: 'ctn', value: `CTN-${index}`, className: 'w_5 h_5' }),
  )
}

function page(cards: number, title: string): ReactNode {
  return createElement(
    'main',
    { className: 'max-w_7xl mx_auto' },
    createElement('h1', null, title),
    Array.from({ length: cards }, (_, index) => card(index)),
  )
}

async function streamed(tree: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(tree)
  return new Response(stream).text()
}

describe('streamed React rendering', () => {
  it('streams exactly what a one-shot render makes, page after page', async () => {
    const tree = page(40, 'Signage displays')
    const expected = renderToString(tree)
    for (let round = 0; round < 3; round++) expect(await streamed(tree)).toBe(expected)
  })

  it('keeps pages apart when several stream at the same time', async () => {
    const trees = [page(30, 'Signage'), page(55, 'LED video walls'), page(12, 'Moniteurs professionnels')]
    const outputs = await Promise.all([...trees, ...trees].map((tree) => streamed(tree)))
    trees.forEach((tree, index) => {
      const expected = renderToString(tree)
      expect(outputs[index]).toBe(expected)
      expect(outputs[index + trees.length]).toBe(expected)
    })
  })
})
