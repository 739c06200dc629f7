/**
 * Success stories in D1 and R2: the pictures and logos of the person's draft (checked by size and
 * sniffed type, stored in R2 at once so a reload keeps them), and the submission — the story
 * written with its files in one batch, the draft discarded, audited.
 */
import { type } from 'arktype'
import { allRows, firstRow } from '../db/d1-queries.ts'
import type { FormValues } from '../../ui/forms/form-schema.ts'
import { FILE_SIZE_LIMIT_KB } from '../../ui/forms/validators.ts'
import {
  MAX_STORY_LOGOS,
  MAX_STORY_PICTURES,
  MIN_STORY_PICTURES,
  STORY_IMAGE_TYPES,
  SUCCESS_STORY_WIZARD,
  type StoryFileKind,
} from '../../ui/success-stories/success-story-form.ts'
import type { PortalUser } from '../../ui/portal/partner-roles.ts'
import { fileTypesAgree } from '../../ui/forms/file-types.ts'
import { attachmentDisposition, receiveFiles, safeFileName } from '../forms/uploads.ts'
import { type AuditIdentities, auditStatement } from '../partners/audit-trail-store.ts'
import { discardWizardDraftStatement, personalDraftKey } from '../portal/wizard-draft-store.ts'

const BYTES_PER_KB = 1024

export interface StoryFile {
  id: string
  kind: StoryFileKind
  name: string
  sizeBytes: number
}

/** Why a file was refused ('file-mismatch': its name, declared type and content do not agree). */
export type StoryFileProblem = 'file-size' | 'file-type' | 'file-mismatch' | 'too-many'

export type StoredOrRefused = { ok: true; file: StoryFile } | { ok: false; problem: StoryFileProblem; name: string }

export function storyFileKey(userId: string, fileId: string, name: string): string {
  return `success-stories/${userId}/${fileId}-${safeFileName(name)}`
}

/** The files of the person's draft (not yet part of a submitted story). */
export async function draftFilesOf(db: D1Database, userId: string): Promise<StoryFile[]> {
  const { results } = await db
    .prepare(
      'SELECT id, kind, file_name, size_bytes FROM success_story_files WHERE user_id = ?1 AND story_id IS NULL ORDER BY uploaded_at, id',
    )
    .bind(userId)
    .all<{ id: string; kind: StoryFileKind; file_name: string; size_bytes: number }>()
  return results.map((row) => ({ id: row.id, kind: row.kind, name: row.file_name, sizeBytes: row.size_bytes }))
}

/** Checks one uploaded file (size, sniffed type agreeing with its name and declared type, how many of its kind) and stores it in R2 and D1 under its cleaned name. */
export async function storeStoryFile(
  db: D1Database,
  bucket: R2Bucket,
  userId: string,
  kind: StoryFileKind,
  upload: File,
): Promise<StoredOrRefused> {
  const [received] = await receiveFiles([upload])
  const name = received!.name
  if (received!.size > FILE_SIZE_LIMIT_KB * BYTES_PER_KB) return { ok: false, problem: 'file-size', name }
  if (!Object.hasOwn(STORY_IMAGE_TYPES, received!.type)) return { ok: false, problem: 'file-type', name }
  if (!fileTypesAgree({ name, declared: received!.declaredType, sniffed: received!.type }))
    return { ok: false, problem: 'file-mismatch', name }
  const existing = (await draftFilesOf(db, userId)).filter((file) => file.kind === kind).length
  if (existing >= (kind === 'picture' ? MAX_STORY_PICTURES : MAX_STORY_LOGOS)) return { ok: false, problem: 'too-many', name }
  const id = crypto.randomUUID()
  const key = storyFileKey(userId, id, name)
  await bucket.put(key, received!.bytes, {
    httpMetadata: { contentType: received!.type, contentDisposition: attachmentDisposition(name) },
    customMetadata: { userId, kind, originalName: encodeURIComponent(name) },
  })
  await db
    .prepare(
      'INSERT INTO success_story_files (id, user_id, kind, r2_key, file_name, content_type, size_bytes) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
    )
    .bind(id, userId, kind, key, name, received!.type, received!.size)
    .run()
  return { ok: true, file: { id, kind, name, sizeBytes: received!.size } }
}

export async function removeStoryFile(db: D1Database, bucket: R2Bucket, userId: string, fileId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT r2_key FROM success_story_files WHERE id = ?1 AND user_id = ?2 AND story_id IS NULL')
    .bind(fileId, userId)
    .first<{ r2_key: string }>()
  if (!row) return false
  await db.prepare('DELETE FROM success_story_files WHERE id = ?1').bind(fileId).run()
  await bucket.delete(row.r2_key)
  return true
}

export type StorySubmission = { ok: true; storyId: string } | { ok: false; problem: 'too-few-pictures'; pictures: number }

/** Writes the story with the draft's files; refused with fewer than MIN_STORY_PICTURES pictures. */
export async function submitSuccessStory(
  db: D1Database,
  person: PortalUser,
  who: AuditIdentities,
  values: FormValues,
  locale: string,
): Promise<StorySubmission> {
  const files = await draftFilesOf(db, person.id)
  const pictures = files.filter((file) => file.kind === 'picture').length
  if (pictures < MIN_STORY_PICTURES) return { ok: false, problem: 'too-few-pictures', pictures }
  const storyId = crypto.randomUUID()
  await db.batch([
    db
      .prepare(
        'INSERT INTO success_stories (id, submitted_by, organisation_id, project_name, client_name, values_json, locale) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
      )
      .bind(
        storyId,
        person.id,
        person.organisation?.id ?? null,
        String(values.project_name),
        String(values.client_name),
        JSON.stringify(values),
        locale,
      ),
    db.prepare('UPDATE success_story_files SET story_id = ?1 WHERE user_id = ?2 AND story_id IS NULL').bind(storyId, person.id),
    discardWizardDraftStatement(db, personalDraftKey(SUCCESS_STORY_WIZARD, person.id)),
    auditStatement(db, who, {
      action: 'success-story.submitted',
      subjectType: 'success-story',
      subjectId: storyId,
      after: { ...values, files: files.map((file) => ({ kind: file.kind, name: file.name })) },
    }),
  ])
  return { ok: true, storyId }
}

export interface SubmittedStory {
  id: string
  projectName: string
  clientName: string
  submittedAt: string
  pictureCount: number
}

const submittedStoryRow = type({
  id: 'string',
  project_name: 'string',
  client_name: 'string',
  submitted_at: 'string',
  picture_count: 'number',
})

/** The stories the person submitted, newest first. */
export async function storiesOf(db: D1Database, userId: string): Promise<SubmittedStory[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT s.id, s.project_name, s.client_name, s.submitted_at,
                (SELECT count(*) FROM success_story_files f WHERE f.story_id = s.id AND f.kind = 'picture') AS picture_count
           FROM success_stories s WHERE s.submitted_by = ?1 ORDER BY s.submitted_at DESC`,
      )
      .bind(userId),
    submittedStoryRow,
  )
  return rows.map((row) => ({
    id: row.id,
    projectName: row.project_name,
    clientName: row.client_name,
    submittedAt: row.submitted_at,
    pictureCount: row.picture_count,
  }))
}

/** Whether `storyId` is a story `userId` submitted (the thank-you step shows only for one's own). */
export async function isOwnSuccessStory(db: D1Database, storyId: string, userId: string): Promise<boolean> {
  const row = await firstRow(
    db.prepare('SELECT id FROM success_stories WHERE id = ?1 AND submitted_by = ?2').bind(storyId, userId),
    type({ id: 'string' }),
  )
  return row !== null
}
