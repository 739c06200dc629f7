/**
 * The lead operations of a site, for the `npm run leads:*` commands and the load run: calls to
 * `{site}/api/leads/…` with the bearer token LEAD_REPLAY_TOKEN (in LOCAL the value in
 * wrangler.toml, elsewhere the environment's secret: `export LEAD_REPLAY_TOKEN=…` first).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { LeadStateSummary } from '../../worker/leads/lead-store.ts'
import type { SweepResult } from '../../worker/leads/lead-sweep.ts'

export type { LeadStateSummary, SweepResult }

/** The local site of `npm start`. */
export const LOCAL_SITE = 'http://127.0.0.1:8787'
/** How long one call to the site may take. */
const CALL_TIMEOUT_MS = 30_000

const WRANGLER_TOML = fileURLToPath(new URL('../../wrangler.toml', import.meta.url))

/** LEAD_REPLAY_TOKEN from the environment, else the LOCAL value of wrangler.toml. */
export function leadOperationsToken(): string {
  const local = /^LEAD_REPLAY_TOKEN = "([^"]+)"/m.exec(readFileSync(WRANGLER_TOML, 'utf8'))?.[1]
  const token = process.env.LEAD_REPLAY_TOKEN ?? local
  if (!token) throw new Error("Set LEAD_REPLAY_TOKEN to the environment's replay token.")
  return token
}

async function call<Answer>(site: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(new URL(path, site), {
    method,
    headers: { Authorization: `Bearer ${leadOperationsToken()}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  })
  const answer = (await response.json().catch(() => ({}))) as Answer & { message?: string }
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message ?? ''}`)
  return answer
}

export async function leadStatus(site: string): Promise<LeadStateSummary[]> {
  return (await call<{ states: LeadStateSummary[] }>(site, 'GET', '/api/leads/status')).states
}

export function sweepLeads(site: string): Promise<SweepResult> {
  return call<SweepResult>(site, 'POST', '/api/leads/sweep')
}

export async function replayLeads(site: string, status: string): Promise<string[]> {
  return (await call<{ replayed: string[] }>(site, 'POST', '/api/leads/replay', { status })).replayed
}

/** The status as a table: state, count, and the oldest lead of each (age, id, form, last error). */
export function statusTable(states: readonly LeadStateSummary[], now = Date.now()): string {
  const age = (iso: string) => {
    const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000))
    return minutes < 120 ? `${minutes} min` : minutes < 48 * 60 ? `${Math.round(minutes / 60)} h` : `${Math.round(minutes / 1440)} d`
  }
  const rows = states.map((state) => [
    state.status,
    String(state.count),
    state.oldest ? `${age(state.oldest.receivedAt)} (received ${state.oldest.receivedAt})` : '-',
    state.oldest ? `${state.oldest.id} ${state.oldest.form}` : '',
    state.oldest?.lastError ?? '',
  ])
  const header = ['state', 'leads', 'oldest', 'oldest lead', 'its last error']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
