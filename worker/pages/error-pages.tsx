/** The 404 page and the error page, for the page router, the portal and the app's last resort. */
import type { Context } from 'hono'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { ErrorPage, type ExplainedRefusal, type PageDataError } from '../../ui/layout/ErrorPage.tsx'
import { NotFoundPage } from '../../ui/layout/NotFoundPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import { headFor } from './page-heads.ts'

export function renderNotFound(c: Context<AppEnv>) {
  const locale = c.get('locale')
  const i18n = c.get('i18n') ?? i18nFor(locale, c.get('logger'))
  c.status(404)
  const home = pathFor('index', locale.code)
  return c.render(<NotFoundPage code={locale.code} />, {
    head: headFor(c, i18n._({ id: 'notfound.title', message: 'Oops, you hit a 404' }), { [locale.code]: home }, { noindex: true }),
  })
}

export function renderError(c: Context<AppEnv>, error: PageDataError, refusal?: ExplainedRefusal) {
  const locale = c.get('locale')
  const i18n = c.get('i18n') ?? i18nFor(locale, c.get('logger'))
  c.status(error.statusCode as 404 | 500)
  return c.render(<ErrorPage code={locale.code} error={error} refusal={refusal} />, {
    head: headFor(
      c,
      refusal?.title ?? i18n._({ id: 'errorpage.error_title', message: 'Oops! Something went wrong' }),
      {},
      { noindex: true },
    ),
  })
}
