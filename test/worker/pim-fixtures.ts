/** Helpers for PIM tests: requests to the PIM host as a signed-in person, assets stored directly. */
import { env } from 'cloudflare:test'
import type { AssetChanges, StoredAsset } from '../../worker/pim/asset-store.ts'
import { addAsset } from '../../worker/pim/asset-store.ts'
import { publishedSeedEntries, visitUrl } from './helpers.ts'
import { TEST_CSRF_TOKEN, signedInCookies } from './portal-helpers.ts'

export const PIM_ORIGIN = 'http://pim.localhost:8787'
export const PIM_EDITOR = 'usr-priya-nair'
export const PIM_VIEWER = 'usr-felix-braun'

/** Seeded people of each partner level (and a distributor). */
export const PARTNER_OF_LEVEL = {
  blue: 'usr-olivia-bennett',
  silver: 'usr-claire-martin',
  gold: 'usr-lucia-fernandez',
  platinum: 'usr-daan-visser',
  distributor: 'usr-pieter-claes',
} as const

/** The published English catalogue in the test's KV; returns a product's CTN to link assets to. */
export async function loadCatalogue(): Promise<string> {
  const text = publishedSeedEntries().get('catalogue/en-gb')!
  await env.CONTENT.put('catalogue/en-gb', text)
  return (JSON.parse(text) as { products: Array<{ ctn: string }> }).products[0]!.ctn
}

/** A request to the PIM host as `userId` (with the CSRF token state-changing calls need). */
export async function pimRequest(path: string, userId: string | null, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (userId) headers.set('Cookie', await signedInCookies(userId))
  headers.set('X-CSRF-Token', TEST_CSRF_TOKEN)
  headers.set('Origin', PIM_ORIGIN)
  return visitUrl(`${PIM_ORIGIN}${path}`, { ...init, headers })
}

/** Stores an asset (with a small file and PDF release notes in R2) without going through uploads. */
export async function storedAsset(
  changes: Partial<AssetChanges> & Pick<AssetChanges, 'productCtns'>,
  content = 'firmware image bytes',
): Promise<StoredAsset> {
  const id = crypto.randomUUID()
  const fileKey = `pim/file/${id}/image.bin`
  const notesKey = `pim/release-notes/${id}/notes.pdf`
  await env.FILES.put(fileKey, content)
  await env.FILES.put(notesKey, '%PDF-1.7 release notes')
  return addAsset(
    env.DB,
    { actorId: PIM_EDITOR, onBehalfOfId: null },
    {
      title: 'Test firmware',
      version: '1.0.0',
      type: 'firmware',
      status: 'active',
      availability: 'everyone',
      partnerLevel: null,
      minimumPartnerLevel: null,
      publishAt: null,
      expiresAt: null,
      supersedesId: null,
      ...changes,
    },
    { key: fileKey, name: 'image.bin', type: 'application/octet-stream', size: new TextEncoder().encode(content).length },
    { key: notesKey, name: 'notes.pdf', type: 'application/pdf', size: 22 },
  )
}
