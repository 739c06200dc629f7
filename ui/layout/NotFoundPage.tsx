import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { LocaleCode } from '../../locales/registry.ts'
import { ButtonLink } from '../components/Button.tsx'
import { pathFor } from '../routes/route-table.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'

export function NotFoundPage({ code }: { code: LocaleCode }) {
  const { i18n } = useLingui()
  return (
    <section className={css({ py: '16', textAlign: 'center' })}>
      <p className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'brand.progress' })} aria-hidden="true">
        404
      </p>
      <h1 className={pageTitleClass}>{i18n._({ id: 'notfound.title', message: 'Oops, you hit a 404' })}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '8' })}>
        {i18n._({ id: 'notfound.text', message: 'The page you are looking for is no longer available.' })}
      </p>
      <ButtonLink href={pathFor('index', code)} leadingIcon="arrow-left">
        {i18n._({ id: 'notfound.back', message: 'Back to home' })}
      </ButtonLink>
    </section>
  )
}
