/**
 * Which bot-protection widget a form carries: in LOCAL the known test token of the local check,
 * elsewhere Cloudflare Turnstile with the site key from runtime configuration
 * (BOT_PROTECTION_SITE_KEY in wrangler.toml; the secret half is BOT_PROTECTION_SECRET).
 */
import type { Environment, Locale } from '../../locales/registry.ts'
import type { BotWidget } from '../../ui/forms/bot-check.ts'
import { LOCAL_BOT_TEST_TOKEN } from '../adapters/bot-protection/local-bot-check.ts'

export function botWidgetFor(
  environment: Environment,
  settings: { BOT_PROTECTION_SITE_KEY?: string },
  locale: Pick<Locale, 'iso'>,
): BotWidget {
  if (environment === 'LOCAL') return { kind: 'local', token: LOCAL_BOT_TEST_TOKEN }
  return { kind: 'turnstile', siteKey: settings.BOT_PROTECTION_SITE_KEY ?? '', language: locale.iso.toLowerCase() }
}
