/**
 * Trainings run by trainers (issue 18 part B): a partner's training request becomes a session a
 * trainer schedules (date and time, place or link, seats), gives seats to the partner's own
 * people, and — only once the session is over — confirms attendance, which completes the training
 * and issues the certificate with its expiry (CERTIFICATE_VALIDITY_MONTHS). The certificate PDF
 * is the holder's and their partner executive's; the team view shows everyone's progress. Each
 * step notifies the people concerned; only trainers schedule and confirm.
 */
import { env } from 'cloudflare:test'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { CERTIFICATE_VALIDITY_MONTHS, certificateExpiryOf, checkSessionSchedule } from '../../ui/trainings/training-rules.ts'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { notificationsAbout } from '../../worker/notifications/notification-store.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { visit } from './helpers.ts'
import { postForm, signedInCookies } from './portal-helpers.ts'

const OLIVIA = 'usr-olivia-bennett'
const TOM = 'usr-tom-hughes'
const THEO = 'usr-theo-grant'
const HUGO = 'usr-hugo-lefebvre'

function nextMonth(): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7)
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

async function text(path: string, person: string): Promise<string> {
  const response = await visit(path, { headers: { Cookie: await signedInCookies(person) } })
  expect(response.status, path).toBe(200)
  return response.text()
}

async function post(path: string, fields: Record<string, string>, person: string): Promise<Response> {
  const response = await postForm(path, fields, await signedInCookies(person))
  await response.clone().arrayBuffer()
  return response
}

describe('the session schedule rules', () => {
  const now = new Date('2026-11-27T10:00:00Z')
  const good = { date: '2026-12-03', startTime: '09:00', endTime: '16:00', place: 'Manchester office', link: '', seats: '6' }
  it('takes a day from today, times in order, a place or an https link, 1 to 20 seats', () => {
    expect(checkSessionSchedule(good, now)).toEqual({
      ok: true,
      schedule: {
        startsAt: '2026-12-03T09:00:00.000Z',
        endsAt: '2026-12-03T16:00:00.000Z',
        place: 'Manchester office',
        link: '',
        seats: 6,
      },
    })
    const bad = checkSessionSchedule(
      { date: '2026-11-20', startTime: '16:00', endTime: '09:00', place: '', link: 'http://x', seats: '21' },
      now,
    )
    expect(bad).toEqual({
      ok: false,
      problems: { date: 'past', endTime: 'end-before-start', link: 'invalid', seats: 'too-many' },
    })
    expect(checkSessionSchedule({ ...good, place: '', link: '' }, now)).toMatchObject({ problems: { place: 'place-or-link' } })
  })

  it('a certificate expires CERTIFICATE_VALIDITY_MONTHS after it was earned', () => {
    expect(CERTIFICATE_VALIDITY_MONTHS).toBe(24)
    expect(certificateExpiryOf('2026-11-27T16:30:00.000Z')).toBe('2028-11-27T16:30:00.000Z')
  })
})

