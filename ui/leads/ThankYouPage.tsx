/** Where a plain form post lands (303) once its lead is stored; the brochure page offers the file here. */
import { css } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

export interface ThankYouPageProps {
  title: string
  text: string
  reference?: string
  download?: { href: string; label: string }
  back: { href: string; label: string }
}

export function ThankYouPage({ title, text, reference, download, back }: ThankYouPageProps) {
  return (
    <section className={css({ maxWidth: '48rem' })} data-thank-you="">
      <h1 className={pageTitleClass}>{title}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '4' })}>{text}</p>
      {reference ? <p className={css({ color: 'gray.700', mb: '6' })}>{reference}</p> : null}
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        {download ? (
          <ButtonLink href={download.href} leadingIcon="download">
            {download.label}
          </ButtonLink>
        ) : null}
        <ButtonLink href={back.href} kind="naked" leadingIcon="arrow-left">
          {back.label}
        </ButtonLink>
      </div>
    </section>
  )
}
