/**
 * POST /api/corporate-configurator/share: share a corporate configuration by email. JSON clients
 * get 201 { id }, 422 { errors: { field: message } }, 429 or 503 { message }; a plain form post
 * gets a 303 back to the configuration with `shared=sent|invalid|failed`.
 */
import { Hono } from 'hono'
import { type Locale, findActiveLocale, localeFor } from '../../locales/registry.ts'
import { shareTexts } from '../../ui/guides/guide-share-texts.ts'
import {
  CORPORATE_SHARE_PATH,
  type ShareResult,
  corporateConfigurationPath,
  shareableConfiguration,
} from '../../ui/guides/share-link-rules.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { SHARE_FIELDS } from '../../ui/guides/ShareByEmail.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { mailSenderFor } from '../adapters/mail/mail-sender.ts'
import type { AppEnv } from '../env.ts'
import { isPlainFormPost, readSubmission } from '../forms/form-request.ts'
import { SHARE_LIMIT } from '../forms/rate-limit.ts'
import { shareConfiguration } from './configuration-share-store.ts'
import { detectRequestLocale } from '../middleware/locale.ts'
import { isRefused, postAdmission } from '../middleware/post-rate-limits.ts'

export { SHARE_LIMIT }

export const guideApi = new Hono<AppEnv>()

guideApi.post(CORPORATE_SHARE_PATH.slice('/api'.length), async (c) => {
  // Counted before the body was read (post-rate-limits.ts): refused before it is parsed.
  // A share that could not be counted is not sent either: the mail relay stays closed.
  const admission = await postAdmission(c, SHARE_LIMIT)
  if (isRefused(admission) || 'failure' in admission) {
    const visitorLocale = localeFor(detectRequestLocale(c), c.get('environment'))
    const message = shareTexts(i18nFor(visitorLocale, c.get('logger'))).failed
    if (isRefused(admission)) c.header('Retry-After', String(admission.retryAfterSeconds))
    if (isPlainFormPost(c)) return c.redirect(`${pathFor('corporate-configurator', visitorLocale.code)}#share-by-email-title`, 303)
    return c.json({ message }, isRefused(admission) ? 429 : 503)
  }
  const read = await readSubmission(c)
  const fallback = i18nFor(c.get('locale'), c.get('logger'))
  if (read.kind !== 'read')
    return c.json({ message: shareTexts(fallback).failed }, read.kind === 'too-large' ? 413 : read.kind === 'unsupported' ? 415 : 400)
  const text = (name: string) => {
    const value = read.source.text(name)
    return typeof value === 'string' ? value : ''
  }
  const locale: Locale = findActiveLocale(text(SHARE_FIELDS.locale).toLowerCase(), c.get('environment')) ?? c.get('locale')
  const i18n = i18nFor(locale, c.get('logger'))
  const texts = shareTexts(i18n)
  const configuration = text(SHARE_FIELDS.configuration)
  const plain = isPlainFormPost(c)
  const answer = (result: ShareResult, status: 201 | 422 | 429 | 503, json: Record<string, unknown>) => {
    if (!plain) return c.json(json, status)
    const shareable = shareableConfiguration(configuration)
    const back = shareable ? corporateConfigurationPath(locale.code, shareable, result) : pathFor('corporate-configurator', locale.code)
    return c.redirect(`${back}#share-by-email-title`, 303)
  }

  const mail = mailSenderFor(c.get('environment'), c.env, c.get('logger'))
  const outcome = await shareConfiguration(
    { email: text(SHARE_FIELDS.email), configuration, locale, origin: new URL(c.req.url).origin },
    { db: c.env.DB, mail, i18n },
  )
  switch (outcome.kind) {
    case 'sent':
      return answer('sent', 201, { id: outcome.shareId })
    case 'invalid':
      return answer('invalid', 422, {
        errors: { [outcome.field]: outcome.field === 'email' ? texts.invalidEmail : texts.invalidConfiguration },
      })
    case 'failed':
      c.get('logger').error(`Sharing a configuration by email failed (share ${outcome.shareId ?? 'not stored'})`)
      return answer('failed', 503, { message: texts.failed })
  }
})
