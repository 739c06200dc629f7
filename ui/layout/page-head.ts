/** What a page tells the document shell about itself. */
import type { LocaleCode } from '../../locales/registry.ts'

export interface PageHead {
  title: string
  description?: string
  /** Absolute URL of this page. */
  canonical: string
  /** The same page in each active locale (absolute URLs); drives hreflang and the locale switcher. */
  alternates: Partial<Record<LocaleCode, string>>
  noindex?: boolean
}
