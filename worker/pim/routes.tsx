/**
 * The PIM screens on the PIM host: login, assets, one asset, add and edit (the AssetEditor
 * island), staff downloads of an asset's files, and "Your sessions"
 * (the PIM keeps its own session cookie on its host, so its staff see and end their sessions
 * here too). Every screen passes the gate (pim-gate.ts) first. Products, lines and categories are
 * in catalogue-routes.tsx.
 */
import { type Context, Hono } from 'hono'
import type { ReactElement } from 'react'
import { Island } from '../../ui/islands/Island.tsx'
import { AssetEditor, type AssetEditorProps } from '../../ui/pim/AssetEditor.tsx'
import { assetEditorTexts } from '../../ui/pim/asset-editor-texts.ts'
import { isoOf } from '../../ui/format/intl.ts'
import { AssetDetailsPage, type AssetHistoryEntry, type AssetNotice } from '../../ui/pim/AssetDetailsPage.tsx'
import { AssetsPage } from '../../ui/pim/AssetsPage.tsx'
import type { ProductGroup } from '../../ui/pim/ProductPicker.tsx'
import type { Catalogue } from '../../ui/content/model.ts'
import type { I18n } from '@lingui/core'
import { assetListQueryOf, listedAssets } from '../../ui/pim/asset-list.ts'
import { ASSET_FILE_KINDS, type AssetFileKind } from '../../ui/pim/assets.ts'
import { PimLoginPage } from '../../ui/pim/PimLoginPage.tsx'
import { PIM_PATHS, assetPath } from '../../ui/pim/pim-paths.ts'
import { pimTitleClass } from '../../ui/pim/pim-styles.ts'
import { RETURN_TO_PARAMETER, SIGN_IN_PROBLEM_PARAMETER, isSignInProblem } from '../../ui/sign-in/sign-in-problems.ts'
import { AUTH_PATHS } from '../auth/auth-paths.ts'
import { SIGN_IN_OPTIONS, availableSignInOptions } from '../auth/identity-providers.ts'
import { allowSignInRedirects } from '../auth/sign-in-redirects.ts'
import { safeReturnPath } from '../auth/sign-in.ts'
import type { AppEnv } from '../env.ts'
import { auditTrailOf } from '../partners/audit-trail-store.ts'
import { findPortalUsers } from '../partners/portal-user-store.ts'
import { type StoredAsset, findAsset, listAssets, storeFileChecksum } from './asset-store.ts'
import { sha256OfObject } from './file-checksums.ts'
import { formatFileSize } from '../../ui/format/intl.ts'
import { streamedFile } from './file-responses.ts'
import { mayEditAssets, pimAccess } from './pim-gate.ts'
import { pimCatalogue } from './pim-catalogue.ts'
import { scheduleInputOf } from '../../ui/pim/schedule-times.ts'
import { gated, notFound, renderPim } from './pim-render.tsx'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { uniqueLinkOf } from '../downloads/public-downloads.ts'
import { SESSION_NOTICES, SessionsPage } from '../../ui/sessions/SessionsPage.tsx'
import { END_OTHER_SESSIONS, END_SCOPE_FIELD } from '../../ui/sessions/SessionList.tsx'
import { seconds } from '../auth/session.ts'
import { liveSessionsOf } from '../sessions/session-store.ts'
import { endOwnSessions, sessionRowsOf } from '../sessions/routes.tsx'
import { NOTICE_PARAMETER } from '../portal/portal-page-kit.ts'
import { actingPerson } from '../../ui/portal/viewer.ts'

export const pimPages = new Hono<AppEnv>()

/** Fields of the audit record that say nothing about what the editor changed. */
const UNCOMPARED_FIELDS = new Set(['updatedAt', 'updatedBy'])

function i18nOf(c: Context<AppEnv>) {
  return c.get('i18n')!
}

function assetsTitle(c: Context<AppEnv>): string {
  const i18n = i18nOf(c)
  return i18n._({ id: 'pim.assets', message: 'Assets' })
}

