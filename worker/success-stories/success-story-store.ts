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
import { type AuditIdentities, auditStatement, auditStatementIfChanged } from '../partners/audit-trail-store.ts'
import { discardWizardDraftStatement, personalDraftKey, saveWizardDraftStatement } from '../portal/wizard-draft-store.ts'
import { SQL_NOW } from '../db/d1-queries.ts'
import { likePattern } from '../partners/portal-user-store.ts'
import { SUCCESS_STORY_STEPS, type StoryStatus } from '../../ui/success-stories/success-story-form.ts'

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

/** The story the person's draft revises (one sent back for changes and reopened in the wizard), if any. */
async function revisedStoryOf(db: D1Database, userId: string): Promise<string | null> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT r.story_id FROM success_story_revisions r JOIN success_stories s ON s.id = r.story_id
          WHERE r.user_id = ?1 AND s.submitted_by = ?1 AND s.status = 'changes-requested'`,
      )
      .bind(userId),
    type({ story_id: 'string' }),
  )
  return row?.story_id ?? null
}

/**
 * Writes the story with the draft's files; refused with fewer than MIN_STORY_PICTURES pictures.
 * A draft that revises a story sent back for changes updates that story and sends it for review
 * again (same id, its review comment kept until the next review).
 */
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
  const revised = await revisedStoryOf(db, person.id)
  const storyId = revised ?? crypto.randomUUID()
  const write = revised
    ? db
        .prepare(
          `UPDATE success_stories SET project_name = ?2, client_name = ?3, values_json = ?4, locale = ?5, status = 'submitted',
                  submitted_at = ${SQL_NOW} WHERE id = ?1 AND status = 'changes-requested'`,
        )
        .bind(storyId, String(values.project_name), String(values.client_name), JSON.stringify(values), locale)
    : db
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
        )
  await db.batch([
    write,
    db.prepare('UPDATE success_story_files SET story_id = ?1 WHERE user_id = ?2 AND story_id IS NULL').bind(storyId, person.id),
    db.prepare('DELETE FROM success_story_revisions WHERE user_id = ?1').bind(person.id),
    discardWizardDraftStatement(db, personalDraftKey(SUCCESS_STORY_WIZARD, person.id)),
    auditStatement(db, who, {
      action: revised ? 'success-story.resubmitted' : 'success-story.submitted',
      subjectType: 'success-story',
      subjectId: storyId,
      after: { ...values, files: files.map((file) => ({ kind: file.kind, name: file.name })) },
    }),
  ])
  return { ok: true, storyId }
}

/**
 * Reopens the person's own story that was sent back for changes in the wizard: its texts become
 * the draft (at the first step), its files the draft's files, and the draft remembers which story
 * it revises. Anything else (not theirs, not sent back) answers false and changes nothing.
 */
export async function reopenStoryForChanges(db: D1Database, who: AuditIdentities, userId: string, storyId: string): Promise<boolean> {
  const story = await firstRow(
    db
      .prepare("SELECT values_json FROM success_stories WHERE id = ?1 AND submitted_by = ?2 AND status = 'changes-requested'")
      .bind(storyId, userId),
    type({ values_json: 'string' }),
  )
  if (!story) return false
  let values: FormValues = {}
  try {
    values = JSON.parse(story.values_json) as FormValues
  } catch {
    values = {}
  }
  await db.batch([
    saveWizardDraftStatement(db, personalDraftKey(SUCCESS_STORY_WIZARD, userId), { step: SUCCESS_STORY_STEPS[0], values }),
    db.prepare('UPDATE success_story_files SET story_id = NULL WHERE story_id = ?1 AND user_id = ?2').bind(storyId, userId),
    db
      .prepare(
        'INSERT INTO success_story_revisions (user_id, story_id) VALUES (?1, ?2) ON CONFLICT (user_id) DO UPDATE SET story_id = excluded.story_id',
      )
      .bind(userId, storyId),
    auditStatement(db, who, { action: 'success-story.reopened', subjectType: 'success-story', subjectId: storyId }),
  ])
  return true
}

export interface SubmittedStory {
  id: string
  projectName: string
  clientName: string
  submittedAt: string
  pictureCount: number
  status: StoryStatus
  /** The marketing team's comment (what to change, or a word on approval). */
  reviewComment: string | null
  /** The public page of a published story (its slug in the story's language). */
  publishedSlug: string | null
}

const submittedStoryRow = type({
  id: 'string',
  project_name: 'string',
  client_name: 'string',
  submitted_at: 'string',
  picture_count: 'number',
  status: "'submitted' | 'changes-requested' | 'published'",
  review_comment: 'string | null',
  published_slug: 'string | null',
})

/** The stories the person submitted, newest first. */
export async function storiesOf(db: D1Database, userId: string): Promise<SubmittedStory[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT s.id, s.project_name, s.client_name, s.submitted_at, s.status, s.review_comment, s.published_slug,
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
    status: row.status,
    reviewComment: row.review_comment,
    publishedSlug: row.published_slug,
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

/* ------------------------------------------------------------------ the marketing team's review */

export interface StoryForReview {
  id: string
  projectName: string
  clientName: string
  values: FormValues
  locale: string
  status: StoryStatus
  reviewComment: string | null
  submittedAt: string
  submitterId: string
  submitterName: string
  organisationName: string | null
  publishedSlug: string | null
  files: Array<StoryFile & { contentType: string; key: string }>
}

const reviewRow = type({
  id: 'string',
  project_name: 'string',
  client_name: 'string',
  values_json: 'string',
  locale: 'string',
  status: "'submitted' | 'changes-requested' | 'published'",
  review_comment: 'string | null',
  submitted_at: 'string',
  submitted_by: 'string',
  submitter_name: 'string',
  organisation_name: 'string | null',
  published_slug: 'string | null',
})

const REVIEW_SELECT = `
  SELECT s.id, s.project_name, s.client_name, s.values_json, s.locale, s.status, s.review_comment, s.submitted_at,
         s.submitted_by, u.name AS submitter_name, o.name AS organisation_name, s.published_slug
    FROM success_stories s JOIN users u ON u.id = s.submitted_by
    LEFT JOIN partner_organisations o ON o.id = s.organisation_id`

function reviewOf(row: typeof reviewRow.infer, files: StoryForReview['files']): StoryForReview {
  let values: FormValues = {}
  try {
    values = JSON.parse(row.values_json) as FormValues
  } catch {
    values = {}
  }
  return {
    id: row.id,
    projectName: row.project_name,
    clientName: row.client_name,
    values,
    locale: row.locale,
    status: row.status,
    reviewComment: row.review_comment,
    submittedAt: row.submitted_at,
    submitterId: row.submitted_by,
    submitterName: row.submitter_name,
    organisationName: row.organisation_name,
    publishedSlug: row.published_slug,
    files,
  }
}

export async function listStoriesForReview(
  db: D1Database,
  filters: { status: StoryStatus | null; search: string; page: number; perPage: number },
): Promise<{ stories: StoryForReview[]; total: number }> {
  const where = `WHERE (?1 IS NULL OR s.status = ?1)
    AND (?2 IS NULL OR s.project_name LIKE ?2 ESCAPE '\\' OR s.client_name LIKE ?2 ESCAPE '\\' OR o.name LIKE ?2 ESCAPE '\\' OR u.name LIKE ?2 ESCAPE '\\')`
  const parameters = [filters.status, filters.search ? likePattern(filters.search) : null] as const
  const [rows, count] = await db.batch<unknown>([
    db
      .prepare(`${REVIEW_SELECT} ${where} ORDER BY s.submitted_at DESC LIMIT ?3 OFFSET ?4`)
      .bind(...parameters, filters.perPage, (filters.page - 1) * filters.perPage),
    db
      .prepare(
        `SELECT count(*) AS total FROM success_stories s JOIN users u ON u.id = s.submitted_by
           LEFT JOIN partner_organisations o ON o.id = s.organisation_id ${where}`,
      )
      .bind(...parameters),
  ])
  const stories = (rows!.results as unknown[]).map((row) => {
    const checked = reviewRow(row)
    if (checked instanceof type.errors) throw new Error(`success story row: ${checked.summary}`)
    return reviewOf(checked, [])
  })
  return { stories, total: Number((count!.results[0] as { total: number } | undefined)?.total ?? 0) }
}

export async function findStoryForReview(db: D1Database, id: string): Promise<StoryForReview | null> {
  const row = await firstRow(db.prepare(`${REVIEW_SELECT} WHERE s.id = ?1`).bind(id), reviewRow)
  if (!row) return null
  const files = await allRows(
    db
      .prepare(
        'SELECT id, kind, file_name, size_bytes, content_type, r2_key FROM success_story_files WHERE story_id = ?1 ORDER BY kind DESC, uploaded_at, id',
      )
      .bind(id),
    type({ id: 'string', kind: "'picture' | 'logo'", file_name: 'string', size_bytes: 'number', content_type: 'string', r2_key: 'string' }),
  )
  return reviewOf(
    row,
    files.map((file) => ({
      id: file.id,
      kind: file.kind,
      name: file.file_name,
      sizeBytes: file.size_bytes,
      contentType: file.content_type,
      key: file.r2_key,
    })),
  )
}

/** Stories waiting for the marketing team (the staff inbox). */
export async function storiesToReviewCount(db: D1Database): Promise<number> {
  const row = await firstRow(db.prepare("SELECT count(*) AS n FROM success_stories WHERE status = 'submitted'"), type({ n: 'number' }))
  return row?.n ?? 0
}

/** Sends a submitted story back to the partner with the comment; false when it is no longer waiting for review. */
export async function requestStoryChanges(db: D1Database, who: AuditIdentities, story: StoryForReview, comment: string): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE success_stories SET status = 'changes-requested', review_comment = ?2, reviewed_by = ?3, reviewed_at = ${SQL_NOW}
          WHERE id = ?1 AND status = 'submitted'`,
      )
      .bind(story.id, comment, who.actorId),
    auditStatementIfChanged(db, who, {
      action: 'success-story.changes-requested',
      subjectType: 'success-story',
      subjectId: story.id,
      before: { status: story.status },
      after: { status: 'changes-requested', comment },
    }),
  ])
  return updated!.meta.changes === 1
}

