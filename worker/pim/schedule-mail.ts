/**
 * The editor who scheduled a publish or an expiry hears how it went (decision 039): a mail when the
 * cron sweep made it, and when it could not (then the schedule is dropped, so that it neither
 * fails silently nor mails every ten minutes). Through the mail adapter (locally: D1's
 * `local_mail_messages`), in British English (the PIM is a staff tool; the mail names the record's
 * screen, which follows the reader's language). A mail that cannot be sent is logged.
 */
import { localeFor } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import type { Logger } from '../../ui/log/logger.ts'
import { catalogueRecordPath } from '../../ui/pim/pim-paths.ts'
import { textIn } from '../../ui/portal/localised-text.ts'
import { COMPANY_NAME } from '../../ui/styles/brand.ts'
import type { SourceCategory, SourceLine, SourceProduct } from '../../ui/content/catalogue-source.ts'
import { type MailMessage, type MailSettings, deliverMail, mailSenderFor } from '../adapters/mail/mail-sender.ts'
import type { Bindings } from '../env.ts'
import { configuredEnvironment } from '../middleware/request-context.ts'
import { findPortalUsers } from '../partners/portal-user-store.ts'
import type { CatalogueItem } from './catalogue-store.ts'

export const SCHEDULE_MAIL_PURPOSE = 'pim-schedule'

export type ScheduleOutcome = { kind: 'published' | 'expired'; at: Date } | { kind: 'failed'; at: Date; reason: string }

/** The message to the editor who scheduled `item`, about `outcome`. */
export function scheduleMessage(
  item: CatalogueItem,
  person: { name: string; email: string },
  outcome: ScheduleOutcome,
  pimOrigin: string,
): MailMessage {
  const i18n = i18nFor(localeFor('en-gb', 'LOCAL'))
  const record = item.draft as SourceProduct | SourceLine | SourceCategory
  const values = {
    company: COMPANY_NAME,
    person: person.name,
    name: textIn('name' in record ? record.name : record.title, 'en-gb'),
    id: item.id,
    time: outcome.at.toISOString().slice(0, 16).replace('T', ' '),
    link: `${new URL(pimOrigin).origin}${catalogueRecordPath(item.kind, item.id)}`,
    reason: outcome.kind === 'failed' ? outcome.reason : '',
  }
  const to = { email: person.email, name: person.name }
  switch (outcome.kind) {
    case 'published':
      return {
        to,
        purpose: SCHEDULE_MAIL_PURPOSE,
        subject: i18n._({ id: 'pim.schedule_mail.published_subject', message: 'Published as scheduled: {name}', values }),
        text: i18n._({
          id: 'pim.schedule_mail.published_text',
          message: 'Hello {person},\n\n{name} ({id}) was published on the {company} site at {time} UTC, as you scheduled.\n\n{link}',
          values,
        }),
      }
    case 'expired':
      return {
        to,
        purpose: SCHEDULE_MAIL_PURPOSE,
        subject: i18n._({ id: 'pim.schedule_mail.expired_subject', message: 'Archived as scheduled: {name}', values }),
        text: i18n._({
          id: 'pim.schedule_mail.expired_text',
          message: 'Hello {person},\n\n{name} ({id}) was archived on the {company} site at {time} UTC, as you scheduled.\n\n{link}',
          values,
        }),
      }
    case 'failed':
      return {
        to,
        purpose: SCHEDULE_MAIL_PURPOSE,
        subject: i18n._({ id: 'pim.schedule_mail.failed_subject', message: 'Not published as scheduled: {name}', values }),
        text: i18n._({
          id: 'pim.schedule_mail.failed_text',
          message:
            'Hello {person},\n\nThe change of {name} ({id}) you scheduled for {time} UTC could not be made: {reason}\n\nThe schedule is removed. Please correct the draft, then publish it or schedule it again:\n\n{link}',
          values,
        }),
      }
  }
}

/** Mails the outcome to the editor who scheduled it (nobody when they are unknown). */
export async function mailScheduleOutcome(
  env: Pick<Bindings, 'ENVIRONMENT' | 'PIM_ORIGIN'> & MailSettings,
  logger: Logger,
  item: CatalogueItem,
  outcome: ScheduleOutcome,
): Promise<void> {
  if (!item.scheduledBy) return
  const person = (await findPortalUsers(env.DB, [item.scheduledBy])).get(item.scheduledBy)
  if (!person) return
  const sender = mailSenderFor(configuredEnvironment(env.ENVIRONMENT), env, logger)
  const sent = await deliverMail(sender, scheduleMessage(item, person, outcome, env.PIM_ORIGIN))
  if (!sent.ok)
    logger.error(`The ${outcome.kind} schedule of ${item.kind} ${item.id} could not be mailed to ${person.email}: ${sent.reason}`)
}
