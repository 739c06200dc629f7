/**
 * The LED tool pages: the configurator and the calculator (each step rendered on the server from
 * the query, the same state the island keeps in the address bar) and a saved configuration behind
 * its signed link.
 */
import { type LocaleCode, activeLocales } from '../../locales/registry.ts'
import { LoadFailure } from '../../ui/components/ListMessage.tsx'
import { CSRF_FIELD_NAME } from '../../ui/forms/CsrfField.tsx'
import { rules, TEXT_LIMITS } from '../../ui/forms/field-rules.ts'
import { fillTemplate, validationMessage, validationTemplates } from '../../ui/forms/validation-messages.ts'
import type { ValidationFailure } from '../../ui/forms/validators.ts'
import { formatDate } from '../../ui/format/intl.ts'
import { Island } from '../../ui/islands/Island.tsx'
import type { LedConfiguratorProps } from '../../ui/led/LedConfigurator.tsx'
import { LedConfiguratorOnServer } from '../../ui/led/LedConfiguratorOnServer.tsx'
import { LeadFormIsland } from '../../ui/leads/LeadFormIsland.tsx'
import type { MailOutcome } from '../../ui/led/LedResultActions.tsx'
import {
  CALCULATOR_STEPS,
  COMPARE_VIEW,
  CONFIGURATOR_STEPS,
  LED_QUOTE_CAMPAIGNS,
  readCompared,
  readConfiguration,
  readConfiguratorView,
  readStep,
  reachableStep,
  wallRequestOf,
} from '../../ui/led/led-configuration.ts'
import { ledDocumentHref } from '../../ui/led/led-document-paths.ts'
import { ledFigureInputOf } from '../../ui/led/led-figure-rows.ts'
import { formatSize, physicalUnit, previewDescription } from '../../ui/led/led-format.ts'
import { ledPageTexts, ledResultTexts, ledToolTexts } from '../../ui/led/led-texts.ts'
import { ledWallLayout } from '../../ui/led/led-wall-layout.ts'
import { FormPage } from '../../ui/leads/FormPage.tsx'
import { LedLinkProblemPage, LedResultPage } from '../../ui/led/LedResultPage.tsx'
import { LedBillOfMaterials, LedWallViews } from '../../ui/led/LedWallPlans.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { leadFormProps } from '../leads/routes.tsx'
import type { LoadedPage, PageContext, PageLoader } from '../pages/page-loader.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'
import { mailConfiguration, saveConfiguration } from './led-posts.tsx'
import { ledCatalogue, type LedCatalogue } from './led-models.ts'
import { checkResultLink, RESULT_LINK_PARAMS } from './result-links.ts'
import { readLedConfiguration, readMailRequest } from './saved-configuration-store.ts'

/** The campaign code quote requests from a configuration carry into the lead pipeline. */
export const LED_QUOTE_CAMPAIGN = LED_QUOTE_CAMPAIGNS.configurator
/** The result page's query after a plain 'mail me' post: the outcome, and the stored request. */
export const MAIL_OUTCOME_PARAMS = { outcome: 'mail', request: 'mail_request' } as const

function contactHref(code: LocaleCode): string {
  return `${pathFor('contact', code)}?topic=project`
}

async function catalogueOrNothing(context: PageContext): Promise<LedCatalogue | undefined> {
  try {
    const catalogue = await ledCatalogue(context.repository)
    return catalogue.models.length ? catalogue : undefined
  } catch (error) {
    context.logger.error('The LED models could not be read', error)
    return undefined
  }
}

