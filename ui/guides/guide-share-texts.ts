/** The words of "share by email" and of the message it sends, in the visitor's language. */
import type { I18n } from '@lingui/core'

export { SHARE_RESULT_PARAMETER } from './share-link-rules.ts'

export function shareTexts(i18n: I18n) {
  return {
    title: i18n._({ id: 'guides.share.title', message: 'Share by email' }),
    intro: i18n._({ id: 'guides.share.intro', message: 'Send a link to this configuration to yourself or a colleague.' }),
    email: i18n._({ id: 'forms.field.email', message: 'Email address' }),
    submit: i18n._({ id: 'guides.share.submit', message: 'Send the link' }),
    sent: i18n._({ id: 'guides.share.sent', message: 'The link to your configuration has been sent.' }),
    validity: i18n._({ id: 'guides.share.hint', message: 'We only use this address to send the link.' }),
    invalidEmail: i18n._({
      id: 'validation.email',
      message: '{0} is not a valid format',
      values: { 0: i18n._({ id: 'forms.field.email', message: 'Email address' }) },
    }),
    failed: i18n._({ id: 'forms.send_failed', message: 'Something went wrong while sending the form.' }),
    invalidConfiguration: i18n._({
      id: 'guides.share.invalid_configuration',
      message: 'This configuration is not complete yet: describe every location first.',
    }),
    mailSubject: i18n._({ id: 'guides.share.mail_subject', message: 'Your corporate display configuration' }),
    mailIntro: i18n._({ id: 'guides.share.mail_intro', message: 'Here is the link to the display configuration for your locations:' }),
    mailOutro: i18n._({
      id: 'guides.share.mail_outro',
      message: 'Request a quote from the configuration page. Answers usually come within 24 hours.',
    }),
  }
}
