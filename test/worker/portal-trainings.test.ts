/**
 * Trainings and certification (SPEC.md points 1, 2, 4 and 9) over HTTP: upcoming, past and on
 * request; enrolment; progress start → in progress (done and the certificate only from a
 * trainer's confirmed attendance, training-certification.test.ts); the on-request form with the minimum number of employees; refusals (wrong role, wrong
 * state, bad input); the audit trail; the dashboard's next upcoming training.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PARTNER_TRAINING_MINIMUM_EMPLOYEES } from '../../ui/trainings/training-rules.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { asHtml, visit } from './helpers.ts'
import { postForm, signedInCookies } from './portal-helpers.ts'

const TRAINEE = 'usr-sanne-jansen'
const EXECUTIVE = 'usr-olivia-bennett'

async function page(path: string, person: string, actor: string | null = null): Promise<string> {
  const response = await visit(path, { headers: { Cookie: await signedInCookies(person, actor) } })
  expect(response.status, path).toBe(200)
  return response.text()
}

function thisMonth(offset = 0): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7)
}

describe('the trainings lists', () => {
  it('shows upcoming, past and on-request trainings, and the certification a trainee earned', async () => {
    const html = await page('/portal/trainings', 'usr-tom-hughes')
    const upcoming = html.slice(html.indexOf('data-training-list="upcoming"'), html.indexOf('data-training-list="past"'))
    const past = html.slice(html.indexOf('data-training-list="past"'), html.indexOf('data-training-list="on-request"'))
    const onRequest = html.slice(html.indexOf('data-training-list="on-request"'))
    expect(upcoming).toContain('data-training="trn-led-installation"')
    expect(upcoming).toContain('data-training="trn-wave-administration"')
    expect(upcoming).not.toContain('trn-led-service')
    expect(past).toContain('data-training="trn-led-service"')
    expect(past).toContain('data-training="trn-sales-essentials"')
    expect(onRequest).toContain('data-training="trn-team-signage"')
    expect(html).toContain('data-certifications')
    expect(html).toContain('Display sales professional, earned on')
  })

  it('speaks the reader’s language', async () => {
    const html = await page('/de-de/portal/schulungen', 'usr-jonas-weber')
    expect(html).toContain(asHtml('Installation und Kalibrierung von LED-Wänden'))
    expect(html).toContain(asHtml('Schulungszentrum, Amsterdam'))
    const japanese = await page('/ja-jp/portal/trainings', 'usr-jonas-weber')
    expect(japanese).toContain('LEDウォールの設置とキャリブレーション')
  })

  it('the dashboard shows the next upcoming training', async () => {
    const html = await page('/portal', TRAINEE)
    const block = html.slice(html.indexOf('data-dashboard-block="next-training"'), html.indexOf('data-dashboard-block="latest-promotion"'))
    expect(block).toContain('LED wall installation and calibration')
    expect(block).toContain('/portal/trainings/trn-led-installation')
    expect(block).not.toContain('data-empty-state')
  })
})

describe('enrolment and progress', () => {
  it('a trainee enrols and moves to in progress, but cannot certify themselves: done is refused on the server, even after the training', async () => {
    const cookie = await signedInCookies(TRAINEE)
    const path = '/portal/trainings/trn-led-installation'
    expect(await page(path, TRAINEE)).toContain('>Enrol<')
    const enrolled = await postForm(path, {}, cookie)
    expect(enrolled.status).toBe(303)
    expect(enrolled.headers.get('Location')).toBe(`${path}?notice=enrolled`)
    let html = await page(`${path}?notice=enrolled`, TRAINEE)
    expect(html).toContain('You are enrolled.')
    expect(html).toContain('data-progress="start"')
    const moved = await postForm(`${path}/progress`, {}, cookie)
    expect(moved.status).toBe(303)
    expect(moved.headers.get('Location')).toBe(`${path}?notice=progress`)
    html = await page(path, TRAINEE)
    expect(html).toContain('data-progress="in-progress"')
    // No button offers "done": the page says the trainer confirms attendance.
    expect(html).toContain('data-awaiting-attendance')
    expect(html).not.toContain('Mark as done')

    // Posting anyway is refused, before and after the training's dates, and nothing is certified.
    const refused = await postForm(`${path}/progress`, {}, cookie)
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('Only your trainer can complete a training')
    const dates = await env.DB.prepare("SELECT starts_at, ends_at FROM trainings WHERE id = 'trn-led-installation'").first<{
      starts_at: string
      ends_at: string
    }>()
    await env.DB.prepare(
      "UPDATE trainings SET starts_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), ends_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 days') WHERE id = 'trn-led-installation'",
    ).run()
    const afterwards = await postForm(`${path}/progress`, {}, cookie)
    expect(afterwards.status).toBe(409)
    await afterwards.arrayBuffer()
    await env.DB.prepare("UPDATE trainings SET starts_at = ?1, ends_at = ?2 WHERE id = 'trn-led-installation'")
      .bind(dates!.starts_at, dates!.ends_at)
      .run()
    const enrolment = await env.DB.prepare('SELECT progress, attendance FROM training_enrolments WHERE user_id = ?1 AND training_id = ?2')
      .bind(TRAINEE, 'trn-led-installation')
      .first()
    expect(enrolment).toEqual({ progress: 'in-progress', attendance: 'booked' })
    const certification = await env.DB.prepare('SELECT count(*) AS n FROM certifications WHERE user_id = ?1 AND training_id = ?2')
      .bind(TRAINEE, 'trn-led-installation')
      .first('n')
    expect(certification).toBe(0)
    const trail = (await auditTrailOf(env.DB, 'training', 'trn-led-installation')).filter((entry) => entry.actorId === TRAINEE)
    expect(trail.map((entry) => entry.action)).toEqual(['training.enrolled', 'training.progress'])
    const twice = await postForm(path, {}, cookie)
    expect(twice.status).toBe(409)
    await twice.arrayBuffer()
  })

  it('refuses enrolment in a past training and progress without an enrolment', async () => {
    const cookie = await signedInCookies('usr-hugo-lefebvre')
    const past = await postForm('/portal/trainings/trn-led-service', {}, cookie)
    expect(past.status).toBe(409)
    expect(await past.text()).toContain('Enrolment for this training is closed.')
    const progress = await postForm('/portal/trainings/trn-signage-content/progress', {}, cookie)
    expect(progress.status).toBe(409)
    expect(await progress.text()).toContain('Enrol in the training first.')
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM training_enrolments WHERE user_id = ?1').bind('usr-hugo-lefebvre').first('n'),
    ).toBe(0)
  })

  it('refuses the vendor’s staff (they give trainings, they do not take them), also while showing the portal as a partner', async () => {
    for (const [person, actor] of [
      ['usr-sam-carter', null],
      ['usr-uma-patel', null],
      [TRAINEE, 'usr-sam-carter'],
    ] as const) {
      const response = await postForm('/portal/trainings/trn-hospitality-tv', {}, await signedInCookies(person, actor))
      await response.arrayBuffer()
      expect(response.status, `${person} ${actor}`).toBe(403)
    }
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM training_enrolments WHERE training_id = ?1').bind('trn-hospitality-tv').first('n'),
    ).toBe(0)
    expect(await page('/portal/trainings/trn-hospitality-tv', 'usr-sam-carter')).not.toContain('>Enrol<')
  })
})

describe('trainings on request', () => {
  const PATH = '/portal/trainings/trn-team-signage/request'

  it(`a partner executive asks for a team training for at least ${PARTNER_TRAINING_MINIMUM_EMPLOYEES} employees`, async () => {
    const cookie = await signedInCookies(EXECUTIVE)
    const response = await postForm(PATH, { participants: '6', preferredMonth: thisMonth(2) }, cookie)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/portal/trainings/trn-team-signage?notice=requested')
    const row = await env.DB.prepare(
      'SELECT organisation_id, requester_id, participants, preferred_month FROM training_requests WHERE requester_id = ?1',
    )
      .bind(EXECUTIVE)
      .first()
    expect(row).toEqual({ organisation_id: 'org-brightline-av', requester_id: EXECUTIVE, participants: 6, preferred_month: thisMonth(2) })
    const html = await page('/portal/trainings/trn-team-signage?notice=requested', EXECUTIVE)
    expect(html).toContain('Thank you. We will contact you to plan the training.')
    expect(html).toContain('Requested for 6 employees in')
    const trail = await auditTrailOf(env.DB, 'training', 'trn-team-signage')
    expect(trail.at(-1)).toMatchObject({ action: 'training.requested', actorId: EXECUTIVE })
  })

  it('refuses too few employees, a past month and missing answers with translated errors, and stores nothing', async () => {
    const cookie = await signedInCookies('usr-claire-martin')
    const cases: Array<[Record<string, string>, string]> = [
      [
        { participants: String(PARTNER_TRAINING_MINIMUM_EMPLOYEES - 1), preferredMonth: thisMonth(1) },
        `A partner training needs at least ${PARTNER_TRAINING_MINIMUM_EMPLOYEES} employees.`,
      ],
      [{ participants: '8', preferredMonth: thisMonth(-1) }, 'The preferred month cannot be in the past.'],
      [{ participants: '', preferredMonth: '' }, 'Number of employees is required'],
    ]
    for (const [fields, message] of cases) {
      const response = await postForm(PATH, fields, cookie)
      const html = await response.text()
      expect(response.status).toBe(422)
      expect(html).toContain(message)
      expect(html).toMatch(/aria-describedby="training-(participants|preferred-month)-error"/)
    }
    const french = await postForm(
      '/fr-fr/portail/formations/trn-team-signage/demande',
      { participants: '2', preferredMonth: thisMonth(1) },
      cookie,
    )
    expect(french.status).toBe(422)
    expect(await french.text()).toContain(
      asHtml(`Une formation partenaire nécessite au moins ${PARTNER_TRAINING_MINIMUM_EMPLOYEES} employés.`),
    )
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM training_requests WHERE requester_id = ?1').bind('usr-claire-martin').first('n'),
    ).toBe(0)
  })

  it('only a partner executive may ask; a scheduled training cannot be asked for', async () => {
    const trainee = await postForm(PATH, { participants: '6', preferredMonth: thisMonth(1) }, await signedInCookies('usr-tom-hughes'))
    await trainee.arrayBuffer()
    expect(trainee.status).toBe(403)
    expect(await page('/portal/trainings/trn-team-signage', 'usr-tom-hughes')).toContain(
      'Your partner executive can request this training for your team.',
    )
    const scheduled = await postForm(
      '/portal/trainings/trn-led-installation/request',
      { participants: '6', preferredMonth: thisMonth(1) },
      await signedInCookies('usr-daan-visser'),
    )
    expect(scheduled.status).toBe(409)
    await scheduled.arrayBuffer()
  })
})
