/**
 * React 19 streamed SSR through @hono/react-renderer. The renderer is made per request so the
 * CSP nonce reaches React's inline streaming scripts; errors inside the stream are logged.
 */
import { reactRenderer } from '@hono/react-renderer'
import { I18nProvider } from '@lingui/react'
import { createMiddleware } from 'hono/factory'
import type { ReactElement } from 'react'
import { activeLocales } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { ClientAssetsContext } from '../../ui/islands/assets-context.ts'
import { Document } from '../../ui/layout/Document.tsx'
import type { PageHead } from '../../ui/layout/page-head.ts'
import type { Navigation } from '../../ui/content/model.ts'
import { INLINE_CONTENT_DEADLINE_MS, isCrawler } from '../pages/streaming.ts'
import { navigationWithin, readNavigation } from './navigation.ts'
import { shellAccountFor } from './shell-account.ts'
import type { AppEnv } from '../env.ts'
import { RUNTIME_ENTRY, clientAssets, stylesheetHref } from './client-assets.ts'

declare module '@hono/react-renderer' {
  interface Props {
    head: PageHead
    /** The navigation read, started early by the page router; read here when absent. */
    navigation?: Promise<Navigation | null>
  }
}

export const streamedRenderer = createMiddleware<AppEnv>((c, next) => {
  const logger = c.get('logger')
  return reactRenderer(
    async ({ children, head, navigation: pendingNavigation }) => {
      const locale = c.get('locale')
      const environment = c.get('environment')
      const pending = pendingNavigation ?? readNavigation(c.env.CONTENT, locale.code, logger)
      const navigation = isCrawler(c.req.header('User-Agent'))
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
          logger.error('Rendering failed', error instanceof Error ? error.stack ?? error.message : String(error))
        },
      },
    },
  )(c, next)
})
