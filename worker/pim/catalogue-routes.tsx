/**
 * The PIM's catalogue screens (decision 037): the product list (search, status), product lines and
 * categories, and each record's screen with its edit form, changes since the last publish, history,
 * schedule, preview links and publish button. Reading needs `pim.view`; every change (save,
 * publish, schedule, revert, photo) needs `pim.catalogue.edit`, checked here on the server
 * whatever the screen offered. Posts work as plain forms (303 to the screen with a notice, or the
 * screen again with the problems); the editor island sends the same fields and asks for JSON.
 */
import { i18nOf } from '../render/request-i18n.ts'
import { type Context, Hono } from 'hono'
import type { I18n } from '@lingui/core'
import { type LocaleCode, activeLocales, findActiveLocale } from '../../locales/registry.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import {
  type CatalogueKind,
  type CatalogueRecordOf,
  type SourceCategory,
  type SourceLine,
  type SourceProduct,
  checkCatalogueRecord,
} from '../../ui/content/catalogue-source.ts'
import { CONTENT_KEYS, type Catalogue, PRODUCT_FACETS, type ProductDetail, type ProductStatus } from '../../ui/content/model.ts'
import { formatDate, isoOf } from '../../ui/format/intl.ts'
import { Island } from '../../ui/islands/Island.tsx'
import { AssetTable } from '../../ui/pim/AssetTable.tsx'
import { PRODUCT_STATUSES } from '../../ui/pim/assets.ts'
import { CatalogueEditor, type CatalogueEditorProps } from '../../ui/pim/CatalogueEditor.tsx'
import { CatalogueListPage } from '../../ui/pim/CatalogueListPage.tsx'
import { type CatalogueHistoryEntry, CatalogueRecordPage } from '../../ui/pim/CatalogueRecordPage.tsx'
import { canonicalJson, catalogueChanges } from '../../ui/pim/catalogue-diff.ts'
import {
  type CatalogueFormContext,
  type CatalogueFormErrors,
  type FormFields,
  REVISION_FIELD,
  checkCatalogueForm,
  checkInCatalogue,
  formValuesOf,
} from '../../ui/pim/catalogue-form.ts'
import { type CatalogueNotice, catalogueNoticeOf, isCatalogueAction } from '../../ui/pim/catalogue-status.ts'
import { catalogueActionLabel, catalogueEditorTexts, catalogueProblemMessage, fieldPathLabeller } from '../../ui/pim/catalogue-texts.ts'
import type { PimSection } from '../../ui/pim/PimDocument.tsx'
import { PIM_API, PIM_PATHS, catalogueActionPath, catalogueRecordPath } from '../../ui/pim/pim-paths.ts'
import { PRODUCT_SEARCH_PARAMETER, type ProductListing, ProductsPage, type ProductStatusFilter } from '../../ui/pim/ProductsPage.tsx'
import { productStatusLabel } from '../../ui/pim/pim-texts.ts'
import { scheduleInputOf, scheduledTimeOf } from '../../ui/pim/schedule-times.ts'
import { pimSectionTitleClass } from '../../ui/pim/pim-styles.ts'
import { textIn } from '../../ui/portal/localised-text.ts'
import { isAllowed } from '../../ui/portal/permissions.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import type { AppEnv } from '../env.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { asksForJson } from '../middleware/wants-json.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { findPortalUsers } from '../partners/portal-user-store.ts'
import { notifyDraftChanged } from '../preview/content-notifications.ts'
import { draftPreviewLink } from '../preview/draft-preview.ts'
import {
  CatalogueRefused,
  PublishBusy,
  PublisherSourceMissing,
  draftPreviewEntries,
  publishCatalogueRecords,
} from '../publish/catalogue-publisher.ts'
import { assetCountsByProduct, assetsOfProduct } from './asset-store.ts'
import {
  type CatalogueItem,
  type CatalogueListing,
  catalogueHistory,
  draftEntryKeys,
  draftEntryValue,
  findCatalogueItem,
  hasUnpublishedChanges,
  listCatalogueItems,
  saveCatalogueDraft,
  scheduleCatalogueItem,
} from './catalogue-store.ts'
import { pimCatalogue } from './pim-catalogue.ts'
import { gated, notFound, renderPim } from './pim-render.tsx'
import { productPhotoResponse } from './product-photo-store.ts'

