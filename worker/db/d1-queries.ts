/**
 * The one way store modules read and write D1 (docs/decisions/024-data-access.md): every row read
 * is checked against its arktype row schema instead of being cast, so a column renamed in a
 * migration or a query that selects the wrong thing fails loudly where it is read, not three
 * modules later. Writes that belong together go through `runBatch` (one implicit transaction).
 */
import { type Type, type } from 'arktype'

/**
 * The current time as every table stores it (ISO 8601, UTC, milliseconds: `2026-11-25T03:04:05.678Z`),
 * as an SQL expression to put into a statement. The same expression is the DEFAULT of the
 * `created_at`/`updated_at` columns in worker/db/migrations (SQL files cannot import it).
 */
export const SQL_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/** A row D1 returned does not have the shape its schema says: a query and its schema disagree. */
export class RowShapeError extends Error {
  constructor(summary: string) {
    super(`A D1 row does not match its row schema: ${summary}`)
    this.name = 'RowShapeError'
  }
}

// biome-ignore lint/suspicious/noExplicitAny: any arktype schema, whatever its output
type RowSchema = Type<any, any>

function checkedRow<Schema extends RowSchema>(row: unknown, schema: Schema): Schema['infer'] {
  const checked = schema(row)
  if (checked instanceof type.errors) throw new RowShapeError(checked.summary)
  return checked
}

/** The first row of `statement`, checked against `schema`; null when there is none. */
export async function firstRow<Schema extends RowSchema>(statement: D1PreparedStatement, schema: Schema): Promise<Schema['infer'] | null> {
  const row = await statement.first<unknown>()
  return row === null ? null : checkedRow(row, schema)
}

/** Every row of `statement`, each checked against `schema`. */
export async function allRows<Schema extends RowSchema>(statement: D1PreparedStatement, schema: Schema): Promise<Schema['infer'][]> {
  const { results } = await statement.all<unknown>()
  return results.map((row) => checkedRow(row, schema))
}

/** Runs a write; the number of rows it changed. */
export async function runStatement(statement: D1PreparedStatement): Promise<number> {
  const result = await statement.run()
  return result.meta.changes
}

/** Runs writes that belong together in one batch (all or none); the rows each one changed, in order. */
export async function runBatch(db: D1Database, statements: D1PreparedStatement[]): Promise<number[]> {
  if (statements.length === 0) return []
  const results = await db.batch(statements)
  return results.map((result) => result.meta.changes)
}

/**
 * Runs statements in one batch (one round trip, all or none) and answers each one's result, for
 * writes whose answer is read in the same trip (RETURNING, a SELECT after the writes).
 */
export async function runBatchWithResults(db: D1Database, statements: D1PreparedStatement[]): Promise<D1Result<unknown>[]> {
  return statements.length === 0 ? [] : db.batch<unknown>(statements)
}

/** The first row of one result of `runBatchWithResults`, checked against `schema`; null when there is none. */
export function firstRowOf<Schema extends RowSchema>(result: D1Result<unknown> | undefined, schema: Schema): Schema['infer'] | null {
  const row = result?.results[0]
  return row === undefined ? null : checkedRow(row, schema)
}

/** Every row of one result of `runBatchWithResults`, each checked against `schema`. */
export function allRowsOf<Schema extends RowSchema>(result: D1Result<unknown> | undefined, schema: Schema): Schema['infer'][] {
  return (result?.results ?? []).map((row) => checkedRow(row, schema))
}
