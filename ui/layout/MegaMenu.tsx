/**
 * The header's main navigation as a mega menu, with no JavaScript needed (docs/decisions/027):
 *
 * - an entry without children is a link;
 * - an entry with children is a `<details>` whose `<summary>` opens the panel that follows it
 *   (`details[open] + panel`), so the panel can span the header on desktop. All entries share one
 *   `name`, so opening one closes the others where browsers support exclusive disclosures; the
 *   client runtime also closes them on Escape (focus back on the summary) and on a click elsewhere;
 * - children with children of their own (categories → lines) are columns of the panel.
 *
 * On phones the menu sits in the header's drawer: a group with its own overview page (display
 * solutions, industries) is that one link, a group without one (tools, support) lists its links
 * under a heading, so every tool is two taps from any page: the menu button, then the tool.
 */
import { css, cx } from 'styled-system/css'
import { Icon } from '../components/Icon.tsx'
import type { NavigationItem } from '../content/model.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { linkHints } from './site-navigation.ts'

/** The `name` every menu disclosure shares (one open at a time). */
export const MENU_GROUP_NAME = 'site-menu'

/** A link to follow: not empty (a group without a page of its own), no unsafe scheme. */
const hasHref = (item: NavigationItem) => item.href !== '' && isSafeHref(item.href)
/** Deeper levels than entry → child → grandchild are not shown. */
const linkedChildren = (item: NavigationItem) => (item.children ?? []).filter(hasHref)

const listClass = css({
  display: 'flex',
  flexDirection: { base: 'column', lg: 'row' },
  alignItems: { base: 'stretch', lg: 'center' },
  columnGap: '5',
  rowGap: { base: '1', lg: '2' },
  flexWrap: 'wrap',
  listStyle: 'none',
})
const topLinkClass = css({
  display: 'block',
  color: 'white',
  textDecoration: 'none',
  fontWeight: 'semibold',
  py: { base: '2', lg: '1' },
  _hover: { textDecoration: 'underline' },
})
const phoneOnlyClass = css({ lg: { display: 'none' } })
const disclosureClass = css({ display: { base: 'none', lg: 'block' } })
const summaryClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  py: '1',
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: 'semibold',
  '&::-webkit-details-marker': { display: 'none' },
  '[open] > &': { textDecoration: 'underline', textUnderlineOffset: '6px' },
})
const panelBaseClass = css({
  lg: {
    position: 'absolute',
    insetInline: '0',
    top: '100%',
    zIndex: 20,
    bg: 'white',
    color: 'gray.800',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
    boxShadow: 'lg',
    px: '6',
    py: '6',
    '[data-menu][open] + &': { display: 'block' },
  },
})
/** A group without its own page: listed in the drawer on phones, opened by its summary on desktop. */
const panelListedClass = css({ display: 'block', pb: '2', lg: { display: 'none' } })
/** A group with its own page: only its link in the drawer on phones. */
const panelDesktopClass = css({ display: 'none' })
const phoneHeadingClass = css({
  fontSize: 'sm',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  color: 'brand.light',
  pt: '2',
  lg: { display: 'none' },
})
const overviewLinkClass = css({
  display: { base: 'none', lg: 'inline-flex' },
  alignItems: 'center',
  gap: '1',
  mb: '4',
  fontSize: 'lg',
  fontWeight: 'bold',
  color: 'brand.theme',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outlineColor: 'brand.theme' },
})
const panelGridClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(auto-fill, minmax(13rem, 1fr))' },
  columnGap: '6',
  rowGap: { base: '0', lg: '3' },
  listStyle: 'none',
  maxWidth: '7xl',
  mx: 'auto',
})
const panelLinkClass = css({
  display: 'block',
  py: { base: '2', lg: '1' },
  color: { base: 'white', lg: 'gray.800' },
  textDecoration: 'none',
  _hover: { textDecoration: 'underline', lg: { color: 'brand.theme' } },
  lg: { _focusVisible: { outlineColor: 'brand.theme' } },
})
const columnHeadClass = css({ fontWeight: 'bold', lg: { color: 'brand.theme' } })
const subListClass = css({ listStyle: 'none', lg: { mt: '1', borderInlineStartWidth: '2px', borderColor: 'brand.light', ps: '3' } })
const panelInnerClass = css({ lg: { maxWidth: '7xl', mx: 'auto' } })

function PanelEntry({ item }: { item: NavigationItem }) {
  const grandchildren = linkedChildren(item)
  return (
    <li>
      <a className={cx(panelLinkClass, grandchildren.length ? columnHeadClass : undefined)} href={item.href} {...linkHints(item.href)}>
        {item.title}
      </a>
      {grandchildren.length ? (
        <ul className={subListClass}>
          {grandchildren.map((grandchild) => (
            <li key={`${grandchild.href}-${grandchild.title}`}>
              <a className={panelLinkClass} href={grandchild.href} {...linkHints(grandchild.href)}>
                {grandchild.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function MenuEntry({ item }: { item: NavigationItem }) {
  const children = linkedChildren(item)
  const overview = hasHref(item) ? item.href : undefined
  if (!children.length) {
    return overview ? (
      <li>
        <a className={topLinkClass} href={overview} {...linkHints(overview)}>
          {item.title}
        </a>
      </li>
    ) : null
  }
  return (
    <li>
      {overview ? (
        <a className={cx(topLinkClass, phoneOnlyClass)} href={overview} {...linkHints(overview)}>
          {item.title}
        </a>
      ) : null}
      <details name={MENU_GROUP_NAME} className={disclosureClass} data-menu="">
        <summary className={summaryClass}>
          <span>{item.title}</span>
          <Icon name="chevron-down" />
        </summary>
      </details>
      <div className={cx(panelBaseClass, overview ? panelDesktopClass : panelListedClass)} data-menu-panel="">
        <div className={panelInnerClass}>
          {overview ? (
            <a className={overviewLinkClass} href={overview} {...linkHints(overview)}>
              {item.title}
              <Icon name="arrow-right" />
            </a>
          ) : (
            <p className={phoneHeadingClass}>{item.title}</p>
          )}
          <ul className={panelGridClass}>
            {children.map((child) => (
              <PanelEntry key={`${child.href}-${child.title}`} item={child} />
            ))}
          </ul>
        </div>
      </div>
    </li>
  )
}

export function MegaMenu({ items, label }: { items: readonly NavigationItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={listClass}>
        {items.map((item) => (
          <MenuEntry key={`${item.href}-${item.title}`} item={item} />
        ))}
      </ul>
    </nav>
  )
}
