/**
 * The LED configurator's posts: the summary's "save" (stores the configuration, then 303 to its
 * signed result link) and the result page's 'mail me' (stores the request, sends through the mail
 * adapter). Both answer JSON to scripts (Accept: application/json) and redirects to plain forms.
 * CSRF is checked before this by the CSRF middleware; both are rate limited per client, counted
 * before the body is read (worker/middleware/post-rate-limits.ts).
 */
import { asksForJson } from '../middleware/wants-json.ts'
import type { Context } from 'hono'
import type { Locale } from '../../locales/registry.ts'
import { formMessages } from '../../ui/forms/validation-messages.ts'
import { firstFailure } from '../../ui/forms/validators.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { MAIL_EMAIL_FIELD, MAIL_FORM_ID } from '../../ui/led/LedResultActions.tsx'
import { configurationQuery, readConfiguration, wallRequestOf } from '../../ui/led/led-configuration.ts'
import { ledDocumentHref } from '../../ui/led/led-document-paths.ts'
import { ledWallLayout } from '../../ui/led/led-wall-layout.ts'
import { type RouteMatch, pathFor } from '../../ui/routes/route-table.ts'
import { deliverMail, mailSenderFor } from '../adapters/mail/mail-sender.ts'
import type { AppEnv } from '../env.ts'
import { LED_LIMITS, type RateLimit } from '../forms/rate-limit.ts'
import { postAdmission } from '../middleware/post-rate-limits.ts'
import { ContentStore } from '../content/content-store.ts'
import { ContentRepository } from '../content/repository.ts'
import { absolute } from '../pages/page-heads.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { ledConfigurationMail } from './configuration-mail.ts'
import { MAIL_EMAIL_RULES, MAIL_OUTCOME_PARAMS, mailFieldMessage } from './routes.tsx'
import { ledCatalogue } from './led-models.ts'
import { checkResultLink, resultLinkQuery } from './result-links.ts'
import { readLedConfiguration, recordMailRequest, saveLedConfiguration, settleMailRequest } from './saved-configuration-store.ts'

export { LED_LIMITS }

/**
 * The verdict counted before the body was read (post-rate-limits.ts). A post that could not be
 * counted is refused like one over the limit: no mail leaves without being counted.
 */
async function withinLimit(c: Context<AppEnv>, limit: RateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const admission = await postAdmission(c, limit)
  return 'failure' in admission ? { allowed: false, retryAfterSeconds: limit.windowSeconds } : admission
}

async function bodyQuery(c: Context<AppEnv>): Promise<URLSearchParams> {
  const body = await c.req.parseBody()
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') query.set(name, value)
  return query
}

function tooMany(c: Context<AppEnv>, locale: Locale, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ message: formMessages(i18nFor(locale, c.get('logger'))).rateLimited }, 429)
}

/** The summary's "save": stores the configuration, then 303 to its signed result link. */
export async function saveConfiguration(c: Context<AppEnv>, match: RouteMatch) {
  const { locale } = match
  const limit = await withinLimit(c, LED_LIMITS.save)
  if (!limit.allowed) return tooMany(c, locale, limit.retryAfterSeconds)
  const query = await bodyQuery(c)
  const catalogue = await ledCatalogue(new ContentRepository(new ContentStore(c.env.CONTENT, c.get('logger')), locale.code))
  const { configuration, invalidSize } = readConfiguration(query, catalogue.models, locale.code)
  const model = catalogue.models.find((candidate) => candidate.slug === query.get('model'))
  const backToSummary = `${pathFor('led-configurator', locale.code)}?${configurationQuery(configuration, 'summary')}`
  // Nothing to save: an unknown model or a wall that cannot be built goes back to the steps, which say why.
  if (!model || invalidSize || !ledWallLayout(model, wallRequestOf(configuration)).ok) {
    if (asksForJson(c)) return c.json({ message: formMessages(i18nFor(locale, c.get('logger'))).wizardStep }, 422)
    return c.redirect(backToSummary, 303)
  }
  const saved = await saveLedConfiguration(c.env.DB, locale.code, configuration, model)
  const link = `${pathFor('led-configurator-result', locale.code, { configurationId: saved.id })}?${await resultLinkQuery(c.env.SESSION_SECRET, c.get('environment'), saved.id, saved.expires)}`
  if (asksForJson(c)) return c.json({ id: saved.id, link }, 201)
  return c.redirect(link, 303)
}

/** The result page's 'mail me': stores the request and sends it through the mail adapter. */
export async function mailConfiguration(c: Context<AppEnv>, match: RouteMatch) {
  const { locale } = match
  const url = new URL(c.req.url)
  const id = match.params.configurationId ?? ''
  const check = await checkResultLink(c.env.SESSION_SECRET, c.get('environment'), id, url.searchParams)
  const saved = check === 'valid' ? await readLedConfiguration(c.env.DB, id) : undefined
  if (!saved)
    return asksForJson(c)
      ? c.json({ message: 'Not Found', statusCode: check === 'expired' ? 410 : 404 }, check === 'expired' ? 410 : 404)
      : renderNotFound(c)
  const i18n = i18nFor(locale, c.get('logger'))
  const link = `${url.pathname}?${new URLSearchParams({ expires: url.searchParams.get('expires') ?? '', signature: url.searchParams.get('signature') ?? '' })}`
  const back = (outcome: string, request?: string) =>
    c.redirect(
      `${link}&${new URLSearchParams({ [MAIL_OUTCOME_PARAMS.outcome]: outcome, ...(request ? { [MAIL_OUTCOME_PARAMS.request]: request } : {}) })}#${MAIL_FORM_ID}`,
      303,
    )

  const limit = await withinLimit(c, LED_LIMITS.mail)
  if (!limit.allowed) return tooMany(c, locale, limit.retryAfterSeconds)
  const email = ((await bodyQuery(c)).get(MAIL_EMAIL_FIELD) ?? '').trim()
  const failure = firstFailure(MAIL_EMAIL_RULES, email)
  if (failure) return asksForJson(c) ? c.json({ errors: { [MAIL_EMAIL_FIELD]: mailFieldMessage(i18n, failure) } }, 422) : back(failure.key)

  const outcome = ledWallLayout(saved.model, wallRequestOf(saved.configuration))
  if (!outcome.ok) return renderNotFound(c)
  const requestId = await recordMailRequest(c.env.DB, saved.id, email)
  const linkQuery = link.slice(link.indexOf('?') + 1)
  const pdfLink = absolute(c, ledDocumentHref(saved.id, locale.code, 'pdf', linkQuery))
  const message = ledConfigurationMail(i18n, locale.iso, saved, outcome.layout, absolute(c, link), pdfLink, email)
  const sent = await deliverMail(mailSenderFor(c.get('environment'), c.env, c.get('logger')), message)
  await settleMailRequest(c.env.DB, requestId, sent.ok ? { ok: true } : { ok: false, reason: sent.reason })
  if (!sent.ok) {
    c.get('logger').error(`LED configuration mail ${requestId} failed: ${sent.reason}`)
    return asksForJson(c) ? c.json({ message: formMessages(i18n).sendFailed }, 503) : back('failed')
  }
  return asksForJson(c) ? c.json({ id: requestId }, 201) : back('sent', requestId)
}
