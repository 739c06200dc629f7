/**
 * The PIM screens on the PIM host: login, assets, one asset, add and edit (the AssetEditor
 * island; a new version of an asset is an add filled in from it), archive, restore, replacing a
 * private link and deleting with confirmation (plain form posts, decision 051), staff downloads of
 * an asset's files, and "Your sessions"
 * (the PIM keeps its own session cookie on its host, so its staff see and end their sessions
 * here too). Every screen passes the gate (pim-gate.ts) first. Products, lines and categories are
 * in catalogue-routes.tsx.
 */
import { i18nOf } from '../render/request-i18n.ts'
import { type Context, Hono } from 'hono'
import type { ReactElement } from 'react'
import { Island } from '../../ui/islands/Island.tsx'
import { AssetEditor, type AssetEditorProps } from '../../ui/pim/AssetEditor.tsx'
import { assetEditorTexts } from '../../ui/pim/asset-editor-texts.ts'
import { isoOf } from '../../ui/format/intl.ts'
import {
  ASSET_HISTORY_ACTIONS,
  ASSET_NOTICES,
  AssetDetailsPage,
  type AssetHistoryAction,
  type AssetHistoryEntry,
  type AssetNotice,
  type AssetVersionChain,
} from '../../ui/pim/AssetDetailsPage.tsx'
import { AssetDeletePage, DELETE_CONFIRMATION_FIELD, DELETE_CONFIRMATION_VALUE } from '../../ui/pim/AssetDeletePage.tsx'
import { previousVersionChoices, versionChainOf } from '../../ui/pim/asset-versions.ts'
import { AssetsPage } from '../../ui/pim/AssetsPage.tsx'
import type { ProductGroup } from '../../ui/pim/ProductPicker.tsx'
import type { Catalogue } from '../../ui/content/model.ts'
import type { I18n } from '@lingui/core'
import { assetListQueryOf, listedAssets } from '../../ui/pim/asset-list.ts'
import { ASSET_FILE_KINDS, type AssetFileKind } from '../../ui/pim/assets.ts'
import { PimLoginPage } from '../../ui/pim/PimLoginPage.tsx'
import { PIM_PATHS, SUPERSEDES_PARAMETER, assetPath } from '../../ui/pim/pim-paths.ts'
import { pimTitleClass } from '../../ui/pim/pim-styles.ts'
import { RETURN_TO_PARAMETER, SIGN_IN_PROBLEM_PARAMETER, isSignInProblem } from '../../ui/sign-in/sign-in-problems.ts'
import { AUTH_PATHS } from '../auth/auth-paths.ts'
import { SIGN_IN_OPTIONS, availableSignInOptions } from '../auth/identity-providers.ts'
import { allowSignInRedirects } from '../auth/sign-in-redirects.ts'
import { safeReturnPath } from '../auth/sign-in.ts'
import type { AppEnv } from '../env.ts'
import { auditIdentitiesOf, auditTrailOf } from '../partners/audit-trail-store.ts'
import { findPortalUsers } from '../partners/portal-user-store.ts'
import {
  type StoredAsset,
  archiveAsset,
  deleteAsset,
  findAsset,
  listAssets,
  restoreAsset,
  rotateAssetLink,
  storeFileChecksum,
} from './asset-store.ts'
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
import { type PortalViewer, actingPerson } from '../../ui/portal/viewer.ts'

export const pimPages = new Hono<AppEnv>()

/** Fields of the audit record that say nothing about what the editor changed. */
const UNCOMPARED_FIELDS = new Set(['updatedAt', 'updatedBy'])

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
  return (
    <AssetsPage
      slice={slice}
      query={query}
      search={search}
      lines={lines}
      iso={isoOf(c.get('locale').code)}
      mayEdit={mayEdit}
      deleted={search.get(NOTICE_PARAMETER) === 'deleted'}
    />
  )
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

/**
 * The editor's props: editing `asset`, or adding one (`asset` null), which for a new version is
 * filled in from `previous` (its title, type, availability, levels and products; a new version
 * number and file are the editor's to give).
 */
