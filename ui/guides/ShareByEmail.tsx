/**
 * "Share by email" for a configuration: a plain form (works without JavaScript) posting the
 * address and the configuration to the share endpoint, which answers back to this page with
 * `shared=sent`, or `shared=invalid` / `shared=failed` shown beside the field.
 */
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'

export interface ShareByEmailProps {
  action: string
  csrfToken: string
  configuration: string
  locale: string
  texts: { title: string; intro: string; email: string; submit: string; sent: string; validity: string }
  sent: boolean
  error?: string
}

export const SHARE_FIELDS = { email: 'email', configuration: 'configuration', locale: 'locale' } as const

export function ShareByEmail({ action, csrfToken, configuration, locale, texts, sent, error }: ShareByEmailProps) {
  return (
    <section
      aria-labelledby="share-by-email-title"
      className={css({ mt: '10', p: '6', bg: 'gray.50', borderRadius: 'lg', maxWidth: '40rem' })}
      data-share-by-email=""
    >
      <h2 id="share-by-email-title" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
        {texts.title}
      </h2>
      <p className={css({ mb: '4' })}>{texts.intro}</p>
      {sent ? (
        <p
          role="status"
          className={css({ p: '3', mb: '4', bg: 'green.50', borderWidth: '1px', borderColor: 'green.600', borderRadius: 'md' })}
          data-share-sent=""
        >
          {texts.sent}
        </p>
      ) : null}
      <form method="post" action={action} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <CsrfField token={csrfToken} />
        <input type="hidden" name={SHARE_FIELDS.configuration} value={configuration} />
        <input type="hidden" name={SHARE_FIELDS.locale} value={locale} />
        <label htmlFor="share-email" className={css({ fontWeight: 'semibold' })}>
          {texts.email}
        </label>
        <input
          id="share-email"
          name={SHARE_FIELDS.email}
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'share-email-error' : 'share-email-hint'}
          className={css({
            borderWidth: '1px',
            borderColor: error ? 'red.700' : 'gray.400',
            borderRadius: 'md',
            px: '3',
            py: '2',
            bg: 'white',
          })}
        />
        {error ? (
          <p id="share-email-error" role="alert" className={css({ color: 'red.700', fontWeight: 'semibold' })}>
            {error}
          </p>
        ) : (
          <p id="share-email-hint" className={css({ fontSize: 'sm', color: 'gray.700' })}>
            {texts.validity}
          </p>
        )}
        <div>
          <Button type="submit" leadingIcon="link">
            {texts.submit}
          </Button>
        </div>
      </form>
    </section>
  )
}