export const cataloguePages = new Hono<AppEnv>()

const LISTS: Record<string, CatalogueKind> = { products: 'product', lines: 'line', categories: 'category' }

function codeOf(c: Context<AppEnv>): LocaleCode {
  return c.get('locale').code
}

/** A date as the PIM shows it: in the reader's language, UTC (schedules are entered in UTC). */
function shownDate(c: Context<AppEnv>, iso: string | null): string | null {
  return iso ? `${formatDate(isoOf(codeOf(c)), iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC` : null
}

function titleOf(kind: CatalogueKind, record: CatalogueRecordOf[CatalogueKind], code: LocaleCode): string {
  return textIn(kind === 'product' ? (record as SourceProduct).name : (record as SourceLine | SourceCategory).title, code)
}

function sectionOf(kind: CatalogueKind, record: CatalogueRecordOf[CatalogueKind]): PimSection {
  if (kind === 'line') return { kind: 'lines' }
  if (kind === 'category') return { kind: 'categories' }
  return { kind: 'products', status: (record as SourceProduct).status }
}

/** The rest of the catalogue as the checks and the form's choices need it. */
interface CatalogueSurroundings {
  lines: CatalogueListing[]
  categories: CatalogueListing[]
  products: CatalogueListing[]
  published: Catalogue | null
  context: CatalogueFormContext
}

async function surroundings(c: Context<AppEnv>): Promise<CatalogueSurroundings> {
  const [lines, categories, products, published] = await Promise.all([
    listCatalogueItems(c.env.DB, 'line'),
    listCatalogueItems(c.env.DB, 'category'),
    listCatalogueItems(c.env.DB, 'product'),
    pimCatalogue(c),
  ])
  const facetValues = Object.fromEntries(
    PRODUCT_FACETS.map((facet) => [
      facet,
      (published?.facets.find((each) => each.name === facet)?.values ?? []).map((value) => value.value),
    ]),
  ) as unknown as CatalogueFormContext['facetValues']
  return {
    lines,
    categories,
    products,
    published,
    context: {
      lines: lines.map(({ draft }) => draft as SourceLine),
      categories: categories.map(({ draft }) => draft as SourceCategory),
      productCtns: products.map(({ id }) => id),
      facetValues,
    },
  }
}

/** A parsed form body read as form fields (the first value of a name, or all of them). */
function formFieldsOfBody(
  body: Record<string, string | File | (string | File)[]>,
): FormFields & { values: Record<string, string | string[]> } {
  const values: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(body)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((each): each is string => typeof each === 'string')
    values[name] = texts.length === 1 && !name.startsWith('facets.') && name !== 'relatedProductCtns' ? texts[0]! : texts
  }
  return {
    values,
    get: (name) => {
      const value = values[name]
      return Array.isArray(value) ? value[0] : value
    },
    getAll: (name) => {
      const value = values[name]
      return value === undefined ? [] : Array.isArray(value) ? value : [value]
    },
  }
}

/** What a schedule entry of the history says: the times set, or why the sweep could not make the change. */
function scheduleNote(c: Context<AppEnv>, action: string, after: unknown): string | null {
  const i18n = i18nOf(c)
  const none = i18n._({ id: 'pim.none', message: 'None' })
  const values = (after ?? {}) as { publishAt?: string | null; expiresAt?: string | null; reason?: string }
  if (action === 'schedule-failed') return values.reason ?? null
  return i18n._({
    id: 'pim.catalogue.schedule_note',
    message: 'Publish at: {publishAt}. Expires at: {expiresAt}.',
    values: { publishAt: shownDate(c, values.publishAt ?? null) ?? none, expiresAt: shownDate(c, values.expiresAt ?? null) ?? none },
  })
}

