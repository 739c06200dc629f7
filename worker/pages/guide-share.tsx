/** The share-by-email form's props on the corporate configurator page. */
import { SHARE_RESULT_PARAMETER, shareTexts } from '../../ui/guides/guide-share-texts.ts'
import { CORPORATE_SHARE_PATH } from '../../ui/guides/share-link.ts'
import { ShareByEmail, type ShareByEmailProps } from '../../ui/pages/guides/ShareByEmail.tsx'
import type { PageContext } from './loaders.tsx'

export { ShareByEmail }

export function shareByEmailProps(context: PageContext, configuration: string): ShareByEmailProps {
  const texts = shareTexts(context.i18n)
  const result = context.query.get(SHARE_RESULT_PARAMETER)
  return {
    action: CORPORATE_SHARE_PATH,
    csrfToken: context.forms.csrfToken(),
    configuration,
    locale: context.code,
    texts,
    sent: result === 'sent',
    error: result === 'invalid' ? texts.invalidEmail : result === 'failed' ? texts.failed : undefined,
  }
}
