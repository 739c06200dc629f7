// biome-ignore-all lint/security/noDangerouslySetInnerHtml: inline JSON (island props, route data) and the client runtime are serialised by us and escaped for <script>.
/**
 * The document shell: `<html lang dir>` from the active locale, head metadata with canonical and
 * hreflang alternates, the client runtime's configuration, header, main content streamed behind
 * a translated loading text, footer, and the slot holding the cookie consent banner (plus the
 * insight tracker's noscript pixel for visitors who granted marketing). In preview mode, the
 * page's content subscription and a badge saying so.
 */
import { useLingui } from '@lingui/react'
import { type ReactNode, Suspense } from 'react'
import { css } from 'styled-system/css'
import { DEFAULT_LOCALE, type Locale } from '../../locales/registry.ts'
import { EARLY_LOAD_ERRORS_SCRIPT } from '../client/build-watch.ts'
import {
  type ContentPreviewConfig,
  CONTENT_PREVIEW_ELEMENT_ID,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
  dataBlockText,
} from '../client/runtime-config.ts'
import type { Navigation } from '../content/model.ts'
import { type ConsentChoice, grants } from '../consent/categories.ts'
import { CONSENT_SLOT_ID, ConsentBanner } from '../consent/ConsentBanner.tsx'
import { useRequestInfo } from '../components/request-info.ts'
import { COMPANY_NAME, THEME_COLOUR } from '../styles/brand.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { ImpersonationBanner } from './ImpersonationBanner.tsx'
import type { PageHead } from './page-head.ts'
import type { ShellAccount } from './shell-account.ts'
import { PreviewBadge } from './PreviewBadge.tsx'

export const CONSENT_BANNER_SLOT_ID = CONSENT_SLOT_ID
export const MAIN_CONTENT_ID = 'main-content'

export const skipLinkClass = css({
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

// Class names computed once, not per render.
const loadingTextClass = css({ py: '16', textAlign: 'center', color: 'gray.600' })
const mainClass = css({ flex: '1', width: '100%', maxWidth: '7xl', mx: 'auto', px: '6', py: '10' })
const trackingPixelClass = css({ display: 'none' })

export function LoadingText() {
  const { i18n } = useLingui()
  return (
    <p role="status" aria-live="polite" className={loadingTextClass}>
      {i18n._({ id: 'shell.loading', message: 'Loading…' })}
    </p>
  )
}

export interface DocumentConsent {
  choice: ConsentChoice
  /** Where the banner's form sends the visitor back to (this page). */
  returnTo: string
  /** The insight tracker's noscript pixel, when that tracker is configured. */
  insightPixel?: string
}

export function Document({
  locale,
  locales,
  head,
  stylesheet,
  runtimeScript,
  runtimePreloads = [],
  runtimeConfig,
  consent,
  preview,
  navigation,
  account,
  children,
}: {
  locale: Locale
  locales: readonly Locale[]
  head: PageHead
  stylesheet?: string
  runtimeScript?: string
  /** Chunks the runtime imports, preloaded beside it. */
  runtimePreloads?: readonly string[]
  runtimeConfig?: RuntimeConfig
  consent?: DocumentConsent
  /** In preview mode: the subscription to changes of the content this page shows, and the way out. */
  preview?: { subscription: ContentPreviewConfig; exitHref: string }
  /** The published navigation record of the locale (header and footer links), if any. */
  navigation?: Navigation | null
  /** The visitor's account in the header (and the impersonation banner); absent: no account entry. */
  account?: ShellAccount
  children: ReactNode
}) {
  const { i18n } = useLingui()
  // Data blocks do not run, but carry the nonce like every inline script (one rule, easy to check).
  const { nonce } = useRequestInfo()
  const title = head.title ? `${head.title} | ${COMPANY_NAME}` : COMPANY_NAME
  const alternateLocales = locales.filter((other) => head.alternates[other.code])
  const xDefault = head.alternates[DEFAULT_LOCALE]
  return (
    <html lang={locale.iso} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {runtimeScript ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_LOAD_ERRORS_SCRIPT }} /> : null}
        <title>{title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta name="theme-color" content={THEME_COLOUR} />
        <meta property="og:title" content={title} />
        <meta property="og:locale" content={locale.metaLanguage} />
        {alternateLocales
          .filter((other) => other.code !== locale.code)
          .map((other) => (
            <meta key={`og-${other.code}`} property="og:locale:alternate" content={other.metaLanguage} />
          ))}
        <link rel="canonical" href={head.canonical} />
        {alternateLocales.map((other) => (
          <link key={other.code} rel="alternate" hrefLang={other.iso} href={head.alternates[other.code]} />
        ))}
        {xDefault ? <link rel="alternate" hrefLang="x-default" href={xDefault} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Not a React stylesheet resource (`precedence`), though that would request it before the
            hoisted async scripts: a stylesheet ahead of the inline load-error script holds that
            script back until the stylesheet has loaded, and a bundle failing meanwhile goes
            unnoticed (decision 053). */}
        {stylesheet ? <link rel="stylesheet" href={stylesheet} /> : null}
        {runtimeConfig ? (
          <script
            type="application/json"
            id={RUNTIME_CONFIG_ELEMENT_ID}
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: dataBlockText(runtimeConfig) }}
          />
        ) : null}
        {runtimeScript ? runtimePreloads.map((href) => <link key={href} rel="modulepreload" href={href} />) : null}
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
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={mainClass}>
          <Suspense fallback={<LoadingText />}>{children}</Suspense>
        </main>
        <Footer locale={locale} navigation={navigation} />
        {preview ? (
          <>
            <PreviewBadge exitHref={preview.exitHref} />
            <script
              type="application/json"
              id={CONTENT_PREVIEW_ELEMENT_ID}
              nonce={nonce}
              dangerouslySetInnerHTML={{ __html: dataBlockText(preview.subscription) }}
            />
          </>
        ) : null}
        <div id={CONSENT_BANNER_SLOT_ID}>
          {consent ? <ConsentBanner choice={consent.choice} returnTo={consent.returnTo} code={locale.code} /> : null}
          {consent?.insightPixel && grants(consent.choice, 'marketing') ? (
            <noscript>
              <img height={1} width={1} alt="" src={consent.insightPixel} className={trackingPixelClass} />
            </noscript>
          ) : null}
        </div>
      </body>
    </html>
  )
}
