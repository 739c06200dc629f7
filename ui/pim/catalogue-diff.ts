/**
 * What changed between two versions of a catalogue record, field by field: the PIM shows it for the
 * draft against the published version ("changes since the last publish") and for every entry of a
 * record's history. A field is a path such as `description.fr-fr`, `highlights.de-de`,
 * `facets.features` or `led.pixelPitchMm`; its value is shown as text.
 */
import type { CatalogueKind, CatalogueRecordOf, SourceProduct } from '../content/catalogue-source.ts'
import { TEXT_LANGUAGES } from '../content/catalogue-source.ts'

export interface FieldChange {
  field: string
  before: string
  after: string
}

/** JSON with its object keys sorted: two records are the same when their canonical texts are. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

/** Every field of a record as text, by path. */
export function fieldsOf(record: CatalogueRecordOf[CatalogueKind] | null): Map<string, string> {
  const fields = new Map<string, string>()
  if (!record) return fields
  const walk = (value: unknown, path: string) => {
    if (value === undefined || value === null) return
    if (path === 'highlights') {
      const highlights = value as SourceProduct['highlights']
      for (const language of TEXT_LANGUAGES) {
        const lines = highlights.flatMap((highlight) => (highlight[language] ? [highlight[language]] : []))
        if (lines.length) fields.set(`highlights.${language}`, lines.join('\n'))
      }
      return
    }
    if (Array.isArray(value)) {
      fields.set(path, value.join(', '))
      return
    }
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) walk(inner, path ? `${path}.${key}` : key)
      return
    }
    fields.set(path, String(value))
  }
  walk(record, '')
  return fields
}

/** The fields whose text differs, in the order of the newer version (removed fields last). */
export function catalogueChanges(
  before: CatalogueRecordOf[CatalogueKind] | null,
  after: CatalogueRecordOf[CatalogueKind] | null,
): FieldChange[] {
  const old = fieldsOf(before)
  const next = fieldsOf(after)
  const changes: FieldChange[] = []
  for (const [field, value] of next) if (old.get(field) !== value) changes.push({ field, before: old.get(field) ?? '', after: value })
  for (const [field, value] of old) if (!next.has(field)) changes.push({ field, before: value, after: '' })
  return changes
}
