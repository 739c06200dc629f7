/**
 * Deleting a user, with confirmation: who it is, where their projects go (the sales manager of
 * their organisation), or why they cannot be removed yet.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { portalTitleClass, problemClass } from '../portal/PortalLayout.tsx'

export type RemovalRefusalKind = 'self' | 'looks-after-partners' | 'no-sales-manager'

export function RemoveUserPage({
  user,
  projectCount,
  handOverTo,
  refusal,
  generalError,
  action,
  csrfToken,
  cancelHref,
}: {
  user: { name: string; email: string }
  projectCount: number
  handOverTo: { name: string } | null
  refusal: RemovalRefusalKind | null
  generalError: string | null
  action: string
  csrfToken: string
  cancelHref: string
}) {
  const { i18n } = useLingui()
  const refusalText =
    refusal === 'self'
      ? i18n._({ id: 'users.remove_refused_self', message: 'You cannot delete your own account.' })
      : refusal === 'looks-after-partners'
        ? i18n._({
            id: 'users.remove_refused_partners',
            message: 'This sales manager still looks after partners. Assign those partners to another sales manager first.',
          })
        : refusal === 'no-sales-manager'
          ? i18n._({
              id: 'users.remove_refused_no_manager',
              message: 'This user has projects but no sales manager who could take them over.',
            })
          : null
  return (
    <section>
      <h1 className={portalTitleClass}>{i18n._({ id: 'users.remove_title', message: 'Delete {name}?', values: { name: user.name } })}</h1>
      {generalError ? (
        <p role="alert" className={problemClass} data-general-error="">
          {generalError}
        </p>
      ) : null}
      <p className={css({ textStyle: 'paragraph', mb: '4' })}>
        {i18n._({
          id: 'users.remove_text',
          message: '{name} ({email}) will no longer be able to sign in to the portal.',
          values: { name: user.name, email: user.email },
        })}
      </p>
      {projectCount > 0 && handOverTo ? (
        <p className={css({ textStyle: 'paragraph', mb: '6' })} data-handover="">
          {i18n._({
            id: 'users.remove_handover',
            message:
              '{count, plural, one {Their project goes to {manager}, the sales manager of their organisation.} other {Their # projects go to {manager}, the sales manager of their organisation.}}',
            values: { count: projectCount, manager: handOverTo.name },
          })}
        </p>
      ) : null}
      {refusalText ? (
        <p role="alert" className={problemClass} data-refusal={refusal ?? ''}>
          {refusalText}
        </p>
      ) : null}
      <form method="post" action={action} className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
        <CsrfField token={csrfToken} />
        {refusal ? null : <Button type="submit">{i18n._({ id: 'users.remove_confirm', message: 'Delete user' })}</Button>}
        <a href={cancelHref} className={css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline' })}>
          {refusal
            ? i18n._({ id: 'users.back_to_list', message: 'Back to the user list' })
            : i18n._({ id: 'users.cancel', message: 'Cancel' })}
        </a>
      </form>
    </section>
  )
}
