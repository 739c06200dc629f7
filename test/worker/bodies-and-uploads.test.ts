/**
 * Bodies and uploads that cannot hurt (issue 15, point 5), through the real worker:
 * - body limits hold however a body is sent: a declared length over the limit is refused before a
 *   byte is read, a chunked body is counted while it streams and cut off with 413 once it passes
 *   the limit (on the site, on a form page and on the PIM host), a chunked body within it is taken in;
 * - rate limits are counted before a body is parsed (malformed and oversized posts count, a client
 *   over its limit is refused before its body is parsed), IPv6 clients by their /64, and a
 *   cross-site post (refused as forged) does not use up anyone's limit;
 * - uploads: name, declared type and content must agree (a `.html` file with an image header is
 *   refused, in the visitor's language), names are cleaned before they are stored or passed on,
 *   for form attachments, success story pictures and PIM files; an empty file part is no file.
 */
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { VALID_SUBMISSIONS, asFormBody, freshClient, leadCountFor, postJson, sendValid, uniqueEmail } from './forms-fixtures.ts'
import { ORIGIN, loadSeedFor, settle, visit } from './helpers.ts'
import { PIM_EDITOR, pimRequest } from './pim-fixtures.ts'
import { TEST_CSRF_TOKEN, signedInCookies } from './portal-helpers.ts'
import { UPLOAD_PART_SIZE_BYTES } from '../../ui/pim/assets.ts'
import { leadDescription } from '../../worker/adapters/lead-records/salesforce-lead-fields.ts'
import { findLead } from '../../worker/leads/lead-store.ts'
import { MAX_PIM_REQUEST_BYTES, MAX_SUBMISSION_BYTES } from '../../worker/middleware/body-limits.ts'
import { FORM_SUBMISSION_LIMITS, clientGroupOf } from '../../worker/forms/rate-limit.ts'

const CHUNK_BYTES = 64 * 1024
/** What may be read past the limit before the cut: the chunk that crossed it and what the runtime's pipe holds. */
const READ_AHEAD_SLACK_BYTES = 1024 * 1024

/** A body of `totalBytes` sent in chunks without a length, noting how much of it was read. */
function chunkedBody(totalBytes: number, prefix = ''): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const head = new TextEncoder().encode(prefix)
  const filler = new Uint8Array(CHUNK_BYTES).fill(0x61)
  let pulled = 0
  let headSent = head.byteLength === 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) {
        controller.close()
        return
      }
      const chunk = headSent ? filler.subarray(0, Math.min(CHUNK_BYTES, totalBytes - pulled)) : head
      headSent = true
      pulled += chunk.byteLength
      controller.enqueue(chunk.slice())
    },
  })
  return { stream, pulled: () => pulled }
}

const BOUNDARY = 'x-boundary-15c'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`
const MULTIPART_FILE_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="form"\r\n\r\ncontact-technical\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`

