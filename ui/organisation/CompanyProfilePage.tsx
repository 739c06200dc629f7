/**
 * The company profile form (docs/decisions/048-partner-self-service.md): name as shown, phone,
 * website, billing address and the shipping addresses (each existing one and one empty row to add
 * another; emptying a row removes it). A plain HTML form; problems show beside their field.
 */
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { countryName } from '../portal/labels.ts'
import { PortalField, portalControlClass as controlClass } from '../portal/PortalField.tsx'
import { noticeClass, portalSectionTitleClass, portalTitleClass, problemClass } from '../portal/PortalLayout.tsx'
import { COUNTRY_CODES } from '../forms/choices.ts'
import { demoFieldLabel } from '../demo-requests/demo-texts.ts'
import {
  ADDRESS_FIELDS,
  type AddressField,
  type CompanyProfile,
  MAXIMUM_SHIPPING_ADDRESSES,
  type PostalAddress,
  type ProfileProblems,
  addressFieldName,
  emptyAddress,
  shippingPrefix,
} from './organisation-forms.ts'
import { fieldProblemText } from './TeamPages.tsx'

const fieldsetClass = css({ borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'lg', p: '4', display: 'grid', gap: '3' })
const legendClass = css({ fontWeight: 'bold', px: '1' })

function addressLabels(i18n: I18n): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, demoFieldLabel(i18n, field)])) as Record<AddressField, string>
}

function AddressFields({
  prefix,
  address,
  problems,
  iso,
}: {
  prefix: string
  address: PostalAddress
  problems: ProfileProblems
  iso: string
}) {
  const { i18n } = useLingui()
  const labels = addressLabels(i18n)
  const optional = i18n._({ id: 'profile.optional', message: '(optional)' })
  return (
    <>
      {(['street', 'number', 'bus', 'city', 'zip'] as const).map((field) => {
        const name = addressFieldName(prefix, field)
        return (
          <PortalField
            key={field}
            id={`profile-${name}`}
            label={labels[field]}
            optional={field === 'bus' ? optional : undefined}
            error={fieldProblemText(i18n, problems[name])}
          >
            {(control) => <input {...control} name={name} defaultValue={address[field]} className={controlClass} />}
          </PortalField>
        )
      })}
      <PortalField
        id={`profile-${addressFieldName(prefix, 'country')}`}
        label={labels.country}
        error={fieldProblemText(i18n, problems[addressFieldName(prefix, 'country')])}
      >
        {(control) => (
          <select {...control} name={addressFieldName(prefix, 'country')} defaultValue={address.country} className={controlClass}>
            <option value="">{i18n._({ id: 'profile.choose_country', message: 'Choose a country' })}</option>
            {COUNTRY_CODES.map((country) => (
              <option key={country} value={country}>
                {countryName(iso, country)}
              </option>
            ))}
          </select>
        )}
      </PortalField>
    </>
  )
}

export function CompanyProfilePage({
  profile,
  problems,
  notice,
  action,
  csrfToken,
  iso,
}: {
  profile: CompanyProfile
  problems: ProfileProblems
  notice: string | null
  action: string
  csrfToken: string
  iso: string
}) {
  const { i18n } = useLingui()
  const rows = [...profile.shipping]
  if (rows.length < MAXIMUM_SHIPPING_ADDRESSES) rows.push({ label: '', ...emptyAddress() })
  return (
    <section className={css({ maxWidth: '3xl' })}>
      <h1 className={portalTitleClass}>{i18n._({ id: 'profile.title', message: 'Company profile' })}</h1>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      {Object.keys(problems).length ? (
        <p role="alert" className={problemClass} data-error-summary="">
          {i18n._({ id: 'team.invite_problems', message: 'Please check the highlighted fields.' })}
        </p>
      ) : null}
      <form method="post" action={action} noValidate className={css({ display: 'grid', gap: '6' })}>
        <CsrfField token={csrfToken} />
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{i18n._({ id: 'profile.company', message: 'Company' })}</legend>
          <PortalField
            id="profile-displayName"
            label={i18n._({ id: 'profile.display_name', message: 'Name as shown' })}
            error={fieldProblemText(i18n, problems.displayName)}
          >
            {(control) => <input {...control} name="displayName" defaultValue={profile.displayName} className={controlClass} />}
          </PortalField>
          <PortalField
            id="profile-phone"
            label={i18n._({ id: 'profile.phone', message: 'Phone' })}
            optional={i18n._({ id: 'profile.optional', message: '(optional)' })}
            error={fieldProblemText(i18n, problems.phone)}
          >
            {(control) => <input {...control} type="tel" name="phone" defaultValue={profile.phone} className={controlClass} />}
          </PortalField>
          <PortalField
            id="profile-website"
            label={i18n._({ id: 'profile.website', message: 'Website' })}
            optional={i18n._({ id: 'profile.optional', message: '(optional)' })}
            hint={i18n._({ id: 'profile.website_hint', message: 'The full address, e.g. https://www.example.com' })}
            error={fieldProblemText(i18n, problems.website)}
          >
            {(control) => <input {...control} type="url" name="website" defaultValue={profile.website} className={controlClass} />}
          </PortalField>
        </fieldset>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{i18n._({ id: 'profile.billing', message: 'Billing address' })}</legend>
          <AddressFields prefix="billing" address={profile.billing} problems={problems} iso={iso} />
        </fieldset>
        <div className={css({ display: 'grid', gap: '4' })}>
          <h2 className={portalSectionTitleClass}>{i18n._({ id: 'profile.shipping', message: 'Shipping addresses' })}</h2>
          <p>
            {i18n._({
              id: 'profile.shipping_intro',
              message:
                'The first address fills in the shipping step of your demo equipment requests; you can still change it there. Empty an address to remove it.',
            })}
          </p>
          {rows.map((address, index) => {
            const prefix = shippingPrefix(index)
            const label = addressFieldName(prefix, 'label')
            const isNew = index >= profile.shipping.length
            return (
              <fieldset key={prefix} className={fieldsetClass} data-shipping-address={index}>
                <legend className={legendClass}>
                  {isNew
                    ? i18n._({ id: 'profile.shipping_new', message: 'Add a shipping address' })
                    : i18n._({ id: 'profile.shipping_n', message: 'Shipping address {number}', values: { number: index + 1 } })}
                </legend>
                <PortalField
                  id={`profile-${label}`}
                  label={i18n._({ id: 'profile.shipping_label', message: 'Name of the address' })}
                  hint={i18n._({ id: 'profile.shipping_label_hint', message: 'e.g. Warehouse or Showroom' })}
                  error={fieldProblemText(i18n, problems[label])}
                >
                  {(control) => <input {...control} name={label} defaultValue={address.label} className={controlClass} />}
                </PortalField>
                <AddressFields prefix={prefix} address={address} problems={problems} iso={iso} />
              </fieldset>
            )
          })}
        </div>
        <div>
          <Button type="submit">{i18n._({ id: 'profile.save', message: 'Save the profile' })}</Button>
        </div>
      </form>
    </section>
  )
}