pimPages.get(PIM_PATHS.login, async (c) => {
  const i18n = i18nOf(c)
  const code = c.get('locale').code
  const returnTo = safeReturnPath(c.req.query(RETURN_TO_PARAMETER), PIM_PATHS.home)
  const viewer = c.get('viewer')
  if (viewer && pimAccess(c, 'pim.view').kind === 'allowed') return c.redirect(returnTo, 302)
  const problem = c.req.query(SIGN_IN_PROBLEM_PARAMETER) ?? null
  const options = availableSignInOptions(c.env, c.get('environment'))
  const actionFor = Object.fromEntries(SIGN_IN_OPTIONS.map((option) => [option, `${AUTH_PATHS.signIn}/${option}`])) as Record<
    (typeof SIGN_IN_OPTIONS)[number],
    string
  >
  allowSignInRedirects(c)
  return renderPim(c, {
    title: i18n._({ id: 'pim.login.title', message: 'Product information login' }),
    section: { kind: 'login' },
    body: (
      <PimLoginPage
        options={options}
        actionFor={actionFor}
        returnTo={returnTo}
        code={code}
        problem={isSignInProblem(problem) ? problem : null}
        csrfToken={csrfTokenFor(c)}
        signedInWithoutAccess={viewer !== null}
      />
    ),
    status: viewer ? 403 : 200,
  })
})

pimPages.get(PIM_PATHS.sessions, async (c) => {
  const viewer = await gated(c, 'pim.view')
  if (viewer instanceof Response) return viewer
  const records = await liveSessionsOf(c.env.DB, actingPerson(viewer).id, seconds(new Date()))
  const notice = c.req.query(NOTICE_PARAMETER)
  return renderPim(c, {
    title: i18nOf(c)._({ id: 'sessions.title', message: 'Your sessions' }),
    section: { kind: 'sessions' },
    body: (
      <SessionsPage
        sessions={sessionRowsOf(records, c.get('session')?.sessionId ?? null)}
        iso={isoOf(c.get('locale').code)}
        endAction={PIM_PATHS.sessions}
        csrfToken={csrfTokenFor(c)}
        notice={(SESSION_NOTICES as readonly string[]).includes(notice ?? '') ? (notice as (typeof SESSION_NOTICES)[number]) : null}
      />
    ),
  })
})

pimPages.post(PIM_PATHS.sessions, async (c) => {
  const viewer = await gated(c, 'pim.view')
  if (viewer instanceof Response) return viewer
  const form = await c.req.parseBody()
  const ending = await endOwnSessions(c, form)
  if (ending.kind === 'ended-current') return c.redirect(PIM_PATHS.login, 303)
  if (ending.kind === 'nothing') return c.redirect(PIM_PATHS.sessions, 303)
  const notice = form[END_SCOPE_FIELD] === END_OTHER_SESSIONS ? 'others-ended' : 'ended'
  return c.redirect(`${PIM_PATHS.sessions}?${new URLSearchParams({ [NOTICE_PARAMETER]: notice })}`, 303)
})

pimPages.get(PIM_PATHS.home, (c) => c.redirect(`${PIM_PATHS.products}?status=active`, 302))

pimPages.get(PIM_PATHS.assets, async (c) => {
  const viewer = await gated(c, 'pim.view')
  if (viewer instanceof Response) return viewer
  return renderPim(c, {
    title: assetsTitle(c),
    section: { kind: 'assets' },
    body: await assetListBody(c, mayEditAssets(viewer)),
  })
})