async function historyOf(c: Context<AppEnv>, item: CatalogueItem, label: (path: string) => string): Promise<CatalogueHistoryEntry[]> {
  const trail = await catalogueHistory(c.env.DB, item.kind, item.id)
  const people = await findPortalUsers(c.env.DB, [...new Set(trail.map((entry) => entry.actorId))])
  const i18n = i18nOf(c)
  return trail
    .map((entry): CatalogueHistoryEntry => {
      const action = entry.action.split('.').at(-1) ?? ''
      const isRecord = action !== 'scheduled' && action !== 'schedule-failed'
      const after = isRecord ? checkCatalogueRecord(item.kind, entry.after) : null
      const before = isRecord && entry.before ? checkCatalogueRecord(item.kind, entry.before) : null
      const changes =
        after?.ok === true
          ? catalogueChanges(before?.ok ? before.record : null, after.record).map((change) => ({ ...change, field: label(change.field) }))
          : []
      return {
        id: entry.id,
        at: shownDate(c, entry.occurredAt) ?? entry.occurredAt,
        dateTime: entry.occurredAt,
        who: people.get(entry.actorId)?.name ?? entry.actorId,
        action: isCatalogueAction(action) ? catalogueActionLabel(i18n, action) : entry.action,
        changes,
        note: isRecord ? null : scheduleNote(c, action, entry.after),
        // Going back takes the version this change started from: every earlier version is some change's "before".
        revertable: before?.ok === true && canonicalJson(before.record) !== canonicalJson(item.draft),
      }
    })
    .reverse()
}

interface ScreenState {
  notice?: CatalogueNotice | null
  problem?: string | null
  values?: Record<string, string | string[]>
  errors?: Record<string, string>
  status?: 200 | 403 | 404 | 409 | 422 | 503
}

function factsOf(c: Context<AppEnv>, item: CatalogueItem, around: CatalogueSurroundings, people: Map<string, { name: string }>) {
  const i18n = i18nOf(c)
  const code = codeOf(c)
  const who = (id: string | null) => (id ? (people.get(id)?.name ?? id) : null)
  const facts: Array<{ label: string; value: string }> = []
  if (item.kind === 'product') {
    const product = item.draft as SourceProduct
    const line = around.lines.find((each) => each.id === product.lineId)
    facts.push(
      { label: i18n._({ id: 'pim.field.ctn', message: 'Type number' }), value: product.ctn },
      { label: i18n._({ id: 'pim.field.status', message: 'Status' }), value: productStatusLabel(i18n, product.status) },
      {
        label: i18n._({ id: 'pim.catalogue.field.line', message: 'Product line' }),
        value: line ? titleOf('line', line.draft, code) : product.lineId,
      },
    )
  } else facts.push({ label: i18n._({ id: 'pim.catalogue.field.id', message: 'Identifier' }), value: item.id })
  facts.push({
    label: i18n._({ id: 'pim.catalogue.last_published', message: 'Last published' }),
    value: item.publishedAt
      ? i18n._({
          id: 'pim.catalogue.when_by',
          message: '{date}, by {name}',
          values: { date: shownDate(c, item.publishedAt), name: who(item.publishedBy) ?? '' },
        })
      : item.published
        ? i18n._({ id: 'pim.catalogue.published_with_seed', message: 'With the catalogue as it was loaded' })
        : i18n._({ id: 'pim.catalogue.never_published', message: 'Never' }),
  })
  if (item.draftSavedBy)
    facts.push({
      label: i18n._({ id: 'pim.catalogue.draft_saved', message: 'Draft last saved' }),
      value: i18n._({
        id: 'pim.catalogue.when_by',
        message: '{date}, by {name}',
        values: { date: shownDate(c, item.draftSavedAt), name: who(item.draftSavedBy) ?? '' },
      }),
    })
  return facts
}

