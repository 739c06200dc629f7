/** A page built around one form: title, introduction, anything the form needs above it, the form. */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

export function FormPage({ title, intro, before, children }: { title: string; intro?: string; before?: ReactNode; children: ReactNode }) {
  return (
    <article className={css({ maxWidth: '48rem' })}>
      <h1 className={pageTitleClass}>{title}</h1>
      {intro ? <p className={css({ fontSize: 'xl', mb: '8', color: 'gray.700' })}>{intro}</p> : null}
      {before}
      {children}
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
