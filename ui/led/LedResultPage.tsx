/**
 * A saved LED configuration behind its signed link: the figures, the wall to scale, print and
 * 'mail me', and the quote request (the enquiry lead form, with the configuration as its message).
 * The page is also its print sheet: printing hides the site around it and the actions.
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Island } from '../islands/Island.tsx'
import { LedResultActions, type LedResultActionsProps } from './LedResultActions.tsx'
import { LedFigures, type LedFiguresProps } from './LedFigures.tsx'
import { LedWallPreview, type LedWallPreviewProps } from './LedWallPreview.tsx'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

export interface LedResultPageProps {
  title: string
  validUntil: string
  figures: LedFiguresProps
  preview: LedWallPreviewProps & { title: string }
  actions: LedResultActionsProps
  /** The PDF and the bill of materials as CSV, in the page's language. */
  documents: { title: string; pdf: { label: string; href: string }; csv: { label: string; href: string } }
  /** The blueprint, the wiring and the bill of materials. */
  plans: ReactNode
  quote: { title: string; intro: string; form: ReactNode }
  newConfiguration: { label: string; href: string }
}

const documentLinkClass = css({ color: 'brand.theme', textDecoration: 'underline', fontWeight: 'semibold' })

export function LedResultPage({
  title,
  validUntil,
  figures,
  preview,
  actions,
  documents,
  plans,
  quote,
  newConfiguration,
}: LedResultPageProps) {
  return (
    <article data-print-sheet="" data-led-result="">
      <h1 className={pageTitleClass}>{title}</h1>
      <p className={css({ color: 'gray.700', mb: '6' })}>{validUntil}</p>
      <div
        className={css({
          display: 'grid',
          gap: '8',
          gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
          '@media print': { display: 'block' },
        })}
      >
        <div>
          <LedFigures {...figures} />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <div>
            <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>{preview.title}</h2>
            <LedWallPreview {...preview} />
          </div>
          <section data-print-hide="" aria-labelledby="led-documents-title" data-led-documents="">
            <h2 id="led-documents-title" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
              {documents.title}
            </h2>
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0' })}>
              <li>
                <a href={documents.pdf.href} download className={documentLinkClass} data-led-pdf="">
                  {documents.pdf.label}
                </a>
              </li>
              <li>
                <a href={documents.csv.href} download className={documentLinkClass} data-led-csv="">
                  {documents.csv.label}
                </a>
              </li>
            </ul>
          </section>
          <Island name="LedResultActions" component={LedResultActions} props={actions} />
        </div>
      </div>
      {plans}
      <section data-print-hide="" className={css({ mt: '12', maxWidth: '48rem' })} aria-labelledby="led-quote-title">
        <h2 id="led-quote-title" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>
          {quote.title}
        </h2>
        <p className={css({ mb: '6', color: 'gray.700' })}>{quote.intro}</p>
        {quote.form}
      </section>
      <p data-print-hide="" className={css({ mt: '8' })}>
        <a href={newConfiguration.href}>{newConfiguration.label}</a>
      </p>
    </article>
  )
}

/** An expired or changed link: says so, and offers a new configuration. */
export function LedLinkProblemPage({ title, text, action }: { title: string; text: string; action: { label: string; href: string } }) {
  return (
    <article data-led-link-problem="">
      <h1 className={pageTitleClass}>{title}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '6' })}>{text}</p>
      <p>
        <a href={action.href}>{action.label}</a>
      </p>
    </article>
  )
}