describe('a trainer runs an on-request training; attendance certifies', () => {
  it('request → scheduled → seats → attendance after the session → certificate PDF and team view', async () => {
    // The partner executive asks for the team training; the trainer is told and sees it in the inbox.
    const asked = await post('/portal/trainings/trn-team-signage/request', { participants: '6', preferredMonth: nextMonth() }, OLIVIA)
    expect(asked.status).toBe(303)
    const request = await env.DB.prepare("SELECT id FROM training_requests WHERE training_id = 'trn-team-signage'").first<{ id: string }>()
    const requestPath = `/portal/staff/training-requests/${request!.id}`
    expect((await notificationsAbout(env.DB, 'training-request', request!.id)).map((n) => [n.userId, n.kind])).toEqual([
      [THEO, 'training.requested'],
    ])
    const inbox = await text('/portal/staff', THEO)
    expect(inbox).toMatch(/data-inbox-queue="training-requests-to-schedule"[^>]*>\s*<span[^>]*data-inbox-count="1"/)
    expect(await text('/portal/staff/training-requests?status=to-schedule', THEO)).toContain(requestPath)

    // Bad input changes nothing; a good schedule creates the session and tells the partner executive.
    const bad = await post(
      requestPath,
      { intent: 'schedule', date: inDays(-3), startTime: '09:00', endTime: '08:00', place: '', link: '', seats: '6' },
      THEO,
    )
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain('The session must end after it starts.')
    const scheduled = await post(
      requestPath,
      {
        intent: 'schedule',
        date: inDays(7),
        startTime: '09:00',
        endTime: '16:00',
        place: 'Brightline AV, Manchester',
        link: '',
        seats: '1',
      },
      THEO,
    )
    expect(scheduled.status).toBe(303)
    const session = await env.DB.prepare('SELECT id, seats FROM training_sessions WHERE request_id = ?1')
      .bind(request!.id)
      .first<{ id: string; seats: number }>()
    expect(session!.seats).toBe(1)
    expect((await localMailTo(env.DB, 'olivia.bennett@brightline-av.example'))[0]!.subject).toBe(
      '“Digital signage for your team” is scheduled',
    )

    // Seats: the partner's own people only, no more than the seats.
    expect((await post(requestPath, { intent: 'add', userId: HUGO }, THEO)).status).toBe(409)
    expect((await post(requestPath, { intent: 'add', userId: TOM }, THEO)).status).toBe(303)
    expect((await post(requestPath, { intent: 'add', userId: OLIVIA }, THEO)).status).toBe(409)
    expect((await post(requestPath, { intent: 'seats', seats: '4' }, THEO)).status).toBe(303)
    expect(await text('/portal/trainings/trn-team-signage', TOM)).toContain('data-own-session')

    // Before the session is over, attendance cannot be confirmed, and the trainee still cannot certify themselves.
    const early = await post('/portal/staff/attendance', { trainingId: 'trn-team-signage', userId: TOM, outcome: 'attended' }, THEO)
    expect(early.status).toBe(409)
    expect((await post('/portal/trainings/trn-team-signage/progress', {}, TOM)).status).toBe(303)
    expect((await post('/portal/trainings/trn-team-signage/progress', {}, TOM)).status).toBe(409)

    // The session took place: it waits in the trainer's attendance queue.
    await env.DB.prepare(
      "UPDATE training_sessions SET starts_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 days'), ends_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 hours') WHERE id = ?1",
    )
      .bind(session!.id)
      .run()
    expect(await text('/portal/staff', THEO)).toMatch(/data-inbox-queue="attendance-to-confirm"[^>]*>\s*<span[^>]*data-inbox-count="1"/)
    expect(await text('/portal/staff/attendance', THEO)).toContain('data-attendance-form="usr-tom-hughes"')
    // Only a trainer confirms.
    expect((await post('/portal/staff/attendance', { trainingId: 'trn-team-signage', userId: TOM, outcome: 'attended' }, TOM)).status).toBe(
      403,
    )
    expect((await post('/portal/staff/attendance', { trainingId: 'trn-team-signage', userId: TOM, outcome: 'maybe' }, THEO)).status).toBe(
      422,
    )
    const confirmed = await post(
      '/portal/staff/attendance',
      { trainingId: 'trn-team-signage', userId: TOM, outcome: 'attended', requestId: request!.id },
      THEO,
    )
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('Location')).toBe(`${requestPath}?notice=attendance`)
    expect((await post('/portal/staff/attendance', { trainingId: 'trn-team-signage', userId: TOM, outcome: 'absent' }, THEO)).status).toBe(
      409,
    )

    const certificate = await env.DB.prepare(
      "SELECT c.id, c.earned_at, c.expires_at, e.progress, e.attendance, e.attendance_confirmed_by FROM certifications c JOIN training_enrolments e ON e.user_id = c.user_id AND e.training_id = c.training_id WHERE c.user_id = ?1 AND c.training_id = 'trn-team-signage'",
    )
      .bind(TOM)
      .first<{ id: string; earned_at: string; expires_at: string; progress: string; attendance: string; attendance_confirmed_by: string }>()
    expect(certificate).toMatchObject({ progress: 'done', attendance: 'attended', attendance_confirmed_by: THEO })
    expect(certificate!.expires_at).toBe(certificateExpiryOf(certificate!.earned_at))
    expect((await auditTrailOf(env.DB, 'training', 'trn-team-signage')).filter((e) => e.actorId === THEO).map((e) => e.action)).toEqual([
      'training.attendance-confirmed',
      'certification.issued',
    ])
    const mails = (await localMailTo(env.DB, 'tom.hughes@brightline-av.example')).map((mail) => mail.subject)
    expect(mails).toContain('Your attendance at “Digital signage for your team” is confirmed')
    expect(mails).toContain('Your certificate for “Digital signage for your team” is ready')

    // The certificate PDF: the trainee's own and their partner executive's; nobody else's.
    const page = await text('/portal/trainings/trn-team-signage', TOM)
    const href = `/portal/trainings/certificates/${certificate!.id}`
    expect(page).toContain(`href="${href}"`)
    const pdf = await visit(href, { headers: { Cookie: await signedInCookies(TOM) } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    const document = await PDFDocument.load(await pdf.arrayBuffer(), { updateMetadata: false })
    expect(document.getTitle()).toBe('Certificate of training: Tom Hughes')
    expect(document.getSubject()).toBe('Digital signage for your team')
    expect(document.getKeywords()).toContain(certificate!.id)
    expect(document.getPageCount()).toBe(1)
    const executive = await visit(href, { headers: { Cookie: await signedInCookies(OLIVIA) } })
    expect(executive.status).toBe(200)
    await executive.arrayBuffer()
    const stranger = await visit(href, { headers: { Cookie: await signedInCookies(HUGO) } })
    expect(stranger.status).toBe(404)
    await stranger.arrayBuffer()

    const team = await text('/portal/trainings/team', OLIVIA)
    expect(team).toContain('data-team-row="usr-tom-hughes"')
    expect(team).toContain(href)
    const teamForTrainee = await visit('/portal/trainings/team', { headers: { Cookie: await signedInCookies(TOM) } })
    expect(teamForTrainee.status).toBe(403)
    await teamForTrainee.arrayBuffer()
  })
})