/** Choices of the form in the reader's language. */
function editorOptions(c: Context<AppEnv>, around: CatalogueSurroundings): CatalogueEditorProps['options'] {
  const code = codeOf(c)
  const byTitle = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label)
  const categoryTitle = new Map(around.categories.map((each) => [each.id, titleOf('category', each.draft, code)]))
  return {
    categories: around.categories.map((each) => ({ value: each.id, label: categoryTitle.get(each.id)! })),
    lines: around.lines
      .map((each) => ({
        value: each.id,
        label: `${categoryTitle.get((each.draft as SourceLine).categoryId) ?? ''} › ${titleOf('line', each.draft, code)}`,
      }))
      .sort(byTitle),
    products: around.products
      .map((each) => ({ value: each.id, label: `${titleOf('product', each.draft, code)} (${each.id})` }))
      .sort(byTitle),
    facets: (around.published?.facets ?? []).map((facet) => ({
      name: facet.name,
      label: facet.label,
      values: facet.values.map((value) => ({ value: value.value, label: value.label })),
    })),
  }
}

async function renderRecord(c: Context<AppEnv>, viewer: PortalViewer, item: CatalogueItem, state: ScreenState = {}): Promise<Response> {
  const i18n = i18nOf(c)
  const code = codeOf(c)
  const around = await surroundings(c)
  const facetLabels = Object.fromEntries((around.published?.facets ?? []).map((facet) => [facet.name, facet.label]))
  const label = fieldPathLabeller(i18n, facetLabels)
  const mayEdit = isAllowed(viewer, 'pim.catalogue.edit')
  const people = await findPortalUsers(
    c.env.DB,
    [item.publishedBy, item.draftSavedBy].filter((id): id is string => Boolean(id)),
  )
  const csrfToken = csrfTokenFor(c)
  const path = catalogueRecordPath(item.kind, item.id)
  const editorProps: CatalogueEditorProps = {
    kind: item.kind,
    action: path,
    photoEndpoint: PIM_API.productPhotos,
    revision: item.draftRevision,
    values: state.values ?? formValuesOf(item.kind, item.draft),
    errors: state.errors ?? {},
    readOnly: !mayEdit,
    csrfToken,
    base: item.draft,
    context: around.context,
    options: editorOptions(c, around),
    texts: catalogueEditorTexts(i18n, facetLabels),
  }
  const assets = item.kind === 'product' ? await assetsOfProduct(c.env.DB, item.id) : null
  const assetsTitle = i18n._({ id: 'pim.linked_assets', message: 'Linked assets' })
  const title = titleOf(item.kind, item.draft, code)
  return renderPim(c, {
    title,
    section: sectionOf(item.kind, item.draft),
    status: state.status ?? 200,
    body: (
      <CatalogueRecordPage
        title={title}
        notice={state.notice ?? null}
        problem={state.problem ?? null}
        facts={factsOf(c, item, around, people)}
        state={{
          unpublishedChanges: hasUnpublishedChanges(item),
          publishAt: shownDate(c, item.publishAt),
          expiresAt: shownDate(c, item.expiresAt),
        }}
        mayEdit={mayEdit}
        csrfToken={csrfToken}
        revision={item.draftRevision}
        actions={{
          publish: catalogueActionPath(item.kind, item.id, 'publish'),
          schedule: catalogueActionPath(item.kind, item.id, 'schedule'),
          revert: catalogueActionPath(item.kind, item.id, 'revert'),
        }}
        previewLinks={
          c.env.PREVIEW_SECRET
            ? activeLocales(c.get('environment')).map((locale) => ({
                label: `${locale.name} · ${locale.countryShort}`,
                href: `${catalogueActionPath(item.kind, item.id, 'preview')}?${new URLSearchParams({ locale: locale.code })}`,
              }))
            : []
        }
        changes={catalogueChanges(item.published, item.draft).map((change) => ({ ...change, field: label(change.field) }))}
        schedule={{ publishAt: scheduleInputOf(item.publishAt), expiresAt: scheduleInputOf(item.expiresAt) }}
        expires={item.kind === 'product'}
        history={await historyOf(c, item, label)}
        editor={<Island name="CatalogueEditor" component={CatalogueEditor} props={editorProps} />}
        assets={
          assets ? (
            <>
              <h2 className={pimSectionTitleClass}>{assetsTitle}</h2>
              <AssetTable assets={assets} iso={isoOf(code)} caption={assetsTitle} />
            </>
          ) : undefined
        }
      />
    ),
  })
}