/**
 * Marks a submitted story approved and published under its slug, and opens the translation task
 * for the other languages, in one batch; false when it is no longer waiting for review.
 */
export async function markStoryPublished(
  db: D1Database,
  who: AuditIdentities,
  story: StoryForReview,
  publication: { slug: string; comment: string; sourceLanguage: string; languages: readonly string[] },
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE success_stories SET status = 'published', review_comment = ?2, reviewed_by = ?3, reviewed_at = ${SQL_NOW},
                published_slug = ?4, published_at = ${SQL_NOW}
          WHERE id = ?1 AND status = 'submitted'`,
      )
      .bind(story.id, publication.comment || null, who.actorId, publication.slug),
    auditStatementIfChanged(db, who, {
      action: 'success-story.published',
      subjectType: 'success-story',
      subjectId: story.id,
      before: { status: story.status },
      after: { status: 'published', slug: publication.slug, comment: publication.comment, translateInto: publication.languages },
    }),
    db
      .prepare(
        `INSERT OR IGNORE INTO success_story_translation_tasks (story_id, source_language, languages_json)
         SELECT ?1, ?2, ?3 WHERE (SELECT status FROM success_stories WHERE id = ?1) = 'published'`,
      )
      .bind(story.id, publication.sourceLanguage, JSON.stringify(publication.languages)),
  ])
  return updated!.meta.changes === 1
}

/* ------------------------------------------------------------------ translation follow-ups */

export interface TranslationTask {
  storyId: string
  projectName: string
  organisationName: string | null
  publishedSlug: string | null
  locale: string
  sourceLanguage: string
  languages: string[]
  createdAt: string
  doneAt: string | null
}

const taskRow = type({
  story_id: 'string',
  project_name: 'string',
  organisation_name: 'string | null',
  published_slug: 'string | null',
  locale: 'string',
  source_language: 'string',
  languages_json: 'string',
  created_at: 'string',
  done_at: 'string | null',
})

export async function listTranslationTasks(
  db: D1Database,
  filters: { open: boolean | null; page: number; perPage: number },
): Promise<{ tasks: TranslationTask[]; total: number }> {
  const where = 'WHERE (?1 IS NULL OR (?1 = 1) = (k.done_at IS NULL))'
  const open = filters.open === null ? null : filters.open ? 1 : 0
  const [rows, count] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT k.story_id, s.project_name, o.name AS organisation_name, s.published_slug, s.locale, k.source_language, k.languages_json,
                k.created_at, k.done_at
           FROM success_story_translation_tasks k JOIN success_stories s ON s.id = k.story_id
           LEFT JOIN partner_organisations o ON o.id = s.organisation_id
         ${where} ORDER BY k.done_at IS NOT NULL, k.created_at DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(open, filters.perPage, (filters.page - 1) * filters.perPage),
    db.prepare(`SELECT count(*) AS total FROM success_story_translation_tasks k ${where}`).bind(open),
  ])
  const tasks = (rows!.results as unknown[]).map((row) => {
    const checked = taskRow(row)
    if (checked instanceof type.errors) throw new Error(`translation task row: ${checked.summary}`)
    let languages: string[] = []
    try {
      languages = (JSON.parse(checked.languages_json) as unknown[]).filter((value): value is string => typeof value === 'string')
    } catch {
      languages = []
    }
    return {
      storyId: checked.story_id,
      projectName: checked.project_name,
      organisationName: checked.organisation_name,
      publishedSlug: checked.published_slug,
      locale: checked.locale,
      sourceLanguage: checked.source_language,
      languages,
      createdAt: checked.created_at,
      doneAt: checked.done_at,
    }
  })
  return { tasks, total: Number((count!.results[0] as { total: number } | undefined)?.total ?? 0) }
}

export async function openTranslationTaskCount(db: D1Database): Promise<number> {
  const row = await firstRow(
    db.prepare('SELECT count(*) AS n FROM success_story_translation_tasks WHERE done_at IS NULL'),
    type({ n: 'number' }),
  )
  return row?.n ?? 0
}

/** The marketing team marks a story's translations done; false when there is no open task for it. */
export async function markTranslationsDone(db: D1Database, who: AuditIdentities, storyId: string): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(`UPDATE success_story_translation_tasks SET done_at = ${SQL_NOW}, done_by = ?2 WHERE story_id = ?1 AND done_at IS NULL`)
      .bind(storyId, who.actorId),
    auditStatementIfChanged(db, who, { action: 'success-story.translated', subjectType: 'success-story', subjectId: storyId }),
  ])
  return updated!.meta.changes === 1
}
