/** The error page (SPEC.md point 8): icon, title, text and a back-to-home button. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { LocaleCode } from '../../locales/registry.ts'
import { ButtonLink } from '../components/Button.tsx'
import { Icon } from '../components/Icon.tsx'
import { pathFor } from '../routes/route-table.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

/** The page-data error shape of SPEC.md point 3. */
export interface PageDataError {
  message: string
  statusCode: number
  statusMessage: string
  data?: unknown
}

/** Statuses whose statusMessage is written for the visitor (the path not found; what was sent is too large). */
const SHOWN_STATUS_MESSAGES: ReadonlySet<number> = new Set([404, 413])

/**
 * A refusal the visitor can act on (e.g. a download for a higher partner level): its own title and
 * text instead of the generic "something went wrong".
 */
export interface ExplainedRefusal {
  title: string
  text: string
}

export function ErrorPage({ code, error, refusal }: { code: LocaleCode; error: PageDataError; refusal?: ExplainedRefusal }) {
  const { i18n } = useLingui()
  if (refusal)
    return (
      <section className={css({ py: '16', textAlign: 'center' })} data-refusal="">
        <div className={css({ fontSize: '5xl', display: 'flex', justifyContent: 'center', mb: '4' })}>
          <Icon name="error" />
        </div>
        <h1 className={pageTitleClass}>{refusal.title}</h1>
        <p className={css({ textStyle: 'paragraph', mb: '8' })}>{refusal.text}</p>
        <ButtonLink href={pathFor('index', code)} leadingIcon="arrow-left">
          {i18n._({ id: 'errorpage.error_back', message: 'Back to home' })}
        </ButtonLink>
      </section>
    )
  return (
    <section className={css({ py: '16', textAlign: 'center' })}>
      <div className={css({ fontSize: '5xl', display: 'flex', justifyContent: 'center', mb: '4' })}>
        <Icon name="error" />
      </div>
      <h1 className={pageTitleClass}>{i18n._({ id: 'errorpage.error_title', message: 'Oops! Something went wrong' })}</h1>
      {SHOWN_STATUS_MESSAGES.has(error.statusCode) ? (
        <p className={css({ textStyle: 'paragraph', mb: '4' })} data-error-message="">
          {error.statusMessage}
        </p>
      ) : null}
      <p className={css({ textStyle: 'paragraph', mb: '8' })}>
        {i18n._({ id: 'errorpage.error_text', message: 'An error occurred. Please try again later or go back to the home page.' })}
      </p>
      <ButtonLink href={pathFor('index', code)} leadingIcon="arrow-left">
        {i18n._({ id: 'errorpage.error_back', message: 'Back to home' })}
      </ButtonLink>
    </section>
  )
}
