/**
 * The form endpoints (DESIGN.md form contract): 201 { id } with the lead in D1 before the answer
 * and on the queue; 422 { errors } per invalid field in the request's locale; duplicates; plain
 * form posts (303, or the page again); bot protection; rate limits; CSRF for cookie posts.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { FORMS, type FormId } from '../../ui/forms/form-endpoints.ts'
import type { FormValues } from '../../ui/forms/form-schema.ts'
import { FORM_SUBMISSION_LIMITS } from '../../worker/forms/rate-limit.ts'
import { findLead } from '../../worker/leads/lead-store.ts'
import {
  ENDPOINT_OF,
  VALID_SUBMISSIONS,
  asFormBody,
  freshClient,
  leadCountFor,
  postJson,
  sendValid,
  uniqueEmail,
} from './forms-fixtures.ts'
import { ORIGIN, settle, visit } from './helpers.ts'

const leadCount = (email: string) => leadCountFor(env.DB, email)

describe('a valid submission', () => {
  for (const form of Object.keys(VALID_SUBMISSIONS) as FormId[]) {
    it(`${form}: 201 { id }, stored in D1 with locale and consents, and queued`, async () => {
      const response = await sendValid(form, {}, { locale: 'fr-fr' })
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as { id: string }
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      const lead = await findLead(env.DB, id)
      expect(lead).toMatchObject({ form, locale: 'fr-fr', botCheck: 'passed' })
      // Stored first, then queued; the local queue consumer may already have handed it off.
      expect(['queued', 'delivered']).toContain(lead!.status)
      expect(lead!.consents.privacy).toBe(true)
      expect(Date.parse(lead!.consents.at)).not.toBeNaN()
      expect(lead!.values.first_name).toBe('Ada')
    })
  }

  it("keeps only the form's fields (unknown keys are dropped) and empties fields that do not apply", async () => {
    const response = await sendValid('contact-partner', { registeredCustomer: 'no', registeredCustomerNumber: '12345678', isAdmin: true })
    expect(response.status).toBe(201)
    const lead = await findLead(env.DB, ((await response.json()) as { id: string }).id)
    expect(lead!.values).not.toHaveProperty('isAdmin')
    expect(lead!.values.registeredCustomerNumber).toBe('')
  })
})

describe('an invalid submission', () => {
  it('answers 422 with one English message per invalid field, SPEC.md wording', async () => {
    const email = 'not-an-email'
    const response = await sendValid('contact-general', {
      first_name: '',
      email,
      phoneNumber: '12345678',
      postalCode: '0123 AB',
      body: 'x'.repeat(4001),
      consent_privacy: false,
    })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors).toEqual({
      first_name: 'First name is required',
      email: 'Email address is not a valid format',
      phoneNumber: 'Phone number is not a valid phone number',
      postalCode: 'Postal code is not valid',
      body: 'A maximum of 4000 characters are allowed',
      consent_privacy: 'Privacy consent is required',
    })
    expect(await leadCount(email)).toBe(0)
  })

  it("answers in the request's locale", async () => {
    const response = await sendValid('contact-general', { first_name: '' }, { locale: 'de-de' })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors.first_name).toBe('Vorname ist erforderlich')
  })

  it('reports each invalid field of every form', async () => {
    const broken: Record<string, unknown> = {
      first_name: '',
      email: 'x@',
      phoneNumber: '12345678',
      url: '',
      company_website: 'not a url',
      model_number: 'has spaces',
      organisationVAT: 'NL 123',
      registeredCustomerNumber: '12ab',
      decision_date: '2027-02-30',
      delivery_count: '0',
    }
    for (const form of Object.keys(VALID_SUBMISSIONS) as FormId[]) {
      const definition = FORMS[form]
      const overrides = Object.fromEntries(
        Object.entries(broken).filter(([name]) => (definition.fieldNames as readonly string[]).includes(name)),
      )
      const response = await sendValid(form, overrides)
      expect(response.status, form).toBe(422)
      const { errors } = (await response.json()) as { errors: Record<string, string> }
      const expected = Object.keys(overrides).filter((name) =>
        definition.applies(name, { ...VALID_SUBMISSIONS[form], ...overrides } as FormValues),
      )
      expect(Object.keys(errors).sort(), form).toEqual(expected.sort())
    }
  })

  it('a wrong value type is "not valid", never a crash', async () => {
    const response = await sendValid('contact-general', { first_name: 42, consent_privacy: 'maybe', country: ['NL'] })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors.first_name).toBe('First name is not valid.')
    expect(errors.country).toBe('Country is not valid.')
    expect(errors.consent_privacy).toBe('Privacy consent is required')
  })

  it('refuses a form the endpoint does not take', async () => {
    const response = await postJson('/api/campaign-lead', { form: 'contact-general', ...VALID_SUBMISSIONS['contact-general'] })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: { form: 'Form is not valid.' } })
  })

  it('refuses bodies it cannot read with the form send message', async () => {
    const malformed = await visit('/api/contact-request', {
      method: 'POST',
      body: '{"first_name":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ message: 'Something went wrong while sending the form.' })
    const plain = await visit('/api/contact-request', { method: 'POST', body: 'hello', headers: { 'Content-Type': 'text/plain' } })
    expect(plain.status).toBe(415)
    await plain.arrayBuffer()
  })
})

describe('a duplicate submit', () => {
  it('with the same submission id is the same lead', async () => {
    const submission_id = crypto.randomUUID()
    const client = freshClient()
    const email = uniqueEmail()
    const first = await sendValid('contact-general', { submission_id, email }, { client })
    const second = await sendValid('contact-general', { submission_id, email, body: 'Sent twice' }, { client })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(((await first.json()) as { id: string }).id).toBe(((await second.json()) as { id: string }).id)
    expect(await leadCount(email)).toBe(1)
  })

  it('without an id, the same values the same day are the same lead; other values are another lead', async () => {
    const email = uniqueEmail()
    const first = (await (await sendValid('enquiry', { email })).json()) as { id: string }
    const again = (await (await sendValid('enquiry', { email })).json()) as { id: string }
    const other = (await (await sendValid('enquiry', { email, body: 'Another question' })).json()) as { id: string }
    expect(again.id).toBe(first.id)
    expect(other.id).not.toBe(first.id)
    expect(await leadCount(email)).toBe(2)
  })
})

describe('a plain HTML form post', () => {
  it('to the endpoint gets 303 to the thank-you page of its locale', async () => {
    const email = uniqueEmail()
    const body = asFormBody({
      form: 'retail-brochure',
      locale: 'it-it',
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      ...VALID_SUBMISSIONS['retail-brochure'],
      email,
    })
    const response = await visit('/api/campaign-lead', { method: 'POST', body, headers: { 'CF-Connecting-IP': freshClient() } })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('Location')!, ORIGIN)
    expect(location.pathname).toBe('/it-it/grazie')
    expect(location.searchParams.get('form')).toBe('retail-brochure')
    expect(await leadCount(email)).toBe(1)
  })

  it('to its page with an error gets the page again: 422, errors beside the fields, a summary', async () => {
    const values = { ...VALID_SUBMISSIONS['contact-general'], email: 'nope', phoneNumber: '+31 20 123 4567' }
    const body = asFormBody({ form: 'contact-general', 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX', ...values })
    const { status, body: html } = await settle(
      await visit('/contact?topic=general', { method: 'POST', body, headers: { 'CF-Connecting-IP': freshClient() } }),
    )
    expect(status).toBe(422)
    expect(html).toContain('data-error-summary')
    expect(html).toContain('Please fill out all required fields and submit the form again.')
    expect(html).toMatch(/<input[^>]*id="contact-general-email"[^>]*aria-describedby="contact-general-email-error"[^>]*aria-invalid="true"/)
    expect(html).toContain('id="contact-general-email-error"')
    expect(html).toContain('Email address is not a valid format')
    // what was typed is still there
    expect(html).toContain('value="Opening hours"')
    expect(await leadCount('nope')).toBe(0)
  })
})

describe('bot protection', () => {
  it('a wrong token is refused with a message on the security check', async () => {
    const email = uniqueEmail()
    const response = await sendValid('contact-general', { email }, { botToken: 'forged' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: { 'cf-turnstile-response': 'We could not confirm that you are not a robot. Please try again.' },
    })
    expect(await leadCount(email)).toBe(0)
  })

  it('no token (no JavaScript, no widget) is stored and held, not handed off', async () => {
    const response = await sendValid('contact-general', {}, { botToken: null })
    expect(response.status).toBe(201)
    const lead = await findLead(env.DB, ((await response.json()) as { id: string }).id)
    expect(lead).toMatchObject({ status: 'held', botCheck: 'unverified' })
  })
})

describe('rate limits', () => {
  it(`a client gets ${FORM_SUBMISSION_LIMITS['contact-request'].maxHits} submissions per window, then 429 with Retry-After`, async () => {
    const client = freshClient()
    const limit = FORM_SUBMISSION_LIMITS['contact-request'].maxHits
    for (let attempt = 0; attempt < limit; attempt++) {
      const response = await sendValid('contact-general', { first_name: '' }, { client })
      expect(response.status).toBe(422)
      await response.arrayBuffer()
    }
    const refused = await sendValid('contact-general', {}, { client })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      message: 'You have sent this form several times in a short while. Please wait a few minutes and try again.',
    })
    // another client and another endpoint are not affected
    expect((await sendValid('contact-general')).status).toBe(201)
    expect((await sendValid('enquiry', {}, { client })).status).toBe(201)
  })
})

describe('CSRF', () => {
  it('a cookie-carrying post needs the token; the page hands it out', async () => {
    const page = await visit('/contact')
    const html = await page.text()
    const cookie = page.headers.get('Set-Cookie')!.split(';')[0]!
    const token = /name="_csrf" value="([^"]+)"/.exec(html)![1]!
    const without = await postJson(
      ENDPOINT_OF['contact-general'],
      { ...VALID_SUBMISSIONS['contact-general'] },
      { headers: { Cookie: cookie } },
    )
    expect(without.status).toBe(403)
    await without.arrayBuffer()
    const withToken = await postJson(
      ENDPOINT_OF['contact-general'],
      { ...VALID_SUBMISSIONS['contact-general'] },
      { headers: { Cookie: cookie, 'X-CSRF-Token': token } },
    )
    expect(withToken.status).toBe(201)
    await withToken.arrayBuffer()
  })
})

describe('uploads (technical support form)', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  const PDF = new TextEncoder().encode('%PDF-1.4\n%test\n')

  function multipart(files: Array<{ name: string; type: string; bytes: Uint8Array }>, email: string, locale = 'en-gb') {
    const body = new FormData()
    const values = {
      form: 'contact-technical',
      locale,
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      ...VALID_SUBMISSIONS['contact-technical'],
      email,
    }
    for (const [name, value] of asFormBody(values)) body.append(name, value)
    for (const file of files) body.append('files', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }))
    return visit('/api/contact-request', {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', 'CF-Connecting-IP': freshClient() },
    })
  }

  function sized(bytes: number, head: Uint8Array = PNG): Uint8Array {
    const content = new Uint8Array(bytes)
    content.set(head)
    return content
  }

  it('stores the files in R2 under the lead, with their sniffed type, before answering', async () => {
    const email = uniqueEmail()
    const response = await multipart(
      [
        { name: 'screen photo.png', type: 'image/png', bytes: PNG },
        { name: 'report.pdf', type: 'application/pdf', bytes: PDF },
      ],
      email,
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const lead = await findLead(env.DB, id)
    expect(lead!.files.map((file) => [file.fileName, file.contentType, file.sizeBytes])).toEqual([
      ['screen photo.png', 'image/png', PNG.length],
      ['report.pdf', 'application/pdf', PDF.length],
    ])
    expect(lead!.files[0]!.r2Key).toBe(`leads/${id}/0-screen_photo.png`)
    const stored = await env.FILES.get(lead!.files[0]!.r2Key)
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG)
    expect(stored!.httpMetadata?.contentType).toBe('image/png')
    const second = await env.FILES.get(lead!.files[1]!.r2Key)
    await second!.arrayBuffer()
    expect(lead!.values).not.toHaveProperty('files')
  })

  it("refuses a file over 1024 KB (file_size, in the request's locale)", async () => {
    const email = uniqueEmail()
    const response = await multipart([{ name: 'big.png', type: 'image/png', bytes: sized(1024 * 1024 + 1) }], email, 'es-es')
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(Object.keys(errors)).toEqual(['files'])
    expect(errors.files).toContain('1')
    const english = await multipart([{ name: 'big.png', type: 'image/png', bytes: sized(1024 * 1024 + 1) }], email)
    expect(await english.json()).toEqual({ errors: { files: 'The file size should not exceed 1MB' } })
    expect(await leadCount(email)).toBe(0)
  })

  it('refuses files that together exceed the total (file_size_cumul)', async () => {
    const email = uniqueEmail()
    const almostOneMb = sized(1024 * 1024 - 10)
    const files = Array.from({ length: 6 }, (_, index) => ({ name: `photo-${index}.png`, type: 'image/png', bytes: almostOneMb }))
    const response = await multipart(files, email)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: { files: 'The files together should not exceed 5MB' } })
  })

  it('judges the type by the bytes, not by the name or the declared type (mime_type_cumul)', async () => {
    const email = uniqueEmail()
    const disguised = [{ name: 'photo.png', type: 'image/png', bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>') }]
    const response = await multipart(disguised, email)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: { files: 'Only these file types are allowed: JPG, PNG, PDF' } })
    const program = await multipart([{ name: 'tool.pdf', type: 'application/pdf', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0]) }], email)
    expect(program.status).toBe(422)
    await program.arrayBuffer()
    expect(await leadCount(email)).toBe(0)
  })

  it('a JSON client cannot pass file descriptions off as files', async () => {
    const response = await sendValid('contact-technical', { files: [{ name: 'a.png', size: 10, type: 'image/png' }] })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: { files: 'Attachments is not valid.' } })
  })

  it('refuses a body over the request limit before reading it', async () => {
    const response = await visit('/api/contact-request', {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(64 * 1024 * 1024) },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      message: 'What you sent is too large (at most 8 MB). Please send smaller files and try again.',
    })
  })
})

describe('adapter and storage failures', () => {
  it('when D1 cannot store the lead, the visitor is told to try again (503) and nothing is half-stored', async () => {
    const { app } = await import('../../worker/app.tsx')
    const { createExecutionContext } = await import('cloudflare:test')
    const failingDb = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'batch')
          return async () => {
            throw new Error('D1_ERROR: database is locked')
          }
        const value = Reflect.get(target, property) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const email = uniqueEmail()
    const response = await app.request(
      `${ORIGIN}/api/contact-request`,
      {
        method: 'POST',
        body: JSON.stringify({ 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX', ...VALID_SUBMISSIONS['contact-general'], email }),
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
      },
      { ...env, DB: failingDb },
      createExecutionContext(),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'Something went wrong while sending the form.' })
    expect(await leadCount(email)).toBe(0)
  })

  it('when the queue refuses, the lead is stored all the same (201) and waits for the sweep', async () => {
    const { app } = await import('../../worker/app.tsx')
    const { createExecutionContext } = await import('cloudflare:test')
    const refusingQueue = {
      send: async () => {
        throw new Error('Queue unavailable')
      },
      sendBatch: async () => {
        throw new Error('Queue unavailable')
      },
    } as unknown as Queue
    const response = await app.request(
      `${ORIGIN}/api/contact-request`,
      {
        method: 'POST',
        body: JSON.stringify({
          'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
          ...VALID_SUBMISSIONS['contact-general'],
          email: uniqueEmail(),
        }),
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
      },
      { ...env, LEADS: refusingQueue },
      createExecutionContext(),
    )
    expect(response.status).toBe(201)
    const lead = await findLead(env.DB, ((await response.json()) as { id: string }).id)
    expect(lead!.status).toBe('received')
  })

  it('when the bot check cannot be made, the lead is held rather than lost', async () => {
    const { app } = await import('../../worker/app.tsx')
    const { createExecutionContext } = await import('cloudflare:test')
    const response = await app.request(
      `${ORIGIN}/api/contact-request`,
      {
        method: 'POST',
        body: JSON.stringify({
          'cf-turnstile-response': 'token-from-the-widget',
          ...VALID_SUBMISSIONS['contact-general'],
          email: uniqueEmail(),
        }),
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
      },
      { ...env, ENVIRONMENT: 'UAT', BOT_PROTECTION_SECRET: '' },
      createExecutionContext(),
    )
    expect(response.status).toBe(201)
    const lead = await findLead(env.DB, ((await response.json()) as { id: string }).id)
    expect(lead).toMatchObject({ status: 'held', botCheck: 'unverified' })
  })
})
