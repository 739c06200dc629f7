/**
 * The support page over HTTP: the page itself, the technical ticket (taken in like the public
 * technical contact form — same definition, upload checks and leads pipeline to the customer
 * record system — and remembered as the person's ticket), and portal bug reports and feature
 * suggestions (D1). Every ticket and suggestion is audited.
 */
import { checkForm } from '../../ui/forms/form-check.ts'
import type { Context } from 'hono'
import type { FormValues } from '../../ui/forms/form-schema.ts'
import { contactTechnicalForm } from '../../ui/leads/lead-forms.ts'
import { fieldLabels } from '../../ui/forms/form-texts.ts'
import { type FieldView, formVocabulary, leadFormView } from '../../ui/forms/form-view.ts'
import { failureMessages, formMessages, validationTemplates } from '../../ui/forms/validation-messages.ts'
import { type SupportFormState, SupportPage } from '../../ui/support/SupportPage.tsx'
import { SUGGESTION_KINDS, suggestionForm } from '../../ui/support/suggestion-form.ts'
import { areaLabel } from '../../ui/portal/portal-navigation.ts'
import { firstAndLastName } from '../../ui/portal/partner-roles.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { BotProtection } from '../adapters/bot-protection/bot-protection.ts'
import type { AppEnv } from '../env.ts'
import { intakeDependencies, readSubmission, submissionOf } from '../forms/form-request.ts'
import { takeInLead } from '../leads/lead-intake.ts'
import { FORM_SUBMISSION_LIMITS } from '../forms/rate-limit.ts'
import { isRefused, submissionAdmission } from '../middleware/post-rate-limits.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { recordSupportTicket, storeSuggestion } from './support-store.ts'
import { NOTICE_PARAMETER, type PortalPageKit, withNotice } from '../portal/portal-page-kit.ts'
import { isAllowed } from '../../ui/portal/permissions.ts'
import { findTicket } from './support-store.ts'
import { notifyTicket, ticketRoutes } from './ticket-routes.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'

/** Shown when the environment does not name its own numbers (wrangler.toml SUPPORT_HOTLINE_PHONE, SERVICE_DESK_PHONE). */
export const DEFAULT_SUPPORT_HOTLINE_PHONE = '+44 20 7946 0100'
export const DEFAULT_SERVICE_DESK_PHONE = '+44 20 7946 0200'

/** Signed-in partners are known people: their tickets need no bot check. */
const SIGNED_IN_PERSON: BotProtection = { verify: async () => 'passed' }

type SupportForm = 'ticket' | 'suggestion'

function emptyState(): SupportFormState {
  return { values: {}, errors: {} }
}

function ticketDefaults(viewer: PortalViewer): FormValues {
  const person = viewer.person
  const { firstName, lastName } = firstAndLastName(person.name)
  return {
    first_name: firstName,
    last_name: lastName,
    email: person.email,
    company_name: person.organisation?.name ?? '',
    country: person.organisation?.country ?? '',
  }
}

function requiredOf(form: { fieldNames: readonly string[]; fields: Record<string, { rules: unknown }> }): string[] {
  return form.fieldNames.filter((name) => {
    const rules = form.fields[name]!.rules
    return Array.isArray(rules) && rules.some((rule: { name?: string }) => rule.name === 'required')
  })
}

export function supportPage(kit: PortalPageKit, states: Partial<Record<SupportForm, SupportFormState>> = {}, status?: 422 | 503) {
  const { c, match, viewer, render } = kit
  const i18n = c.get('i18n')!
  const code = match.locale.code
  const vocabulary = formVocabulary(i18n, match.locale.iso, match.locale.code)
  const messages = formMessages(i18n)
  const notice = c.req.query(NOTICE_PARAMETER)
  const ticketState = states.ticket ?? { values: ticketDefaults(viewer), errors: {} }
  const suggestionLabels = suggestionLabelsOf(c)
  const suggestionFields: FieldView[] = [
    {
      name: 'kind',
      label: suggestionLabels.kind,
      control: 'radio',
      options: SUGGESTION_KINDS.map((kind) => ({
        value: kind,
        label:
          kind === 'bug'
            ? i18n._({ id: 'portal.support.kind_bug', message: 'Something in the portal does not work' })
            : i18n._({ id: 'portal.support.kind_feature', message: 'An idea for the portal' }),
      })),
    },
    { name: 'summary', label: suggestionLabels.summary, control: 'text' },
    { name: 'description', label: suggestionLabels.description, control: 'textarea', rows: 5 },
    {
      name: 'page_address',
      label: suggestionLabels.page_address,
      control: 'text',
      hint: i18n._({ id: 'portal.support.page_address_hint', message: 'The address of the page, if it is about one page' }),
    },
  ]
  return render(
    areaLabel(i18n, 'portal-support'),
    <SupportPage
      title={areaLabel(i18n, 'portal-support')}
      intro={i18n._({
        id: 'portal.support.intro',
        message:
          'Technical questions, service cases (dead on arrival, repairs and returns) and ideas for the portal: this is where to start.',
      })}
      notice={
        notice === 'suggestion'
          ? i18n._({ id: 'portal.support.suggestion_sent', message: 'Thank you for helping us improve the portal.' })
          : null
      }
      csrfToken={csrfTokenFor(c)}
      ticket={{
        action: pathFor('portal-support-ticket', code),
        sections: leadFormView('contact-technical', vocabulary),
        required: requiredOf(contactTechnicalForm),
        state: ticketState,
      }}
      suggestion={{
        action: pathFor('portal-support-suggestion', code),
        fields: suggestionFields,
        required: requiredOf(suggestionForm),
        state: states.suggestion ?? emptyState(),
      }}
      phones={{
        hotline: c.env.SUPPORT_HOTLINE_PHONE || DEFAULT_SUPPORT_HOTLINE_PHONE,
        serviceDesk: c.env.SERVICE_DESK_PHONE || DEFAULT_SERVICE_DESK_PHONE,
      }}
      markers={{
        requiredMarker: messages.requiredMarker,
        optionalMarker: messages.optionalMarker,
        summaryTitle: messages.summaryTitle,
        incomplete: messages.incomplete,
      }}
      myTicketsHref={isAllowed(viewer, 'support.ticket') ? pathFor('portal-support-tickets', code) : null}
    />,
    status,
  )
}

