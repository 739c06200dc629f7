/**
 * What a form page needs from the request besides its content: the CSRF token, the bot-protection
 * widget, and, after a plain form post that was not accepted, the state to show again.
 */
import type { BotWidget } from '../../ui/forms/bot-check.ts'
import type { FormId } from '../../ui/forms/form-endpoints.ts'
import type { FormValues } from '../../ui/forms/form-schema.ts'

export interface WizardPageState {
  /** The step to show (0-based). */
  step: number
}

export interface FormPageState {
  formId: FormId
  values: FormValues
  /** Field errors, already in the visitor's language. */
  errors: Record<string, string>
  /** A message about the whole form (too many submissions, sending failed, the wizard's step message). */
  notice?: string
  submissionId?: string
  wizard?: WizardPageState
}

export interface FormPageServices {
  /** The visitor's CSRF token (sets its cookie): call only on pages that render a form. */
  csrfToken(): string
  bot: BotWidget
  state?: FormPageState
}
