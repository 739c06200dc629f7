/**
 * Editorial endpoints: /api/insights, /api/insight-categories, /api/events, /api/jobs,
 * /api/industries, /api/industry-groups, /api/downloads and /api/download-categories.
 * A `?slug=` on a list endpoint answers that one item (404 when unknown).
 */
import { Hono } from 'hono'
import type { Download } from '../../ui/content/model.ts'
import { type ApiEnv, apiError, listResponse, notFound, pageRequestOf, queryList, wholeList } from './api-context.ts'

export const editorialApi = new Hono<ApiEnv>()

/* insights */

editorialApi.get('/insights', async (c) => {
  const repository = c.get('repository')
  const slug = c.req.query('slug')
  if (slug) {
    const insight = await repository.insight(slug)
    return insight ? c.json({ data: insight }) : notFound(c, `Insight "${slug}"`)
  }
  const index = (await repository.insights()) ?? { categories: [], items: [] }
  const categoryKey = c.req.query('category')
  const category = categoryKey ? index.categories.find((cat) => cat.id === categoryKey || cat.slug === categoryKey) : undefined
  if (categoryKey && !category) return notFound(c, `Insight category "${categoryKey}"`)
  const items = category ? index.items.filter((item) => item.categoryId === category.id) : index.items
  return listResponse(c, items, pageRequestOf(c), category ? { category } : {})
})

editorialApi.get('/insight-categories', async (c) => {
  const index = (await c.get('repository').insights()) ?? { categories: [], items: [] }
  return wholeList(
    c,
    index.categories.map((category) => ({ ...category, count: index.items.filter((item) => item.categoryId === category.id).length })),
  )
})

/* events */

const WHEN = ['upcoming', 'past'] as const

editorialApi.get('/events', async (c) => {
  const repository = c.get('repository')
  const slug = c.req.query('slug')
  if (slug) {
    const event = await repository.event(slug)
    return event ? c.json({ data: event }) : notFound(c, `Event "${slug}"`)
  }
  const when = c.req.query('when')
  if (when !== undefined && !(WHEN as readonly string[]).includes(when)) {
    return apiError(c, 400, 'when must be upcoming or past', { parameter: 'when' })
  }
  const items = ((await repository.events()) ?? { items: [] }).items
  const today = new Date().toISOString().slice(0, 10)
  const selected =
    when === 'upcoming'
      ? items.filter((event) => event.endDate >= today).sort((a, b) => a.startDate.localeCompare(b.startDate))
      : when === 'past'
        ? items.filter((event) => event.endDate < today).sort((a, b) => b.startDate.localeCompare(a.startDate))
        : items
  return listResponse(c, selected, pageRequestOf(c))
})

/* jobs */

editorialApi.get('/jobs', async (c) => {
  const items = ((await c.get('repository').jobs()) ?? { items: [] }).items
  const slug = c.req.query('slug')
  if (slug) {
    const job = items.find((item) => item.slug === slug || item.id === slug)
    return job ? c.json({ data: job }) : notFound(c, `Job "${slug}"`)
  }
  return listResponse(c, items, pageRequestOf(c))
})

/* industries */

editorialApi.get('/industries', async (c) => {
  const repository = c.get('repository')
  const slug = c.req.query('slug')
  if (slug) {
    const industry = await repository.industry(slug)
    return industry ? c.json({ data: industry }) : notFound(c, `Industry "${slug}"`)
  }
  const index = (await repository.industries()) ?? { groups: [], items: [] }
  const groupId = c.req.query('group')
  if (groupId && !index.groups.some((group) => group.id === groupId)) return notFound(c, `Industry group "${groupId}"`)
  const items = groupId ? index.items.filter((item) => item.groupId === groupId) : index.items
  return listResponse(c, items, pageRequestOf(c))
})

editorialApi.get('/industry-groups', async (c) => {
  const index = (await c.get('repository').industries()) ?? { groups: [], items: [] }
  return wholeList(
    c,
    index.groups.map((group) => ({
      ...group,
      industries: group.industryIds.flatMap((id) => {
        const industry = index.items.find((item) => item.id === id)
        return industry ? [{ id: industry.id, slug: industry.slug, title: industry.title, href: industry.href }] : []
      }),
    })),
  )
})

/* downloads */

export type ApiDownload = Omit<Download, 'href'> & { href?: string; partnerOnly: boolean }

/** Partner files never show their URL in the API: the file route checks the session. */
export function publicDownload({ href, ...download }: Download): ApiDownload {
  return download.access === 'partner' ? { ...download, partnerOnly: true } : { ...download, href, partnerOnly: false }
}

editorialApi.get('/downloads', async (c) => {
  const index = (await c.get('repository').downloads()) ?? { categories: [], items: [] }
  const categoryKey = c.req.query('category')
  const category = categoryKey ? index.categories.find((cat) => cat.id === categoryKey || cat.slug === categoryKey) : undefined
  if (categoryKey && !category) return notFound(c, `Download category "${categoryKey}"`)
  const products = queryList(c, 'product').map((ctn) => ctn.toUpperCase())
  const items = index.items.filter(
    (item) =>
      (!category || item.categoryId === category.id) &&
      (!products.length || item.productCtns.some((ctn) => products.includes(ctn.toUpperCase()))),
  )
  return listResponse(c, items.map(publicDownload), pageRequestOf(c), category ? { category } : {})
})

editorialApi.get('/download-categories', async (c) => {
  const index = (await c.get('repository').downloads()) ?? { categories: [], items: [] }
  return wholeList(
    c,
    index.categories.map((category) => ({ ...category, count: index.items.filter((item) => item.categoryId === category.id).length })),
  )
})
