/** The staff console's start: the queues of the viewer's work with their counts, and the console's lists and tools. */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { EmptyState } from '../components/ListMessage.tsx'
import { portalSectionTitleClass, portalTitleClass } from '../portal/PortalLayout.tsx'

export interface InboxItem {
  queue: string
  title: string
  description: string
  count: number
  href: string
}

const cardClass = css({
  display: 'grid',
  gap: '1',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'lg',
  p: '5',
  bg: 'white',
  textDecoration: 'none',
  color: 'gray.900',
  _hover: { borderColor: 'brand.theme', bg: 'brand.light' },
})
const busyCardClass = css({ borderColor: 'brand.theme', borderInlineStartWidth: '4px' })
const countClass = css({ fontSize: '3xl', fontWeight: 'bold', color: 'brand.theme', lineHeight: '1' })
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })

export function StaffInboxPage({ items, tools }: { items: InboxItem[]; tools: Array<{ tool: string; label: string; href: string }> }) {
  const { i18n } = useLingui()
  const waiting = items.reduce((sum, item) => sum + item.count, 0)
  return (
    <section data-staff-inbox="">
      <h1 className={portalTitleClass}>{i18n._({ id: 'portal.nav.staff', message: 'Staff console' })}</h1>
      <p className={css({ mb: '6' })} data-inbox-total={waiting}>
        {i18n._({
          id: 'inbox.summary',
          message:
            '{count, plural, =0 {Nothing is waiting for you.} one {# item is waiting for you.} other {# items are waiting for you.}}',
          values: { count: waiting },
        })}
      </p>
      {items.length ? (
        <ul
          className={css({
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
            gap: '4',
            mb: '8',
          })}
        >
          {items.map((item) => (
            <li key={item.queue}>
              <a href={item.href} className={cx(cardClass, item.count > 0 ? busyCardClass : undefined)} data-inbox-queue={item.queue}>
                <span className={countClass} data-inbox-count={item.count}>
                  {item.count}
                </span>
                <span className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{item.title}</span>
                <span className={css({ fontSize: 'sm', color: 'gray.700' })}>{item.description}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{i18n._({ id: 'inbox.no_queues', message: 'Your role has no queues of work here.' })}</EmptyState>
      )}
      {tools.length ? (
        <section aria-labelledby="staff-tools">
          <h2 id="staff-tools" className={portalSectionTitleClass}>
            {i18n._({ id: 'inbox.tools', message: 'Lists and tools' })}
          </h2>
          <ul className={css({ listStyle: 'none', display: 'grid', gap: '2' })}>
            {tools.map((tool) => (
              <li key={tool.tool}>
                <a href={tool.href} className={linkClass} data-staff-tool={tool.tool}>
                  {tool.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  )
}
