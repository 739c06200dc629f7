/**
 * Answering a submission, per the form contract of DESIGN.md: JSON clients get 201 { id },
 * 422 { errors: { field: message } } in the submission's locale, 429 or 503 { message }; a plain
 * HTML form post gets a 303 to the thank-you page, or its form page again with the errors beside
 * the fields and a summary.
 */
import type { Context } from 'hono'
import type { Locale } from '../../locales/registry.ts'
import { BOT_TOKEN_FIELD } from '../../ui/forms/bot-check.ts'
import type { FormId } from '../../ui/forms/form-endpoints.ts'
import type { FieldFailures, FormValues } from '../../ui/forms/form-schema.ts'
import { fieldLabels } from '../../ui/forms/form-texts.ts'
import { PROJECT_REQUEST_STEPS } from '../../ui/project-request/project-request-form.ts'
import { failureMessages, formMessages, validationTemplates } from '../../ui/forms/validation-messages.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { type RouteName, matchRoute, pathFor } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import type { IntakeOutcome, Submission } from '../leads/lead-intake.ts'
import type { FormPageState } from '../pages/form-page-state.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { renderFormPage } from '../pages/site-pages.tsx'

/** The page each form lives on. */
export const FORM_ROUTES: Record<FormId, RouteName> = {
  'contact-general': 'contact',
  'contact-technical': 'contact',
  'contact-project': 'contact',
  'contact-partner': 'contact',
  enquiry: 'enquiry',
  'wave-enquiry': 'wave-enquiry-form',
  'retail-brochure': 'retail-brochure',
  'corporate-quote': 'corporate-configurator',
  // Each job's page carries the form (worker/careers/routes.tsx posts stay on it); a plain post to the endpoint lands on the list.
  'job-application': 'careers',
  'project-request': 'project-request',
}

/** The query a form's page needs to show that form (the contact topic). */
export function formPageQuery(formId: FormId): string {
  if (formId === 'corporate-quote') return '?step=quote'
  return formId.startsWith('contact-') ? `?topic=${formId.slice('contact-'.length)}` : ''
}

export function thankYouPath(formId: FormId, locale: Locale, leadId: string): string {
  return `${pathFor('thank-you', locale.code)}?${new URLSearchParams({ form: formId, lead: leadId })}`
}

/** Field messages of a failed check in the locale's words. */
export function errorMessagesIn(locale: Locale, failures: FieldFailures, c: Context<AppEnv>): Record<string, string> {
  const i18n = i18nFor(locale, c.get('logger'))
  return failureMessages(failures, fieldLabels(i18n), validationTemplates(i18n))
}

export function answerJson(c: Context<AppEnv>, locale: Locale, outcome: IntakeOutcome): Response {
  const i18n = i18nFor(locale, c.get('logger'))
  const messages = formMessages(i18n)
  switch (outcome.kind) {
    case 'accepted':
      return c.json({ id: outcome.leadId }, 201)
    case 'invalid':
      return c.json({ errors: errorMessagesIn(locale, outcome.failures, c) }, 422)
    case 'bot-refused':
      return c.json({ errors: { [BOT_TOKEN_FIELD]: messages.botCheckFailed } }, 422)
    case 'rate-limited':
      c.header('Retry-After', String(outcome.retryAfterSeconds))
      return c.json({ message: messages.rateLimited }, 429)
    case 'failed':
      return c.json({ message: messages.sendFailed }, 503)
  }
}

/** Values that can be shown again in a form (uploaded files cannot). */
function showable(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, Array.isArray(value) && value.some((item) => item instanceof File) ? [] : value]),
  )
}

/**
 * The form page (in the submission's locale) with a state to show: the form's route, or the page
 * the form was posted from when it has one (a form on many pages, such as each job's application).
 */
export async function showFormPage(
  c: Context<AppEnv>,
  formId: FormId,
  locale: Locale,
  state: FormPageState,
  status: 422 | 429 | 503 | 200,
  pageUrl?: URL,
) {
  const url = pageUrl ?? new URL(`${pathFor(FORM_ROUTES[formId], locale.code)}${formPageQuery(formId)}`, c.req.url)
  const match = matchRoute(url.pathname, c.get('environment'))
  if (!match) return renderNotFound(c)
  c.set('locale', match.locale)
  c.set('i18n', i18nFor(match.locale, c.get('logger')))
  return renderFormPage(c, match, url, state, status)
}

export async function answerPlainPost(c: Context<AppEnv>, submission: Submission, outcome: IntakeOutcome, pageUrl?: URL) {
  const { formId, locale } = submission
  if (outcome.kind === 'accepted') return c.redirect(thankYouPath(formId, locale, outcome.leadId), 303)
  const messages = formMessages(i18nFor(locale, c.get('logger')))
  const state: FormPageState = { formId, values: showable(submission.values), errors: {}, submissionId: submission.submissionId }
  // A wizard that was confirmed stays on its confirmation step unless a field sends it back.
  if (formId === 'project-request') state.wizard = { step: PROJECT_REQUEST_STEPS.length - 1 }
  switch (outcome.kind) {
    case 'invalid': {
      state.errors = errorMessagesIn(locale, outcome.failures, c)
      if (formId === 'project-request') {
        const first = PROJECT_REQUEST_STEPS.findIndex((step) => step.fields.some((name) => name in outcome.failures))
        state.wizard = { step: Math.max(first, 0) }
        state.notice = messages.wizardStep
      }
      return showFormPage(c, formId, locale, state, 422, pageUrl)
    }
    case 'bot-refused':
      state.notice = messages.botCheckFailed
      return showFormPage(c, formId, locale, state, 422, pageUrl)
    case 'rate-limited':
      c.header('Retry-After', String(outcome.retryAfterSeconds))
      state.notice = messages.rateLimited
      return showFormPage(c, formId, locale, state, 429, pageUrl)
    case 'failed':
      state.notice = messages.sendFailed
      return showFormPage(c, formId, locale, state, 503, pageUrl)
  }
}
