/**
 * A portal area's page: its title, what it is for, and what it holds for the viewer, or its empty
 * state when there is nothing yet.
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { EmptyState } from '../components/ListMessage.tsx'
import { portalTitleClass } from './PortalLayout.tsx'

export function PortalAreaPage({ title, intro, empty, children }: { title: string; intro: string; empty?: string; children?: ReactNode }) {
  return (
    <section>
      <h1 className={portalTitleClass}>{title}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '65ch' })}>{intro}</p>
      {children}
      {empty ? <EmptyState>{empty}</EmptyState> : null}
    </section>
  )
}
