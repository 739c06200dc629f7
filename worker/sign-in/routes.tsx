/**
 * The portal's sign-in page, the one portal page anyone may open: the sign-in options of this
 * environment (worker/auth/identity-providers.ts); a signed-in visitor goes where they were headed.
 */
import { RETURN_TO_PARAMETER, SIGN_IN_PROBLEM_PARAMETER, isSignInProblem } from '../../ui/sign-in/sign-in-problems.ts'
import { SignInPage } from '../../ui/sign-in/SignInPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { AUTH_PATHS } from '../auth/auth-paths.ts'
import { SIGN_IN_OPTIONS, availableSignInOptions } from '../auth/identity-providers.ts'
import { allowSignInRedirects } from '../auth/sign-in-redirects.ts'
import { safeReturnPath } from '../auth/sign-in.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { type FeatureRoutes, portalPage } from '../pages/route-definition.ts'
import type { OpenPortalPageKit } from '../portal/portal-page-kit.ts'

async function signInPage(kit: OpenPortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const returnTo = safeReturnPath(c.req.query(RETURN_TO_PARAMETER), pathFor('portal', code))
  if (c.get('viewer')) return c.redirect(returnTo, 302)
  const problem = c.req.query(SIGN_IN_PROBLEM_PARAMETER) ?? null
  const options = availableSignInOptions(c.env, c.get('environment'))
  allowSignInRedirects(c)
  const actionFor = Object.fromEntries(SIGN_IN_OPTIONS.map((option) => [option, `${AUTH_PATHS.signIn}/${option}`])) as Record<
    (typeof SIGN_IN_OPTIONS)[number],
    string
  >
  const i18n = c.get('i18n')!
  return kit.render(
    i18n._({ id: 'sign_in.title', message: 'Partner portal login' }),
    <SignInPage
      options={options}
      actionFor={actionFor}
      returnTo={returnTo}
      code={code}
      problem={isSignInProblem(problem) ? problem : null}
      csrfToken={csrfTokenFor(c)}
      becomePartnerHref={pathFor('partnership', code)}
    />,
  )
}

export const signInRoutes = {
  'portal-sign-in': portalPage(null, { permission: null, serve: signInPage }),
} satisfies FeatureRoutes
