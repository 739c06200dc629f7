/**
 * Where the e-mails of LOCAL and DEV can be read: the local mail system keeps every message in D1
 * (worker/adapters/mail/local-mailbox-store.ts) and this page shows a signed-in person the messages
 * sent to their own address. It exists only where that mailbox is the mail system (LOCAL, and DEV
 * without MAIL_API_KEY); in UAT and PRD the path answers 404 (docs/decisions/034-notifications.md).
 */
import type { Context } from 'hono'
import type { Environment } from '../../locales/registry.ts'
import type { AppEnv } from '../env.ts'

export const LOCAL_MAILBOX_PATH = '/local-mailbox'

export function localMailboxIsOpen(environment: Environment, mailApiKey: string | undefined): boolean {
  return (environment === 'LOCAL' || environment === 'DEV') && !mailApiKey
}

export function hasLocalMailbox(c: Context<AppEnv>): boolean {
  return localMailboxIsOpen(c.get('environment'), c.env.MAIL_API_KEY)
}
