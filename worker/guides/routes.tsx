/**
 * The guides' pages: product chooser, corporate solution configurator (with its quote request
 * and share by email), retail configurator. Each renders its island from the request's query
 * with the same pure modules the browser runs (ui/guides/).
 */
import type { ReactElement } from 'react'
import { css } from 'styled-system/css'
import { LoadFailure } from '../../ui/components/ListMessage.tsx'
import type { Catalogue } from '../../ui/content/model.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { CORPORATE_PARAMETERS, corporateQueryOf, corporateStateOf } from '../../ui/guides/corporate-configurator.ts'
import { type GuideProduct, facetLabelsOf, guideProductsOf } from '../../ui/guides/guide-products.ts'
import { type StoreZone, retailProposal, retailQueryOf, retailStateOf } from '../../ui/guides/retail-layout.ts'
import { fill } from '../../ui/guides/use-query-state.ts'
import { corporateConfiguratorTexts, guidePageTexts, productChooserTexts, retailConfiguratorTexts } from '../../ui/guides/guide-texts.ts'
import { Island } from '../../ui/islands/Island.tsx'
import { CorporateConfigurator } from '../../ui/guides/CorporateConfigurator.tsx'
import { ProductChooser } from '../../ui/guides/ProductChooser.tsx'
import { RetailConfigurator, proposalLine } from '../../ui/guides/RetailConfigurator.tsx'
import { LeadFormIsland } from '../../ui/leads/LeadFormIsland.tsx'
import { FormPage } from '../../ui/leads/FormPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { leadFormProps } from '../leads/routes.tsx'
import type { PageContext, LoadedPage } from '../pages/page-loader.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'
import { leadFormPost, onlyForm } from '../leads/form-posts.tsx'
import { shareByEmailProps } from './share-by-email-props.tsx'

async function catalogueOf(context: PageContext): Promise<Catalogue | undefined> {
  try {
    return (await context.repository.catalogue()) ?? undefined
  } catch (error) {
    context.logger.error('Reading the catalogue for a guide failed', error)
    return undefined
  }
}

function guidePage(
  context: PageContext,
  title: string,
  intro: string,
  body: (catalogue: Catalogue) => ReactElement,
  catalogue: Catalogue | undefined,
): LoadedPage {
  const texts = guidePageTexts(context.i18n)
  return {
    title,
    description: intro,
    // A configuration in the query is the visitor's own: keep it out of search engines.
    noindex: [...context.query.keys()].length > 0,
    body: (
      <FormPage title={title} intro={intro}>
        {catalogue ? body(catalogue) : <LoadFailure>{texts.catalogueFailed}</LoadFailure>}
      </FormPage>
    ),
  }
}

export async function productChooserPage(context: PageContext): Promise<LoadedPage> {
  const texts = guidePageTexts(context.i18n)
  const catalogue = await catalogueOf(context)
  return guidePage(
    context,
    texts.chooserTitle,
    texts.chooserIntro,
    (loaded) => (
      <Island
        name="ProductChooser"
        component={ProductChooser}
        props={{
          path: pathFor('product-chooser', context.code),
          comparePath: pathFor('display-solutions-compare', context.code),
          ledConfiguratorPath: pathFor('led-configurator', context.code),
          query: context.query.toString(),
          iso: isoOf(context.code),
          products: guideProductsOf(loaded),
          facetLabels: facetLabelsOf(loaded),
          texts: productChooserTexts(context.i18n),
        }}
      />
    ),
    catalogue,
  )
}

/** The campaign code a quote request from the retail configurator carries into the lead pipeline. */
export const RETAIL_QUOTE_CAMPAIGN = 'retail-configurator'

/**
 * The retail quote request: the enquiry form (decision 009's lead pipeline), its message holding the
 * proposal zone by zone (names with their codes) and the link back to it.
 */
function retailQuoteForm(context: PageContext, products: GuideProduct[], zones: StoreZone[]) {
  const texts = retailConfiguratorTexts(context.i18n)
  const pageTexts = guidePageTexts(context.i18n)
  const proposal = retailProposal(products, zones)
    .map(({ zone, products: proposed }) => proposalLine(texts, zone, proposed))
    .join('; ')
  const link = new URL(
    `${pathFor('retail-configurator', context.code)}?${retailQueryOf({ step: 'products', zones })}`,
    context.url,
  ).toString()
  const hidden = { campaign: RETAIL_QUOTE_CAMPAIGN }
  const props = leadFormProps(context, 'enquiry', { action: `${pathFor('enquiry', context.code)}?${new URLSearchParams(hidden)}`, hidden })
  props.values = { body: fill(pageTexts.retailQuoteBody, { proposal, link }), ...props.values }
  return props
}

