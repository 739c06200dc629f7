/**
 * The catalogue's pages: /display-solutions (categories and the whole overview), a category, a
 * line, a product, and the compare page. The category, line and product must exist and belong
 * together as the URL says, or the page is a 404.
 */
import type { I18n } from '@lingui/core'
import { trailFor } from '../../ui/components/Breadcrumbs.tsx'
import type { Catalogue, Download, ProductCategory, ProductDetail, ProductLine, ProductSummary } from '../../ui/content/model.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { ComparePage, type CompareLoad } from '../../ui/catalogue/ComparePage.tsx'
import { type CatalogueLoad, DisplaySolutionsPage, productsFailedText } from '../../ui/catalogue/DisplaySolutionsPage.tsx'
import { ProductGroupPage } from '../../ui/catalogue/ProductGroupPage.tsx'
import type { ProductOverviewData } from '../../ui/catalogue/ProductOverview.tsx'
import { type ProductActions, type ProductDownloadsLoad, ProductPage, type ProductSuggestions } from '../../ui/catalogue/ProductPage.tsx'
import { productFileTitle, productFilesOf } from '../../ui/downloads/product-files.ts'
import { CONFIGURATION_PARAMS } from '../../ui/led/led-configuration.ts'
import { compareHref, compareSelection } from '../../ui/catalogue/compare-selection.ts'
import { SORT_PARAMETER, parseProductSort, sortProducts } from '../../ui/catalogue/product-sort.ts'
import { ListFailurePage } from '../../ui/layout/ListFailurePage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { DEFAULT_PRODUCT_STATUSES, type ProductSelection, filterProducts, parseProductSelection } from './product-filter-exports.ts'
import { homeCrumb, routeCrumb, trail } from '../pages/breadcrumbs.ts'
import type { PageContext, PageLoader } from '../pages/page-loader.ts'
import { type FeatureRoutes, sitePage } from '../pages/route-definition.ts'
import { settleOrStream } from '../pages/streaming.ts'
import { fileFacts } from '../downloads/file-facts.ts'

function productsTitle(i18n: I18n): string {
  return i18n._({ id: 'products.title', message: 'Display solutions' })
}

/** The visitor's filters; the page decides the category and line, and only active products show. */
function selectionOf(context: PageContext, scope: { category?: ProductCategory; line?: ProductLine }): ProductSelection {
  const { category: _category, line: _line, ...selection } = parseProductSelection(context.query)
  return {
    ...selection,
    ...(scope.category ? { category: scope.category.id } : {}),
    ...(scope.line ? { line: scope.line.id } : {}),
    statuses: [...DEFAULT_PRODUCT_STATUSES],
  }
}

/** The overview of a selection: its products in the visitor's order, the counts, and the products the address names for comparison. */
function overviewOf(catalogue: Catalogue, selection: ProductSelection, context: PageContext): ProductOverviewData {
  const { products, facetCounts } = filterProducts(catalogue, selection)
  const sort = parseProductSort(context.query.get(SORT_PARAMETER))
  return {
    products: sortProducts(products, sort, isoOf(context.code)),
    facetCounts,
    sort,
    compared: compareSelection(context.query, catalogue.products).products.map(({ ctn, name, href }) => ({ ctn, name, href })),
  }
}

/** The catalogue, or undefined when reading it failed (the page then shows the failure message). */
async function catalogueOrFailure(context: PageContext): Promise<Catalogue | null | undefined> {
  try {
    return await context.repository.catalogue()
  } catch {
    return undefined
  }
}

export const displaySolutionsPage: PageLoader = async (context) => {
  const { code, i18n } = context
  const load: Promise<CatalogueLoad> = context.repository
    .catalogue()
    .then(
      (catalogue): CatalogueLoad =>
        catalogue
          ? { ok: true, categories: catalogue.categories, overview: overviewOf(catalogue, selectionOf(context, {}), context) }
          : { ok: false },
    )
    .catch((): CatalogueLoad => ({ ok: false }))
  await settleOrStream(load, context.completePage)
  return {
    title: productsTitle(i18n),
    description: i18n._({
      id: 'products.intro',
      message: 'Signage displays, LED video walls, professional TVs and monitors: find the right display for every space.',
    }),
    body: (
      <DisplaySolutionsPage
        load={load}
        path={pathFor('display-solutions', code)}
        query={context.query}
        iso={isoOf(code)}
        comparePath={pathFor('display-solutions-compare', code)}
      />
    ),
  }
}

function failurePage(context: PageContext) {
  return {
    title: productsTitle(context.i18n),
    body: (
      <ListFailurePage
        title={productsTitle(context.i18n)}
        message={productsFailedText(context.i18n)}
        crumbs={[homeCrumb(context.i18n, context.code)]}
      />
    ),
  }
}

