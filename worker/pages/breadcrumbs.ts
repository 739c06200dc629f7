/** The first crumbs every trail starts with, in the page's language. */
import type { I18n } from '@lingui/core'
import type { LocaleCode } from '../../locales/registry.ts'
import type { Breadcrumb } from '../../ui/content/model.ts'
import { type RouteName, pathFor } from '../../ui/routes/route-table.ts'

export function homeCrumb(i18n: I18n, code: LocaleCode): Breadcrumb {
  return { title: i18n._({ id: 'breadcrumbs.home', message: 'Home' }), href: pathFor('index', code) }
}

/** Home, then the given crumbs. */
export function trail(i18n: I18n, code: LocaleCode, ...crumbs: Breadcrumb[]): Breadcrumb[] {
  return [homeCrumb(i18n, code), ...crumbs]
}

export function routeCrumb(title: string, name: RouteName, code: LocaleCode, params: Record<string, string> = {}): Breadcrumb {
  return { title, href: pathFor(name, code, params) }
}
