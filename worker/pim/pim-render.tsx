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
import { mayEditAssets, pimAccess } from './pim-gate.ts'
import { RETURN_TO_PARAMETER } from '../../ui/sign-in/sign-in-problems.ts'
import { PIM_PATHS } from '../../ui/pim/pim-paths.ts'
import { pimTitleClass } from '../../ui/pim/pim-styles.ts'
import { type PortalAction, isAllowed } from '../../ui/portal/permissions.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'

export async function renderPim(
  c: Context<AppEnv>,
  {
    title,
    section,
    body,
    status = 200,
  }: { title: string; section: PimSection; body: ReactElement; status?: 200 | 401 | 403 | 404 | 409 | 422 | 503 },
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

function loginHref(c: Context<AppEnv>): string {
  const url = new URL(c.req.url)
  return `${PIM_PATHS.login}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: `${url.pathname}${url.search}` })}`
}

/** The PIM's actions a screen may ask for. */
export type PimAction = Extract<PortalAction, `pim.${string}`>

/**
 * The viewer when they may take `action`; otherwise the answer: the login screen (signed out, or
 * signed in without a PIM role), or for a PIM viewer asking to change something, the no-access
 * message saying who may.
 */
export async function gated(c: Context<AppEnv>, action: PimAction): Promise<PortalViewer | Response> {
  const access = pimAccess(c, action)
  if (access.kind === 'allowed') return access.viewer
  if (access.kind === 'signed-out') return c.redirect(loginHref(c), 302)
  const i18n = c.get('i18n')!
  const title = i18n._({ id: 'gate.no_access_title', message: 'You have no access to this page' })
  if (isAllowed(access.viewer, 'pim.view')) {
    const catalogue = action === 'pim.catalogue.edit'
    return renderPim(c, {
      title,
      section: catalogue ? { kind: 'products', status: 'active' } : { kind: 'assets' },
      body: (
        <NoAccessMessage
          title={title}
          text={
            catalogue
              ? i18n._({
                  id: 'pim.no_catalogue_edit_access',
                  message: 'Only PIM editors may change products, product lines and categories.',
                })
              : i18n._({ id: 'pim.no_edit_access', message: 'Only PIM editors may add or change assets.' })
          }
        />
      ),
      status: 403,
    })
  }
  // Signed in without a PIM role: the login screen says so and offers another account.
  return c.redirect(PIM_PATHS.login, 302)
}

export function NoAccessMessage({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h1 className={pimTitleClass}>{title}</h1>
      <p>{text}</p>
    </section>
  )
}

export function notFound(c: Context<AppEnv>, section: PimSection): Promise<Response> {
  const i18n = c.get('i18n')!
  const title = i18n._({ id: 'pim.not_found', message: 'Not found' })
  return renderPim(c, {
    title,
    section,
    body: (
      <NoAccessMessage
        title={title}
        text={i18n._({
          id: 'pim.not_found_text',
          message: 'There is nothing at this address. Choose a product or an asset in the sidebar.',
        })}
      />
    ),
    status: 404,
  })
}
