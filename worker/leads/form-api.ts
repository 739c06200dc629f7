/**
 * The form endpoints (SPEC.md point 7, DESIGN.md form contract): POST /api/contact-request,
 * /api/campaign-lead and /api/project-request; the retail brochure download for a stored lead;
 * and the lead operations (bearer LEAD_REPLAY_TOKEN): the replay of waiting leads
 * (POST /api/leads/replay), the count per state (GET /api/leads/status) and the sweep
 * (POST /api/leads/sweep).
 */
import { bearerSecret } from '../middleware/json-errors.ts'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { FORM_ENDPOINTS, type FormEndpointName, type FormId, SUBMISSION_FIELDS } from '../../ui/forms/form-endpoints.ts'
import { fieldLabels } from '../../ui/forms/form-texts.ts'
import { formMessages, validationMessage, validationTemplates } from '../../ui/forms/validation-messages.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import type { AppEnv } from '../env.ts'
import { answerJson, answerPlainPost, showFormPage } from '../forms/form-answers.ts'
import { intakeDependencies, isPlainFormPost, readSubmission, submissionLocale, submissionOf } from '../forms/form-request.ts'
import { takeInLead } from './lead-intake.ts'
import { FORM_SUBMISSION_LIMITS } from '../forms/rate-limit.ts'
import { isRefused, submissionAdmission } from '../middleware/post-rate-limits.ts'
import { REPLAYABLE_STATUSES, isReplayableStatus, replayLeads } from './lead-queue.ts'
import { findLead, leadStateSummary } from './lead-store.ts'
import { sweepStuckLeads } from './lead-sweep.ts'

/** Where the retail brochure lives in R2 (uploaded with the seed: kv-seed/files/). */
export const RETAIL_BROCHURE_KEY = 'brochures/retail-brochure.pdf'
export const RETAIL_BROCHURE_FILE_NAME = 'retail-brochure.pdf'
const LEAD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const formApi = new Hono<AppEnv>()

function formEndpoint(name: FormEndpointName) {
  const endpoint = FORM_ENDPOINTS[name]
  return formApi.post(endpoint.path.slice('/api'.length), async (c) => {
    const fallbackMessages = formMessages(i18nFor(c.get('locale'), c.get('logger')))
    // A client known to be over the limit is refused before the body is parsed; the hit is
    // counted in the lead's batch, or after the answer when the lead is not stored (post-rate-limits.ts).
    const admission = await submissionAdmission(c, FORM_SUBMISSION_LIMITS[name])
    if (isRefused(admission)) {
      c.header('Retry-After', String(admission.retryAfterSeconds))
      if (isPlainFormPost(c)) {
        const formId = endpoint.defaultForm
        return showFormPage(c, formId, c.get('locale'), { formId, values: {}, errors: {}, notice: fallbackMessages.rateLimited }, 429)
      }
      return c.json({ message: fallbackMessages.rateLimited }, 429)
    }
    const read = await readSubmission(c)
    if (read.kind === 'too-large') return c.json({ message: fallbackMessages.sendFailed }, 413)
    if (read.kind === 'unsupported') return c.json({ message: fallbackMessages.sendFailed }, 415)
    if (read.kind === 'malformed') return c.json({ message: fallbackMessages.sendFailed }, 400)

    const locale = submissionLocale(c, read.source)
    const named = read.source.text(SUBMISSION_FIELDS.form)
    const allowed = endpoint.forms as readonly FormId[]
    const formId = named === undefined || named === '' ? endpoint.defaultForm : allowed.find((id) => id === named)
    if (!formId) {
      const i18n = i18nFor(locale, c.get('logger'))
      const message = validationMessage(validationTemplates(i18n), { key: 'invalid', values: {} }, fieldLabels(i18n).form!)
      return c.json({ errors: { [SUBMISSION_FIELDS.form]: message } }, 422)
    }
    const submission = submissionOf(c, formId, read.source, locale)
    const outcome = await takeInLead(submission, intakeDependencies(c, admission))
    if (isPlainFormPost(c)) return answerPlainPost(c, submission, outcome)
    return answerJson(c, locale, outcome)
  })
}

for (const name of Object.keys(FORM_ENDPOINTS) as FormEndpointName[]) formEndpoint(name)

/** The retail brochure, for the visitor who left their details (the lead id is the key). */
formApi.get(`/retail-brochure/:leadId/${RETAIL_BROCHURE_FILE_NAME}`, async (c) => {
  const leadId = c.req.param('leadId')
  const notFound = () => c.json({ message: 'Not Found', statusCode: 404, statusMessage: 'No such download', data: null }, 404)
  if (!LEAD_ID_PATTERN.test(leadId)) return notFound()
  const lead = await findLead(c.env.DB, leadId.toLowerCase())
  if (lead?.form !== 'retail-brochure') return notFound()
  let file: R2ObjectBody | null
  try {
    file = await c.env.FILES.get(RETAIL_BROCHURE_KEY)
  } catch (error) {
    c.get('logger').error('Reading the retail brochure from R2 failed', String(error))
    return c.json(
      { message: 'Service Unavailable', statusCode: 503, statusMessage: 'The download is not available right now', data: null },
      503,
    )
  }
  if (!file) {
    c.get('logger').error(`The retail brochure is missing from R2 (${RETAIL_BROCHURE_KEY})`)
    return notFound()
  }
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${RETAIL_BROCHURE_FILE_NAME}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})

/**
 * The lead operations (`npm run leads:status`, `leads:replay`, `leads:sweep`) answer only with the
 * bearer token LEAD_REPLAY_TOKEN; without that setting they do not exist.
 */
const leadOperationsBearer = bearerSecret((c) => c.env.LEAD_REPLAY_TOKEN)
const leadOperations = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.env.LEAD_REPLAY_TOKEN) {
    return c.json({ message: 'Not Found', statusCode: 404, statusMessage: 'Lead operations are not enabled', data: null }, 404)
  }
  await leadOperationsBearer(c, async () => {
    c.header('Cache-Control', 'no-store')
    await next()
  })
})

/** Puts parked (dead_letter), held, never-queued (received) or queued leads back on the queue. */
formApi.post('/leads/replay', leadOperations, async (c) => {
  const body = (await c.req.json().catch(() => ({}))) as { status?: unknown }
  const status = body.status ?? 'dead_letter'
  if (!isReplayableStatus(status)) {
    return c.json(
      { message: `status must be one of ${REPLAYABLE_STATUSES.join(', ')}`, statusCode: 400, statusMessage: 'Bad Request', data: null },
      400,
    )
  }
  const replayed = await replayLeads(c.env.LEADS, c.env.DB, status, c.get('logger'))
  return c.json({ status, replayed })
})

/** How many leads are in each state, and the oldest of each. */
formApi.get('/leads/status', leadOperations, async (c) =>
  c.json({ states: await leadStateSummary(c.env.DB), at: new Date().toISOString() }),
)

/** The cron's lead sweep, on demand (wrangler dev runs no cron). */
formApi.post('/leads/sweep', leadOperations, async (c) => c.json(await sweepStuckLeads(c.env.LEADS, c.env.DB, c.get('logger'))))
