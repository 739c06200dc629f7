import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { LocaleCode } from '../../locales/registry.ts'
import { ButtonLink } from '../components/Button.tsx'
import type { PublishedPage } from '../content/published.ts'
import { pathFor } from '../routes/route-table.ts'
import { ContentBlocks } from './ContentBlocks.tsx'
import { pageTitleClass } from './ContentPage.tsx'

// Class names computed once, not per render.
const heroClass = css({ py: '10' })
const heroIntroClass = css({ fontSize: 'xl', maxWidth: '60ch', mb: '8' })
const heroActionsClass = css({ display: 'flex', gap: '4', flexWrap: 'wrap' })

export function HomePage({ page, code }: { page: PublishedPage; code: LocaleCode }) {
  const { i18n } = useLingui()
  return (
    <>
      <section className={heroClass} aria-labelledby="home-title">
        <h1 id="home-title" className={pageTitleClass}>
          {page.title}
        </h1>
        {page.intro ? <p className={heroIntroClass}>{page.intro}</p> : null}
        <div className={heroActionsClass}>
          <ButtonLink href={pathFor('display-solutions', code)} trailingIcon="arrow-right">
            {i18n._({ id: 'home.cta_products', message: 'Explore display solutions' })}
          </ButtonLink>
          <ButtonLink href={pathFor('contact', code)} kind="naked">
            {i18n._({ id: 'home.cta_contact', message: 'Talk to an expert' })}
          </ButtonLink>
        </div>
      </section>
      <ContentBlocks blocks={page.blocks} />
    </>
  )
}
