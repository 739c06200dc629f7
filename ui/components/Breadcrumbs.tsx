/**
 * Breadcrumbs: a labelled nav with an ordered list; the last crumb is the current page
 * (aria-current, no link). The same trail goes into a schema.org BreadcrumbList.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { Breadcrumb } from '../content/model.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { JsonLd, breadcrumbListLd } from './JsonLd.tsx'

const listClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  fontSize: 'sm',
  color: 'gray.700',
  mb: '6',
  '& li:not(:last-child)::after': { content: '"/"', ml: '2', color: 'gray.500' },
})

const linkClass = css({ color: 'brand.theme', textDecoration: 'underline', _hover: { textDecoration: 'none' } })

/**
 * The trail of a page: `trail` as published (it may or may not end with the page itself), then
 * the page itself, with home in front when the trail lacks it.
 */
export function trailFor(home: Breadcrumb, trail: readonly Breadcrumb[], current: Breadcrumb): Breadcrumb[] {
  const crumbs = [...trail]
  if (crumbs[0]?.href !== home.href) crumbs.unshift(home)
  if (crumbs.at(-1)?.href !== current.href) crumbs.push(current)
  return crumbs
}

export function Breadcrumbs({ crumbs, origin }: { crumbs: readonly Breadcrumb[]; origin?: string }) {
  const { i18n } = useLingui()
  return (
    <>
      <nav aria-label={i18n._({ id: 'breadcrumbs.label', message: 'Breadcrumb' })}>
        <ol className={listClass}>
          {crumbs.map((crumb, index) => {
            const current = index === crumbs.length - 1
            return (
              <li key={`${index}-${crumb.href}`}>
                {current || !isSafeHref(crumb.href) ? (
                  <span aria-current={current ? 'page' : undefined}>{crumb.title}</span>
                ) : (
                  <a className={linkClass} href={crumb.href}>
                    {crumb.title}
                  </a>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbListLd(crumbs, origin)} />
    </>
  )
}
