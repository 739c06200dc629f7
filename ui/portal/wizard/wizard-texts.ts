/** The texts every portal wizard shares (the same catalogue entries as the project request wizard). */
import type { I18n } from '@lingui/core'
import { formMessages } from '../../forms/validation-messages.ts'
import type { WizardTexts } from './PortalWizard.tsx'

export function portalWizardTexts(i18n: I18n, stepsLabel: string): WizardTexts {
  const messages = formMessages(i18n)
  return {
    stepsLabel,
    next: i18n._({ id: 'wizard.next', message: 'Next step' }),
    previous: i18n._({ id: 'wizard.previous', message: 'Previous step' }),
    cancel: i18n._({ id: 'wizard.cancel', message: 'Cancel' }),
    confirm: i18n._({ id: 'wizard.confirm', message: 'Confirm and send' }),
    summaryTitle: messages.summaryTitle,
    stepInvalid: messages.wizardStep,
    requiredMarker: messages.requiredMarker,
    optionalMarker: messages.optionalMarker,
  }
}
