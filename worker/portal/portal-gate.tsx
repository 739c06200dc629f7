/**
 * The permission gate, middleware on every portal route after the shell (portal-shell.tsx): the
 * viewer must be allowed the route's action for the method (the route's definition says which,
 * worker/pages/route-definition.ts). Signed out → the sign-in prompt (401); not allowed → the
 * no-access message (403); a session store that could not be read fails the request.
 */
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { LocaleCode } from '../../locales/registry.ts'
import { NoAccess, SignInGate } from '../../ui/portal/PortalGates.tsx'
import { type PortalAction, isAllowed } from '../../ui/portal/permissions.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { RETURN_TO_PARAMETER } from '../../ui/sign-in/sign-in-problems.ts'
import type { AppEnv } from '../env.ts'
import { holdWizardPost, isWizardRoute } from './held-wizard-posts.ts'
import { portalAccess } from './portal-access.ts'
import type { Served } from './portal-page-kit.ts'

/** mailto: the sales manager who looks after the viewer's organisation, or the contact page. */
export function contactSalesManagerHref(viewer: PortalViewer, code: LocaleCode): string {
  const salesManager = viewer.person.organisation?.salesManager
  return salesManager ? `mailto:${salesManager.email}` : pathFor('contact', code)
}

function signInHrefFor(c: Context<AppEnv>, code: LocaleCode): string {
  const url = new URL(c.req.url)
  const returnTo = c.req.method === 'GET' ? `${url.pathname}${url.search}` : pathFor('portal', code)
  return `${pathFor('portal-sign-in', code)}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: returnTo })}`
}

/** The answer when the viewer may not take `action` on this portal route, or null when they may. */
export function refusalOf(c: Context<AppEnv>, action: PortalAction): Served | null {
  const i18n = c.get('i18n')!
  const match = c.get('route')!
  const code = match.locale.code
  const render = c.get('portalRender')!
  const access = portalAccess(c.get('viewer'), action)
  if (access.kind === 'allowed') return null
  if (access.kind === 'signed-out') {
    const unavailable = c.get('sessionUnavailable')
    if (unavailable) throw unavailable
    // A wizard step posted after the session ended is held, and the person signs in to continue it.
    if (c.req.method === 'POST' && isWizardRoute(match.name))
      return holdWizardPost(c, match.name, code).then((signIn) =>
        signIn
          ? c.redirect(signIn, 303)
          : render(
              i18n._({ id: 'gate.sign_in_title', message: 'Want to know more? Log in' }),
              <SignInGate signInHref={signInHrefFor(c, code)} becomePartnerHref={pathFor('partnership', code)} />,
              401,
            ),
      )
    return render(
      i18n._({ id: 'gate.sign_in_title', message: 'Want to know more? Log in' }),
      <SignInGate signInHref={signInHrefFor(c, code)} becomePartnerHref={pathFor('partnership', code)} />,
      401,
    )
  }
  return render(
    i18n._({ id: 'gate.no_access_title', message: 'You have no access to this page' }),
    <NoAccess
      contactHref={contactSalesManagerHref(access.viewer, code)}
      dashboardHref={isAllowed(access.viewer, 'dashboard.view') ? pathFor('portal', code) : null}
      note={
        match.name === 'portal-wave-request' && access.viewer.person.organisation?.waveEnabled
          ? i18n._({ id: 'wave.contact_executive', message: 'Your organisation already uses Wave. Please contact your partner executive.' })
          : undefined
      }
    />,
    403,
  )
}

/** Lets through only a viewer allowed `action`; anyone else gets the refusal. */
export function portalGate(action: PortalAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const refusal = refusalOf(c, action)
    if (refusal) return refusal
    await next()
  })
}
