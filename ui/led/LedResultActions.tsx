/**
 * The result page's actions: print (a clean one-page sheet, see the print styles of the result
 * page) and 'mail me'. Without JavaScript the mail form posts to the page and comes back with its
 * outcome; hydrated it sends in place and announces the outcome. The print button needs the
 * browser's print dialog, so it only appears once hydrated (the browser's own print works anyway).
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { controlClass, errorClass, fieldBlockClass, labelClass } from '../forms/components/FormField.tsx'
import { fillTemplate } from '../forms/validation-messages.ts'
import type { LedResultTexts } from './led-texts.ts'

export type LedResultActionsTexts = Pick<LedResultTexts, 'print' | 'mailTitle' | 'email' | 'send' | 'sending' | 'mailSent' | 'mailFailed'>

export type MailOutcome = { kind: 'sent'; email: string } | { kind: 'failed' } | { kind: 'invalid'; message: string; email: string }

export interface LedResultActionsProps {
  mailAction: string
  csrfToken: string
  csrfField: string
  texts: LedResultActionsTexts
  outcome?: MailOutcome
}

export const MAIL_EMAIL_FIELD = 'email'
/** The mail form's id: a plain post comes back to it. */
export const MAIL_FORM_ID = 'led-mail'
const noPrint = css({ '@media print': { display: 'none' } })

export function LedResultActions({ mailAction, csrfToken, csrfField, texts, outcome: initial }: LedResultActionsProps) {
  const [hydrated, setHydrated] = useState(false)
  const [email, setEmail] = useState(initial && initial.kind !== 'failed' ? initial.email : '')
  const [outcome, setOutcome] = useState<MailOutcome | undefined>(initial)
  const [sending, setSending] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const id = useId()

  useEffect(() => setHydrated(true), [])

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    try {
      const response = await fetch(mailAction, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ [csrfField]: csrfToken, [MAIL_EMAIL_FIELD]: email }),
      })
      const answer = (await response.json().catch(() => ({}))) as { errors?: { email?: string } }
      if (response.status === 201) setOutcome({ kind: 'sent', email })
      else if (response.status === 422 && answer.errors?.email) {
        setOutcome({ kind: 'invalid', message: answer.errors.email, email })
        field.current?.focus()
      } else setOutcome({ kind: 'failed' })
    } catch {
      setOutcome({ kind: 'failed' })
    } finally {
      setSending(false)
    }
  }

  const invalid = outcome?.kind === 'invalid'
  return (
    <div
      className={`${noPrint} ${css({ display: 'flex', flexDirection: 'column', gap: '4' })}`}
      data-led-actions=""
      data-ready={hydrated ? '' : undefined}
    >
      {hydrated ? (
        <div>
          <Button leadingIcon="download" onClick={() => window.print()} data-led-print="">
            {texts.print}
          </Button>
        </div>
      ) : null}
      <form id={MAIL_FORM_ID} method="post" action={mailAction} onSubmit={send} noValidate data-led-mail="">
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>{texts.mailTitle}</h2>
        <input type="hidden" name={csrfField} value={csrfToken} />
        <div className={fieldBlockClass}>
          <label htmlFor={`${id}-email`} className={labelClass}>
            {texts.email}
          </label>
          <input
            ref={field}
            id={`${id}-email`}
            name={MAIL_EMAIL_FIELD}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-email-error` : undefined}
            className={controlClass}
          />
          {invalid ? (
            <p id={`${id}-email-error`} className={errorClass}>
              {outcome.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" loading={sending} loadingLabel={texts.sending}>
          {texts.send}
        </Button>
        <p role="status" aria-live="polite" className={css({ mt: '2', minHeight: '6' })} data-led-mail-outcome="">
          {outcome?.kind === 'sent'
            ? fillTemplate(texts.mailSent, { email: outcome.email })
            : outcome?.kind === 'failed'
              ? texts.mailFailed
              : ''}
        </p>
      </form>
    </div>
  )
}
