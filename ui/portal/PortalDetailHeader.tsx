/** The top of a portal page about one thing: the way back to its list, its title, and what just happened or went wrong. */
import { css } from 'styled-system/css'
import { noticeClass, portalTitleClass, problemClass } from './PortalLayout.tsx'

export function PortalDetailHeader({
  backHref,
  backLabel,
  title,
  notice,
  problem,
}: {
  backHref: string
  backLabel: string
  title: string
  notice: string | null
  problem: string | null
}) {
  return (
    <>
      <p className={css({ mb: '2' })}>
        <a href={backHref} className={css({ color: 'brand.theme', textDecoration: 'underline' })}>
          {backLabel}
        </a>
      </p>
      <h1 className={portalTitleClass}>{title}</h1>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={problemClass} data-problem="">
          {problem}
        </p>
      ) : null}
    </>
  )
}
