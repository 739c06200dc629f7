/**
 * A training certificate as a PDF (with the project's pdf-lib writer, worker/pdf/flowing-pdf.ts):
 * the person, their organisation, the training and its certification, the day the trainer
 * confirmed attendance and the expiry date (CERTIFICATE_VALIDITY_MONTHS later). Texts Helvetica
 * cannot show (Japanese) fall back to English.
 */
import type { I18n } from '@lingui/core'
import { formatDate } from '../../ui/format/intl.ts'
import { CERTIFICATE_VALIDITY_MONTHS } from '../../ui/trainings/training-rules.ts'
import { BRAND, FlowingPdf, GREY, newPdf, printable, savePdf } from '../pdf/flowing-pdf.ts'
import type { Certificate } from './training-session-store.ts'

export interface CertificatePdfInput {
  i18n: I18n
  english: I18n
  iso: string
  language: string
  company: string
  certificate: Certificate
  /** The same certificate's texts in English (the fallback for what Helvetica cannot show). */
  englishCertificate: Certificate
}

function texts(i18n: I18n, certificate: Certificate, iso: string) {
  return {
    title: i18n._({ id: 'certificate.title', message: 'Certificate of training' }),
    intro: i18n._({ id: 'certificate.intro', message: 'This certifies that' }),
    completed: i18n._({
      id: 'certificate.completed',
      message: 'attended and completed the training “{training}” and holds the certification “{certification}”.',
      values: { training: certificate.trainingTitle, certification: certificate.certification },
    }),
    organisation: i18n._({ id: 'certificate.organisation', message: 'Organisation' }),
    earned: i18n._({ id: 'certificate.earned', message: 'Attendance confirmed on' }),
    expires: i18n._({ id: 'certificate.expires', message: 'Valid until' }),
    number: i18n._({ id: 'certificate.number', message: 'Certificate number' }),
    validity: i18n._({
      id: 'certificate.validity',
      message: 'A certificate is valid for {months} months after the trainer confirmed attendance.',
      values: { months: CERTIFICATE_VALIDITY_MONTHS },
    }),
    earnedOn: formatDate(iso, certificate.earnedAt, { dateStyle: 'long', timeZone: 'UTC' }),
    expiresOn: formatDate(iso, certificate.expiresAt, { dateStyle: 'long', timeZone: 'UTC' }),
  }
}

export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { certificate } = input
  const own = texts(input.i18n, certificate, input.iso)
  const english = texts(input.english, input.englishCertificate, 'en-GB')
  const { doc, fonts } = await newPdf({
    title: `${english.title}: ${certificate.personName}`,
    subject: input.englishCertificate.trainingTitle,
    language: input.language,
    date: certificate.earnedAt.slice(0, 10),
    company: input.company,
    keywords: ['certificate', certificate.id],
  })
  const show = (key: keyof typeof own) => printable(fonts, own[key], english[key])
  const pdf = new FlowingPdf(doc, fonts, { company: input.company, title: show('title') })
  pdf.space(40)
  pdf.text(show('title'), { size: 26, font: fonts.bold, color: BRAND, gap: 20 })
  pdf.text(show('intro'), { size: 13, color: GREY, gap: 12 })
  pdf.text(printable(fonts, certificate.personName), { size: 22, font: fonts.bold, gap: 12 })
  pdf.text(show('completed'), { size: 13, gap: 24 })
  pdf.rows([
    [show('organisation'), printable(fonts, certificate.organisationName ?? input.company)],
    [show('earned'), show('earnedOn')],
    [show('expires'), show('expiresOn')],
    [show('number'), certificate.id],
  ])
  pdf.space(24)
  pdf.text(show('validity'), { size: 9, color: GREY })
  pdf.footers(input.company, '')
  return savePdf(doc)
}
