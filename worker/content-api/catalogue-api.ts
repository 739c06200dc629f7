/**
 * Catalogue endpoints: /api/products (filters, facet counts, pagination, or one product by
 * ?slug / ?ctn), /api/products/product-line (?id or ?slug) and /api/product-groups.
 */
import { Hono } from 'hono'
import type { Catalogue } from '../../ui/content/model.ts'
import { filterProducts, findLine, parseProductSelection } from '../../ui/catalogue/product-filters.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import { SORT_PARAMETER, parseProductSort, sortProducts } from '../../ui/catalogue/product-sort.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { type ApiEnv, apiError, listResponse, notFound, wholeList } from './api-context.ts'

const EMPTY_CATALOGUE: Catalogue = { categories: [], lines: [], products: [], facets: [] }

export const catalogueApi = new Hono<ApiEnv>()

catalogueApi.get('/products', async (c) => {
  const repository = c.get('repository')
  const single = c.req.query('slug') ?? c.req.query('ctn')
  if (single) {
    const product = await repository.product(productSlug(single))
    return product ? c.json({ data: product }) : notFound(c, `Product "${single}"`)
  }
  const params = new URL(c.req.url).searchParams
  const selection = parseProductSelection(params)
  const catalogue = (await repository.catalogue()) ?? EMPTY_CATALOGUE
  const result = filterProducts(catalogue, selection)
  if (result.unknownScope) {
    return notFound(c, selection.line ? `Product line "${selection.line}"` : `Product category "${selection.category}"`)
  }
  const sorted = sortProducts(result.products, parseProductSort(params.get(SORT_PARAMETER)), isoOf(c.get('apiLocale').code))
  return listResponse(c, sorted, selection, {
    facets: result.facetCounts,
    ...(result.category ? { category: result.category } : {}),
    ...(result.line ? { line: result.line } : {}),
  })
})

catalogueApi.get('/products/product-line', async (c) => {
  const key = c.req.query('id') ?? c.req.query('slug')
  if (!key) return apiError(c, 400, 'Give the product line as ?id= or ?slug=', { parameter: 'id' })
  const catalogue = (await c.get('repository').catalogue()) ?? EMPTY_CATALOGUE
  const categoryKey = c.req.query('category')
  const category = categoryKey ? catalogue.categories.find((cat) => cat.id === categoryKey || cat.slug === categoryKey) : undefined
  if (categoryKey && !category) return notFound(c, `Product category "${categoryKey}"`)
  const line = findLine(catalogue, key, category?.id)
  if (!line) return notFound(c, `Product line "${key}"`)
  const parent = catalogue.categories.find((cat) => cat.id === line.categoryId)
  return c.json({
    data: {
      ...line,
      category: parent ? { id: parent.id, slug: parent.slug, title: parent.title, href: parent.href } : null,
      products: catalogue.products.filter((product) => product.lineId === line.id && product.status === 'active'),
    },
  })
})

catalogueApi.get('/product-groups', async (c) => {
  const catalogue = (await c.get('repository').catalogue()) ?? EMPTY_CATALOGUE
  const groups = catalogue.categories.map((category) => ({
    ...category,
    lines: catalogue.lines
      .filter((line) => line.categoryId === category.id)
      .map((line) => ({
        ...line,
        productCount: catalogue.products.filter((p) => p.lineId === line.id && p.status === 'active').length,
      })),
    productCount: catalogue.products.filter((p) => p.categoryId === category.id && p.status === 'active').length,
  }))
  return wholeList(c, groups)
})
