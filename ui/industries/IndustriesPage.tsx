/** /industry-display-solutions: the industries, by group. The list streams in. */
import { useLingui } from '@lingui/react'
import { use } from 'react'
import { css } from 'styled-system/css'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import { TeaserCard, cardGridClass } from '../components/TeaserCard.tsx'
import type { IndustryIndex } from '../content/model.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

export type IndustriesLoad = { ok: true; index: IndustryIndex } | { ok: false }

function IndustryGroups({ load }: { load: Promise<IndustriesLoad> }) {
  const { i18n } = useLingui()
  const result = use(load)
  if (!result.ok) {
    return (
      <LoadFailure>
        {i18n._({ id: 'lists.load_failed', message: 'Something went wrong while loading this list. Please try again later.' })}
      </LoadFailure>
    )
  }
  const { groups, items } = result.index
  const grouped = groups
    .map((group) => ({
      group,
      industries: group.industryIds.map((id) => items.find((item) => item.id === id)).filter((item) => item !== undefined),
    }))
    .filter((entry) => entry.industries.length)
  if (!grouped.length) return <EmptyState>{i18n._({ id: 'industries.empty', message: 'There are no industries to show yet.' })}</EmptyState>
  return (
    <>
      {grouped.map(({ group, industries }, groupIndex) => (
        <section key={group.id} aria-labelledby={`industry-group-${group.id}`} className={css({ mb: '12' })}>
          <h2 id={`industry-group-${group.id}`} className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4', color: 'brand.theme' })}>
            {group.title}
          </h2>
          <ul className={cardGridClass}>
            {industries.map((industry, index) => (
              <li key={industry.id}>
                <TeaserCard
                  href={industry.href}
                  title={industry.title}
                  summary={industry.summary}
                  image={industry.image}
                  aboveTheFold={groupIndex === 0 && index < 3}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

export function IndustriesPage({ load }: { load: Promise<IndustriesLoad> }) {
  const { i18n } = useLingui()
  return (
    <section>
      <h1 className={pageTitleClass}>{i18n._({ id: 'industries.title', message: 'Industries' })}</h1>
      <p className={css({ fontSize: 'xl', maxWidth: '65ch', mb: '8', color: 'gray.700' })}>
        {i18n._({
          id: 'industries.intro',
          message: 'Display solutions for retail, hospitality, education, healthcare, transport and more.',
        })}
      </p>
      <IndustryGroups load={load} />
    </section>
  )
}
