/**
 * The document shell: `<html lang dir>` from the active locale, head metadata with canonical and
 * hreflang alternates, header, main content streamed behind a translated loading text, footer,
 * and the slot the cookie consent banner mounts into.
 */
import { useLingui } from '@lingui/react'
import { type ReactNode, Suspense } from 'react'
import { css } from 'styled-system/css'
import { DEFAULT_LOCALE, type Locale } from '../../locales/registry.ts'
import type { Navigation } from '../content/model.ts'
import { COMPANY_NAME, THEME_COLOUR } from '../styles/brand.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { ImpersonationBanner } from './ImpersonationBanner.tsx'
import type { PageHead } from './page-head.ts'
import type { ShellAccount } from './shell-account.ts'

export const CONSENT_BANNER_SLOT_ID = 'consent-banner'
export const MAIN_CONTENT_ID = 'main-content'

const skipLinkClass = css({
  position: 'absolute',
  insetInlineStart: '2',
  top: '-20',
  bg: 'white',
  color: 'brand.theme',
  px: '4',
  py: '2',
  zIndex: 100,
  _focus: { top: '2' },
})

export function LoadingText() {
  const { i18n } = useLingui()
  return (
    <p role="status" aria-live="polite" className={css({ py: '16', textAlign: 'center', color: 'gray.600' })}>
      {i18n._({ id: 'shell.loading', message: 'Loading…' })}
    </p>
  )
}

export function Document({
  locale,
  locales,
  head,
  stylesheet,
  runtimeScript,
  navigation,
  account,
  children,
}: {
  locale: Locale
  locales: readonly Locale[]
  head: PageHead
  stylesheet?: string
  runtimeScript?: string
  /** The published navigation record of the locale (header and footer links), if any. */
  navigation?: Navigation | null
  /** The visitor's account in the header (and the impersonation banner); absent: no account entry. */
  account?: ShellAccount
  children: ReactNode
}) {
  const { i18n } = useLingui()
  const title = head.title ? `${head.title} | ${COMPANY_NAME}` : COMPANY_NAME
  const alternateLocales = locales.filter((other) => head.alternates[other.code])
  const xDefault = head.alternates[DEFAULT_LOCALE]
  return (
    <html lang={locale.iso} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta name="theme-color" content={THEME_COLOUR} />
        <meta property="og:title" content={title} />
        <meta property="og:locale" content={locale.metaLanguage} />
        {alternateLocales
          .filter((other) => other.code !== locale.code)
          .map((other) => <meta key={`og-${other.code}`} property="og:locale:alternate" content={other.metaLanguage} />)}
        <link rel="canonical" href={head.canonical} />
        {alternateLocales.map((other) => (
          <link key={other.code} rel="alternate" hrefLang={other.iso} href={head.alternates[other.code]} />
        ))}
        {xDefault ? <link rel="alternate" hrefLang="x-default" href={xDefault} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheet ? <link rel="stylesheet" href={stylesheet} /> : null}
        {runtimeScript ? <script type="module" src={runtimeScript} async /> : null}
      </head>
      <body>
        <a href={`#${MAIN_CONTENT_ID}`} className={skipLinkClass}>
          {i18n._({ id: 'shell.skip_to_content', message: 'Skip to main content' })}
        </a>
        {account?.signedIn?.impersonating ? (
          <ImpersonationBanner {...account.signedIn.impersonating} csrfToken={account.signedIn.csrfToken} />
        ) : null}
        <Header locale={locale} locales={locales} alternates={head.alternates} navigation={navigation} account={account} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css({ flex: '1', width: '100%', maxWidth: '7xl', mx: 'auto', px: '6', py: '10' })}>
          <Suspense fallback={<LoadingText />}>{children}</Suspense>
        </main>
        <Footer locale={locale} navigation={navigation} />
        <div id={CONSENT_BANNER_SLOT_ID} />
      </body>
    </html>
  )
}
