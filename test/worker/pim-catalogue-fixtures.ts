/**
 * Helpers for tests of the PIM's catalogue: D1 seeded as `npm run seed` does it, KV holding the
 * publisher source and the records the test reads, and posts of the edit form as an editor sends it.
 */
import { env } from 'cloudflare:test'
import { PUBLISHER_SOURCE_KEY } from '../../kv-seed/publish.ts'
import type { CatalogueKind, CatalogueRecordOf } from '../../ui/content/catalogue-source.ts'
import { REVISION_FIELD, formValuesOf } from '../../ui/pim/catalogue-form.ts'
import { catalogueActionPath, catalogueRecordPath } from '../../ui/pim/pim-paths.ts'
import { pimCatalogueSeedStatements } from '../../worker/db/seed/pim-catalogue.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { publishedSeedEntries } from './helpers.ts'
import { pimRequest } from './pim-fixtures.ts'
import { TEST_CSRF_TOKEN } from './portal-helpers.ts'

/** The catalogue in D1, as `npm run seed` writes it. */
export async function seedPimCatalogue(): Promise<void> {
  await env.DB.batch(pimCatalogueSeedStatements().map((statement) => env.DB.prepare(statement)))
}

/** The published seed's records under these keys (and the publisher source) into KV. */
export async function loadPublished(keys: readonly string[]): Promise<void> {
  const entries = publishedSeedEntries()
  await Promise.all([PUBLISHER_SOURCE_KEY, ...keys].map((key) => env.CONTENT.put(key, entries.get(key)!)))
  clearContentCache()
}

/** The form's fields for `record` (as the edit form shows them), changed by `changes`. */
export function formFor<Kind extends CatalogueKind>(
  kind: Kind,
  record: CatalogueRecordOf[Kind],
  revision: number,
  changes: Record<string, string | string[]> = {},
): URLSearchParams {
  const values = { ...formValuesOf(kind, record), ...changes }
  const form = new URLSearchParams({ _csrf: TEST_CSRF_TOKEN, [REVISION_FIELD]: String(revision) })
  for (const [name, value] of Object.entries(values)) for (const each of Array.isArray(value) ? value : [value]) form.append(name, each)
  return form
}

/** Posts a form to a record's screen (or one of its actions) as `userId`; JSON answers when `json`. */
export function postRecord(
  userId: string | null,
  kind: CatalogueKind,
  id: string,
  form: URLSearchParams,
  { action, json = false }: { action?: 'publish' | 'schedule' | 'revert'; json?: boolean } = {},
): Promise<Response> {
  return pimRequest(action ? catalogueActionPath(kind, id, action) : catalogueRecordPath(kind, id), userId, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(json ? { Accept: 'application/json' } : {}) },
    body: form,
  })
}
