/**
 * Plain form posts to the form pages (every form works without JavaScript): the form is taken
 * in like any endpoint submission and answered with a 303 to the thank-you page, or the page
 * again with the errors. The project request wizard moves between its steps here.
 */
import { CONTACT_TOPICS } from '../../ui/forms/choices.ts'
import { type FormId, SUBMISSION_FIELDS, endpointOf } from '../../ui/forms/form-endpoints.ts'
import { fieldLabels } from '../../ui/forms/form-texts.ts'
import { projectRequestForm } from '../../ui/project-request/project-request-form.ts'
import { failureMessages, formMessages, validationTemplates } from '../../ui/forms/validation-messages.ts'
import {
  NEW_PRODUCT_FIELD,
  NEW_QUANTITY_FIELD,
  WIZARD_ACTION_FIELD,
  WIZARD_STEP_FIELD,
} from '../../ui/project-request/ProjectRequestWizard.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { answerPlainPost, showFormPage } from '../forms/form-answers.ts'
import { intakeDependencies, readSubmission, submissionOf } from '../forms/form-request.ts'
import { takeInLead } from './lead-intake.ts'
import { FORM_SUBMISSION_LIMITS, type RateLimit, WIZARD_STEP_LIMIT } from '../forms/rate-limit.ts'
import { type SubmissionAdmission, isRefused, submissionAdmission } from '../middleware/post-rate-limits.ts'
import { clampStep, moveWizard } from '../project-request/project-request-steps.ts'
import { wizardTexts } from '../project-request/routes.tsx'
import type { PagePost } from '../pages/route-definition.ts'

/** Which form a post to a form page sends: from the posted `form` field or the page's `topic`. */
export type FormOfPost = (posted: unknown, topic: string | null) => FormId

/** The contact page: by the posted `form`, else by its topic, else the general contact form. */
export function contactFormOf(posted: unknown, topic: string | null): FormId {
  const fromForm = CONTACT_TOPICS.map((each) => `contact-${each}` as FormId).find((id) => id === posted)
  const fromTopic = CONTACT_TOPICS.find((each) => each === topic)
  return fromForm ?? (fromTopic ? (`contact-${fromTopic}` as FormId) : 'contact-general')
}

/** A page that always sends the one form. */
export function onlyForm(formId: FormId): FormOfPost {
  return () => formId
}

/**
 * The plain post of a form page: taken in like an endpoint submission (lead-intake.ts). With
 * `stayOnPage`, errors show on the page posted to (a form many pages carry: each job's application),
 * not on the form's own route.
 */
export function leadFormPost(formOf: FormOfPost, { stayOnPage = false }: { stayOnPage?: boolean } = {}): PagePost {
  return async (c, match) => {
    const url = new URL(c.req.url)
    const i18n = c.get('i18n')!
    const pageForm = formOf(undefined, url.searchParams.get('topic'))
    const pageUrl = stayOnPage ? url : undefined
    const showNotice = (notice: string, status: 422 | 429 | 503) =>
      showFormPage(c, pageForm, match.locale, { formId: pageForm, values: {}, errors: {}, notice }, status, pageUrl)

    // A client over its limit is refused before the form is parsed (post-rate-limits.ts); a lead's
    // hit is counted in its batch. The wizard's step posts have a limit of their own.
    const verdictUnder = async (limit: RateLimit): Promise<SubmissionAdmission | Response> => {
      const admission = await submissionAdmission(c, limit)
      if (!isRefused(admission)) return admission
      c.header('Retry-After', String(admission.retryAfterSeconds))
      return showNotice(formMessages(i18n).rateLimited, 429)
    }
    const pageVerdict = await verdictUnder(
      match.name === 'project-request' ? WIZARD_STEP_LIMIT : FORM_SUBMISSION_LIMITS[endpointOf(pageForm)],
    )
    if (pageVerdict instanceof Response) return pageVerdict

    const read = await readSubmission(c)
    if (read.kind !== 'read') return showNotice(formMessages(i18n).sendFailed, 422)
    const formId = formOf(read.source.text(SUBMISSION_FIELDS.form), url.searchParams.get('topic'))

    if (formId === 'project-request') {
      const action = String(read.source.text(WIZARD_ACTION_FIELD) ?? 'next')
      const step = clampStep(read.source.text(WIZARD_STEP_FIELD))
      const values = projectRequestForm.read(read.source)
      const move = moveWizard(values, step, action, {
        ctn: String(read.source.text(NEW_PRODUCT_FIELD) ?? ''),
        quantity: String(read.source.text(NEW_QUANTITY_FIELD) ?? ''),
      })
      if (move.kind === 'cancel') return c.redirect(pathFor('project-request', match.locale.code), 303)
      if (move.kind === 'show') {
        const messages = formMessages(i18n)
        const submissionId = read.source.text(SUBMISSION_FIELDS.submissionId)
        const labels = { ...fieldLabels(i18n), new_product: wizardTexts(i18n).chooseProduct }
        const errors = failureMessages(move.failures, labels, validationTemplates(i18n))
        // The product being added has no field of its own in the step: its problem shows on the list.
        const addProblem = errors.new_product ?? errors.quantity
        if (addProblem) {
          delete errors.new_product
          delete errors.quantity
          errors.products = addProblem
        }
        return showFormPage(
          c,
          formId,
          match.locale,
          {
            formId,
            values: move.values,
            errors,
            notice: move.stepInvalid ? messages.wizardStep : undefined,
            submissionId: typeof submissionId === 'string' ? submissionId : undefined,
            wizard: { step: move.step },
          },
          move.stepInvalid ? 422 : 200,
        )
      }
    }

    // Confirming the wizard sends the request: it also counts as a project-request submission.
    const admission = formId === 'project-request' ? await verdictUnder(FORM_SUBMISSION_LIMITS['project-request']) : pageVerdict
    if (admission instanceof Response) return admission
    const submission = submissionOf(c, formId, read.source, match.locale)
    const outcome = await takeInLead(submission, intakeDependencies(c, admission))
    return answerPlainPost(c, submission, outcome, pageUrl)
  }
}