describe('body limits hold however the body is sent', () => {
  it('a declared length over the limit is refused with 413 before the body is read', async () => {
    const body = chunkedBody(MAX_SUBMISSION_BYTES * 4, '{"first_name":"')
    const response = await visit('/api/contact-request', {
      method: 'POST',
      body: body.stream,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(MAX_SUBMISSION_BYTES * 4),
        'CF-Connecting-IP': freshClient(),
      },
    })
    expect(response.status).toBe(413)
    await response.arrayBuffer()
    expect(body.pulled()).toBeLessThan(READ_AHEAD_SLACK_BYTES)
  })

  for (const [kind, contentType, prefix] of [
    ['JSON', 'application/json', '{"first_name":"'],
    ['multipart with a file', MULTIPART, MULTIPART_FILE_HEAD],
  ] as const) {
    it(`a chunked ${kind} body is counted while it streams and cut off with 413 once it passes the limit`, async () => {
      const body = chunkedBody(MAX_SUBMISSION_BYTES * 4, prefix)
      const response = await visit('/api/contact-request', {
        method: 'POST',
        body: body.stream,
        headers: { 'Content-Type': contentType, Accept: 'application/json', 'CF-Connecting-IP': freshClient() },
      })
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        message: 'What you sent is too large (at most 8 MB). Please send smaller files and try again.',
      })
      expect(body.pulled()).toBeGreaterThan(MAX_SUBMISSION_BYTES)
      expect(body.pulled(), 'never read whole').toBeLessThanOrEqual(MAX_SUBMISSION_BYTES + READ_AHEAD_SLACK_BYTES)
    })
  }

  it('a chunked plain post to a form page, cookies and all, is cut off before the CSRF check reads it: the error page in its language', async () => {
    await loadSeedFor(['/fr-fr/contact'])
    const body = chunkedBody(MAX_SUBMISSION_BYTES * 4, MULTIPART_FILE_HEAD)
    const response = await visit('/fr-fr/contact?topic=technical', {
      method: 'POST',
      body: body.stream,
      headers: { 'Content-Type': MULTIPART, Cookie: `csrf=${TEST_CSRF_TOKEN}`, Origin: ORIGIN, 'CF-Connecting-IP': freshClient() },
    })
    const { status, body: html } = await settle(response)
    expect(status).toBe(413)
    expect(html).toContain('Votre envoi est trop volumineux (8 Mo au maximum).')
    expect(body.pulled()).toBeLessThanOrEqual(MAX_SUBMISSION_BYTES + READ_AHEAD_SLACK_BYTES)
  })

  it('the PIM host cuts a chunked JSON body at its own limit, and an upload part at the part size', async () => {
    const json = chunkedBody(MAX_PIM_REQUEST_BYTES * 8, '{"purpose":"file","fileName":"')
    const start = await pimRequest('/api/pim/uploads', PIM_EDITOR, {
      method: 'POST',
      body: json.stream,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(start.status).toBe(413)
    await start.arrayBuffer()
    expect(json.pulled()).toBeLessThanOrEqual(MAX_PIM_REQUEST_BYTES + READ_AHEAD_SLACK_BYTES)

    const part = chunkedBody(UPLOAD_PART_SIZE_BYTES * 3)
    const put = await pimRequest('/api/pim/uploads/any-upload/parts/1', PIM_EDITOR, {
      method: 'PUT',
      body: part.stream,
      headers: { 'Content-Type': 'application/octet-stream' },
    })
    expect(put.status).toBe(413)
    await put.arrayBuffer()
    expect(part.pulled()).toBeLessThanOrEqual(UPLOAD_PART_SIZE_BYTES + READ_AHEAD_SLACK_BYTES)
  })

  it('a submission within the limit sent in chunks is taken in as usual', async () => {
    const email = uniqueEmail()
    const text = JSON.stringify({
      form: 'contact-general',
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      ...VALID_SUBMISSIONS['contact-general'],
      email,
    })
    const bytes = new TextEncoder().encode(text)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 16) controller.enqueue(bytes.slice(offset, offset + 16))
        controller.close()
      },
    })
    const response = await visit('/api/contact-request', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(201)
    await response.arrayBuffer()
    expect(await leadCountFor(env.DB, email)).toBe(1)
  })
})