function suggestionLabelsOf(c: Context<AppEnv>) {
  const i18n = c.get('i18n')!
  return {
    kind: i18n._({ id: 'portal.support.kind', message: 'What is it about?' }),
    summary: i18n._({ id: 'portal.support.summary', message: 'Summary' }),
    description: i18n._({ id: 'portal.support.description', message: 'Describe the problem or your idea' }),
    page_address: i18n._({ id: 'portal.support.page_address', message: 'Page address' }),
  }
}

export async function sendTicket(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = c.get('i18n')!
  const messages = formMessages(i18n)
  const refuse = (general: string, status: 422 | 503) =>
    supportPage(kit, { ticket: { values: ticketDefaults(viewer), errors: {}, general } }, status)
  // Counted before the body was read (post-rate-limits.ts); refused before it is parsed.
  const admission = await submissionAdmission(c, FORM_SUBMISSION_LIMITS['contact-request'])
  if (isRefused(admission)) {
    c.header('Retry-After', String(admission.retryAfterSeconds))
    return refuse(messages.rateLimited, 422)
  }
  const read = await readSubmission(c)
  if (read.kind !== 'read') return refuse(messages.sendFailed, 422)
  const submission = submissionOf(c, 'contact-technical', read.source, match.locale)
  const outcome = await takeInLead(submission, { ...intakeDependencies(c, admission), botProtection: SIGNED_IN_PERSON })
  const shownValues = { ...submission.values, files: [] }
  switch (outcome.kind) {
    case 'accepted': {
      const caseNumber = await recordSupportTicket(c.env.DB, auditIdentitiesOf(viewer), viewer.person.id, outcome.leadId)
      const ticket = (await findTicket(c.env.DB, outcome.leadId, null))!
      await notifyTicket(c, 'received', ticket, { caseNumber })
      return c.redirect(withNotice(pathFor('portal-support-tickets-ticket', match.locale.code, { ticketId: outcome.leadId }), 'sent'), 303)
    }
    case 'invalid':
      return supportPage(
        kit,
        { ticket: { values: shownValues, errors: failureMessages(outcome.failures, fieldLabels(i18n), validationTemplates(i18n)) } },
        422,
      )
    case 'rate-limited':
      return supportPage(kit, { ticket: { values: shownValues, errors: {}, general: messages.rateLimited } }, 422)
    default:
      return supportPage(kit, { ticket: { values: shownValues, errors: {}, general: messages.sendFailed } }, 503)
  }
}

export async function sendSuggestion(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = c.get('i18n')!
  const read = await readSubmission(c)
  if (read.kind !== 'read') return supportPage(kit, { suggestion: { values: {}, errors: {}, general: formMessages(i18n).sendFailed } }, 422)
  const values = suggestionForm.read(read.source)
  const checked = checkForm(suggestionForm, values)
  if (!checked.ok) {
    return supportPage(
      kit,
      { suggestion: { values, errors: failureMessages(checked.failures, suggestionLabelsOf(c), validationTemplates(i18n)) } },
      422,
    )
  }
  await storeSuggestion(c.env.DB, auditIdentitiesOf(viewer), viewer.person.id, checked.values)
  return c.redirect(withNotice(pathFor('portal-support', match.locale.code), 'suggestion'), 303)
}

export const supportRoutes = {
  ...ticketRoutes,
  'portal-support': portalPage('portal-support', needs('support.view', supportPage)),
  'portal-support-ticket': portalPage('portal-support', needs('support.view', supportPage), needs('support.ticket', sendTicket)),
  'portal-support-suggestion': portalPage(
    'portal-support',
    needs('support.view', supportPage),
    needs('support.suggestion', sendSuggestion),
  ),
} satisfies FeatureRoutes
