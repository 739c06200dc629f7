/**
 * The form pages: contact (four forms by topic), enquiry, Wave enquiry, retail brochure, and the
 * thank-you page plain posts land on. Their plain posts are form-posts.tsx.
 */
import { FORM_ENDPOINTS, endpointOf, isFormId } from '../../ui/forms/form-endpoints.ts'
import type { FormValues } from '../../ui/forms/form-schema.ts'
import { formPageTexts, thankYouTexts } from '../../ui/forms/form-page-texts.ts'
import { formVocabulary, leadFormView } from '../../ui/forms/form-view.ts'
import { CONTACT_TOPICS, type ContactTopic } from '../../ui/forms/choices.ts'
import { type LeadFormId, CONTACT_FORMS } from '../../ui/leads/lead-forms.ts'
import { formMessages, validationTemplates } from '../../ui/forms/validation-messages.ts'
import type { LeadFormProps } from '../../ui/leads/LeadForm.tsx'
import { LeadFormIsland } from '../../ui/leads/LeadFormIsland.tsx'
import { type PublishedPage, contentKeys } from '../../ui/content/published.ts'
import { FormAside } from '../../ui/leads/FormAside.tsx'
import { ContactTopics, FormPage } from '../../ui/leads/FormPage.tsx'
import { ThankYouPage } from '../../ui/leads/ThankYouPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { PageContext, PageLoader } from '../pages/page-loader.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'
import { contactFormOf, leadFormPost, onlyForm } from './form-posts.tsx'

/** Campaign and product codes in an enquiry link: short codes only. */
const CAMPAIGN_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/
/** Lead ids in a thank-you link are UUIDs. */
const LEAD_ID_PATTERN = /^[0-9a-f-]{36}$/i
/**
 * The brochure download; `{id}` is the lead's. It ends in the file's name, so the client runtime
 * leaves the link to the browser (a file, not a page to swap in) and the download is named well.
 */
export const BROCHURE_DOWNLOAD_PATH = '/api/retail-brochure/{id}/retail-brochure.pdf'

function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (CONTACT_TOPICS as readonly string[]).includes(value)
}

export function contactFormIdOf(topic: ContactTopic): LeadFormId {
  return CONTACT_FORMS[topic].id as LeadFormId
}

/** The form's island props: its layout in the page's language, and what a posted-back form showed. */
export function leadFormProps(
  context: PageContext,
  formId: LeadFormId,
  options: { action: string; hidden?: Record<string, string>; submit?: string; downloadHref?: string },
): LeadFormProps {
  const { i18n } = context
  const state = context.forms.state?.formId === formId ? context.forms.state : undefined
  const messages = formMessages(i18n)
  const answer = thankYouTexts(i18n)[formId]
  const pageTexts = formPageTexts(i18n)
  return {
    formId,
    action: options.action,
    endpoint: FORM_ENDPOINTS[endpointOf(formId)].path,
    locale: context.code,
    submissionId: state?.submissionId ?? crypto.randomUUID(),
    csrfToken: context.forms.csrfToken(),
    bot: context.forms.bot,
    sections: leadFormView(formId, formVocabulary(i18n, context.match.locale.iso, context.match.locale.code)),
    values: state?.values ?? {},
    errors: state?.errors ?? {},
    notice: state?.notice,
    hidden: options.hidden,
    texts: {
      submit: options.submit ?? pageTexts.submit,
      sending: messages.sending,
      summaryTitle: messages.summaryTitle,
      incomplete: messages.incomplete,
      sendFailed: messages.sendFailed,
      requiredMarker: messages.requiredMarker,
      optionalMarker: messages.optionalMarker,
      dropFiles: messages.dropFiles,
      successTitle: answer.title,
      successText: answer.text,
      ...(options.downloadHref ? { downloadLabel: pageTexts.brochureDownload } : {}),
    },
    templates: validationTemplates(i18n),
    ...(options.downloadHref ? { downloadHref: options.downloadHref } : {}),
  }
}

/** Beside every lead form: contact details (when the globals record can be read) and trust signals. */
async function formAside(context: PageContext) {
  const globals = await context.repository.globals().catch(() => null)
  return <FormAside globals={globals} />
}

/** The editors' page of a route (title, introduction), when there is one. */
async function editorsPage(context: PageContext): Promise<PublishedPage | null> {
  try {
    return await context.content.json<PublishedPage>(contentKeys.page(context.code, context.unprefixedPath))
  } catch {
    return null
  }
}