function scopeOf(catalogue: Catalogue, params: Record<string, string>): { category?: ProductCategory; line?: ProductLine } {
  const category = catalogue.categories.find((candidate) => candidate.slug === params.productCategory)
  if (!category || params.productLine === undefined) return { category }
  const line = catalogue.lines.find((candidate) => candidate.slug === params.productLine && candidate.categoryId === category.id)
  return { category, line }
}

export const productCategoryPage: PageLoader = async (context) => {
  const catalogue = await catalogueOrFailure(context)
  if (catalogue === undefined) return failurePage(context)
  if (catalogue === null) return null
  const { category } = scopeOf(catalogue, context.match.params)
  if (!category) return null
  const { code, i18n } = context
  const lines = category.lineIds
    .map((id) => catalogue.lines.find((line) => line.id === id))
    .filter((line): line is ProductLine => line !== undefined)
  return {
    title: category.title,
    description: category.summary,
    alternates: category.alternates,
    body: (
      <ProductGroupPage
        title={category.title}
        intro={category.intro}
        crumbs={trail(i18n, code, routeCrumb(productsTitle(i18n), 'display-solutions', code), {
          title: category.title,
          href: category.href,
        })}
        lines={lines}
        overview={overviewOf(catalogue, selectionOf(context, { category }), context)}
        path={category.href}
        query={context.query}
        iso={isoOf(code)}
        comparePath={pathFor('display-solutions-compare', code)}
      />
    ),
  }
}

export const productLinePage: PageLoader = async (context) => {
  const catalogue = await catalogueOrFailure(context)
  if (catalogue === undefined) return failurePage(context)
  if (catalogue === null) return null
  const { category, line } = scopeOf(catalogue, context.match.params)
  if (!category || !line) return null
  const { code, i18n } = context
  return {
    title: line.title,
    description: line.summary,
    alternates: line.alternates,
    body: (
      <ProductGroupPage
        title={line.title}
        intro={line.intro}
        crumbs={trail(
          i18n,
          code,
          routeCrumb(productsTitle(i18n), 'display-solutions', code),
          { title: category.title, href: category.href },
          { title: line.title, href: line.href },
        )}
        overview={overviewOf(catalogue, selectionOf(context, { category, line }), context)}
        path={line.href}
        query={context.query}
        iso={isoOf(code)}
        comparePath={pathFor('display-solutions-compare', code)}
      />
    ),
  }
}

function downloadsOfProduct(all: readonly Download[], ids: readonly string[], ctn: string): Download[] {
  const listed = ids
    .map((id) => all.find((download) => download.id === id))
    .filter((download): download is Download => download !== undefined)
  const linked = all.filter((download) => download.productCtns.includes(ctn) && !listed.includes(download))
  return [...listed, ...linked]
}

/** How many products each suggestion row of a product page shows. */
export const PRODUCT_SUGGESTIONS = 4

/** The partner finder's business line for a category (the finder filters partners by it). */
const PARTNER_LINE_OF_CATEGORY: Record<string, string> = {
  'professional-tvs': 'pro',
  'led-video-walls': 'led',
  'signage-displays': 'signage',
}

/** The country of a locale (GB for en-gb): where a visitor of that locale most likely buys. */
function countryOfLocale(context: PageContext): string {
  return context.match.locale.iso.split('-')[1] ?? ''
}

function productActions(context: PageContext, product: ProductDetail): ProductActions {
  const { code } = context
  const finder = new URLSearchParams({ country: countryOfLocale(context) })
  const partnerLine = PARTNER_LINE_OF_CATEGORY[product.categoryId]
  if (partnerLine) finder.set('line', partnerLine)
  return {
    quoteHref: `${pathFor('enquiry', code)}?${new URLSearchParams({ product: product.ctn })}`,
    whereToBuyHref: `${pathFor('partner-finder', code)}?${finder}`,
    // The configurator offers the active LED models only.
    ...(product.led && product.status === 'active'
      ? {
          configuratorHref: `${pathFor('led-configurator', code)}?${new URLSearchParams({ [CONFIGURATION_PARAMS.step]: 'model', [CONFIGURATION_PARAMS.model]: product.slug })}`,
        }
      : {}),
    compareHref: compareHref(pathFor('display-solutions-compare', code), [product.ctn]),
  }
}

