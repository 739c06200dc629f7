// biome-ignore-all lint/security/noDangerouslySetInnerHtml: an empty string, so React leaves the widget Turnstile renders into the div alone.
/** The hidden fields every form sends: CSRF token, submission id, form, locale and the bot check. */
import { css } from 'styled-system/css'
import { BOT_TOKEN_FIELD, type BotWidget, TURNSTILE_SCRIPT_URL } from '../bot-check.ts'
import { CsrfField } from '../CsrfField.tsx'
import { SUBMISSION_FIELDS } from '../form-endpoints.ts'

export interface SubmissionFieldsProps {
  csrfToken: string
  submissionId: string
  formId: string
  locale: string
  bot: BotWidget
  /** Further hidden values (campaign, product…). */
  hidden?: Readonly<Record<string, string>>
}

export function SubmissionFields({ csrfToken, submissionId, formId, locale, bot, hidden = {} }: SubmissionFieldsProps) {
  return (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name={SUBMISSION_FIELDS.submissionId} value={submissionId} />
      <input type="hidden" name={SUBMISSION_FIELDS.form} value={formId} />
      <input type="hidden" name={SUBMISSION_FIELDS.locale} value={locale} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <BotCheckField bot={bot} />
    </>
  )
}

export function BotCheckField({ bot }: { bot: BotWidget }) {
  if (bot.kind === 'local') return <input type="hidden" name={BOT_TOKEN_FIELD} value={bot.token} />
  return (
    <>
      {/* Turnstile fills this element itself; React leaves its content alone. */}
      <div
        className={`cf-turnstile ${css({ mb: '4' })}`}
        data-sitekey={bot.siteKey}
        data-language={bot.language}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <script src={TURNSTILE_SCRIPT_URL} async defer />
    </>
  )
}