async function editorProps(
  c: Context<AppEnv>,
  asset: StoredAsset | null,
  assets: readonly StoredAsset[],
  previous: StoredAsset | null = null,
): Promise<AssetEditorProps> {
  const catalogue = await pimCatalogue(c)
  const base = asset ?? previous
  const i18n = i18nOf(c)
  return {
    assetId: asset?.id ?? null,
    initial: base
      ? {
          title: base.title,
          version: asset ? asset.version : '',
          type: base.type,
          status: base.status,
          availability: base.availability,
          partnerLevel: base.partnerLevel,
          minimumPartnerLevel: base.minimumPartnerLevel,
          productCtns: base.productCtns,
          publishAt: asset ? scheduleInputOf(asset.publishAt) : '',
          expiresAt: asset ? scheduleInputOf(asset.expiresAt) : '',
          // A new version supersedes `previous` unless it may not (it already has a newer version).
          supersedesId: asset
            ? asset.supersedesId
            : previous && previousVersionChoices(assets, null, previous.type).some((choice) => choice.id === previous.id)
              ? previous.id
              : null,
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
          supersedesId: null,
        },
    // Every asset that could be the previous version of some type; the island offers those of the chosen type.
    previousVersions: previousVersionChoicesOf(assets, asset, i18n),
    currentFile: asset
      ? { name: asset.file.name, size: formatFileSize(isoOf(c.get('locale').code), asset.file.size), sha256: asset.fileSha256 }
      : null,
    currentReleaseNotesName: asset?.releaseNotes?.name ?? null,
    products: (catalogue?.products ?? [])
      .map((product) => ({ ctn: product.ctn, name: product.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    productGroups: productGroupsOf(catalogue, i18n),
    csrfToken: csrfTokenFor(c),
    cancelHref: asset ? assetPath(asset.id) : previous ? assetPath(previous.id) : PIM_PATHS.assets,
    texts: assetEditorTexts(i18n),
  }
}

/** The assets `asset` (null: a new one) may supersede, for each type it could have; newest change first. */
function previousVersionChoicesOf(assets: readonly StoredAsset[], asset: StoredAsset | null, i18n: I18n) {
  const choices = new Map<string, StoredAsset>()
  for (const type of new Set(assets.map((each) => each.type))) {
    for (const choice of previousVersionChoices(assets, asset?.id ?? null, type)) choices.set(choice.id, choice)
  }
  return [...choices.values()].map((choice) => ({
    id: choice.id,
    type: choice.type,
    label: choice.archivedAt
      ? i18n._({
          id: 'pim.previous_version.archived',
          message: '{name} (archived)',
          values: { name: `${choice.title} ${choice.version}` },
        })
      : `${choice.title} ${choice.version}`,
  }))
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
  const assets = await listAssets(c.env.DB)
  // A new version of an asset (its page's "Add a new version"): filled in from it.
  const supersedes = c.req.query(SUPERSEDES_PARAMETER)
  const previous = supersedes ? (assets.find((asset) => asset.id === supersedes) ?? null) : null
  const title = previous
    ? i18n._({
        id: 'pim.add_version_title',
        message: 'New version of {name}',
        values: { name: `${previous.title} ${previous.version}` },
      })
    : i18n._({ id: 'pim.add_asset', message: 'Add asset' })
  return renderPim(c, { title, section: { kind: 'new-asset' }, body: editorScreen(title, await editorProps(c, null, assets, previous)) })
})

pimPages.get(`${PIM_PATHS.assets}/:id/edit`, async (c) => {
  const viewer = await gated(c, 'pim.assets.edit')
  if (viewer instanceof Response) return viewer
  const asset = await withKnownChecksum(c, await findAsset(c.env.DB, c.req.param('id')))
  if (!asset) return notFound(c, { kind: 'assets' })
  const i18n = i18nOf(c)
  const title = i18n._({ id: 'pim.edit_asset_title', message: 'Edit {title}', values: { title: asset.title } })
  const assets = await listAssets(c.env.DB)
  return renderPim(c, { title, section: { kind: 'assets' }, body: editorScreen(title, await editorProps(c, asset, assets)) })
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
    const action = entry.action.slice('pim-asset.'.length)
    return {
      occurredAt: entry.occurredAt,
      who: people.get(entry.actorId)?.name ?? entry.actorId,
      action: (ASSET_HISTORY_ACTIONS as readonly string[]).includes(action) ? (action as AssetHistoryAction) : 'updated',
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
  const chain = versionChainOf(await listAssets(c.env.DB), asset.id)
  const names = (versions: readonly StoredAsset[]) => versions.map(({ id, title, version }) => ({ id, title, version }))
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
        notice={(ASSET_NOTICES as readonly string[]).includes(notice ?? '') ? (notice as AssetNotice) : null}
        chain={{ older: names(chain.older), newer: names(chain.newer) } satisfies AssetVersionChain}
        csrfToken={csrfTokenFor(c)}
      />
    ),
  })
})

