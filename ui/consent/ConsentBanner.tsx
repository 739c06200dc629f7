/**
 * The cookie consent banner (SPEC.md point 2 "Screens"), rendered by the server into the
 * `#consent-banner` slot of every page. It is a plain form posting to `/consent`, so accept,
 * deny and the per-category settings work without JavaScript; the client runtime takes the same
 * form over (ui/client/consent.ts) and applies the choice in place.
 *
 * Before a decision the banner shows. Afterwards it stays in the page, closed, with the current
 * choice ticked: the footer's "Cookie settings" link (`#consent-banner`) opens it again through
 * CSS `:target`, with or without the runtime.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { LocaleCode } from '../../locales/registry.ts'
import { buttonClass } from '../components/Button.tsx'
import { companyPagePath } from '../content/company-pages.ts'
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentChoice, grants } from './categories.ts'

export const CONSENT_FORM_ACTION = '/consent'
export const CONSENT_SLOT_ID = 'consent-banner'

const bannerClass = css({
  position: 'fixed',
  insetInline: '0',
  bottom: '0',
  zIndex: 50,
  bg: 'white',
  color: 'gray.800',
  borderTopWidth: '4px',
  borderColor: 'brand.theme',
  boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.15)',
  maxHeight: '80vh',
  overflowY: 'auto',
  // Closed once decided, unless the footer link targets the slot or the runtime opened it.
  '&[data-decided]:not([data-open])': { display: 'none' },
  '#consent-banner:target > &': { display: 'block' },
  '&[hidden]': { display: 'none !important' },
})

const innerClass = css({
  maxWidth: '7xl',
  mx: 'auto',
  px: '6',
  py: '3',
  display: 'grid',
  gap: '2',
  gridTemplateColumns: { base: '1fr', md: '1fr auto' },
  alignItems: 'center',
})
const textClass = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })
const policyLinkClass = css({ color: 'inherit', textDecoration: 'underline', fontWeight: 'semibold' })
const actionsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
const settingsClass = css({
  gridColumn: { md: '1 / -1' },
  fontSize: 'sm',
  '& > summary': { cursor: 'pointer', fontWeight: 'semibold', color: 'brand.theme', py: '1', width: 'fit-content' },
})
const categoryClass = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '2', alignItems: 'baseline', py: '1' })

function categoryTexts(i18n: ReturnType<typeof useLingui>['i18n']): Record<ConsentCategory, { label: string; description: string }> {
  return {
    necessary: {
      label: i18n._({ id: 'consent.category.necessary', message: 'Necessary' }),
      description: i18n._({
        id: 'consent.category.necessary_text',
        message: 'Needed for the site to work, such as remembering your language and this choice. Always on.',
      }),
    },
    functional: {
      label: i18n._({ id: 'consent.category.functional', message: 'Functional' }),
      description: i18n._({ id: 'consent.category.functional_text', message: 'Extra features such as web fonts and the feedback widget.' }),
    },
    statistic: {
      label: i18n._({ id: 'consent.category.statistic', message: 'Statistics' }),
      description: i18n._({
        id: 'consent.category.statistic_text',
        message: 'Anonymous measurements of how visitors use the site, so we can improve it.',
      }),
    },
    marketing: {
      label: i18n._({ id: 'consent.category.marketing', message: 'Marketing and advertising' }),
      description: i18n._({
        id: 'consent.category.marketing_text',
        message: 'Measuring our campaigns and showing you relevant offers on other sites.',
      }),
    },
    unclassified: {
      label: i18n._({ id: 'consent.category.unclassified', message: 'Unclassified' }),
      description: i18n._({
        id: 'consent.category.unclassified_text',
        message: 'Cookies we are still in the process of classifying with their providers.',
      }),
    },
  }
}

/** `code`: the visitor's locale, whose cookie policy the banner links. */
export function ConsentBanner({ choice, returnTo, code }: { choice: ConsentChoice; returnTo: string; code: LocaleCode }) {
  const { i18n } = useLingui()
  const texts = categoryTexts(i18n)
  const decided = choice !== null
  return (
    <section className={bannerClass} aria-labelledby="consent-title" data-consent-banner="" {...(decided ? { 'data-decided': '' } : {})}>
      <form method="post" action={CONSENT_FORM_ACTION} className={innerClass}>
        <input type="hidden" name="return" value={returnTo} />
        <div className={textClass}>
          <h2 id="consent-title" tabIndex={-1} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
            {i18n._({ id: 'consent.title', message: 'Cookies on this site' })}
          </h2>
          <p>
            {i18n._({
              id: 'consent.text',
              message:
                'We use necessary cookies to run this site. With your consent we also use cookies for extra features, statistics and marketing. You can change your choice at any time under "Cookie settings" at the bottom of every page.',
            })}{' '}
            <a href={companyPagePath('cookie-policy', code)} className={policyLinkClass}>
              {i18n._({ id: 'consent.cookie_policy_link', message: 'Read our cookie policy' })}
            </a>
          </p>
        </div>
        <div className={actionsClass}>
          <button type="submit" name="decision" value="accept" className={buttonClass({ size: 'sm' })}>
            {i18n._({ id: 'consent.accept', message: 'Accept all' })}
          </button>
          <button type="submit" name="decision" value="deny" className={buttonClass({ size: 'sm' })}>
            {i18n._({ id: 'consent.deny', message: 'Deny' })}
          </button>
        </div>
        <details className={settingsClass}>
          <summary>{i18n._({ id: 'consent.settings', message: 'Settings' })}</summary>
          <div role="group" aria-labelledby="consent-categories" className={css({ py: '2' })}>
            <p id="consent-categories" className={css({ fontWeight: 'semibold', mb: '1' })}>
              {i18n._({ id: 'consent.categories', message: 'Choose which cookies we may use' })}
            </p>
            {CONSENT_CATEGORIES.map((category) => (
              <div key={category} className={categoryClass}>
                <input
                  type="checkbox"
                  id={`consent-${category}`}
                  name="categories"
                  value={category}
                  defaultChecked={grants(choice, category)}
                  disabled={category === 'necessary'}
                  aria-describedby={`consent-${category}-text`}
                />
                <label htmlFor={`consent-${category}`} className={css({ fontWeight: 'semibold' })}>
                  {texts[category].label}
                </label>
                <span id={`consent-${category}-text`} className={css({ gridColumn: '2', color: 'gray.700' })}>
                  {texts[category].description}
                </span>
              </div>
            ))}
          </div>
          <button type="submit" name="decision" value="save" className={buttonClass({ kind: 'naked', size: 'sm' })}>
            {i18n._({ id: 'consent.save', message: 'Save settings' })}
          </button>
        </details>
      </form>
    </section>
  )
}

/** The footer link that opens the banner again. */
export function ConsentSettingsLink({ className }: { className?: string }) {
  const { i18n } = useLingui()
  return (
    <a href={`#${CONSENT_SLOT_ID}`} className={className} data-consent-open="">
      {i18n._({ id: 'consent.open_settings', message: 'Cookie settings' })}
    </a>
  )
}
