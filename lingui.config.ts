import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * One PO catalog per catalog file of the locale registry (Swiss locales reuse fr-fr, it-it and
 * de-de). Messages have explicit ids (`errorpage.error_title`); the English text in the code is
 * the en-gb source.
 */
export default defineConfig({
  sourceLocale: 'en-gb',
  // Runtime safety net only: a test fails the build when any catalog lacks a translation.
  fallbackLocales: { default: 'en-gb' },
  locales: ['en-gb', 'en-us', 'fr-fr', 'it-it', 'de-de', 'es-es', 'ja-jp'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/ui', '<rootDir>/worker'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
})
