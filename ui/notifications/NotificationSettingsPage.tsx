/**
 * A person's e-mail choices: the language of their e-mails and which categories they get by
 * e-mail (the in-portal notifications always arrive; security messages are always e-mailed).
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { PortalDetailHeader } from '../portal/PortalDetailHeader.tsx'
import { PortalField, portalControlClass } from '../portal/PortalField.tsx'
import type { NotificationCategory } from './notification-kinds.ts'

export interface MailCategoryChoice {
  category: NotificationCategory
  label: string
  /** The person wants these e-mails. */
  wanted: boolean
  /** False for categories that are always e-mailed. */
  optional: boolean
}

const choiceClass = css({ display: 'flex', gap: '2', alignItems: 'center', mb: '2' })

export function NotificationSettingsPage({
  locales,
  mailLocale,
  signInLanguage,
  categories,
  action,
  csrfToken,
  backHref,
  notice,
  problem,
}: {
  locales: ReadonlyArray<{ code: string; name: string }>
  /** The chosen language ('' for the sign-in language). */
  mailLocale: string
  /** The language the person last signed in with, by name (null when not known yet). */
  signInLanguage: string | null
  categories: MailCategoryChoice[]
  action: string
  csrfToken: string
  backHref: string
  notice: string | null
  problem: string | null
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <PortalDetailHeader
        backHref={backHref}
        backLabel={i18n._({ id: 'notifications.back', message: 'All notifications' })}
        title={i18n._({ id: 'notifications.settings_title', message: 'E-mail settings' })}
        notice={notice}
        problem={problem}
      />
      <p className={css({ mb: '6', maxWidth: '65ch' })}>
        {i18n._({
          id: 'notifications.settings_intro',
          message: 'Notifications always appear in the portal. Choose which of them we also send you by e-mail, and in which language.',
        })}
      </p>
      <form method="post" action={action} data-notification-settings="">
        <CsrfField token={csrfToken} />
        <PortalField
          id="mail-locale"
          label={i18n._({ id: 'notifications.mail_language', message: 'Language of your e-mails' })}
          hint={
            signInLanguage
              ? i18n._({
                  id: 'notifications.mail_language_hint',
                  message: 'Without a choice, we write in the language you last signed in with ({language}).',
                  values: { language: signInLanguage },
                })
              : i18n._({
                  id: 'notifications.mail_language_hint_unknown',
                  message: 'Without a choice, we write in the language you sign in with.',
                })
          }
        >
          {(control) => (
            <select {...control} name="mail_locale" defaultValue={mailLocale} className={portalControlClass}>
              <option value="">{i18n._({ id: 'notifications.mail_language_sign_in', message: 'The language I sign in with' })}</option>
              {locales.map((locale) => (
                <option key={locale.code} value={locale.code}>
                  {locale.name}
                </option>
              ))}
            </select>
          )}
        </PortalField>
        <fieldset className={css({ borderWidth: '0', p: '0', my: '6' })}>
          <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
            {i18n._({ id: 'notifications.mail_categories', message: 'Send me an e-mail about' })}
          </legend>
          {categories.map((choice) => (
            <div key={choice.category} className={choiceClass}>
              {choice.optional ? (
                <input id={`mail-${choice.category}`} type="checkbox" name="mail" value={choice.category} defaultChecked={choice.wanted} />
              ) : (
                <input id={`mail-${choice.category}`} type="checkbox" checked disabled aria-describedby="always-mailed" readOnly />
              )}
              <label htmlFor={`mail-${choice.category}`}>{choice.label}</label>
            </div>
          ))}
          <p id="always-mailed" className={css({ fontSize: 'sm', color: 'gray.700', mt: '2' })}>
            {i18n._({
              id: 'notifications.always_mailed',
              message: 'Changes to your account and role are always e-mailed: they concern your security.',
            })}
          </p>
        </fieldset>
        <Button type="submit">{i18n._({ id: 'notifications.save_settings', message: 'Save' })}</Button>
      </form>
    </section>
  )
}