/** The asset list of the request's query (ui/pim/asset-list.ts); lines and products' lines from the PIM's catalogue. */
async function assetListBody(c: Context<AppEnv>, mayEdit: boolean): Promise<ReactElement> {
  const [assets, catalogue] = await Promise.all([listAssets(c.env.DB), pimCatalogue(c)])
  const lines = (catalogue?.lines ?? []).map((line) => ({ id: line.id, title: line.title })).sort((a, b) => a.title.localeCompare(b.title))
  const lineOfProduct = new Map((catalogue?.products ?? []).map((product) => [product.ctn, product.lineId]))
  const search = new URL(c.req.url).searchParams
  const query = assetListQueryOf(search, new Set(lines.map((line) => line.id)))
  const slice = listedAssets(assets, query, (ctn) => lineOfProduct.get(ctn))
  return <AssetsPage slice={slice} query={query} search={search} lines={lines} iso={isoOf(c.get('locale').code)} mayEdit={mayEdit} />
}

/** An asset stored before checksums were kept gets its file's SHA-256 when first shown (decision 050). */
async function withKnownChecksum(c: Context<AppEnv>, asset: StoredAsset | null): Promise<StoredAsset | null> {
  if (!asset || asset.fileSha256) return asset
  const sha256 = await sha256OfObject(c.env.FILES, asset.fileKey)
  if (!sha256) return asset
  await storeFileChecksum(c.env.DB, asset.id, asset.fileKey, sha256)
  return { ...asset, fileSha256: sha256 }
}

/** Lines and categories with their products, for linking an asset to all of them at once. */
function productGroupsOf(catalogue: Catalogue | null, i18n: I18n): ProductGroup[] {
  if (!catalogue) return []
  const products = catalogue.products
  const lineOf = new Map(catalogue.lines.map((line) => [line.id, line]))
  const categories = catalogue.categories.map((category) => ({
    id: `category:${category.id}`,
    label: i18n._({ id: 'pim.picker.category', message: 'Category: {name}', values: { name: category.title } }),
    ctns: products.filter((product) => lineOf.get(product.lineId)?.categoryId === category.id).map((product) => product.ctn),
  }))
  const lines = catalogue.lines.map((line) => ({
    id: `line:${line.id}`,
    label: i18n._({ id: 'pim.picker.line', message: 'Line: {name}', values: { name: line.title } }),
    ctns: products.filter((product) => product.lineId === line.id).map((product) => product.ctn),
  }))
  return [...categories, ...lines].filter((group) => group.ctns.length > 0)
}

