/** The share-by-email form's props on the corporate configurator page. */
import { SHARE_RESULT_PARAMETER, shareTexts } from '../../ui/guides/guide-share-texts.ts'
import { CORPORATE_SHARE_PATH } from '../../ui/guides/share-link-rules.ts'
import type { ShareByEmailProps } from '../../ui/guides/ShareByEmail.tsx'
import type { PageContext } from '../pages/page-loader.ts'

export function shareByEmailProps(context: PageContext): Omit<ShareByEmailProps, 'configuration'> {
  const texts = shareTexts(context.i18n)
  const result = context.query.get(SHARE_RESULT_PARAMETER)
  return {
    action: CORPORATE_SHARE_PATH,
    csrfToken: context.forms.csrfToken(),
    locale: context.code,
    texts: { title: texts.title, intro: texts.intro, email: texts.email, submit: texts.submit, sent: texts.sent, validity: texts.validity },
    sent: result === 'sent',
    error: result === 'invalid' ? texts.invalidEmail : result === 'failed' ? texts.failed : undefined,
  }
}
