/**
 * The navigation record of one locale: the header's menu and the footer's link groups. A source
 * item may ask for its children to be filled from the published content (`expand`), so the mega
 * menu always lists the catalogue's categories with their lines and every industry, in the
 * catalogue's order, without editors copying them into the navigation.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import type { Navigation, NavigationItem } from '../../ui/content/model.ts'
import type { SourceCatalogue, SourceEditorial, SourceNavigationItem } from '../source.ts'
import { textIn } from './localise.ts'
import type { RouteHrefs } from './route-hrefs.ts'

export function publishNavigation(editorial: SourceEditorial, catalogue: SourceCatalogue, code: LocaleCode, hrefs: RouteHrefs): Navigation {
  const expanded = (item: SourceNavigationItem): NavigationItem[] => {
    switch (item.expand) {
      case 'catalogue':
        return catalogue.categories.map((category) => ({
          title: textIn(category.title, code),
          href: hrefs.category(category.id, code),
          children: catalogue.lines
            .filter((line) => line.categoryId === category.id)
            .map((line) => ({ title: textIn(line.title, code), href: hrefs.line(line.id, code) })),
        }))
      case 'industries':
        return editorial.industries.map((industry) => ({ title: textIn(industry.title, code), href: hrefs.industry(industry.id, code) }))
      case undefined:
        return []
    }
  }
  const navigationItem = (item: SourceNavigationItem): NavigationItem => {
    const query = item.query ? `?${new URLSearchParams(item.query)}` : ''
    const href = item.url ?? (item.route ? `${hrefs.href(item.route, code, item.params)}${query}` : '')
    const children = [...(item.children ?? []).map(navigationItem), ...expanded(item)]
    return { title: textIn(item.title, code), href, ...(children.length ? { children } : {}) }
  }
  return {
    main: editorial.navigation.main.map(navigationItem),
    footer: editorial.navigation.footer.map(navigationItem),
  }
}