async function editorProps(c: Context<AppEnv>, asset: StoredAsset | null): Promise<AssetEditorProps> {
  const catalogue = await pimCatalogue(c)
  return {
    assetId: asset?.id ?? null,
    initial: asset
      ? {
          title: asset.title,
          version: asset.version,
          type: asset.type,
          status: asset.status,
          availability: asset.availability,
          partnerLevel: asset.partnerLevel,
          minimumPartnerLevel: asset.minimumPartnerLevel,
          productCtns: asset.productCtns,
          publishAt: scheduleInputOf(asset.publishAt),
          expiresAt: scheduleInputOf(asset.expiresAt),
        }
      : {
          title: '',
          version: '',
          type: 'firmware',
          status: 'active',
          availability: 'everyone',
          partnerLevel: null,
          minimumPartnerLevel: null,
          productCtns: [],
          publishAt: '',
          expiresAt: '',
        },
    currentFile: asset
      ? { name: asset.file.name, size: formatFileSize(isoOf(c.get('locale').code), asset.file.size), sha256: asset.fileSha256 }
      : null,
    currentReleaseNotesName: asset?.releaseNotes?.name ?? null,
    products: (catalogue?.products ?? [])
      .map((product) => ({ ctn: product.ctn, name: product.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    productGroups: productGroupsOf(catalogue, i18nOf(c)),
    csrfToken: csrfTokenFor(c),
    cancelHref: asset ? assetPath(asset.id) : PIM_PATHS.assets,
    texts: assetEditorTexts(i18nOf(c)),
  }
}

function editorScreen(title: string, props: AssetEditorProps): ReactElement {
  return (
    <section>
      <h1 className={pimTitleClass}>{title}</h1>
      <Island name="AssetEditor" component={AssetEditor} props={props} />
    </section>
  )
}

pimPages.get(PIM_PATHS.newAsset, async (c) => {
  const viewer = await gated(c, 'pim.assets.edit')
  if (viewer instanceof Response) return viewer
  const i18n = i18nOf(c)
  const title = i18n._({ id: 'pim.add_asset', message: 'Add asset' })
  return renderPim(c, { title, section: { kind: 'new-asset' }, body: editorScreen(title, await editorProps(c, null)) })
})

pimPages.get(`${PIM_PATHS.assets}/:id/edit`, async (c) => {
  const viewer = await gated(c, 'pim.assets.edit')
  if (viewer instanceof Response) return viewer
  const asset = await withKnownChecksum(c, await findAsset(c.env.DB, c.req.param('id')))
  if (!asset) return notFound(c, { kind: 'assets' })
  const i18n = i18nOf(c)
  const title = i18n._({ id: 'pim.edit_asset_title', message: 'Edit {title}', values: { title: asset.title } })
  return renderPim(c, { title, section: { kind: 'assets' }, body: editorScreen(title, await editorProps(c, asset)) })
})

async function historyOf(db: D1Database, assetId: string): Promise<AssetHistoryEntry[]> {
  const trail = await auditTrailOf(db, 'pim-asset', assetId)
  const people = await findPortalUsers(db, [...new Set(trail.map((entry) => entry.actorId))])
  return trail.map((entry) => {
    const before = (entry.before ?? {}) as Record<string, unknown>
    const after = (entry.after ?? {}) as Record<string, unknown>
    const changed = Object.keys(after).filter(
      (field) => !UNCOMPARED_FIELDS.has(field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    )
    return {
      occurredAt: entry.occurredAt,
      who: people.get(entry.actorId)?.name ?? entry.actorId,
      action: entry.action === 'pim-asset.created' ? 'created' : 'updated',
      changed,
    }
  })
}

pimPages.get(`${PIM_PATHS.assets}/:id`, async (c) => {
  const viewer = await gated(c, 'pim.view')
  if (viewer instanceof Response) return viewer
  const asset = await withKnownChecksum(c, await findAsset(c.env.DB, c.req.param('id')))
  if (!asset) return notFound(c, { kind: 'assets' })
  const notice = c.req.query(NOTICE_PARAMETER)
  return renderPim(c, {
    title: asset.title,
    section: { kind: 'assets' },
    body: (
      <AssetDetailsPage
        asset={asset}
        iso={isoOf(c.get('locale').code)}
        mayEdit={mayEditAssets(viewer)}
        fileHref={(kind) => `${assetPath(asset.id)}/files/${kind}`}
        uniqueLink={asset.availability === 'private' ? uniqueLinkOf(c.env, asset) : null}
        history={await historyOf(c.env.DB, asset.id)}
        notice={notice === 'created' || notice === 'updated' ? (notice as AssetNotice) : null}
      />
    ),
  })
})

/** PIM staff download any asset's files, whatever its availability or status. */
pimPages.on(['GET', 'HEAD'], `${PIM_PATHS.assets}/:id/files/:kind`, async (c) => {
  const viewer = await gated(c, 'pim.view')
  if (viewer instanceof Response) return viewer
  const kind = c.req.param('kind') as AssetFileKind
  const asset = await findAsset(c.env.DB, c.req.param('id'))
  if (!asset || !(ASSET_FILE_KINDS as readonly string[]).includes(kind)) return notFound(c, { kind: 'assets' })
  const file =
    kind === 'file'
      ? { key: asset.fileKey, ...asset.file }
      : asset.releaseNotes && asset.releaseNotesKey
        ? { key: asset.releaseNotesKey, ...asset.releaseNotes }
        : null
  const response = file
    ? await streamedFile(c.env.FILES, file.key, {
        request: c.req.raw,
        fileName: file.name,
        contentType: file.type,
        sha256: kind === 'file' ? asset.fileSha256 : null,
      })
    : null
  return response ?? notFound(c, { kind: 'assets' })
})

pimPages.notFound((c) => notFound(c, { kind: 'assets' }))
