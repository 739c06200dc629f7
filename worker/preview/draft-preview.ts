/**
 * Previewing PIM drafts on the public site (decision 037): the PIM hands an editor a signed link
 * (`/preview/draft?token=…`, a JWT of the `draftPreview` purpose from PREVIEW_SECRET, valid an
 * hour, naming the drafts and the page); the site checks it, turns preview mode on and keeps the
 * drafts in a signed cookie, so pages in preview show the drafts' entries (worker/pim/catalogue-store.ts)
 * instead of the published records, and refresh in place when a draft is saved again.
 */
import { type } from 'arktype'
import { CATALOGUE_KINDS, type CatalogueKind } from '../../ui/content/catalogue-source.ts'
import { derivedKey } from '../auth/purpose-keys.ts'
import { signToken, verifyToken } from '../auth/signed-tokens.ts'
import type { Bindings } from '../env.ts'

export const DRAFT_PREVIEW_COOKIE = { name: 'preview-drafts', maxAgeSeconds: 60 * 60, path: '/' } as const
/** How long a preview link from the PIM may be opened. */
export const DRAFT_PREVIEW_LINK_SECONDS = 60 * 60
/** Most drafts one browser previews at once (the last opened are kept). */
export const DRAFT_PREVIEW_MAX = 10
export const DRAFT_PREVIEW_PATH = '/preview/draft'

export interface PreviewedDraft {
  kind: CatalogueKind
  id: string
}

const DRAFT_PATTERN = new RegExp(`^(${CATALOGUE_KINDS.join('|')}):(\\S{1,64})$`)

/** `product:55BDL4511D/00 line:signage-touch`: ids hold no spaces. */
function encoded(drafts: readonly PreviewedDraft[]): string {
  return drafts.map(({ kind, id }) => `${kind}:${id}`).join(' ')
}

function decoded(text: string): PreviewedDraft[] | null {
  const drafts: PreviewedDraft[] = []
  for (const part of text.split(' ')) {
    const match = DRAFT_PATTERN.exec(part)
    if (!match) return null
    drafts.push({ kind: match[1] as CatalogueKind, id: match[2]! })
  }
  return drafts.length && drafts.length <= DRAFT_PREVIEW_MAX ? drafts : null
}

const LinkClaims = type({ drafts: 'string <= 1000', path: 'string <= 2000' })
const CookieClaims = type({ drafts: 'string <= 1000' })

function seconds(now: number): number {
  return Math.floor(now / 1000)
}

/** The link an editor opens to see `drafts` on the site's page `path`. */
export async function draftPreviewLink(
  env: Pick<Bindings, 'SITE_ORIGIN' | 'PREVIEW_SECRET'>,
  drafts: readonly PreviewedDraft[],
  path: string,
  now: number = Date.now(),
): Promise<string | null> {
  if (!env.PREVIEW_SECRET) return null
  const key = await derivedKey(env.PREVIEW_SECRET, 'draftPreview')
  const token = await signToken(key, 'draftPreview', { drafts: encoded(drafts), path }, seconds(now) + DRAFT_PREVIEW_LINK_SECONDS)
  return `${new URL(env.SITE_ORIGIN).origin}${DRAFT_PREVIEW_PATH}?${new URLSearchParams({ token })}`
}

/** What a preview link names, when it is genuine and unexpired. */
export async function openedDraftPreviewLink(
  secret: string | undefined,
  token: string,
  now: number = Date.now(),
): Promise<{ drafts: PreviewedDraft[]; path: string } | null> {
  if (!secret) return null
  const checked = await verifyToken(await derivedKey(secret, 'draftPreview'), 'draftPreview', token, LinkClaims, seconds(now))
  if (!checked.ok) return null
  const drafts = decoded(checked.claims.drafts)
  return drafts ? { drafts, path: checked.claims.path } : null
}

/** The cookie's value for `drafts` (the newest last, at most DRAFT_PREVIEW_MAX). */
export async function draftPreviewCookie(secret: string, drafts: readonly PreviewedDraft[], now: number = Date.now()): Promise<string> {
  const unique = [...new Map(drafts.map((draft) => [`${draft.kind}:${draft.id}`, draft])).values()].slice(-DRAFT_PREVIEW_MAX)
  const key = await derivedKey(secret, 'draftPreview')
  return signToken(key, 'draftPreview', { drafts: encoded(unique) }, seconds(now) + DRAFT_PREVIEW_COOKIE.maxAgeSeconds)
}

/** The drafts a cookie names, when it is genuine and unexpired; none otherwise. */
export async function previewedDrafts(
  secret: string | undefined,
  cookie: string | undefined,
  now: number = Date.now(),
): Promise<PreviewedDraft[]> {
  if (!secret || !cookie) return []
  const checked = await verifyToken(await derivedKey(secret, 'draftPreview'), 'draftPreview', cookie, CookieClaims, seconds(now))
  return checked.ok ? (decoded(checked.claims.drafts) ?? []) : []
}
