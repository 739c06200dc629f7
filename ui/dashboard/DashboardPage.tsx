/**
 * The portal dashboard (SPEC.md point 1): welcome message, quick links, next upcoming training,
 * latest promotion, open demo requests, contacts, tools and need help; each block has its empty state.
 */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { LocaleCode } from '../../locales/registry.ts'
import { EmptyState } from '../components/ListMessage.tsx'
import { formatDate, formatDateRange } from '../format/intl.ts'
import { pathFor } from '../routes/route-table.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { COMPANY_NAME } from '../styles/brand.ts'
import type { DashboardBlocks, DashboardRights, PortalContact } from './dashboard-blocks.ts'
import { businessLineLabel, countryName, levelLabel, roleLabel } from '../portal/labels.ts'
import { portalSectionTitleClass, portalTitleClass } from '../portal/PortalLayout.tsx'
import type { PortalNavigationItem } from '../portal/portal-navigation.ts'
import type { PortalViewer } from '../portal/viewer.ts'

const blockClass = css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '5', bg: 'white' })
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })
const listClass = css({ listStyle: 'none', display: 'grid', gap: '2' })

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`dashboard-${id}`} className={blockClass} data-dashboard-block={id}>
      <h2 id={`dashboard-${id}`} className={portalSectionTitleClass}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function contactRelation(i18n: ReturnType<typeof useLingui>['i18n'], contact: PortalContact): string {
  switch (contact.relation) {
    case 'sales-manager':
      return i18n._({ id: 'dashboard.contact_sales_manager', message: 'Your sales manager' })
    case 'partner-executive':
      return i18n._({ id: 'dashboard.contact_partner_executive', message: 'Your partner executive' })
    case 'user-admin':
      return i18n._({ id: 'dashboard.contact_user_admin', message: 'Portal administration' })
  }
}

