/** A person's e-mail choices (the notification settings page), checked the same way on both sides. */
import { LOCALE_CODES } from '../../locales/registry.ts'
import { defineForm, field } from '../forms/form-schema.ts'
import { eachOneOf, oneOf } from '../forms/validators.ts'
import { OPTIONAL_MAIL_CATEGORIES } from './notification-kinds.ts'

/** `mail_locale`: a locale code, or empty for "the language I sign in with"; `mail`: the optional categories wanted by e-mail. */
export const notificationSettingsForm = defineForm('notification-settings', {
  mail_locale: field.text([oneOf(LOCALE_CODES)]),
  mail: field.list([eachOneOf(OPTIONAL_MAIL_CATEGORIES)]),
})
