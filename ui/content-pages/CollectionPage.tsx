/**
 * A list of content items (events, insights, jobs, industries, …). The list streams in behind the
 * shell's loading text; an empty list and a failed load each have their own message.
 */
import { use } from 'react'
import { css } from 'styled-system/css'
import type { CollectionItem } from '../content/published.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { pageTitleClass } from './ContentPage.tsx'

export type CollectionLoad = { ok: true; items: CollectionItem[] } | { ok: false }

export interface CollectionTexts {
  title: string
  intro?: string
  empty: string
  failed: string
}

function CollectionItems({ load, texts }: { load: Promise<CollectionLoad>; texts: CollectionTexts }) {
  const result = use(load)
  if (!result.ok)
    return (
      <p role="alert" className={css({ textStyle: 'paragraph', color: 'red.700' })}>
        {texts.failed}
      </p>
    )
  if (result.items.length === 0) return <p className={css({ textStyle: 'paragraph' })}>{texts.empty}</p>
  return (
    <ul
      className={css({
        display: 'grid',
        gap: '6',
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        listStyle: 'none',
      })}
    >
      {result.items.map((item) => (
        <li key={item.href} className={css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '6' })}>
          <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
            {isSafeHref(item.href) ? (
              <a href={item.href} className={css({ color: 'brand.theme', _hover: { textDecoration: 'underline' } })}>
                {item.title}
              </a>
            ) : (
              item.title
            )}
          </h2>
          {item.summary ? <p className={css({ color: 'gray.700' })}>{item.summary}</p> : null}
        </li>
      ))}
    </ul>
  )
}

export function CollectionPage({ load, texts }: { load: Promise<CollectionLoad>; texts: CollectionTexts }) {
  return (
    <section>
      <h1 className={pageTitleClass}>{texts.title}</h1>
      {texts.intro ? <p className={css({ fontSize: 'xl', maxWidth: '65ch', mb: '8' })}>{texts.intro}</p> : null}
      <CollectionItems load={load} texts={texts} />
    </section>
  )
}
