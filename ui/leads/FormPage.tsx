import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

const formColumnsClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 48rem) minmax(16rem, 22rem)' },
  gap: { base: '8', lg: '12' },
  alignItems: 'start',
})
const asideClass = css({ lg: { position: 'sticky', top: '6' } })

/**
 * A page built around one form. With an `aside` (contact details, trust signals, the job's facts)
 * the page uses the width: the form on the left, the aside beside it (below it on phones).
 */
export function FormPage({
  title,
  intro,
  before,
  aside,
  children,
}: {
  title: string
  intro?: string
  before?: ReactNode
  aside?: ReactNode
  children: ReactNode
}) {
  const main = (
    <>
      {before}
      {children}
    </>
  )
  return (
    <article className={aside ? undefined : css({ maxWidth: '48rem' })}>
      <h1 className={pageTitleClass}>{title}</h1>
      {intro ? <p className={css({ fontSize: 'xl', mb: '8', color: 'gray.700', maxWidth: '48rem' })}>{intro}</p> : null}
      {aside ? (
        <div className={formColumnsClass}>
          <div>{main}</div>
          <aside className={asideClass} data-form-aside="">
            {aside}
          </aside>
        </div>
      ) : (
        main
      )}
    </article>
  )
}

export interface TopicLink {
  label: string
  href: string
  current: boolean
}

/** The contact forms as links: each topic is its own page state, so switching works without JavaScript. */
export function ContactTopics({ label, topics }: { label: string; topics: readonly TopicLink[] }) {
  return (
    <nav aria-label={label} className={css({ mb: '8' })}>
      <p className={css({ fontWeight: 'semibold', mb: '2' })}>{label}</p>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {topics.map((topic) => (
          <li key={topic.href}>
            <a
              href={topic.href}
              aria-current={topic.current ? 'page' : undefined}
              className={css({
                display: 'inline-block',
                px: '4',
                py: '2',
                borderRadius: 'full',
                borderWidth: '2px',
                borderColor: 'brand.theme',
                color: 'brand.theme',
                fontWeight: 'semibold',
                textDecoration: 'none',
                '&[aria-current=page]': { bg: 'brand.theme', color: 'white' },
                _hover: { textDecoration: 'underline' },
              })}
            >
              {topic.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
