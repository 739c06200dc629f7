/** Tells an editor in preview mode that the page follows published content live, with a way out. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'

const badgeClass = css({
  position: 'fixed',
  top: '2',
  insetInlineEnd: '2',
  zIndex: 60,
  bg: 'brand.theme',
  color: 'white',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  boxShadow: 'lg',
})

const exitLinkClass = css({ color: 'white', textDecoration: 'underline', fontWeight: 'semibold' })

export function PreviewBadge({ exitHref }: { exitHref: string }) {
  const { i18n } = useLingui()
  return (
    <aside className={badgeClass} aria-label={i18n._({ id: 'preview.label', message: 'Preview mode' })} data-preview-badge="">
      <span>{i18n._({ id: 'preview.badge', message: 'Preview: this page updates when its content is published.' })}</span>
      <a href={exitHref} data-no-swap="" className={exitLinkClass}>
        {i18n._({ id: 'preview.exit', message: 'Exit preview' })}
      </a>
    </aside>
  )
}