describe('rate limits are counted before the body is parsed', () => {
  const LIMIT = FORM_SUBMISSION_LIMITS['contact-request'].maxHits
  /** The limits count in fixed windows: a test that straddled a window's end would see its count start again. */
  const WINDOW_MS = FORM_SUBMISSION_LIMITS['contact-request'].windowSeconds * 1000
  const CLOSE_TO_WINDOW_END_MS = 30_000

  beforeEach(async () => {
    const left = WINDOW_MS - (Date.now() % WINDOW_MS)
    if (left < CLOSE_TO_WINDOW_END_MS) await new Promise((resolve) => setTimeout(resolve, left + 250))
  }, CLOSE_TO_WINDOW_END_MS * 2)

  async function postRaw(client: string, body: BodyInit, contentType: string): Promise<number> {
    const response = await visit('/api/contact-request', {
      method: 'POST',
      body,
      headers: { 'Content-Type': contentType, 'CF-Connecting-IP': client },
    })
    await response.arrayBuffer()
    return response.status
  }

  it('malformed, unreadable and oversized posts count like any other', async () => {
    const client = freshClient()
    const statuses: number[] = []
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      if (attempt % 3 === 0) statuses.push(await postRaw(client, '{"first_name": ', 'application/json'))
      else if (attempt % 3 === 1) statuses.push(await postRaw(client, `--${BOUNDARY}\r\nbroken`, MULTIPART))
      else statuses.push(await postRaw(client, chunkedBody(MAX_SUBMISSION_BYTES + CHUNK_BYTES, '{"a":"').stream, 'application/json'))
    }
    expect(new Set(statuses)).toEqual(new Set([400, 413]))
    const valid = await sendValid('contact-general', {}, { client })
    expect(valid.status).toBe(429)
    expect(Number(valid.headers.get('Retry-After'))).toBeGreaterThan(0)
    await valid.arrayBuffer()
  })

  it('a client over its limit is refused before its body is parsed (429, not "cannot read")', async () => {
    const client = freshClient()
    for (let attempt = 0; attempt < LIMIT; attempt++) expect(await postRaw(client, '{', 'application/json')).toBe(400)
    expect(await postRaw(client, '{', 'application/json')).toBe(429)
  })

  it('a plain post to the form page over the limit gets the page with the message, 429', async () => {
    await loadSeedFor(['/contact'])
    const client = freshClient()
    for (let attempt = 0; attempt < LIMIT; attempt++) expect(await postRaw(client, 'not=a&form', 'application/json')).toBe(400)
    const { status, body } = await settle(
      await visit('/contact', {
        method: 'POST',
        body: asFormBody({ form: 'contact-general', ...VALID_SUBMISSIONS['contact-general'] }),
        headers: { 'CF-Connecting-IP': client },
      }),
    )
    expect(status).toBe(429)
    expect(body).toContain('You have sent this form several times in a short while. Please wait a few minutes and try again.')
  })

  it('groups IPv6 clients by their /64; IPv4 (also mapped into IPv6) by address', () => {
    expect(clientGroupOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(clientGroupOf('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(clientGroupOf('[2001:db8:1:2:0:0:0:9]')).toBe('2001:db8:1:2::/64')
    expect(clientGroupOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientGroupOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(clientGroupOf('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(clientGroupOf('::ffff:c633:6407')).toBe('198.51.100.7')
    expect(clientGroupOf('198.51.100.7')).toBe('198.51.100.7')
    expect(clientGroupOf('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64')
    expect(clientGroupOf(undefined)).toBe('unknown')
    expect(clientGroupOf('not-an-address')).toBe('not-an-address')
  })

  it('IPv6 addresses of one /64 share one window; the next /64 has its own', async () => {
    const block = `2001:db8:${(Date.now() % 0xffff).toString(16)}:15c`
    for (let host = 1; host <= LIMIT; host++) {
      const response = await sendValid('contact-general', { first_name: '' }, { client: `${block}::${host.toString(16)}` })
      expect(response.status).toBe(422)
      await response.arrayBuffer()
    }
    const sameBlock = await sendValid('contact-general', {}, { client: `${block}:ffff:ffff:ffff:fffe` })
    expect(sameBlock.status).toBe(429)
    await sameBlock.arrayBuffer()
    const nextBlock = await sendValid('contact-general', {}, { client: `${block.slice(0, block.lastIndexOf(':'))}:15d::1` })
    expect(nextBlock.status).toBe(201)
    await nextBlock.arrayBuffer()
  })

  it('cross-site posts, refused as forged, do not use up the limit of the browser they came from', async () => {
    const client = freshClient()
    for (let attempt = 0; attempt <= LIMIT; attempt++) {
      const forged = await postJson(
        '/api/contact-request',
        { form: 'contact-general', ...VALID_SUBMISSIONS['contact-general'] },
        { client, headers: { Origin: 'https://evil.example' } },
      )
      expect(forged.status).toBe(403)
      await forged.arrayBuffer()
    }
    const own = await sendValid('contact-general', {}, { client })
    expect(own.status).toBe(201)
    await own.arrayBuffer()
  })
})

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1])
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const PDF = new TextEncoder().encode('%PDF-1.4\n% a service report\n')

interface Upload {
  name: string
  type: string
  bytes: Uint8Array
}

function technicalForm(files: Upload[], email = uniqueEmail(), extra: Record<string, unknown> = {}): FormData {
  const body = new FormData()
  for (const [name, value] of asFormBody({
    form: 'contact-technical',
    'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
    ...VALID_SUBMISSIONS['contact-technical'],
    email,
    ...extra,
  }))
    body.append(name, value)
  for (const file of files) body.append('files', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }))
  return body
}

async function sendFiles(files: Upload[], { email = uniqueEmail(), locale }: { email?: string; locale?: string } = {}) {
  const response = await visit('/api/contact-request', {
    method: 'POST',
    body: technicalForm(files, email, locale ? { locale } : {}),
    headers: { Accept: 'application/json', 'CF-Connecting-IP': freshClient() },
  })
  return { response, email }
}

describe('uploads: name, declared type and content must agree', () => {
  const refusals: Array<[string, Upload]> = [
    ['a .html file with an image header', { name: 'holiday.html', type: 'text/html', bytes: JPEG_HEAD }],
    ['a .html file with an image header, declared an image', { name: 'holiday.html', type: 'image/jpeg', bytes: JPEG_HEAD }],
    ['an image named .jpg that the browser declares text/html', { name: 'holiday.jpg', type: 'text/html', bytes: JPEG_HEAD }],
    ['a JPEG named .png', { name: 'screen.png', type: 'image/png', bytes: JPEG_HEAD }],
    ['a PNG declared as a JPEG', { name: 'screen.png', type: 'image/jpeg', bytes: PNG_HEAD }],
    ['an SVG named .svg with a PNG header', { name: 'logo.svg', type: 'image/svg+xml', bytes: PNG_HEAD }],
  ]
  for (const [label, file] of refusals) {
    it(`refuses ${label}, names it in the message, stores nothing`, async () => {
      const { response, email } = await sendFiles([file])
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ errors: { files: `${file.name}: the file name, its type and its content do not match` } })
      expect(await leadCountFor(env.DB, email)).toBe(0)
    })
  }

  it("says so in the visitor's language", async () => {
    const { response } = await sendFiles([{ name: 'holiday.html', type: 'text/html', bytes: JPEG_HEAD }], { locale: 'de-de' })
    expect(await response.json()).toEqual({ errors: { files: 'holiday.html: Dateiname, Dateityp und Inhalt stimmen nicht überein' } })
  })

  it('accepts a file whose three agree, also when the browser declares no type', async () => {
    for (const file of [
      { name: 'report.pdf', type: 'application/pdf', bytes: PDF },
      { name: 'photo.JPEG', type: '', bytes: JPEG_HEAD },
    ]) {
      const { response } = await sendFiles([file])
      expect(response.status, file.name).toBe(201)
      await response.arrayBuffer()
    }
  })
})

