/**
 * An asset's lifecycle (issue 19, decision 051), on the server: version chains (set, shown both
 * ways, refused across types, in loops and as a second newer version, in the editor's language;
 * the public lists offer the newest version a visitor may have, the older one stays downloadable
 * by its link), archive and restore (off every public surface, kept, audited), delete after a
 * confirmation (record, product links and R2 files gone, the chain mended, audited), and replacing
 * a private link (old links refused with their page, the new one works). Every change: PIM
 * editors only, with the CSRF token.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { type StoredAsset, findAsset } from '../../worker/pim/asset-store.ts'
import { catalogueRecordPath } from '../../ui/pim/pim-paths.ts'
import { visit, visitUrl } from './helpers.ts'
import { seedPimCatalogue } from './pim-catalogue-fixtures.ts'
import { PARTNER_OF_LEVEL, PIM_EDITOR, PIM_ORIGIN, PIM_VIEWER, loadCatalogue, pimRequest, storedAsset } from './pim-fixtures.ts'
import { TEST_CSRF_TOKEN, sessionCookieFor, signedInCookies } from './portal-helpers.ts'

function fieldsOf(asset: StoredAsset, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: asset.title,
    version: asset.version,
    type: asset.type,
    status: asset.status,
    availability: asset.availability,
    partnerLevel: asset.partnerLevel,
    minimumPartnerLevel: asset.minimumPartnerLevel,
    productCtns: asset.productCtns,
    supersedesId: asset.supersedesId,
    ...changes,
  }
}

async function edit(asset: StoredAsset, changes: Record<string, unknown>, language = 'en'): Promise<Response> {
  return pimRequest(`/api/pim/assets/${asset.id}`, PIM_EDITOR, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(fieldsOf(asset, changes)),
  })
}

async function errorsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(422)
  return (await response.json<{ errors: Record<string, string> }>()).errors
}

/** A plain form post on the PIM host (what the asset's page sends) as `userId`, with the CSRF token. */
function pimForm(path: string, userId: string, fields: Record<string, string> = {}): Promise<Response> {
  return pimRequest(path, userId, {
    method: 'POST',
    body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN, ...fields }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
  })
}

