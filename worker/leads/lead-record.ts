/** A stored lead as the hand-off reads it, and the states it goes through (migration 0004). */
import type { LocaleCode } from '../../locales/registry.ts'

export const LEAD_STATUSES = ['received', 'queued', 'delivered', 'dead_letter', 'held'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export interface LeadFile {
  position: number
  r2Key: string
  fileName: string
  contentType: string
  sizeBytes: number
}

export interface Consents {
  privacy: boolean
  terms: boolean
  marketing: boolean
  /** When the visitor gave (or withheld) them: the moment the lead was received. */
  at: string
}

export interface Lead {
  id: string
  form: string
  locale: LocaleCode
  email: string
  /** The form's values after validation (files excluded; see `files`). */
  values: Record<string, unknown>
  consents: Consents
  botCheck: string
  status: LeadStatus
  attempts: number
  lastError: string | null
  externalId: string | null
  receivedAt: string
  deliveredAt: string | null
  files: LeadFile[]
}

/** The message the LEADS queue carries: only the id; D1 holds the lead. */
export interface LeadMessage {
  leadId: string
}

export function isLeadMessage(body: unknown): body is LeadMessage {
  return !!body && typeof body === 'object' && typeof (body as LeadMessage).leadId === 'string'
}
