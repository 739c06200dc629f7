/**
 * A staff role given, changed or taken away (user-account-store.ts `StaffRoleChange`) is mailed to
 * every other user admin, through the mail adapter (locally: D1's `local_mail_messages`), so that a
 * role nobody expected is noticed by someone other than the person who gave it. The person hears of
 * a role they hold through the notification service (`account.role-changed`, in their own language);
 * only the removal of their account, after which they have no portal, is mailed to them from here.
 * The change itself is already stored and audited; a failed mail is logged and audited, never undone.
 */
import type { I18n } from '@lingui/core'
import type { Environment } from '../../locales/registry.ts'
import type { Logger } from '../../ui/log/logger.ts'
import { roleLabel } from '../../ui/portal/labels.ts'
import type { PortalRole } from '../../ui/portal/partner-roles.ts'
import { COMPANY_NAME } from '../../ui/styles/brand.ts'
import { type MailMessage, type MailSettings, deliverMail, mailSenderFor } from '../adapters/mail/mail-sender.ts'
import { recordAudit } from '../partners/audit-trail-store.ts'
import { userAdminsExcept } from './user-account-store.ts'
import type { StaffRoleChange } from './user-account-store.ts'

export const STAFF_ROLE_MAIL_PURPOSE = 'staff-role-change'

export interface StaffRoleMailContext {
  db: D1Database
  environment: Environment
  settings: MailSettings
  logger: Logger
  i18n: I18n
  /** The user admin who made the change. */
  assigner: { id: string; name: string; email: string }
}

function roleText(i18n: I18n, role: PortalRole | null, side: 'before' | 'after'): string {
  if (role) return roleLabel(i18n, role)
  return side === 'before'
    ? i18n._({ id: 'staff_role_mail.no_account', message: 'no account' })
    : i18n._({ id: 'staff_role_mail.account_removed', message: 'account removed' })
}

/** The messages of one change: to the person, and to each other user admin. */
export function staffRoleMessages(
  i18n: I18n,
  change: StaffRoleChange,
  assigner: StaffRoleMailContext['assigner'],
  otherAdmins: ReadonlyArray<{ name: string; email: string }>,
): MailMessage[] {
  const values = {
    company: COMPANY_NAME,
    assigner: assigner.name,
    assignerEmail: assigner.email,
    name: change.user.name,
    email: change.user.email,
    before: roleText(i18n, change.before, 'before'),
    after: roleText(i18n, change.after, 'after'),
  }
  const toPerson: MailMessage = {
    to: { email: change.user.email, name: change.user.name },
    purpose: STAFF_ROLE_MAIL_PURPOSE,
    subject: i18n._({ id: 'staff_role_mail.person_subject', message: 'Your role in the {company} portal has changed', values }),
    text: i18n._({
      id: 'staff_role_mail.person_text',
      message:
        'Hello {name},\n\n{assigner} ({assignerEmail}) changed your role in the {company} portal from "{before}" to "{after}". You will need to sign in again.\n\nIf you did not expect this change, please tell your IT security team at once.',
      values,
    }),
  }
  const toAdmins = otherAdmins.map<MailMessage>((admin) => ({
    to: { email: admin.email, name: admin.name },
    purpose: STAFF_ROLE_MAIL_PURPOSE,
    subject: i18n._({ id: 'staff_role_mail.admin_subject', message: 'A staff role changed in the {company} portal', values }),
    text: i18n._({
      id: 'staff_role_mail.admin_text',
      message:
        '{assigner} ({assignerEmail}) changed the role of {name} ({email}) in the {company} portal from "{before}" to "{after}".\n\nYou receive this message because you are a user administrator. If this change was not agreed, please tell your IT security team at once.',
      values,
    }),
  }))
  // A person who keeps an account is told by the notification service (users/routes.tsx).
  return change.after === null ? [toPerson, ...toAdmins] : toAdmins
}

/** Mails the change to the person and every user admin but the one who made it. */
export async function mailStaffRoleChange(context: StaffRoleMailContext, change: StaffRoleChange): Promise<void> {
  const admins = await userAdminsExcept(context.db, [context.assigner.id, change.user.id])
  const sender = mailSenderFor(context.environment, context.settings, context.logger)
  for (const message of staffRoleMessages(context.i18n, change, context.assigner, admins)) {
    const sent = await deliverMail(sender, message)
    if (sent.ok) continue
    context.logger.error(`The staff role change of ${change.user.id} could not be mailed to ${message.to.email}: ${sent.reason}`)
    await recordAudit(
      context.db,
      { actorId: context.assigner.id, onBehalfOfId: null },
      {
        action: 'user.staff-role-mail-failed',
        subjectType: 'user',
        subjectId: change.user.id,
        after: { to: message.to.email, reason: sent.reason },
      },
    )
  }
}
