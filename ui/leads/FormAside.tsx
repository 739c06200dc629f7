/**
 * What sits beside a form (ui/leads/FormPage.tsx): how else to reach the company (phone, e-mail,
 * address from the published globals) and why to trust it, in a light card.
 */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Icon } from '../components/Icon.tsx'
import type { Globals } from '../content/model.ts'

const classes = card({ tone: 'light', interactive: false })
const listClass = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })
const itemClass = css({ display: 'flex', gap: '2', alignItems: 'flex-start', '& svg': { color: 'green.700', mt: '0.5' } })
const contactLinkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline' })
const addressClass = css({ fontStyle: 'normal', whiteSpace: 'pre-line', color: 'gray.800' })

export function AsideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.root} aria-label={title}>
      <div className={classes.body}>
        <h2 className={classes.title}>{title}</h2>
        {children}
      </div>
    </section>
  )
}

/** The company's contact details (when the globals record could be read) and the reasons to trust it. */
export function FormAside({ globals, extra }: { globals: Globals | null; extra?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {extra}
      {globals ? (
        <AsideCard title={i18n._({ id: 'forms.aside.contact_title', message: 'Other ways to reach us' })}>
          <ul className={listClass}>
            <li>
              <a className={contactLinkClass} href={`tel:${globals.phone.replace(/[^+\d]/g, '')}`}>
                {globals.phone}
              </a>
            </li>
            <li>
              <a className={contactLinkClass} href={`mailto:${globals.contactEmail}`}>
                {globals.contactEmail}
              </a>
            </li>
            <li>
              <address className={addressClass}>{globals.address}</address>
            </li>
          </ul>
        </AsideCard>
      ) : null}
      <AsideCard title={i18n._({ id: 'forms.aside.trust_title', message: 'Why customers choose us' })}>
        <ul className={listClass}>
          {[
            i18n._({ id: 'forms.aside.trust_reply', message: 'An answer within one working day' }),
            i18n._({ id: 'forms.aside.trust_partners', message: 'Certified partners in more than 40 countries' }),
            i18n._({ id: 'forms.aside.trust_privacy', message: 'Your details are used only to answer you' }),
          ].map((reason) => (
            <li key={reason} className={itemClass}>
              <Icon name="check" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </AsideCard>
    </div>
  )
}
