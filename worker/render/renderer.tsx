/**
 * React 19 streamed SSR through @hono/react-renderer. The renderer is made per request so the
 * CSP nonce reaches React's inline streaming scripts; errors inside the stream are logged.
 */
import { reactRenderer } from '@hono/react-renderer'
import { I18nProvider } from '@lingui/react'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { ReactElement } from 'react'
import { activeLocales } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { ClientAssetsContext } from '../../ui/islands/assets-context.ts'
import { Document } from '../../ui/layout/Document.tsx'
import type { PageHead } from '../../ui/layout/page-head.ts'
import type { Navigation } from '../../ui/content/model.ts'
import { CONSENT_COOKIE, parseConsentCookie } from '../../ui/consent/categories.ts'
import type { DocumentConsent } from '../../ui/layout/Document.tsx'
import { ContentStore } from '../content/content-store.ts'
import { INLINE_CONTENT_DEADLINE_MS, PAGE_SWAP_HEADER, wantsCompletePage } from '../pages/streaming.ts'
import { previewFor } from '../preview/preview-page.ts'
import { navigationWithin, readNavigation } from './navigation-record.ts'
import { shellAccountFor } from './shell-account-of-request.ts'
import type { AppEnv } from '../env.ts'
import { requestUrl } from '../middleware/request-url.ts'
import { RUNTIME_ENTRY, clientAssets, stylesheetHref } from './client-assets.ts'
import { insightPixelUrl, runtimeConfigFor } from './runtime-config-script.ts'

declare module '@hono/react-renderer' {
  interface Props {
    head: PageHead
    /** The navigation read, started early by the page router; read here when absent. */
    navigation?: Promise<Navigation | null>
  }
}

function consentFor(c: Context<AppEnv>): DocumentConsent {
  const url = requestUrl(c.req.raw)
  const pixel = insightPixelUrl(c.env, c.get('environment'))
  return {
    choice: parseConsentCookie(getCookie(c, CONSENT_COOKIE.name)),
    returnTo: `${url.pathname}${url.search}`,
    ...(pixel ? { insightPixel: pixel } : {}),
  }
}

export const streamedRenderer = createMiddleware<AppEnv>((c, next) => {
  const logger = c.get('logger')
  return reactRenderer(
    async ({ children, head, navigation: pendingNavigation }) => {
      const locale = c.get('locale')
      const environment = c.get('environment')
      const pending = pendingNavigation ?? readNavigation(new ContentStore(c.env.CONTENT, logger), locale.code)
      const navigation = wantsCompletePage(c.req.header('User-Agent'), c.req.header(PAGE_SWAP_HEADER))
        ? await pending
        : await navigationWithin(pending, INLINE_CONTENT_DEADLINE_MS)
      const account = shellAccountFor(c)
      return (
        <I18nProvider i18n={c.get('i18n') ?? i18nFor(locale, logger)}>
          <ClientAssetsContext.Provider value={clientAssets}>
            <Document
              locale={locale}
              locales={activeLocales(environment)}
              head={head}
              stylesheet={stylesheetHref()}
              runtimeScript={clientAssets.script(RUNTIME_ENTRY)?.src}
              runtimePreloads={clientAssets.script(RUNTIME_ENTRY)?.preloads}
              runtimeConfig={runtimeConfigFor(c.env, environment)}
              consent={consentFor(c)}
              preview={previewFor(c)}
              navigation={navigation}
              account={account}
            >
              {children as ReactElement}
            </Document>
          </ClientAssetsContext.Provider>
        </I18nProvider>
      )
    },
    {
      stream: { 'Content-Type': 'text/html; charset=UTF-8' },
      readableStreamOptions: {
        nonce: c.get('cspNonce'),
        // React outlines a finished boundary bigger than this (12.8 kB by default) into a hidden
        // segment that only a script reveals: a long product list would then need JavaScript to
        // show. Content that is ready renders in place, whatever its size.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          logger.error('Rendering failed', error instanceof Error ? (error.stack ?? error.message) : String(error))
        },
      },
    },
  )(c, next)
})