/** The asset of the path, for an editor's action on it; otherwise the answer (login, no access, not found). */
async function editedAsset(c: Context<AppEnv>): Promise<{ asset: StoredAsset; viewer: PortalViewer } | Response> {
  const viewer = await gated(c, 'pim.assets.edit')
  if (viewer instanceof Response) return viewer
  const asset = await findAsset(c.env.DB, c.req.param('id') ?? '')
  return asset ? { asset, viewer } : notFound(c, { kind: 'assets' })
}

function noticeRedirect(c: Context<AppEnv>, asset: StoredAsset, notice: AssetNotice): Response {
  return c.redirect(`${assetPath(asset.id)}?${new URLSearchParams({ [NOTICE_PARAMETER]: notice })}`, 303)
}

pimPages.post(`${PIM_PATHS.assets}/:id/archive`, async (c) => {
  const edited = await editedAsset(c)
  if (edited instanceof Response) return edited
  if (!edited.asset.archivedAt) await archiveAsset(c.env.DB, auditIdentitiesOf(edited.viewer), edited.asset)
  return noticeRedirect(c, edited.asset, 'archived')
})

pimPages.post(`${PIM_PATHS.assets}/:id/restore`, async (c) => {
  const edited = await editedAsset(c)
  if (edited instanceof Response) return edited
  if (edited.asset.archivedAt) await restoreAsset(c.env.DB, auditIdentitiesOf(edited.viewer), edited.asset)
  return noticeRedirect(c, edited.asset, 'restored')
})

/** Only a private asset has a unique link to replace. */
pimPages.post(`${PIM_PATHS.assets}/:id/rotate-link`, async (c) => {
  const edited = await editedAsset(c)
  if (edited instanceof Response) return edited
  if (edited.asset.availability !== 'private') return c.redirect(assetPath(edited.asset.id), 303)
  await rotateAssetLink(c.env.DB, auditIdentitiesOf(edited.viewer), edited.asset)
  return noticeRedirect(c, edited.asset, 'link-rotated')
})

async function deleteScreen(c: Context<AppEnv>, asset: StoredAsset, unconfirmed: boolean): Promise<Response> {
  const chain = versionChainOf(await listAssets(c.env.DB), asset.id)
  const name = (version: StoredAsset | undefined) => (version ? { id: version.id, title: version.title, version: version.version } : null)
  const i18n = i18nOf(c)
  return renderPim(c, {
    title: i18n._({ id: 'pim.delete.title', message: 'Delete {name}?', values: { name: `${asset.title} ${asset.version}` } }),
    section: { kind: 'assets' },
    body: (
      <AssetDeletePage
        asset={asset}
        newer={name(chain.newer[0])}
        older={name(chain.older[0])}
        csrfToken={csrfTokenFor(c)}
        unconfirmed={unconfirmed}
      />
    ),
    status: unconfirmed ? 422 : 200,
  })
}

pimPages.get(`${PIM_PATHS.assets}/:id/delete`, async (c) => {
  const edited = await editedAsset(c)
  if (edited instanceof Response) return edited
  return deleteScreen(c, edited.asset, false)
})

pimPages.post(`${PIM_PATHS.assets}/:id/delete`, async (c) => {
  const edited = await editedAsset(c)
  if (edited instanceof Response) return edited
  const form = await c.req.parseBody()
  if (form[DELETE_CONFIRMATION_FIELD] !== DELETE_CONFIRMATION_VALUE) return deleteScreen(c, edited.asset, true)
  await deleteAsset(c.env.DB, c.env.FILES, auditIdentitiesOf(edited.viewer), edited.asset)
  return c.redirect(`${PIM_PATHS.assets}?${new URLSearchParams({ [NOTICE_PARAMETER]: 'deleted' })}`, 303)
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