export async function retailConfiguratorPage(context: PageContext): Promise<LoadedPage> {
  const texts = guidePageTexts(context.i18n)
  const catalogue = await catalogueOf(context)
  const state = retailStateOf(context.query)
  return guidePage(
    context,
    texts.retailTitle,
    texts.retailIntro,
    (loaded) => {
      const products = guideProductsOf(loaded)
      return (
        <>
          <Island
            name="RetailConfigurator"
            component={RetailConfigurator}
            props={{
              path: pathFor('retail-configurator', context.code),
              brochurePath: pathFor('retail-brochure', context.code),
              ledConfiguratorPath: pathFor('led-configurator', context.code),
              contactPath: `${pathFor('contact', context.code)}?topic=project`,
              contactLabel: context.i18n._({ id: 'guides.contact_us', message: 'Contact us' }),
              query: context.query.toString(),
              iso: isoOf(context.code),
              products,
              texts: retailConfiguratorTexts(context.i18n),
            }}
          />
          {state.step === 'quote' ? (
            <section aria-labelledby="retail-quote-title" className={css({ mt: '10' })} data-retail-quote="">
              <h2 id="retail-quote-title" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
                {texts.retailQuoteTitle}
              </h2>
              <LeadFormIsland props={retailQuoteForm(context, products, state.zones)} />
            </section>
          ) : null}
        </>
      )
    },
    catalogue,
  )
}

/**
 * The configurator's query: the request's, or, when a quote request was posted back with errors,
 * the configuration it carried.
 */
function corporateQueryFrom(context: PageContext): URLSearchParams {
  const posted = context.forms.state?.formId === 'corporate-quote' ? context.forms.state.values.configuration : undefined
  if (typeof posted === 'string' && posted) {
    const query = new URLSearchParams(posted)
    query.set(CORPORATE_PARAMETERS.step, 'quote')
    return query
  }
  return context.query
}

/** The quote request: a lead form carrying the configuration (also among its values, which the island checks). */
function quoteFormProps(context: PageContext, action: string, configuration: string) {
  const props = leadFormProps(context, 'corporate-quote', { action, hidden: { configuration } })
  return { ...props, values: { ...props.values, configuration } }
}

export async function corporateConfiguratorPage(context: PageContext): Promise<LoadedPage> {
  const { code, i18n } = context
  const texts = guidePageTexts(i18n)
  const catalogue = await catalogueOf(context)
  const query = corporateQueryFrom(context)
  const state = corporateStateOf(query)
  const path = pathFor('corporate-configurator', code)
  const solutionsQuery = corporateQueryOf({ ...state, step: 'solutions' }).toString()
  return guidePage(
    context,
    texts.corporateTitle,
    texts.corporateIntro,
    (loaded) => (
      <>
        <Island
          name="CorporateConfigurator"
          component={CorporateConfigurator}
          props={{
            path,
            contactPath: `${pathFor('contact', code)}?topic=project`,
            query: query.toString(),
            iso: isoOf(code),
            products: guideProductsOf(loaded),
            texts: corporateConfiguratorTexts(i18n),
            share: shareByEmailProps(context),
          }}
        />
        {state.step === 'quote' ? (
          <section aria-labelledby="corporate-quote-title" className={css({ mt: '10' })} data-corporate-quote="">
            <h2 id="corporate-quote-title" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
              {texts.quoteTitle}
            </h2>
            <LeadFormIsland props={quoteFormProps(context, `${path}?${corporateQueryOf(state).toString()}`, solutionsQuery)} />
          </section>
        ) : null}
      </>
    ),
    catalogue,
  )
}

export const guideRoutes = {
  'corporate-configurator': sitePage(corporateConfiguratorPage, leadFormPost(onlyForm('corporate-quote'))),
  'retail-configurator': sitePage(retailConfiguratorPage),
  'product-chooser': sitePage(productChooserPage),
} satisfies FeatureRoutes
