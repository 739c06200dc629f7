/** Titles, introductions, buttons and answers of the form pages, in the visitor's language. */
import type { I18n } from '@lingui/core'
import type { FormId } from './form-endpoints.ts'

export interface FormAnswerTexts {
  title: string
  text: string
}

export function thankYouTexts(i18n: I18n): Record<FormId, FormAnswerTexts> {
  const title = i18n._({ id: 'forms.thanks.title', message: 'Thank you' })
  return {
    'contact-general': {
      title,
      text: i18n._({
        id: 'forms.thanks.contact',
        message: 'We have received your message and will get back to you within one working day.',
      }),
    },
    'contact-technical': {
      title,
      text: i18n._({
        id: 'forms.thanks.technical',
        message: 'Our support team has received your request and will contact you about your display.',
      }),
    },
    'contact-project': {
      title,
      text: i18n._({
        id: 'forms.thanks.project',
        message: 'We have received your project question. A project specialist will contact you shortly.',
      }),
    },
    'contact-partner': {
      title,
      text: i18n._({
        id: 'forms.thanks.partner',
        message: 'Thank you for your interest in our partner programme. Our partner team will contact you.',
      }),
    },
    enquiry: {
      title,
      text: i18n._({ id: 'forms.thanks.enquiry', message: 'We have received your enquiry and will send you an answer soon.' }),
    },
    'wave-enquiry': {
      title,
      text: i18n._({ id: 'forms.thanks.wave', message: 'A Wave specialist has received your enquiry and will get back to you.' }),
    },
    'retail-brochure': { title, text: i18n._({ id: 'forms.thanks.brochure', message: 'Your retail brochure is ready to download.' }) },
    'job-application': {
      title,
      text: i18n._({
        id: 'careers.thanks',
        message: 'We have received your application. Our recruiting team will get back to you within two weeks.',
      }),
    },
    'corporate-quote': {
      title,
      text: i18n._({
        id: 'forms.thanks.corporate_quote',
        message: 'We have received your quote request for your configuration. Answers usually come within 24 hours.',
      }),
    },
    'project-request': {
      title,
      text: i18n._({
        id: 'forms.thanks.project_request',
        message: 'We have received your project request. Our project team will contact you to discuss it.',
      }),
    },
  }
}

export function formPageTexts(i18n: I18n) {
  return {
    submit: i18n._({ id: 'forms.submit', message: 'Send' }),
    contactTitle: i18n._({ id: 'forms.contact.title', message: 'Contact' }),
    topicsLabel: i18n._({ id: 'forms.contact.topics_label', message: 'What is your question about?' }),
    enquiryTitle: i18n._({ id: 'forms.enquiry.title', message: 'Request a quote' }),
    enquiryIntro: i18n._({ id: 'forms.enquiry.intro', message: 'Tell us what you need and we will send you a quote for your displays.' }),
    enquiryProduct: (product: string) =>
      i18n._({ id: 'forms.enquiry.product', message: 'Your quote request is about {product}.', values: { product } }),
    waveTitle: i18n._({ id: 'forms.wave.title', message: 'Wave enquiry' }),
    brochureTitle: i18n._({ id: 'forms.brochure.title', message: 'Retail brochure' }),
    brochureIntro: i18n._({
      id: 'forms.brochure.intro',
      message: 'Displays for shop windows, walls, checkouts and shelves: leave your details and download the retail brochure.',
    }),
    brochureSubmit: i18n._({ id: 'forms.brochure.submit', message: 'Get the brochure' }),
    brochureDownload: i18n._({ id: 'forms.brochure.download', message: 'Download the retail brochure (PDF)' }),
    thankYouBack: i18n._({ id: 'forms.thanks.back', message: 'Back to home' }),
    reference: (reference: string) =>
      i18n._({ id: 'forms.thanks.reference', message: 'Your reference: {reference}', values: { reference } }),
  }
}
