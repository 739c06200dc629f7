/** Streams a PIM screen in the PIM document (its own shell, sidebar and language). */
import { I18nProvider } from '@lingui/react'
import type { Context } from 'hono'
import type { ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { ClientAssetsContext } from '../../ui/islands/assets-context.ts'
import { PimDocument, type PimSection } from '../../ui/pim/PimDocument.tsx'
import { PRIVATE_RESPONSE } from '../auth/session-step.ts'
import type { AppEnv } from '../env.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { clientAssets, stylesheetHref } from '../render/client-assets.ts'
import { mayEditAssets } from './pim-gate.ts'

export async function renderPim(
  c: Context<AppEnv>,
  { title, section, body, status = 200 }: { title: string; section: PimSection; body: ReactElement; status?: 200 | 401 | 403 | 404 },
): Promise<Response> {
  const viewer = c.get('viewer')
  const logger = c.get('logger')
  const csrfToken = csrfTokenFor(c)
  const stream = await renderToReadableStream(
    <I18nProvider i18n={c.get('i18n')!}>
      <ClientAssetsContext.Provider value={clientAssets}>
        <PimDocument
          locale={c.get('locale')}
          title={title}
          stylesheet={stylesheetHref()}
          person={section.kind === 'login' ? null : (viewer?.person ?? null)}
          mayEdit={mayEditAssets(viewer)}
          section={section}
          csrfToken={csrfToken}
        >
          {body}
        </PimDocument>
      </ClientAssetsContext.Provider>
    </I18nProvider>,
    {
      nonce: c.get('cspNonce'),
      onError(error) {
        logger.error('Rendering a PIM screen failed', error instanceof Error ? (error.stack ?? error.message) : String(error))
      },
    },
  )
  return c.body(stream, status, { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': PRIVATE_RESPONSE })
}
