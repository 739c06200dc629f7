/**
 * Lingui instances per catalog (never the global one: requests interleave). Catalogs are the
 * compiled PO files under `locales/`; Swiss locales read their language's catalog. An instance is
 * made once per catalog and logger and shared by the requests that ask for it: nothing activates
 * another locale or loads messages into one once it is made (decision 045).
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { CatalogFile, Locale } from '../../locales/registry.ts'
import { messages as deDe } from '../../locales/de-de/messages.ts'
import { messages as enGb } from '../../locales/en-gb/messages.ts'
import { messages as enUs } from '../../locales/en-us/messages.ts'
import { messages as esEs } from '../../locales/es-es/messages.ts'
import { messages as frFr } from '../../locales/fr-fr/messages.ts'
import { messages as itIt } from '../../locales/it-it/messages.ts'
import { messages as jaJp } from '../../locales/ja-jp/messages.ts'
import { type Logger, consoleLogger } from '../log/logger.ts'

export const CATALOGS: Record<CatalogFile, Messages> = {
  'en-gb': enGb,
  'en-us': enUs,
  'fr-fr': frFr,
  'it-it': itIt,
  'de-de': deDe,
  'es-es': esEs,
  'ja-jp': jaJp,
}

const instances = new WeakMap<Logger, Map<CatalogFile, I18n>>()

export function i18nFor(locale: Pick<Locale, 'file'>, logger: Logger = consoleLogger): I18n {
  let byCatalog = instances.get(logger)
  if (!byCatalog) {
    byCatalog = new Map()
    instances.set(logger, byCatalog)
  }
  let i18n = byCatalog.get(locale.file)
  if (!i18n) {
    i18n = setupI18n({ locale: locale.file, messages: { [locale.file]: CATALOGS[locale.file] } })
    i18n.on('missing', ({ id, locale: missingIn }) => logger.warn(`Missing message "${id}" in locale ${missingIn}`))
    byCatalog.set(locale.file, i18n)
  }
  return i18n
}
