/**
 * What the site's navigation must always offer, and the built-in header and footer links used
 * when no navigation record is published (or it is slow). The published record (kv-seed/content/
 * editorial.ts) lists the same destinations with editors' titles; a worker test walks both so
 * every tool stays one menu away from any page, the home page included (docs/decisions/027).
 */
import type { I18n } from '@lingui/core'
import { LOCALE_CODES, type LocaleCode } from '../../locales/registry.ts'
import { type CompanyPageId, LEGAL_PAGE_IDS, companyPagePath } from '../content/company-pages.ts'
import type { NavigationItem } from '../content/model.ts'
import { type PublicRouteName, pathFor } from '../routes/route-table.ts'

/** The visitor tools, in the order the menus list them. */
export const TOOL_ROUTES = [
  'led-configurator',
  'led-calculator',
  'product-chooser',
  'corporate-configurator',
  'retail-configurator',
  'project-request',
  'enquiry',
  'retail-brochure',
  'partner-finder',
  'innovations-wave',
] as const satisfies readonly PublicRouteName[]
export type ToolRoute = (typeof TOOL_ROUTES)[number]

export function toolTitle(i18n: I18n, route: ToolRoute): string {
  switch (route) {
    case 'led-configurator':
      return i18n._({ id: 'nav.tool.led_configurator', message: 'LED wall configurator' })
    case 'led-calculator':
      return i18n._({ id: 'nav.tool.led_calculator', message: 'LED calculator' })
    case 'product-chooser':
      return i18n._({ id: 'nav.tool.product_chooser', message: 'Product chooser' })
    case 'corporate-configurator':
      return i18n._({ id: 'nav.tool.corporate_configurator', message: 'Corporate solution configurator' })
    case 'retail-configurator':
      return i18n._({ id: 'nav.tool.retail_configurator', message: 'Retail configurator' })
    case 'project-request':
      return i18n._({ id: 'nav.tool.project_request', message: 'Project request' })
    case 'enquiry':
      return i18n._({ id: 'nav.tool.enquiry', message: 'Request a quote' })
    case 'retail-brochure':
      return i18n._({ id: 'nav.tool.retail_brochure', message: 'Retail brochure' })
    case 'partner-finder':
      return i18n._({ id: 'nav.tool.partner_finder', message: 'Partner finder' })
    case 'innovations-wave':
      return i18n._({ id: 'nav.tool.wave', message: 'Wave remote management' })
  }
}

export function companyPageTitle(i18n: I18n, id: CompanyPageId): string {
  switch (id) {
    case 'about-us':
      return i18n._({ id: 'nav.about_us', message: 'About us' })
    case 'sustainability':
      return i18n._({ id: 'nav.sustainability', message: 'Sustainability' })
    case 'privacy-policy':
      return i18n._({ id: 'nav.privacy_policy', message: 'Privacy policy' })
    case 'terms':
      return i18n._({ id: 'nav.terms', message: 'Terms and conditions' })
    case 'imprint':
      return i18n._({ id: 'nav.imprint', message: 'Imprint' })
    case 'cookie-policy':
      return i18n._({ id: 'nav.cookie_policy', message: 'Cookie policy' })
    case 'accessibility-statement':
      return i18n._({ id: 'nav.accessibility_statement', message: 'Accessibility statement' })
  }
}

const toolLinks = (i18n: I18n, code: LocaleCode): NavigationItem[] =>
  TOOL_ROUTES.map((route) => ({ href: pathFor(route, code), title: toolTitle(i18n, route) }))

const supportLinks = (i18n: I18n, code: LocaleCode): NavigationItem[] => [
  // The contact page with the technical support form chosen (Contact itself is a top-level link).
  { href: `${pathFor('contact', code)}?topic=technical`, title: i18n._({ id: 'forms.topic.technical', message: 'Technical support' }) },
  { href: pathFor('downloads-slug', code), title: i18n._({ id: 'nav.downloads', message: 'Downloads' }) },
  // The partner finder is a tool: the Tools group lists it.
]

/** The header's links when no navigation record is published: a group without its own page has an empty href. */
export function builtInMainNavigation(i18n: I18n, code: LocaleCode): NavigationItem[] {
  return [
    { href: pathFor('display-solutions', code), title: i18n._({ id: 'nav.products', message: 'Display solutions' }) },
    { href: pathFor('industry-display-solutions', code), title: i18n._({ id: 'nav.industries', message: 'Industries' }) },
    { href: '', title: i18n._({ id: 'nav.tools', message: 'Tools' }), children: toolLinks(i18n, code) },
    { href: pathFor('insights', code), title: i18n._({ id: 'nav.insights', message: 'Insights' }) },
    { href: pathFor('events', code), title: i18n._({ id: 'nav.events', message: 'Events' }) },
    { href: '', title: i18n._({ id: 'nav.support', message: 'Support' }), children: supportLinks(i18n, code) },
    { href: pathFor('contact', code), title: i18n._({ id: 'nav.contact', message: 'Contact' }) },
  ]
}

/** The footer's link groups when no navigation record is published. */
export function builtInFooterNavigation(i18n: I18n, code: LocaleCode): NavigationItem[] {
  const page = (id: CompanyPageId): NavigationItem => ({ href: companyPagePath(id, code), title: companyPageTitle(i18n, id) })
  return [
    {
      href: '',
      title: i18n._({ id: 'nav.company', message: 'Company' }),
      children: [
        page('about-us'),
        page('sustainability'),
        { href: pathFor('careers', code), title: i18n._({ id: 'nav.careers', message: 'Careers' }) },
        { href: pathFor('partnership', code), title: i18n._({ id: 'nav.partnership', message: 'Partnership' }) },
        { href: pathFor('contact', code), title: i18n._({ id: 'nav.contact', message: 'Contact' }) },
      ],
    },
    { href: '', title: i18n._({ id: 'nav.legal', message: 'Legal' }), children: LEGAL_PAGE_IDS.map(page) },
    {
      href: '',
      title: i18n._({ id: 'nav.support', message: 'Support' }),
      children: [
        ...supportLinks(i18n, code),
        { href: pathFor('portal', code), title: i18n._({ id: 'nav.partner_portal', message: 'Partner portal' }) },
      ],
    },
    { href: '', title: i18n._({ id: 'nav.tools', message: 'Tools' }), children: toolLinks(i18n, code) },
  ]
}

/** The partner portal's home in every locale. */
const PORTAL_PATHS = new Set(LOCALE_CODES.map((code) => pathFor('portal', code)))

/**
 * What a site link into the partner portal carries: never prefetched (on pointing or focus), since
 * signed out the portal answers 401 with its sign-in page, and a prefetch would only log that.
 */
export function linkHints(href: string): { 'data-no-prefetch'?: '' } {
  const path = href.split(/[?#]/)[0] ?? ''
  const inPortal = [...PORTAL_PATHS].some((portal) => path === portal || path.startsWith(`${portal}/`))
  return inPortal ? { 'data-no-prefetch': '' } : {}
}
