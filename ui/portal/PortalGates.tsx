/**
 * The private page gate (SPEC.md point 6): signed out, a sign-in prompt with a become-a-partner
 * link; signed in without the right, a no-access message with a contact-your-sales-manager link.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { Icon } from '../components/Icon.tsx'
import { portalTitleClass } from './PortalLayout.tsx'

const gateClass = css({ maxWidth: '2xl', py: '10' })
const linksClass = css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'center', mt: '6' })
const textLinkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })

export function SignInGate({ signInHref, becomePartnerHref }: { signInHref: string; becomePartnerHref: string }) {
  const { i18n } = useLingui()
  return (
    <section className={gateClass} data-gate="sign-in">
      <div className={css({ fontSize: '4xl', color: 'brand.theme', mb: '2' })}>
        <Icon name="lock" />
      </div>
      <h1 className={portalTitleClass}>{i18n._({ id: 'gate.sign_in_title', message: 'Want to know more? Log in' })}</h1>
      <p className={css({ textStyle: 'paragraph' })}>
        {i18n._({
          id: 'gate.sign_in_text',
          message: 'This page is part of our partner portal. Log in with the Microsoft or Google account your company uses with us.',
        })}
      </p>
      <div className={linksClass}>
        <ButtonLink href={signInHref} trailingIcon="arrow-right">
          {i18n._({ id: 'gate.log_in', message: 'Log in' })}
        </ButtonLink>
        <a href={becomePartnerHref} className={textLinkClass}>
          {i18n._({ id: 'gate.become_partner', message: 'Become a partner' })}
        </a>
      </div>
    </section>
  )
}

export function NoAccess({ contactHref, dashboardHref, note }: { contactHref: string; dashboardHref: string | null; note?: string }) {
  const { i18n } = useLingui()
  return (
    <section className={gateClass} data-gate="no-access">
      <div className={css({ fontSize: '4xl', color: 'brand.theme', mb: '2' })}>
        <Icon name="lock" />
      </div>
      <h1 className={portalTitleClass}>{i18n._({ id: 'gate.no_access_title', message: 'You have no access to this page' })}</h1>
      <p className={css({ textStyle: 'paragraph' })}>
        {i18n._({
          id: 'gate.no_access_text',
          message: 'Your account does not give you access to this part of the portal. If you need it, please contact your sales manager.',
        })}
      </p>
      {note ? (
        <p className={css({ textStyle: 'paragraph', mt: '3', fontWeight: 'semibold' })} data-no-access-note="">
          {note}
        </p>
      ) : null}
      <div className={linksClass}>
        <ButtonLink href={contactHref} leadingIcon="link">
          {i18n._({ id: 'gate.contact_sales_manager', message: 'Contact your sales manager' })}
        </ButtonLink>
        {dashboardHref ? (
          <a href={dashboardHref} className={textLinkClass}>
            {i18n._({ id: 'gate.back_to_dashboard', message: 'Back to the dashboard' })}
          </a>
        ) : null}
      </div>
    </section>
  )
}
