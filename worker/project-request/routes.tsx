/** The project request wizard page: the island with its fields, steps, texts and the catalogue's products. */
import type { I18n } from '@lingui/core'
import { FORM_ENDPOINTS } from '../../ui/forms/form-endpoints.ts'
import { PROJECT_REQUEST_CONTROLS } from '../../ui/forms/form-layouts.ts'
import { thankYouTexts } from '../../ui/forms/form-page-texts.ts'
import { type ChoiceGroup, fieldView, formVocabulary } from '../../ui/forms/form-view.ts'
import { MAX_PROJECT_PRODUCTS } from '../../ui/project-request/project-request-form.ts'
import { formMessages, validationTemplates } from '../../ui/forms/validation-messages.ts'
import { Island } from '../../ui/islands/Island.tsx'
import { ProjectRequestWizard, type ProjectRequestWizardProps, type WizardTexts } from '../../ui/project-request/ProjectRequestWizard.tsx'
import { FormPage } from '../../ui/leads/FormPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { PageContext, PageLoader } from '../pages/page-loader.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'
import { leadFormPost, onlyForm } from '../leads/form-posts.tsx'

export function wizardStepTitles(i18n: I18n): Record<string, string> {
  return {
    personal: i18n._({ id: 'project_request.step.personal', message: 'Personal info' }),
    general: i18n._({ id: 'project_request.step.general', message: 'General info' }),
    international: i18n._({ id: 'project_request.step.international', message: 'International' }),
    setup: i18n._({ id: 'project_request.step.setup', message: 'Set-up' }),
    description: i18n._({ id: 'project_request.step.description', message: 'Description' }),
    products: i18n._({ id: 'project_request.step.products', message: 'Products' }),
    delivery: i18n._({ id: 'project_request.step.delivery', message: 'Delivery' }),
    confirmation: i18n._({ id: 'project_request.step.confirmation', message: 'Confirmation' }),
  }
}

export function wizardTexts(i18n: I18n): WizardTexts {
  const messages = formMessages(i18n)
  const answer = thankYouTexts(i18n)['project-request']
  return {
    next: i18n._({ id: 'wizard.next', message: 'Next step' }),
    previous: i18n._({ id: 'wizard.previous', message: 'Previous step' }),
    cancel: i18n._({ id: 'wizard.cancel', message: 'Cancel' }),
    confirm: i18n._({ id: 'wizard.confirm', message: 'Confirm and send' }),
    sending: messages.sending,
    stepOf: i18n._({ id: 'wizard.step_of', message: 'Step {current} of {total}', values: { current: '{current}', total: '{total}' } }),
    progress: i18n._({ id: 'wizard.progress', message: 'Steps of the project request' }),
    summaryTitle: messages.summaryTitle,
    wizardStep: messages.wizardStep,
    sendFailed: messages.sendFailed,
    requiredMarker: messages.requiredMarker,
    optionalMarker: messages.optionalMarker,
    addProduct: i18n._({ id: 'project_request.add_product', message: 'Add product' }),
    remove: i18n._({ id: 'project_request.remove_product', message: 'Remove' }),
    noProducts: i18n._({ id: 'project_request.no_products', message: 'No products chosen yet.' }),
    productsFull: i18n._({
      id: 'project_request.products_full',
      message: 'You have reached the maximum of {max} products. Remove a product before you add another.',
      values: { max: MAX_PROJECT_PRODUCTS },
    }),
    productsLimit: i18n._({
      id: 'project_request.products_limit',
      message: 'Choose up to {max} products and the quantity of each.',
      values: { max: '{max}' },
    }),
    chooseProduct: i18n._({ id: 'project_request.choose_product', message: 'Product to add' }),
    confirmIntro: i18n._({ id: 'project_request.confirm_intro', message: 'Please check your project request before you send it.' }),
    notAnswered: i18n._({ id: 'project_request.not_answered', message: 'Not filled in' }),
    successTitle: answer.title,
    successText: answer.text,
    reference: i18n._({ id: 'forms.thanks.reference', message: 'Your reference: {reference}', values: { reference: '{reference}' } }),
  }
}

/** The catalogue's active products by category, for the products step. */
async function productGroups(context: PageContext): Promise<ChoiceGroup[]> {
  const catalogue = await context.repository.catalogue().catch(() => null)
  if (!catalogue) return []
  return catalogue.categories
    .map((category) => ({
      label: category.title,
      options: catalogue.products
        .filter((product) => product.categoryId === category.id && product.status === 'active')
        .map((product) => ({ value: product.ctn, label: product.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    }))
    .filter((group) => group.options.length > 0)
}

export const projectRequestPage: PageLoader = async (context) => {
  const { i18n, code } = context
  const state = context.forms.state?.formId === 'project-request' ? context.forms.state : undefined
  const vocabulary = formVocabulary(i18n, context.match.locale.iso, context.match.locale.code)
  const title = i18n._({ id: 'project_request.title', message: 'Project request' })
  const intro = i18n._({
    id: 'project_request.intro',
    message: 'Planning a project with our displays? Tell us about it in a few steps and our project team will prepare an offer.',
  })
  const props: ProjectRequestWizardProps = {
    action: pathFor('project-request', code),
    endpoint: FORM_ENDPOINTS['project-request'].path,
    locale: code,
    submissionId: state?.submissionId ?? crypto.randomUUID(),
    csrfToken: context.forms.csrfToken(),
    bot: context.forms.bot,
    step: state?.wizard?.step ?? 0,
    values: state?.values ?? {},
    errors: state?.errors ?? {},
    notice: state?.notice,
    stepTitles: wizardStepTitles(i18n),
    fields: Object.fromEntries(PROJECT_REQUEST_CONTROLS.map((field) => [field.name, fieldView(vocabulary, field)])),
    productGroups: await productGroups(context),
    texts: wizardTexts(i18n),
    templates: validationTemplates(i18n),
  }
  return {
    title,
    description: intro,
    body: (
      <FormPage title={title} intro={intro}>
        <Island name="ProjectRequestWizard" component={ProjectRequestWizard} props={props} />
      </FormPage>
    ),
  }
}

export const projectRequestRoutes = {
  'project-request': sitePage(projectRequestPage, leadFormPost(onlyForm('project-request'))),
} satisfies FeatureRoutes