/** The same post without any CSRF token in the form or a header (the cookie only), as a forged cross-site form would be. */
async function pimFormWithoutToken(path: string, userId: string): Promise<Response> {
  return visitUrl(`${PIM_ORIGIN}${path}`, {
    method: 'POST',
    body: new URLSearchParams({}),
    headers: { Cookie: await signedInCookies(userId), Origin: PIM_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
}

async function publicTitles(ctn: string, viewer: keyof typeof PARTNER_OF_LEVEL | null = null): Promise<string[]> {
  const headers: Record<string, string> = viewer ? { Cookie: await sessionCookieFor(PARTNER_OF_LEVEL[viewer]) } : {}
  const response = await visit(`/api/pam/product-downloads?product=${encodeURIComponent(ctn)}`, { headers })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Array<{ title: string; version: string }> }).data
    .map((asset) => `${asset.title} ${asset.version}`)
    .sort()
}

async function actionsOf(assetId: string): Promise<Array<{ action: string; actorId: string }>> {
  return (await auditTrailOf(env.DB, 'pim-asset', assetId)).map(({ action, actorId }) => ({ action, actorId }))
}

describe('version chains', () => {
  it('links a new version to the one it supersedes, shows the chain both ways and offers the newest on the site', async () => {
    const ctn = await loadCatalogue()
    const title = `Chain firmware ${crypto.randomUUID()}`
    const older = await storedAsset({ title, version: '2.0.9', productCtns: [ctn] })
    const newer = await storedAsset({ title, version: '2.1.0', productCtns: [ctn] })
    expect(await publicTitles(ctn)).toEqual(expect.arrayContaining([`${title} 2.0.9`, `${title} 2.1.0`]))

    const saved = await edit(newer, { supersedesId: older.id })
    expect(saved.status).toBe(200)
    await saved.arrayBuffer()
    expect((await findAsset(env.DB, newer.id))?.supersedesId).toBe(older.id)

    const newerPage = await (await pimRequest(`/assets/${newer.id}`, PIM_VIEWER)).text()
    expect(newerPage).toMatch(new RegExp(`data-version-older=""><a href="/assets/${older.id}"[^>]*>${title} 2.0.9</a>`))
    const olderPage = await (await pimRequest(`/assets/${older.id}`, PIM_VIEWER)).text()
    expect(olderPage).toMatch(new RegExp(`data-version-newer=""><a href="/assets/${newer.id}"[^>]*>${title} 2.1.0</a>`))
    // Only the newest version may get another new version.
    expect(olderPage).not.toContain(`/assets/new?supersedes=${older.id}`)
    const editorPage = await (await pimRequest(`/assets/${newer.id}`, PIM_EDITOR)).text()
    expect(editorPage).toContain(`/assets/new?supersedes=${newer.id}`)

    // The site offers the newest version; the older one still downloads by its own link.
    const listed = await publicTitles(ctn)
    expect(listed).toContain(`${title} 2.1.0`)
    expect(listed).not.toContain(`${title} 2.0.9`)
    const olderLink = await visit(`/api/pam/product-download-link?asset=${older.id}`)
    expect(olderLink.status).toBe(200)
    await olderLink.arrayBuffer()

    // A newer version the visitor may not have (inactive, or above their level) leaves the older one listed.
    await (await edit(newer, { supersedesId: older.id, status: 'inactive' })).arrayBuffer()
    expect(await publicTitles(ctn)).toContain(`${title} 2.0.9`)
    await (
      await edit(newer, { supersedesId: older.id, status: 'active', availability: 'partners', minimumPartnerLevel: 'gold' })
    ).arrayBuffer()
    expect((await publicTitles(ctn)).filter((name) => name.startsWith(title))).toEqual([`${title} 2.0.9`])
    expect((await publicTitles(ctn, 'gold')).filter((name) => name.startsWith(title))).toEqual([`${title} 2.1.0`])
  })

  it('refuses a loop, another type, a second newer version and an unknown one, in the editor’s language, changing nothing', async () => {
    const a = await storedAsset({ version: '1.0', productCtns: [] })
    const b = await storedAsset({ version: '1.1', productCtns: [], supersedesId: a.id })
    const c = await storedAsset({ version: '1.2', productCtns: [], supersedesId: b.id })
    const manual = await storedAsset({ type: 'document', version: '1', productCtns: [] })
    const other = await storedAsset({ version: '9.9', productCtns: [] })

    expect((await errorsOf(await edit(a, { supersedesId: c.id }))).supersedesId).toBe(
      'This asset cannot supersede one of its own newer versions. Choose an older version.',
    )
    expect((await errorsOf(await edit(a, { supersedesId: a.id }))).supersedesId).toContain('cannot supersede one of its own')
    expect((await errorsOf(await edit(manual, { supersedesId: c.id }))).supersedesId).toContain(
      'A version chain holds assets of one type only',
    )
    expect((await errorsOf(await edit(other, { supersedesId: a.id }))).supersedesId).toBe(
      'Another asset already supersedes this version. Choose the newest version of the chain.',
    )
    expect((await errorsOf(await edit(other, { supersedesId: crypto.randomUUID() }))).supersedesId).toContain(
      'The previous version could not be found.',
    )
    // Changing the type of an asset in a chain would make the chain hold two types.
    expect((await errorsOf(await edit(a, { type: 'document' }))).type).toContain('A version chain holds assets of one type only')
    const german = (await errorsOf(await edit(a, { supersedesId: c.id }, 'de'))).supersedesId
    expect(german).toBeTruthy()
    expect(german).not.toContain('This asset cannot')

    expect((await findAsset(env.DB, a.id))?.supersedesId).toBeNull()
    expect((await findAsset(env.DB, a.id))?.type).toBe('firmware')
    expect((await findAsset(env.DB, other.id))?.supersedesId).toBeNull()
  })

  it('opens the add screen for a new version filled in from the newest one, offering only its type', async () => {
    const ctn = await loadCatalogue()
    const title = `Prefilled firmware ${crypto.randomUUID()}`
    const current = await storedAsset({ title, version: '2.0.9', availability: 'partners', productCtns: [ctn] })
    const manual = await storedAsset({ title: 'A manual', type: 'document', productCtns: [] })
    const response = await pimRequest(`/assets/new?supersedes=${current.id}`, PIM_EDITOR)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain(`New version of ${title} 2.0.9`)
    expect(page).toMatch(new RegExp(`<option value="${current.id}" selected="">${title} 2.0.9</option>`))
    expect(page).not.toContain(`<option value="${manual.id}"`)
    // The island's props carry the previous version and the old asset's fields, with an empty version.
    expect(page).toContain(`&quot;supersedesId&quot;:&quot;${current.id}&quot;`)
    expect(page).toContain(`&quot;version&quot;:&quot;&quot;`)
    expect(page).toContain(`&quot;availability&quot;:&quot;partners&quot;`)
  })
})

describe('archive and restore', () => {
  it('takes an asset off every public surface, keeps it restorable, and records who did it', async () => {
    const ctn = await loadCatalogue()
    const asset = await storedAsset({ title: `Archived firmware ${crypto.randomUUID()}`, productCtns: [ctn] })
    const issued = await visit(`/api/pam/product-download-link?asset=${asset.id}`)
    const { url } = await issued.json<{ url: string }>()

    // A PIM viewer may not; a post without the CSRF token is refused; nothing changes.
    const byViewer = await pimForm(`/assets/${asset.id}/archive`, PIM_VIEWER)
    expect(byViewer.status).toBe(403)
    await byViewer.arrayBuffer()
    const forged = await pimFormWithoutToken(`/assets/${asset.id}/archive`, PIM_EDITOR)
    expect(forged.status).toBe(403)
    await forged.arrayBuffer()
    expect((await findAsset(env.DB, asset.id))?.archivedAt).toBeNull()

    const archived = await pimForm(`/assets/${asset.id}/archive`, PIM_EDITOR)
    expect(archived.status).toBe(303)
    expect(archived.headers.get('Location')).toBe(`/assets/${asset.id}?notice=archived`)
    expect((await findAsset(env.DB, asset.id))?.archivedAt).toBeTruthy()
    expect(await publicTitles(ctn)).not.toContain(`${asset.title} ${asset.version}`)
    const link = await visit(`/api/pam/product-download-link?asset=${asset.id}`)
    expect(link.status).toBe(404)
    await link.arrayBuffer()
    const file = await visit(url)
    expect(file.status).toBe(404)
    await file.arrayBuffer()

    // In the PIM: kept, with its state in the list and the filter, and in the history.
    const list = await (await pimRequest(`/assets?status=archived&q=${encodeURIComponent(asset.title)}`, PIM_VIEWER)).text()
    expect(list).toContain(`data-pim-asset="${asset.id}"`)
    expect(list).toContain('data-asset-state="archived">Archived<')
    const activeList = await (await pimRequest(`/assets?status=active&q=${encodeURIComponent(asset.title)}`, PIM_VIEWER)).text()
    expect(activeList).not.toContain(`data-pim-asset="${asset.id}"`)
    const details = await (await pimRequest(`/assets/${asset.id}?notice=archived`, PIM_EDITOR)).text()
    expect(details).toContain('data-archived-banner=""')
    expect(details).toContain('data-history-action="archived"')
    expect(details).toContain(`action="/assets/${asset.id}/restore"`)

    const restored = await pimForm(`/assets/${asset.id}/restore`, PIM_EDITOR)
    expect(restored.status).toBe(303)
    expect((await findAsset(env.DB, asset.id))?.archivedAt).toBeNull()
    expect(await publicTitles(ctn)).toContain(`${asset.title} ${asset.version}`)
    expect(await actionsOf(asset.id)).toEqual([
      { action: 'pim-asset.created', actorId: PIM_EDITOR },
      { action: 'pim-asset.archived', actorId: PIM_EDITOR },
      { action: 'pim-asset.restored', actorId: PIM_EDITOR },
    ])
  })
})

describe('delete with confirmation', () => {
  it('asks first, says what happens to products and versions, and needs the confirmation ticked', async () => {
    const ctn = await loadCatalogue()
    const older = await storedAsset({ version: '1.0', productCtns: [] })
    const middle = await storedAsset({ version: '1.1', productCtns: [ctn], supersedesId: older.id })
    await storedAsset({ version: '1.2', productCtns: [], supersedesId: middle.id })

    const page = await (await pimRequest(`/assets/${middle.id}/delete`, PIM_EDITOR)).text()
    expect(page).toContain('Delete Test firmware 1.1?')
    expect(page).toContain(`The linked product no longer offers it: ${ctn}.`)
    expect(page).toContain('Test firmware 1.2 superseded it; it will supersede Test firmware 1.0 instead.')
    // The confirmation is a required checkbox in a plain form, with the focus on it.
    const checkbox = /<input type="checkbox"[^>]*data-delete-confirmation=""[^>]*>/.exec(page)?.[0] ?? ''
    for (const attribute of ['required=""', 'autofocus=""', 'name="confirm"', 'value="delete"']) expect(checkbox).toContain(attribute)
    expect(page).toContain(`action="/assets/${middle.id}/delete" method="post"`)

    const viewerPage = await pimRequest(`/assets/${middle.id}/delete`, PIM_VIEWER)
    expect(viewerPage.status).toBe(403)
    await viewerPage.arrayBuffer()

    const unconfirmed = await pimForm(`/assets/${middle.id}/delete`, PIM_EDITOR)
    expect(unconfirmed.status).toBe(422)
    expect(await unconfirmed.text()).toContain('Tick the confirmation to delete the asset.')
    const byViewer = await pimForm(`/assets/${middle.id}/delete`, PIM_VIEWER, { confirm: 'delete' })
    expect(byViewer.status).toBe(403)
    await byViewer.arrayBuffer()
    const forged = await pimFormWithoutToken(`/assets/${middle.id}/delete`, PIM_EDITOR)
    expect(forged.status).toBe(403)
    await forged.arrayBuffer()
    expect(await findAsset(env.DB, middle.id)).not.toBeNull()
    expect(await env.FILES.head(middle.fileKey)).not.toBeNull()
  })

  it('deletes the record, its product links and its R2 files, mends the chain and keeps an audit entry', async () => {
    const ctn = await loadCatalogue()
    const older = await storedAsset({ version: '3.0', productCtns: [] })
    const middle = await storedAsset({ version: '3.1', productCtns: [ctn], supersedesId: older.id })
    const newest = await storedAsset({ version: '3.2', productCtns: [], supersedesId: middle.id })

    const deleted = await pimForm(`/assets/${middle.id}/delete`, PIM_EDITOR, { confirm: 'delete' })
    expect(deleted.status).toBe(303)
    expect(deleted.headers.get('Location')).toBe('/assets?notice=deleted')
    expect(await findAsset(env.DB, middle.id)).toBeNull()
    expect(await env.FILES.head(middle.fileKey)).toBeNull()
    expect(await env.FILES.head(middle.releaseNotesKey!)).toBeNull()
    const links = await env.DB.prepare('SELECT count(*) AS n FROM pim_asset_products WHERE asset_id = ?1')
      .bind(middle.id)
      .first<{ n: number }>()
    expect(links?.n).toBe(0)
    // The newer version now supersedes the older one; the others' files stay.
    expect((await findAsset(env.DB, newest.id))?.supersedesId).toBe(older.id)
    expect(await env.FILES.head(older.fileKey)).not.toBeNull()
    const trail = await auditTrailOf(env.DB, 'pim-asset', middle.id)
    const entry = trail.find((record) => record.action === 'pim-asset.deleted')
    expect(entry?.actorId).toBe(PIM_EDITOR)
    expect((entry?.before as { version?: string } | null)?.version).toBe('3.1')
    expect(JSON.stringify(entry?.before)).not.toContain(middle.privateKey)

    const list = await (await pimRequest('/assets?notice=deleted', PIM_EDITOR)).text()
    expect(list).toContain('The asset and its files were deleted.')
  })
})

describe('replacing a private link', () => {
  it('refuses every old link at once with its page in the visitor’s language; the new link works', async () => {
    const asset = await storedAsset({ title: 'Private tool', availability: 'private', productCtns: [] }, 'private bytes')
    const oldKey = asset.privateKey
    const issued = await visit(`/api/pam/product-download-link?asset=${asset.id}&key=${oldKey}`)
    const { url: oldFileUrl } = await issued.json<{ url: string }>()
    const before = await (await pimRequest(`/assets/${asset.id}`, PIM_EDITOR)).text()
    expect(before).toContain('data-link-rotated-at="">Never')

    const byViewer = await pimForm(`/assets/${asset.id}/rotate-link`, PIM_VIEWER)
    expect(byViewer.status).toBe(403)
    await byViewer.arrayBuffer()
    const forged = await pimFormWithoutToken(`/assets/${asset.id}/rotate-link`, PIM_EDITOR)
    expect(forged.status).toBe(403)
    await forged.arrayBuffer()
    expect((await findAsset(env.DB, asset.id))?.privateKey).toBe(oldKey)

    const rotated = await pimForm(`/assets/${asset.id}/rotate-link`, PIM_EDITOR)
    expect(rotated.status).toBe(303)
    expect(rotated.headers.get('Location')).toBe(`/assets/${asset.id}?notice=link-rotated`)
    const after = await findAsset(env.DB, asset.id)
    expect(after?.privateKey).not.toBe(oldKey)
    expect(after?.linkRotatedAt).toBeTruthy()

    // The old unique link, opened in a browser: the refusal page, in German for a German reader.
    const oldUnique = await visit(`/api/pam/product-download-link?asset=${asset.id}&key=${oldKey}&go=1`, {
      headers: { Accept: 'text/html', 'Accept-Language': 'de' },
    })
    expect(oldUnique.status).toBe(404)
    const oldPage = await oldUnique.text()
    expect(oldPage).toContain('<html lang="de')
    expect(oldPage).not.toContain('This link is no longer valid.')
    const english = await visit(`/api/pam/product-download-link?asset=${asset.id}&key=${oldKey}&go=1`, {
      headers: { Accept: 'text/html', 'Accept-Language': 'en' },
    })
    expect(await english.text()).toContain('This link is no longer valid.')
    // A download link issued with the old key before: refused too.
    const oldFile = await visit(oldFileUrl)
    expect(oldFile.status).toBe(404)
    await oldFile.arrayBuffer()
    // The new link works.
    const fresh = await visit(`/api/pam/product-download-link?asset=${asset.id}&key=${after!.privateKey}`)
    expect(fresh.status).toBe(200)
    const file = await visit((await fresh.json<{ url: string }>()).url)
    expect(await file.text()).toBe('private bytes')

    const page = await (await pimRequest(`/assets/${asset.id}?notice=link-rotated`, PIM_EDITOR)).text()
    expect(page).toContain('The link was replaced.')
    expect(page).not.toContain('data-link-rotated-at="">Never')
    expect(page).toContain(after!.privateKey)
    expect(page).toContain('data-history-action="link-rotated"')
    expect((await actionsOf(asset.id)).map((entry) => entry.action)).toEqual(['pim-asset.created', 'pim-asset.link-rotated'])
  })

  it('leaves an asset that is not private as it is', async () => {
    const asset = await storedAsset({ productCtns: [] })
    const response = await pimForm(`/assets/${asset.id}/rotate-link`, PIM_EDITOR)
    expect(response.status).toBe(303)
    expect((await findAsset(env.DB, asset.id))?.privateKey).toBe(asset.privateKey)
    expect((await findAsset(env.DB, asset.id))?.linkRotatedAt).toBeNull()
  })
})

describe('the PIM editors’ JavaScript up front', () => {
  it('references only the runtime and the editors’ small entries, never React (it loads when idle or on first use)', async () => {
    const ctn = await loadCatalogue()
    await seedPimCatalogue()
    const asset = await storedAsset({ productCtns: [] })
    const productHref = catalogueRecordPath('product', ctn)
    for (const [path, entry] of [
      [`/assets/${asset.id}/edit`, 'AssetEditor.client-'],
      ['/assets/new', 'AssetEditor.client-'],
      [productHref, 'CatalogueEditor.client-'],
    ] as const) {
      const html = await (await pimRequest(path, PIM_EDITOR)).text()
      expect(html, path).toContain(`/assets/${entry}`)
      const scripts = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
      expect(
        scripts.filter((file) => /\/(hydrate|jsx-runtime|out|[A-Za-z]+Editor\.hydrate)-/.test(file)),
        path,
      ).toEqual([])
    }
  })
})