export function DashboardPage({
  viewer,
  code,
  iso,
  blocks,
  rights,
  quickLinks,
  supportHref,
}: {
  viewer: PortalViewer
  code: LocaleCode
  iso: string
  blocks: DashboardBlocks
  rights: DashboardRights
  quickLinks: PortalNavigationItem[]
  /** The support page when the viewer may open it. */
  supportHref: string | null
}) {
  const { i18n } = useLingui()
  const { person } = viewer
  const organisation = person.organisation
  const salesManager = organisation?.salesManager ?? null
  const tools = [
    { href: pathFor('display-solutions', code), label: i18n._({ id: 'dashboard.tool_catalogue', message: 'Product catalogue' }) },
    { href: pathFor('display-solutions-compare', code), label: i18n._({ id: 'dashboard.tool_compare', message: 'Compare displays' }) },
    { href: pathFor('downloads-slug', code), label: i18n._({ id: 'dashboard.tool_downloads', message: 'Downloads and firmware' }) },
    { href: pathFor('innovations-wave', code), label: i18n._({ id: 'dashboard.tool_wave', message: 'Wave remote display management' }) },
  ]
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <header>
        <h1 className={portalTitleClass}>
          {i18n._({ id: 'dashboard.welcome', message: 'Welcome, {name}', values: { name: person.name } })}
        </h1>
        <p className={css({ textStyle: 'paragraph' })} data-welcome-details="">
          {organisation
            ? i18n._({
                id: 'dashboard.welcome_partner',
                message: '{organisation} · {level} partner · {country}',
                values: {
                  organisation: organisation.name,
                  level: levelLabel(i18n, organisation.level),
                  country: countryName(iso, organisation.country),
                },
              })
            : i18n._({
                id: 'dashboard.welcome_staff',
                message: '{role} at {company}',
                values: { role: roleLabel(i18n, person.role), company: COMPANY_NAME },
              })}
        </p>
        {organisation?.businessLines.length ? (
          <p className={css({ color: 'gray.700' })} data-business-lines="">
            {i18n._({
              id: 'dashboard.business_lines',
              message: 'Business lines: {lines}',
              values: {
                lines: new Intl.ListFormat(iso, { type: 'conjunction' }).format(
                  organisation.businessLines.map((line) => businessLineLabel(i18n, line)),
                ),
              },
            })}
          </p>
        ) : null}
      </header>

      <Block id="quick-links" title={i18n._({ id: 'dashboard.quick_links', message: 'Quick links' })}>
        {quickLinks.length ? (
          <ul
            className={css({
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
              gap: '3',
            })}
          >
            {quickLinks.map((item) => (
              <li key={item.area}>
                <a
                  href={item.href}
                  className={css({
                    display: 'block',
                    p: '3',
                    borderRadius: 'md',
                    bg: 'brand.light',
                    color: 'brand.theme',
                    fontWeight: 'semibold',
                    textDecoration: 'none',
                    _hover: { textDecoration: 'underline' },
                  })}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>
            {i18n._({ id: 'dashboard.quick_links_empty', message: 'There are no other portal areas for your account yet.' })}
          </EmptyState>
        )}
      </Block>

      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(3, 1fr)' }, gap: '6' })}>
        <Block id="next-training" title={i18n._({ id: 'dashboard.next_training', message: 'Next upcoming training' })}>
          {blocks.nextTraining ? (
            <p>
              {isSafeHref(blocks.nextTraining.href) ? (
                <a href={blocks.nextTraining.href} className={linkClass}>
                  {blocks.nextTraining.title}
                </a>
              ) : (
                blocks.nextTraining.title
              )}
              <br />
              {formatDate(iso, blocks.nextTraining.startsAt, { dateStyle: 'long', timeStyle: 'short' })} · {blocks.nextTraining.location}
            </p>
          ) : (
            <EmptyState>
              {i18n._({ id: 'dashboard.next_training_empty', message: 'There are no upcoming trainings at the moment.' })}
            </EmptyState>
          )}
        </Block>

        {rights.promotionsHref ? (
          <Block id="latest-promotion" title={i18n._({ id: 'dashboard.latest_promotion', message: 'Latest promotion' })}>
            {blocks.latestPromotion ? (
              <p>
                {isSafeHref(blocks.latestPromotion.href) ? (
                  <a href={blocks.latestPromotion.href} className={linkClass}>
                    {blocks.latestPromotion.title}
                  </a>
                ) : (
                  blocks.latestPromotion.title
                )}
                <br />
                {i18n._({
                  id: 'dashboard.promotion_valid_until',
                  message: 'Valid until {date}',
                  values: { date: formatDate(iso, blocks.latestPromotion.validUntil) },
                })}
              </p>
            ) : (
              <EmptyState>
                {i18n._({ id: 'dashboard.latest_promotion_empty', message: 'There are no promotions for you at the moment.' })}
              </EmptyState>
            )}
          </Block>
        ) : null}

        {rights.demoRequestsHref && !rights.staffInboxHref ? (
          <Block id="open-demo-requests" title={i18n._({ id: 'dashboard.open_demo_requests', message: 'Open demo requests' })}>
            {blocks.openDemoRequests.length ? (
              <ul className={listClass}>
                {blocks.openDemoRequests.map((request) => (
                  <li key={request.id}>
                    {isSafeHref(request.href) ? (
                      <a href={request.href} className={linkClass}>
                        {request.event}
                      </a>
                    ) : (
                      request.event
                    )}
                    {' · '}
                    {formatDateRange(iso, request.from, request.until)}
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>
                {i18n._({ id: 'dashboard.open_demo_requests_empty', message: 'You have no open demo equipment requests.' })}
              </EmptyState>
            )}
          </Block>
        ) : null}
        {rights.staffInboxHref ? (
          <Block id="staff-inbox" title={i18n._({ id: 'dashboard.staff_inbox', message: 'Your work' })}>
            <p className={css({ mb: '3' })}>
              {i18n._({
                id: 'dashboard.staff_inbox_text',
                message: 'Requests, tickets and reviews waiting for you are in your inbox of the staff console.',
              })}
            </p>
            <a href={rights.staffInboxHref} className={linkClass} data-staff-inbox-link="">
              {i18n._({ id: 'dashboard.staff_inbox_open', message: 'Open your inbox' })}
            </a>
          </Block>
        ) : null}
      </div>

      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(3, 1fr)' }, gap: '6' })}>
        <Block id="contacts" title={i18n._({ id: 'dashboard.contacts', message: 'Contacts' })}>
          {blocks.contacts.length ? (
            <ul className={listClass}>
              {blocks.contacts.map((contact) => (
                <li key={`${contact.relation}-${contact.email}`}>
                  <span className={css({ display: 'block', fontSize: 'sm', color: 'gray.700' })}>{contactRelation(i18n, contact)}</span>
                  <span className={css({ fontWeight: 'semibold' })}>{contact.name}</span>
                  <br />
                  <a href={`mailto:${contact.email}`} className={linkClass}>
                    {contact.email}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>{i18n._({ id: 'dashboard.contacts_empty', message: 'No contacts are assigned to you yet.' })}</EmptyState>
          )}
        </Block>

        <Block id="tools" title={i18n._({ id: 'dashboard.tools', message: 'Tools' })}>
          <ul className={listClass}>
            {rights.waveRequestHref ? (
              <li>
                <a href={rights.waveRequestHref} className={linkClass} data-request-wave="">
                  {i18n._({ id: 'portal.nav.wave_request', message: 'Request Wave' })}
                </a>
              </li>
            ) : null}
            {tools.map((tool) => (
              <li key={tool.href}>
                <a href={tool.href} className={linkClass}>
                  {tool.label}
                </a>
              </li>
            ))}
          </ul>
        </Block>

        <Block id="need-help" title={i18n._({ id: 'dashboard.need_help', message: 'Need help?' })}>
          <p className={css({ mb: '3' })}>
            {i18n._({ id: 'dashboard.need_help_text', message: 'Questions about products, orders or the portal? We are happy to help.' })}
          </p>
          <ul className={listClass}>
            {supportHref ? (
              <li>
                <a href={supportHref} className={linkClass}>
                  {i18n._({ id: 'dashboard.need_help_support', message: 'Go to support' })}
                </a>
              </li>
            ) : null}
            {salesManager ? (
              <li>
                <a href={`mailto:${salesManager.email}`} className={linkClass}>
                  {i18n._({ id: 'dashboard.need_help_sales_manager', message: 'E-mail your sales manager' })}
                </a>
              </li>
            ) : null}
            <li>
              <a href={pathFor('contact', code)} className={linkClass}>
                {i18n._({ id: 'dashboard.need_help_contact', message: 'Contact us' })}
              </a>
            </li>
          </ul>
        </Block>
      </div>
    </div>
  )
}