/** The record a screen's path names, or the answer when it names none. */
async function recordOf(c: Context<AppEnv>): Promise<CatalogueItem | Response> {
  const kind = LISTS[c.req.param('list') ?? '']
  if (!kind) return notFound(c, { kind: 'products', status: 'active' })
  const item = await findCatalogueItem(c.env.DB, kind, c.req.param('id') ?? '')
  return (
    item ?? notFound(c, kind === 'product' ? { kind: 'products', status: 'active' } : { kind: kind === 'line' ? 'lines' : 'categories' })
  )
}

/** Answers a post: JSON for the island, a redirect to the screen with a notice for a plain form. */
function done(c: Context<AppEnv>, item: CatalogueItem, notice: CatalogueNotice): Response {
  const location = `${catalogueRecordPath(item.kind, item.id)}?${new URLSearchParams({ notice })}`
  return asksForJson(c) ? c.json({ location, notice }) : c.redirect(location, 303)
}

/** Answers a refused post: JSON for the island, the screen again for a plain form. */
async function refusedPost(
  c: Context<AppEnv>,
  viewer: PortalViewer,
  item: CatalogueItem,
  state: ScreenState & { status: 409 | 422 | 503 },
) {
  const i18n = i18nOf(c)
  if (asksForJson(c)) {
    return c.json(
      {
        message: state.problem ?? i18n._({ id: 'pim.problem.fix_fields', message: 'Please correct the marked fields.' }),
        statusCode: state.status,
        errors: state.errors ?? {},
      },
      state.status,
    )
  }
  return renderRecord(c, viewer, item, state)
}

function translatedErrors(i18n: I18n, errors: CatalogueFormErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, problem]) => [field, catalogueProblemMessage(i18n, problem)]))
}

async function postedFields(c: Context<AppEnv>) {
  return formFieldsOfBody(await c.req.parseBody({ all: true }))
}

function isStale(fields: FormFields, item: CatalogueItem): boolean {
  return fields.get(REVISION_FIELD) !== String(item.draftRevision)
}

/** Saves a draft (a form's, or an earlier version's) with its preview entries, and tells open previews. */
async function storeDraft<Kind extends CatalogueKind>(
  c: Context<AppEnv>,
  viewer: PortalViewer,
  item: CatalogueItem<Kind>,
  record: CatalogueRecordOf[Kind],
  action: 'saved' | 'reverted',
): Promise<'saved' | 'stale'> {
  const entries = await draftPreviewEntries(c.env, { kind: item.kind, record })
  const previous = await draftEntryKeys(c.env.DB, item.kind, item.id)
  const saved = await saveCatalogueDraft(c.env.DB, auditIdentitiesOf(viewer), item, record, entries, { action })
  if (!saved.saved) return 'stale'
  const keys = [...new Set([...previous, ...entries.map(({ key }) => key)])]
  const notified = await notifyDraftChanged(c.env, keys)
  c.get('logger').info(`Saved the draft of ${item.kind} ${item.id}: ${entries.length} preview record(s), ${notified} preview(s) told`)
  return 'saved'
}

function staleProblem(c: Context<AppEnv>): string {
  return catalogueProblemMessage(i18nOf(c), 'stale')
}