export const contactPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const texts = formPageTexts(i18n)
  const posted = context.forms.state?.formId
  const fromPost = CONTACT_TOPICS.find((topic) => contactFormIdOf(topic) === posted)
  const requested = context.query.get('topic')
  const topic: ContactTopic = fromPost ?? (isContactTopic(requested) ? requested : 'general')
  const page = await editorsPage(context)
  const labels = formVocabulary(i18n, context.match.locale.iso, context.match.locale.code).choices.topics ?? {}
  const base = pathFor('contact', code)
  const props = leadFormProps(context, contactFormIdOf(topic), { action: `${base}?topic=${topic}` })
  return {
    title: page?.title ?? texts.contactTitle,
    description: page?.description,
    alternates: page?.alternates,
    body: (
      <FormPage
        title={page?.title ?? texts.contactTitle}
        intro={page?.intro}
        aside={await formAside(context)}
        before={
          <ContactTopics
            label={texts.topicsLabel}
            topics={CONTACT_TOPICS.map((each) => ({ label: labels[each] ?? each, href: `${base}?topic=${each}`, current: each === topic }))}
          />
        }
      >
        <LeadFormIsland props={props} />
      </FormPage>
    ),
  }
}

export const waveEnquiryPage: PageLoader = async (context) => {
  const texts = formPageTexts(context.i18n)
  const page = await editorsPage(context)
  const props = leadFormProps(context, 'wave-enquiry', { action: pathFor('wave-enquiry-form', context.code) })
  return {
    title: page?.title ?? texts.waveTitle,
    description: page?.description,
    alternates: page?.alternates,
    body: (
      <FormPage title={page?.title ?? texts.waveTitle} intro={page?.intro} aside={await formAside(context)}>
        <LeadFormIsland props={props} />
      </FormPage>
    ),
  }
}

function codeFromQuery(context: PageContext, name: string, values?: FormValues): string | undefined {
  const posted = values?.[name]
  const value = typeof posted === 'string' && posted ? posted : context.query.get(name)
  return value && CAMPAIGN_CODE_PATTERN.test(value) ? value : undefined
}

export const enquiryPage: PageLoader = async (context) => {
  const { i18n } = context
  const texts = formPageTexts(i18n)
  const state = context.forms.state?.formId === 'enquiry' ? context.forms.state : undefined
  const campaign = codeFromQuery(context, 'campaign', state?.values)
  const product = codeFromQuery(context, 'product', state?.values)
  let productName: string | undefined
  if (product) {
    try {
      productName = (await context.repository.catalogue())?.products.find((item) => item.ctn.toLowerCase() === product.toLowerCase())?.name
    } catch {
      productName = undefined
    }
  }
  const hidden = { ...(campaign ? { campaign } : {}), ...(product ? { product } : {}) }
  const query = new URLSearchParams(hidden).toString()
  const props = leadFormProps(context, 'enquiry', { action: `${pathFor('enquiry', context.code)}${query ? `?${query}` : ''}`, hidden })
  return {
    title: texts.enquiryTitle,
    description: texts.enquiryIntro,
    body: (
      <FormPage
        title={texts.enquiryTitle}
        intro={texts.enquiryIntro}
        aside={await formAside(context)}
        before={
          product ? <p data-enquiry-product="">{texts.enquiryProduct(productName ? `${productName} (${product})` : product)}</p> : null
        }
      >
        <LeadFormIsland props={props} />
      </FormPage>
    ),
  }
}

export const retailBrochurePage: PageLoader = async (context) => {
  const texts = formPageTexts(context.i18n)
  const props = leadFormProps(context, 'retail-brochure', {
    action: pathFor('retail-brochure', context.code),
    submit: texts.brochureSubmit,
    downloadHref: BROCHURE_DOWNLOAD_PATH,
  })
  return {
    title: texts.brochureTitle,
    description: texts.brochureIntro,
    body: (
      <FormPage title={texts.brochureTitle} intro={texts.brochureIntro} aside={await formAside(context)}>
        <LeadFormIsland props={props} />
      </FormPage>
    ),
  }
}

export const thankYouPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const texts = formPageTexts(i18n)
  const form = context.query.get('form')
  const lead = context.query.get('lead')
  const answers = thankYouTexts(i18n)
  const answer = isFormId(form) ? answers[form] : { title: answers['contact-general'].title, text: answers['contact-general'].text }
  const leadId = lead && LEAD_ID_PATTERN.test(lead) ? lead.toLowerCase() : undefined
  return {
    title: answer.title,
    noindex: true,
    body: (
      <ThankYouPage
        title={answer.title}
        text={answer.text}
        reference={leadId ? texts.reference(leadId.slice(0, 8).toUpperCase()) : undefined}
        download={
          form === 'retail-brochure' && leadId
            ? { href: BROCHURE_DOWNLOAD_PATH.replace('{id}', leadId), label: texts.brochureDownload }
            : undefined
        }
        back={{ href: pathFor('index', code), label: texts.thankYouBack }}
      />
    ),
  }
}

/** The locale's own country, preselected in the partner finder when partners are listed there. */

export const leadRoutes = {
  contact: sitePage(contactPage, leadFormPost(contactFormOf)),
  'wave-enquiry-form': sitePage(waveEnquiryPage, leadFormPost(onlyForm('wave-enquiry'))),
  enquiry: sitePage(enquiryPage, leadFormPost(onlyForm('enquiry'))),
  'retail-brochure': sitePage(retailBrochurePage, leadFormPost(onlyForm('retail-brochure'))),
  'thank-you': sitePage(thankYouPage),
} satisfies FeatureRoutes
