/** The account entry of the page shell for this request: login link, or the signed-in person's menu and banner. */
import type { Context } from 'hono'
import type { ShellAccount } from '../../ui/layout/shell-account.ts'
import { RETURN_TO_PARAMETER } from '../../ui/sign-in/sign-in-problems.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { AUTH_PATHS } from '../auth/auth-paths.ts'
import type { AppEnv } from '../env.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { requestUrl } from '../middleware/request-url.ts'

export function shellAccountFor(c: Context<AppEnv>): ShellAccount {
  const code = c.get('locale').code
  const url = requestUrl(c.req.raw)
  const signInPath = pathFor('portal-sign-in', code)
  const comingFrom = c.req.method === 'GET' && url.pathname !== signInPath ? `${url.pathname}${url.search}` : null
  const signInHref = comingFrom ? `${signInPath}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: comingFrom })}` : signInPath
  const viewer = c.get('viewer') ?? null
  if (!viewer) return { signInHref, signedIn: null }
  const { person, actor } = viewer
  return {
    signInHref,
    signedIn: {
      name: (actor ?? person).name,
      portalHref: pathFor('portal', code),
      sessionsHref: pathFor('portal-sessions', code),
      signOutAction: AUTH_PATHS.signOut,
      csrfToken: csrfTokenFor(c),
      impersonating: actor
        ? {
            partnerName: person.name,
            organisationName: person.organisation?.name ?? null,
            returnAction: pathFor('portal-show-as-return', code),
          }
        : null,
    },
  }
}