function unpublishableProblem(c: Context<AppEnv>, error: unknown): { status: 409 | 422 | 503; problem: string } | null {
  const i18n = i18nOf(c)
  if (error instanceof PublishBusy)
    return {
      status: 409,
      problem: i18n._({ id: 'pim.catalogue.notice.busy', message: 'Another publish was running. Please publish again in a moment.' }),
    }
  if (error instanceof PublisherSourceMissing) {
    c.get('logger').error('Catalogue publish impossible', error.message)
    return {
      status: 503,
      problem: i18n._({
        id: 'pim.catalogue.problem.no_source',
        message: 'The site has no content to publish the catalogue with. Load the seed or publish the content first.',
      }),
    }
  }
  if (error instanceof CatalogueRefused)
    return {
      status: 422,
      problem: i18n._({
        id: 'pim.catalogue.problem.refused',
        message: 'The catalogue cannot be published like this: {reason}',
        values: { reason: error.message },
      }),
    }
  return null
}

/* ------------------------------------------------------------------ lists */

cataloguePages.get(PIM_PATHS.products, async (c) => {
  const viewer = await gated(c, 'pim.view')
  if (viewer instanceof Response) return viewer
  const code = codeOf(c)
  const requested = c.req.query('status') ?? 'active'
  const status: ProductStatusFilter =
    requested === 'all' ? 'all' : (PRODUCT_STATUSES as readonly string[]).includes(requested) ? (requested as ProductStatus) : 'active'
  const query = (c.req.query(PRODUCT_SEARCH_PARAMETER) ?? '').trim().slice(0, 100)
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  const [products, lines, assetCounts] = await Promise.all([
    listCatalogueItems(c.env.DB, 'product'),
    listCatalogueItems(c.env.DB, 'line'),
    assetCountsByProduct(c.env.DB),
  ])
  const lineTitle = new Map(lines.map((line) => [line.id, titleOf('line', line.draft, code)]))
  const matches = (product: SourceProduct) => {
    const haystack = [product.ctn, product.ctn.replace('/', ''), ...Object.values(product.name)].join(' ').toLocaleLowerCase()
    return words.every((word) => haystack.includes(word))
  }
  const listed: ProductListing[] = products
    .map((listing) => ({ listing, product: listing.draft as SourceProduct }))
    .filter(({ product }) => (status === 'all' || product.status === status) && matches(product))
    .map(({ listing, product }) => ({
      ctn: product.ctn,
      name: textIn(product.name, code),
      line: lineTitle.get(product.lineId) ?? product.lineId,
      status: product.status,
      unpublishedChanges: listing.unpublishedChanges,
      publishAt: shownDate(c, listing.publishAt),
      expiresAt: shownDate(c, listing.expiresAt),
      assets: assetCounts[product.ctn] ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
  return renderPim(c, {
    title: i18nOf(c)._({ id: 'pim.products', message: 'Products' }),
    section: { kind: 'products', status },
    body: <ProductsPage products={listed} status={status} query={query} />,
  })
})

for (const kind of ['line', 'category'] as const) {
  cataloguePages.get(kind === 'line' ? PIM_PATHS.lines : PIM_PATHS.categories, async (c) => {
    const viewer = await gated(c, 'pim.view')
    if (viewer instanceof Response) return viewer
    const code = codeOf(c)
    const i18n = i18nOf(c)
    const [items, categories] = await Promise.all([listCatalogueItems(c.env.DB, kind), listCatalogueItems(c.env.DB, 'category')])
    const categoryTitle = new Map(categories.map((category) => [category.id, titleOf('category', category.draft, code)]))
    const title =
      kind === 'line' ? i18n._({ id: 'pim.lines', message: 'Product lines' }) : i18n._({ id: 'pim.categories', message: 'Categories' })
    return renderPim(c, {
      title,
      section: { kind: kind === 'line' ? 'lines' : 'categories' },
      body: (
        <CatalogueListPage
          kind={kind}
          title={title}
          items={items.map((item) => ({
            id: item.id,
            title: titleOf(kind, item.draft, code),
            ...(kind === 'line' ? { parent: categoryTitle.get((item.draft as SourceLine).categoryId) ?? '' } : {}),
            unpublishedChanges: item.unpublishedChanges,
            publishAt: shownDate(c, item.publishAt),
            expiresAt: shownDate(c, item.expiresAt),
          }))}
        />
      ),
    })
  })
}

/* ------------------------------------------------------------------ photos on the PIM host */

cataloguePages.on(['GET', 'HEAD'], '/product-images/photos/:file', async (c) => {
  const viewer = await gated(c, 'pim.view')
  if (viewer instanceof Response) return viewer
  return (await productPhotoResponse(c.env.FILES, c.req.param('file'), c.req.raw)) ?? notFound(c, { kind: 'products', status: 'active' })
})

/* ------------------------------------------------------------------ one record */

cataloguePages.get('/:list{products|lines|categories}/:id', async (c) => {
  const viewer = await gated(c, 'pim.view')
  if (viewer instanceof Response) return viewer
  const item = await recordOf(c)
  if (item instanceof Response) return item
  return renderRecord(c, viewer, item, { notice: catalogueNoticeOf(c.req.query('notice')) })
})

cataloguePages.post('/:list{products|lines|categories}/:id', async (c) => {
  const viewer = await gated(c, 'pim.catalogue.edit')
  if (viewer instanceof Response) return viewer
  const item = await recordOf(c)
  if (item instanceof Response) return item
  const fields = await postedFields(c)
  if (isStale(fields, item)) return refusedPost(c, viewer, item, { status: 409, problem: staleProblem(c), values: fields.values })
  const around = await surroundings(c)
  const checked = checkCatalogueForm(item.kind, fields, item.draft, around.context)
  if (!checked.ok) {
    return refusedPost(c, viewer, item, {
      status: 422,
      errors: translatedErrors(i18nOf(c), checked.errors),
      values: fields.values,
      problem: i18nOf(c)._({ id: 'pim.problem.fix_fields', message: 'Please correct the marked fields.' }),
    })
  }
  if (canonicalJson(checked.record) === canonicalJson(item.draft)) return done(c, item, 'saved')
  try {
    if ((await storeDraft(c, viewer, item, checked.record, 'saved')) === 'stale')
      return refusedPost(c, viewer, item, { status: 409, problem: staleProblem(c), values: fields.values })
  } catch (error) {
    const refusal = unpublishableProblem(c, error)
    if (!refusal) throw error
    return refusedPost(c, viewer, item, { ...refusal, values: fields.values })
  }
  return done(c, item, 'saved')
})

cataloguePages.post('/:list{products|lines|categories}/:id/publish', async (c) => {
  const viewer = await gated(c, 'pim.catalogue.edit')
  if (viewer instanceof Response) return viewer
  const item = await recordOf(c)
  if (item instanceof Response) return item
  const fields = await postedFields(c)
  if (isStale(fields, item)) return refusedPost(c, viewer, item, { status: 409, problem: staleProblem(c) })
  if (!hasUnpublishedChanges(item)) return done(c, item, 'unchanged')
  const checked = checkInCatalogue(item.kind, item.draft, (await surroundings(c)).context)
  if (!checked.ok) {
    const i18n = i18nOf(c)
    return refusedPost(c, viewer, item, {
      status: 422,
      errors: translatedErrors(i18n, checked.errors),
      problem: i18n._({
        id: 'pim.catalogue.problem.draft',
        message: 'The draft has problems: correct the marked fields, save, then publish.',
      }),
    })
  }
  try {
    const report = await publishCatalogueRecords(c.env, c.get('logger'), auditIdentitiesOf(viewer), [
      { item, record: item.draft, revision: item.draftRevision },
    ])
    c.get('logger').info(`Published ${item.kind} ${item.id}: ${report.written.length} record(s)`)
  } catch (error) {
    const refusal = unpublishableProblem(c, error)
    if (!refusal) throw error
    return refusedPost(c, viewer, item, refusal)
  }
  return done(c, item, 'published')
})

cataloguePages.post('/:list{products|lines|categories}/:id/schedule', async (c) => {
  const viewer = await gated(c, 'pim.catalogue.edit')
  if (viewer instanceof Response) return viewer
  const item = await recordOf(c)
  if (item instanceof Response) return item
  const fields = await postedFields(c)
  const publishAt = scheduledTimeOf(fields.get('publishAt'))
  const expiresAt = item.kind === 'product' ? scheduledTimeOf(fields.get('expiresAt')) : null
  if (publishAt === undefined || expiresAt === undefined) {
    const i18n = i18nOf(c)
    return refusedPost(c, viewer, item, {
      status: 422,
      problem: i18n._({
        id: 'pim.catalogue.problem.schedule',
        message: 'Please give the times as date and time, or leave them empty.',
      }),
    })
  }
  await scheduleCatalogueItem(c.env.DB, auditIdentitiesOf(viewer), item, { publishAt, expiresAt })
  return done(c, item, 'scheduled')
})

cataloguePages.post('/:list{products|lines|categories}/:id/revert', async (c) => {
  const viewer = await gated(c, 'pim.catalogue.edit')
  if (viewer instanceof Response) return viewer
  const item = await recordOf(c)
  if (item instanceof Response) return item
  const fields = await postedFields(c)
  if (isStale(fields, item)) return refusedPost(c, viewer, item, { status: 409, problem: staleProblem(c) })
  const entry = (await catalogueHistory(c.env.DB, item.kind, item.id)).find((each) => String(each.id) === fields.get('entry'))
  const version = entry && !entry.action.endsWith('.scheduled') && entry.before ? checkCatalogueRecord(item.kind, entry.before) : null
  if (!version?.ok) {
    const i18n = i18nOf(c)
    return refusedPost(c, viewer, item, {
      status: 422,
      problem: i18n._({ id: 'pim.catalogue.problem.no_version', message: 'There is no such version of this record.' }),
    })
  }
  try {
    if ((await storeDraft(c, viewer, item, version.record, 'reverted')) === 'stale')
      return refusedPost(c, viewer, item, { status: 409, problem: staleProblem(c) })
  } catch (error) {
    const refusal = unpublishableProblem(c, error)
    if (!refusal) throw error
    return refusedPost(c, viewer, item, refusal)
  }
  return done(c, item, 'reverted')
})

/** The public page of a record in a locale, as its draft would have it (its preview entries), else as published. */
async function publicPathOf(c: Context<AppEnv>, item: CatalogueItem, code: LocaleCode): Promise<string | null> {
  const read = async <T,>(key: string): Promise<T | null> => {
    const drafted = await draftEntryValue(c.env.DB, [item], key)
    return drafted !== null ? (JSON.parse(drafted) as T) : c.env.CONTENT.get<T>(key, 'json')
  }
  if (item.kind === 'product') return (await read<ProductDetail>(CONTENT_KEYS.product(code, productSlug(item.id))))?.href ?? null
  const catalogue = await read<Catalogue>(CONTENT_KEYS.catalogue(code))
  const list: ReadonlyArray<{ id: string; href: string }> = (item.kind === 'line' ? catalogue?.lines : catalogue?.categories) ?? []
  return list.find((each) => each.id === item.id)?.href ?? null
}

cataloguePages.get('/:list{products|lines|categories}/:id/preview', async (c) => {
  const viewer = await gated(c, 'pim.view')
  if (viewer instanceof Response) return viewer
  const item = await recordOf(c)
  if (item instanceof Response) return item
  const locale = findActiveLocale(c.req.query('locale') ?? '', c.get('environment'))
  const path = locale ? await publicPathOf(c, item, locale.code) : null
  const link = path ? await draftPreviewLink(c.env, [{ kind: item.kind, id: item.id }], path) : null
  if (!link) return notFound(c, sectionOf(item.kind, item.draft))
  c.header('Cache-Control', 'no-store')
  return c.redirect(link, 302)
})
