/**
 * The invitee's first sign-in (docs/decisions/048-partner-self-service.md): called by the sign-in
 * callback for an address the portal does not know. With an invitation in the browser's cookie
 * (invitation-link.ts) that is genuine, unused, unexpired and sent to this address, the person's
 * account is created in the organisation with the invited role; they and the organisation's
 * partner executives are told ("user added to an organisation").
 */
import type { Context } from 'hono'
import type { LocaleCode } from '../../locales/registry.ts'
import { seconds } from '../auth/session.ts'
import type { AppEnv } from '../env.ts'
import { notificationContextOf, notify } from '../notifications/notification-service.ts'
import { noteSignInLocale } from '../notifications/notification-store.ts'
import { findPortalUser } from '../partners/portal-user-store.ts'
import { checkInvitationToken, forgetInvitation, rememberedInvitationToken } from './invitation-link.ts'
import { acceptInvitation, executivesOf } from './team-store.ts'

/**
 * Null when the browser brings no invitation (an unknown account as before); `ok: false` when it
 * brings one that cannot be used for this address; else the new account's id.
 */
export async function joinByInvitation(
  c: Context<AppEnv>,
  email: string,
  locale: LocaleCode,
  now: Date,
): Promise<{ ok: true; userId: string } | { ok: false } | null> {
  const token = rememberedInvitationToken(c)
  if (!token) return null
  forgetInvitation(c)
  const checked = await checkInvitationToken(c, token, now)
  if (!checked.ok) {
    c.get('logger').info(`An invitation could not be used by ${email}: ${checked.reason}`)
    return { ok: false }
  }
  const accepted = await acceptInvitation(c.env.DB, checked.invitation, email, seconds(now))
  if (!accepted) {
    c.get('logger').info(`Invitation ${checked.invitation.id} refused for ${email}`)
    return { ok: false }
  }
  await noteSignInLocale(c.env.DB, accepted.userId, locale)
  const person = await findPortalUser(c.env.DB, accepted.userId)
  const executives = (await executivesOf(c.env.DB, checked.invitation.organisationId)).filter((id) => id !== accepted.userId)
  const values = {
    name: person?.name ?? checked.invitation.name,
    organisation: person?.organisation?.name ?? '',
    role: checked.invitation.role,
  }
  const subject = { type: 'user', id: accepted.userId }
  await notify(notificationContextOf(c), [
    { kind: 'organisation.joined', recipients: [accepted.userId], subject, link: { route: 'portal' }, values },
    { kind: 'organisation.user-added', recipients: executives, subject, link: { route: 'portal-team' }, values },
  ])
  return { ok: true, userId: accepted.userId }
}