describe('uploaded file names are cleaned before they are stored or passed on', () => {
  // A path, controls (BEL, tab), direction characters and markup. (NUL, CR and LF cannot be sent
  // raw in a multipart header: browsers escape them, and the name cleaning drops them all the same.)
  const HOSTILE_NAME = "..\\..\\C:\\Windows\\..\\re\u0007po\u202ert\t<img src=x onerror=alert(1)>'quote\u2066.pdf"
  const CLEANED = 'report_img src=x onerror=alert(1)__quote.pdf'

  it('a form attachment: D1, R2 metadata and the customer record description hold the cleaned name', async () => {
    const { response } = await sendFiles([{ name: HOSTILE_NAME, type: 'application/pdf', bytes: PDF }])
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const lead = (await findLead(env.DB, id))!
    expect(lead.files.map((file) => file.fileName)).toEqual([CLEANED])
    const stored = await env.FILES.head(lead.files[0]!.r2Key)
    expect(decodeURIComponent(stored!.customMetadata!.originalName!)).toBe(CLEANED)
    expect(stored!.httpMetadata!.contentDisposition).toBe(
      `attachment; filename="report_img_src_x_onerror_alert_1___quote.pdf"; filename*=UTF-8''${encodeURIComponent(CLEANED)}`,
    )
    expect(lead.files[0]!.r2Key).toBe(`leads/${id}/0-report_img_src_x_onerror_alert_1___quote.pdf`)
    const description = leadDescription(lead)
    expect(description).toContain(`- ${CLEANED} (application/pdf`)
    expect(description).not.toMatch(/[\u0000\u202e\u2066<>]/)
  })

  it('a success story picture: refused when its name and content disagree, stored under its cleaned name otherwise', async () => {
    const cookie = await signedInCookies('usr-olivia-bennett')
    const upload = (file: File) => {
      const body = new FormData()
      body.set('kind', 'picture')
      body.set('file', file)
      return visit('/portal/success-stories/new/files', {
        method: 'POST',
        body,
        headers: {
          Cookie: cookie,
          Origin: ORIGIN,
          Accept: 'application/json',
          'X-CSRF-Token': TEST_CSRF_TOKEN,
          'CF-Connecting-IP': freshClient(),
        },
      })
    }
    const html = await upload(new File([PNG_HEAD], 'mall.html', { type: 'text/html' }))
    expect(html.status).toBe(422)
    expect(await html.json()).toEqual({ error: 'mall.html: the file name, its type and its content do not match' })
    const renamed = await upload(new File([PNG_HEAD], 'mall.jpg', { type: 'image/jpeg' }))
    expect(renamed.status).toBe(422)
    await renamed.arrayBuffer()

    const accepted = await upload(new File([PNG_HEAD], 'C:\\fakepath\\Mall\u202e<b>front.png', { type: 'image/png' }))
    expect(accepted.status).toBe(201)
    const { file } = (await accepted.json()) as { file: { id: string; name: string } }
    expect(file.name).toBe('Mall_b_front.png')
    const row = await env.DB.prepare('SELECT file_name, r2_key FROM success_story_files WHERE id = ?1')
      .bind(file.id)
      .first<{ file_name: string; r2_key: string }>()
    expect(row).toEqual({
      file_name: 'Mall_b_front.png',
      r2_key: expect.stringMatching(/^success-stories\/usr-olivia-bennett\/[0-9a-f-]+-Mall_b_front\.png$/),
    })
    const stored = await env.FILES.head(row!.r2_key)
    expect(decodeURIComponent(stored!.customMetadata!.originalName!)).toBe('Mall_b_front.png')
    await env.DB.prepare('DELETE FROM success_story_files WHERE id = ?1').bind(file.id).run()
    await env.FILES.delete(row!.r2_key)
  })

  it('a PIM file: a markup name or a type that disagrees is refused at the start, content that disagrees on completion; names are cleaned', async () => {
    const start = (fileName: string, fileType: string, fileSize: number, purpose = 'file') =>
      pimRequest('/api/pim/uploads', PIM_EDITOR, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ purpose, fileName, fileType, fileSize }),
      })
    for (const [name, type] of [
      ['release.html', 'text/html'],
      ['release.htm', ''],
      ['manual.pdf', 'image/png'],
      ['firmware.bin', 'image/svg+xml'],
    ] as const) {
      const refused = await start(name, type, 100)
      expect(refused.status, name).toBe(422)
      expect(await refused.json(), name).toEqual({
        message: '',
        statusCode: 422,
        errors: { file: `${name}: the file name, its type and its content do not match` },
      })
    }

    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0])
    const started = await start('..\\..\\tools\\<manual>.pdf', 'application/pdf', zip.byteLength)
    expect(started.status).toBe(201)
    const { id, fileName } = (await started.json()) as { id: string; fileName: string }
    expect(fileName).toBe('_manual_.pdf')
    const part = await pimRequest(`/api/pim/uploads/${id}/parts/1`, PIM_EDITOR, {
      method: 'PUT',
      body: zip,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(zip.byteLength) },
    })
    expect(part.status).toBe(200)
    await part.arrayBuffer()
    const completed = await pimRequest(`/api/pim/uploads/${id}/complete`, PIM_EDITOR, { method: 'POST' })
    expect(completed.status).toBe(422)
    expect(await completed.json()).toEqual({
      message: '',
      statusCode: 422,
      errors: { file: '_manual_.pdf: the file name, its type and its content do not match' },
    })
    const row = await env.DB.prepare('SELECT file_name, state FROM pim_uploads WHERE id = ?1').bind(id).first()
    expect(row).toEqual({ file_name: '_manual_.pdf', state: 'aborted' })
  })
})