function ledToolPage(tool: 'configurator' | 'calculator'): PageLoader {
  return async (context) => {
    const { i18n, code } = context
    const pageTexts = ledPageTexts(i18n)
    const title = tool === 'configurator' ? pageTexts.configuratorTitle : pageTexts.calculatorTitle
    const intro = tool === 'configurator' ? pageTexts.configuratorIntro : pageTexts.calculatorIntro
    const catalogue = await catalogueOrNothing(context)
    if (!catalogue) {
      const failed = i18n._({ id: 'lists.load_failed', message: 'Something went wrong while loading this list. Please try again later.' })
      return {
        title,
        description: intro,
        noindex: true,
        body: (
          <FormPage title={title} intro={intro}>
            <LoadFailure>{failed}</LoadFailure>
          </FormPage>
        ),
      }
    }
    const steps: string[] = [...(tool === 'configurator' ? CONFIGURATOR_STEPS : CALCULATOR_STEPS)]
    const read = readConfiguration(context.query, catalogue.models, code)
    const { invalidSize, invalidDistance, spareClamped } = read
    // The calculator works from a size: native content is the configurator's.
    const configuration = tool === 'calculator' ? { ...read.configuration, content: 'size' as const } : read.configuration
    const model = catalogue.models.find((candidate) => candidate.slug === configuration.model)!
    const outcome = ledWallLayout(model, wallRequestOf(configuration))
    const { compared, overLimit } = readCompared(context.query, catalogue.models)
    const requested = tool === 'configurator' ? readConfiguratorView(context.query) : readStep(context.query, steps)
    const tooFew = requested === COMPARE_VIEW && compared.length < 2
    const step =
      requested === COMPARE_VIEW && !tooFew
        ? COMPARE_VIEW
        : reachableStep(tooFew ? 'model' : requested, steps, { invalidSize, invalidDistance, wallBuildable: outcome.ok })
    const action = pathFor(tool === 'configurator' ? 'led-configurator' : 'led-calculator', code)
    const props: LedConfiguratorProps = {
      tool,
      steps,
      step,
      configuration,
      invalidSize,
      invalidDistance,
      spareClamped,
      compared,
      compareNotice: tooFew ? 'too-few' : overLimit ? 'over-limit' : undefined,
      models: catalogue.models,
      lines: catalogue.lines,
      localeCode: code,
      iso: context.match.locale.iso,
      action,
      contactHref: contactHref(code),
      save: tool === 'configurator' ? { action, csrfToken: context.forms.csrfToken(), csrfField: CSRF_FIELD_NAME } : undefined,
      links: tool === 'calculator' ? { configurator: pathFor('led-configurator', code), quote: pathFor('enquiry', code) } : undefined,
      texts: ledToolTexts(i18n),
    }
    return {
      title,
      description: intro,
      // A configured wall is the visitor's, not a page of its own for search engines.
      noindex: [...context.query.keys()].length > 0,
      body: (
        <FormPage title={title} intro={intro}>
          <Island name="LedConfigurator" component={LedConfiguratorOnServer} props={props} />
        </FormPage>
      ),
    }
  }
}

export const ledConfiguratorPage = ledToolPage('configurator')
export const ledCalculatorPage = ledToolPage('calculator')

function linkProblem(context: PageContext, problem: 'expired' | 'invalid'): LoadedPage {
  const texts = ledPageTexts(context.i18n)
  const title = problem === 'expired' ? texts.linkExpiredTitle : texts.linkInvalidTitle
  const text = problem === 'expired' ? texts.linkExpiredText : texts.linkInvalidText
  const action = { label: ledResultTexts(context.i18n).newConfiguration, href: pathFor('led-configurator', context.code) }
  return {
    title,
    noindex: true,
    status: problem === 'expired' ? 410 : 404,
    body: <LedLinkProblemPage title={title} text={text} action={action} />,
  }
}

/** The link query of the page being shown (expiry and signature only). */
function linkQueryOf(query: URLSearchParams): string {
  return new URLSearchParams({
    [RESULT_LINK_PARAMS.expires]: query.get(RESULT_LINK_PARAMS.expires) ?? '',
    [RESULT_LINK_PARAMS.signature]: query.get(RESULT_LINK_PARAMS.signature) ?? '',
  }).toString()
}

