/** On every page while someone shows the portal as a partner: whose portal it is, and the way back. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { CsrfField } from '../forms/CsrfField.tsx'

// Class names computed once, not per render.
const bannerClass = css({ bg: 'yellow.100', color: 'gray.900', borderBottomWidth: '2px', borderColor: 'yellow.500' })
const bannerContentClass = css({
  maxWidth: '7xl',
  mx: 'auto',
  px: '6',
  py: '2',
  display: 'flex',
  gap: '4',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
})
const returnButtonClass = css({
  fontWeight: 'bold',
  textDecoration: 'underline',
  cursor: 'pointer',
  color: 'brand.theme',
  _hover: { textDecoration: 'none' },
})

export function ImpersonationBanner({
  partnerName,
  organisationName,
  returnAction,
  csrfToken,
}: {
  partnerName: string
  organisationName: string | null
  returnAction: string
  csrfToken: string
}) {
  const { i18n } = useLingui()
  return (
    <aside
      aria-label={i18n._({ id: 'impersonation.banner_label', message: 'Showing the portal as a partner' })}
      className={bannerClass}
      data-impersonation-banner=""
    >
      <div className={bannerContentClass}>
        <p>
          {organisationName
            ? i18n._({
                id: 'impersonation.banner',
                message: 'You are viewing the portal as {partner} ({organisation}).',
                values: { partner: partnerName, organisation: organisationName },
              })
            : i18n._({
                id: 'impersonation.banner_person',
                message: 'You are viewing the portal as {partner}.',
                values: { partner: partnerName },
              })}
        </p>
        <form method="post" action={returnAction}>
          <CsrfField token={csrfToken} />
          <button type="submit" className={returnButtonClass}>
            {i18n._({ id: 'impersonation.return', message: 'Return to my own portal' })}
          </button>
        </form>
      </div>
    </aside>
  )
}