/** The line's other sizes (by size), and active products of the same category in other lines. */
function productSuggestions(catalogue: Catalogue, product: ProductDetail): ProductSuggestions {
  const active = catalogue.products.filter((candidate) => candidate.status === 'active' && candidate.ctn !== product.ctn)
  const bySize = (a: ProductSummary, b: ProductSummary) => a.screenSizeInch - b.screenSizeInch || a.ctn.localeCompare(b.ctn)
  const otherSizes = active.filter((candidate) => candidate.lineId === product.lineId).sort(bySize)
  const nearest = (candidate: ProductSummary) => Math.abs(candidate.screenSizeInch - product.screenSizeInch)
  // The products the PIM names come first, in its order; then the nearest sizes of the category's other lines.
  const chosen = (product.relatedProductCtns ?? []).flatMap((ctn) => active.filter((candidate) => candidate.ctn === ctn))
  const related = active
    .filter(
      (candidate) => candidate.categoryId === product.categoryId && candidate.lineId !== product.lineId && !chosen.includes(candidate),
    )
    .sort((a, b) => nearest(a) - nearest(b) || a.ctn.localeCompare(b.ctn))
  return { otherSizes: otherSizes.slice(0, PRODUCT_SUGGESTIONS * 2), related: [...chosen, ...related].slice(0, PRODUCT_SUGGESTIONS) }
}

/** The product's own files that exist in R2, as downloads of this page (size and date from the stored file, kept per isolate). */
async function productFileDownloads(context: PageContext, product: ProductDetail): Promise<Download[]> {
  const files = productFilesOf(product, context.code)
  const heads = await Promise.all(files.map((file) => fileFacts(context.bindings.FILES, file.key)))
  return files.flatMap((file, index) => {
    const head = heads[index]
    if (!head) return []
    const fileType = file.name.endsWith('.svg') ? 'svg' : file.name.endsWith('.dxf') ? 'dxf' : 'pdf'
    return [
      {
        id: `product-file-${file.kind}`,
        title: productFileTitle(context.i18n, file.kind),
        categoryId: 'product-files',
        fileName: `${product.slug}-${file.name}`,
        fileType,
        sizeBytes: head.size,
        href: file.href,
        productCtns: [product.ctn],
        access: 'public',
        updated: head.uploaded.toISOString().slice(0, 10),
      } satisfies Download,
    ]
  })
}

export const productPage: PageLoader = async (context) => {
  const { code, i18n, repository, match } = context
  const [product, catalogue] = await Promise.all([repository.product(match.params.productCtn!), repository.catalogue()])
  if (!product || !catalogue) return null
  const { category, line } = scopeOf(catalogue, match.params)
  if (!category || !line || product.categoryId !== category.id || product.lineId !== line.id) return null
  const ownFiles = productFileDownloads(context, product).catch((error: unknown) => {
    context.logger.error('Product files could not be read', error instanceof Error ? error.message : String(error))
    return null
  })
  const downloads: ProductDownloadsLoad = await Promise.all([repository.downloads(), ownFiles])
    .then(([index, files]): ProductDownloadsLoad => {
      if (files === null) return { ok: false }
      return { ok: true, downloads: [...files, ...downloadsOfProduct(index?.items ?? [], product.downloadIds, product.ctn)] }
    })
    .catch((): ProductDownloadsLoad => ({ ok: false }))
  const productAssets = await context.productAssets(product.ctn).catch((error: unknown) => {
    context.logger.error('Product assets could not be read', error instanceof Error ? error.message : String(error))
    return null
  })
  const energyLabel = downloads.ok ? downloads.downloads.find((download) => download.id === 'product-file-energy-label') : undefined
  const home = homeCrumb(i18n, code)
  return {
    title: product.name,
    description: product.description,
    alternates: product.alternates,
    body: (
      <ProductPage
        product={product}
        crumbs={trailFor(home, product.breadcrumbs, { title: product.name, href: product.href })}
        downloads={downloads}
        productAssets={productAssets}
        viewer={context.viewer}
        iso={isoOf(code)}
        actions={productActions(context, product)}
        suggestions={productSuggestions(catalogue, product)}
        {...(energyLabel ? { energyLabelHref: energyLabel.href } : {})}
      />
    ),
  }
}

export const comparePage: PageLoader = async (context) => {
  const { code, i18n, repository } = context
  const load: CompareLoad = await repository
    .catalogue()
    .then(
      (catalogue): CompareLoad =>
        catalogue ? { ok: true, catalogue, selection: compareSelection(context.query, catalogue.products) } : { ok: false },
    )
    .catch((): CompareLoad => ({ ok: false }))
  const title = i18n._({ id: 'compare.title', message: 'Compare products' })
  const comparePath = pathFor('display-solutions-compare', code)
  return {
    title,
    noindex: true,
    body: (
      <ComparePage
        load={load}
        crumbs={trail(i18n, code, routeCrumb(productsTitle(i18n), 'display-solutions', code), { title, href: comparePath })}
        comparePath={comparePath}
        overviewPath={pathFor('display-solutions', code)}
        iso={isoOf(code)}
      />
    ),
  }
}

export const catalogueRoutes = {
  'display-solutions': sitePage(displaySolutionsPage),
  'display-solutions-compare': sitePage(comparePage),
  'display-solutions-productCategory': sitePage(productCategoryPage),
  'display-solutions-productCategory-productLine': sitePage(productLinePage),
  'display-solutions-productCategory-productLine-productCtn': sitePage(productPage),
} satisfies FeatureRoutes