describe('an empty file part is no file', () => {
  /** What every browser sends for a file input left empty: a part with an empty file name and no bytes. */
  function withEmptyFilePart(body: FormData): FormData {
    body.append('files', new File([], '', { type: 'application/octet-stream' }))
    return body
  }

  it('the support form through its endpoint: sent without an attachment (201), no file stored', async () => {
    const response = await visit('/api/contact-request', {
      method: 'POST',
      body: withEmptyFilePart(technicalForm([])),
      headers: { Accept: 'application/json', 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    expect((await findLead(env.DB, id))!.files).toEqual([])
  })

  it('the support form posted plainly to its page: 303 to the thank-you page', async () => {
    await loadSeedFor(['/contact'])
    const email = uniqueEmail()
    const response = await visit('/contact?topic=technical', {
      method: 'POST',
      body: withEmptyFilePart(technicalForm([], email)),
      headers: { 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toMatch(/^\/thank-you\?form=contact-technical&lead=/)
    expect(await leadCountFor(env.DB, email)).toBe(1)
  })

  it('the portal support ticket: sent without an attachment (303 to the ticket under My tickets, with the notice)', async () => {
    const body = withEmptyFilePart(
      technicalForm([], 'tom.hughes@brightline-av.example', { _csrf: TEST_CSRF_TOKEN, model_number: `55BDL${Date.now() % 10000}` }),
    )
    const response = await visit('/portal/support/technical-ticket', {
      method: 'POST',
      body,
      headers: { Cookie: await signedInCookies('usr-tom-hughes'), Origin: ORIGIN, 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toMatch(/^\/portal\/support\/tickets\/[0-9a-f-]{36}\?notice=sent$/)
  })
})
