/**
 * The next level of the catalogue above a product overview — the categories on /display-solutions,
 * a category's lines on its page — as compact link cards (a thumbnail beside the title and a short
 * summary). They come before the results in the page and on screen alike (keyboard and reading
 * order are the visual order): a strip that scrolls sideways within itself on phones, so the first
 * result stays near the top, and a row on wide screens.
 */
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { ResponsiveImage } from '../components/ResponsiveImage.tsx'
import type { ContentImage } from '../content/model.ts'
import { isSafeHref } from '../routes/safe-url.ts'

export interface GroupLink {
  id: string
  href: string
  title: string
  summary?: string
  image?: ContentImage
}

const classes = card({ tone: 'plain', size: 'sm', layout: 'row' })
const sectionClass = css({ mb: { base: '6', lg: '10' } })
const headingClass = css({ fontSize: { base: 'xl', lg: '2xl' }, fontWeight: 'bold', mb: '3', color: 'brand.theme' })
const listClass = css({
  display: 'grid',
  gap: '3',
  listStyle: 'none',
  // Phones: one row that scrolls sideways, the next card peeking in so the row reads as more.
  gridAutoFlow: { base: 'column', md: 'row' },
  gridAutoColumns: { base: '80%', sm: '45%' },
  gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(auto-fit, minmax(14rem, 1fr))' },
  overflowX: { base: 'auto', md: 'visible' },
  scrollSnapType: { base: 'x mandatory', md: 'none' },
  overscrollBehaviorX: 'contain',
  pb: { base: '2', md: '0' },
  '& > li': { scrollSnapAlign: 'start', minWidth: '0' },
})

export function GroupLinks({ headingId, title, links }: { headingId: string; title: string; links: readonly GroupLink[] }) {
  const shown = links.filter((link) => isSafeHref(link.href))
  if (!shown.length) return null
  return (
    <section aria-labelledby={headingId} className={sectionClass} data-group-links="">
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      <ul className={listClass}>
        {shown.map((link) => (
          <li key={link.id}>
            <article className={classes.root}>
              {link.image ? <ResponsiveImage image={link.image} className={classes.media} sizes="7rem" decorative /> : null}
              <div className={classes.body}>
                <h3 className={classes.title}>
                  <a href={link.href} className={classes.link}>
                    {link.title}
                  </a>
                </h3>
                {link.summary ? <p className={classes.text}>{link.summary}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