export const ledResultPage: PageLoader = async (context) => {
  const { i18n, code, bindings } = context
  const id = context.match.params.configurationId ?? ''
  const check = await checkResultLink(bindings.SESSION_SECRET, context.environment, id, context.query)
  if (check !== 'valid') return linkProblem(context, check)
  const saved = await readLedConfiguration(bindings.DB, id)
  if (!saved) return linkProblem(context, 'invalid')
  const outcome = ledWallLayout(saved.model, wallRequestOf(saved.configuration))
  if (!outcome.ok) return linkProblem(context, 'invalid')

  const iso = context.match.locale.iso
  const texts = ledResultTexts(i18n)
  const toolTexts = ledToolTexts(i18n)
  const pageTexts = ledPageTexts(i18n)
  const { configuration, model } = saved
  const { layout } = outcome
  const pitch = model.cabinet.pixelPitchMm
  const linkQuery = linkQueryOf(context.query)
  const path = `${pathFor('led-configurator-result', code, { configurationId: id })}?${linkQuery}`
  const alternates: Partial<Record<LocaleCode, string>> = {}
  for (const locale of activeLocales(context.environment)) {
    alternates[locale.code] = `${pathFor('led-configurator-result', locale.code, { configurationId: id })}?${linkQuery}`
  }

  let mailOutcome: MailOutcome | undefined
  const posted = context.query.get(MAIL_OUTCOME_PARAMS.outcome)
  if (posted === 'sent') {
    const request = await readMailRequest(bindings.DB, id, context.query.get(MAIL_OUTCOME_PARAMS.request) ?? '')
    if (request) mailOutcome = { kind: 'sent', email: request.email }
  } else if (posted === 'failed') mailOutcome = { kind: 'failed' }
  else if ((MAIL_FAILURE_KEYS as readonly string[]).includes(posted ?? '')) {
    mailOutcome = { kind: 'invalid', email: '', message: mailFieldMessage(i18n, failureOfKey(posted as MailFailureKey)) }
  }

  const summary = `${model.name} (${model.ctn}), ${layout.columns} × ${layout.rows}, ${formatSize(iso, layout.widthMm, layout.heightMm, physicalUnit(configuration.unit), pitch)}, ${layout.resolutionWidth} × ${layout.resolutionHeight} px — ${context.url.replace(/\?.*$/, '')}?${linkQuery}`
  const quoteQuery = new URLSearchParams({ campaign: LED_QUOTE_CAMPAIGN, product: model.ctn }).toString()
  const quoteProps = leadFormProps(context, 'enquiry', {
    action: `${pathFor('enquiry', code)}?${quoteQuery}`,
    hidden: { campaign: LED_QUOTE_CAMPAIGN, product: model.ctn },
  })
  quoteProps.values = { body: fillTemplate(pageTexts.quoteBody, { summary }), ...quoteProps.values }

  return {
    title: texts.title,
    noindex: true,
    alternates,
    body: (
      <LedResultPage
        title={texts.title}
        validUntil={fillTemplate(texts.validUntil, { date: formatDate(iso, new Date(saved.expires).toISOString()) })}
        figures={ledFigureInputOf(iso, configuration, model, layout, toolTexts)}
        preview={{
          title: toolTexts.views.front,
          widthMm: layout.widthMm,
          heightMm: layout.heightMm,
          columns: layout.columns,
          rows: layout.rows,
          description: previewDescription(iso, toolTexts.previewDescription, layout, configuration.unit, pitch),
        }}
        documents={{
          title: texts.documentsTitle,
          pdf: { label: texts.pdf, href: ledDocumentHref(id, code, 'pdf', linkQuery) },
          csv: { label: toolTexts.bom.csv, href: ledDocumentHref(id, code, 'csv', linkQuery) },
        }}
        plans={
          <>
            <LedWallViews iso={iso} model={model} layout={layout} views={toolTexts.views} />
            <LedBillOfMaterials
              iso={iso}
              model={model}
              layout={layout}
              unit={configuration.unit}
              bom={toolTexts.bom}
              csvHref={ledDocumentHref(id, code, 'csv', linkQuery)}
            />
          </>
        }
        actions={{
          mailAction: path,
          csrfToken: context.forms.csrfToken(),
          csrfField: CSRF_FIELD_NAME,
          texts: {
            print: texts.print,
            mailTitle: texts.mailTitle,
            email: texts.email,
            send: texts.send,
            sending: texts.sending,
            mailSent: texts.mailSent,
            mailFailed: texts.mailFailed,
          },
          outcome: mailOutcome,
        }}
        quote={{
          title: texts.quoteTitle,
          intro: texts.quoteIntro,
          form: <LeadFormIsland props={quoteProps} />,
        }}
        newConfiguration={{ label: texts.newConfiguration, href: pathFor('led-configurator', code) }}
      />
    ),
  }
}

/** The 'mail me' field's rules: the e-mail rules of every form. */
export const MAIL_EMAIL_RULES = rules.email
export const MAIL_FAILURE_KEYS = ['required', 'email', 'max'] as const
export type MailFailureKey = (typeof MAIL_FAILURE_KEYS)[number]

/** The e-mail field's message for a failure, in the SPEC's wording. */
export function mailFieldMessage(i18n: PageContext['i18n'], failure: ValidationFailure): string {
  return validationMessage(validationTemplates(i18n), failure, ledResultTexts(i18n).email)
}

export function failureOfKey(key: MailFailureKey): ValidationFailure {
  return { key, values: key === 'max' ? { 1: TEXT_LIMITS.email } : {} }
}

export const ledRoutes = {
  'led-configurator': sitePage(ledConfiguratorPage, saveConfiguration),
  'led-configurator-result': sitePage(ledResultPage, mailConfiguration),
  'led-calculator': sitePage(ledCalculatorPage),
} satisfies FeatureRoutes
