/** Tabs as links (ui/styles/tabs.recipe.ts): one link per view, the current one marked, the view below. */
import type { ReactNode } from 'react'
import { tabs } from 'styled-system/recipes'
import type { PreviewState } from '../styles/state-preview.ts'

export interface TabLink {
  label: string
  href: string
  current?: boolean
  disabled?: boolean
  /** Only on the block overview: show the hover or focus look. */
  preview?: PreviewState
}

const classes = tabs()

export function TabLinks({ label, items, children }: { label: string; items: readonly TabLink[]; children?: ReactNode }) {
  return (
    <div>
      <nav aria-label={label}>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.label}>
              <a
                href={item.disabled ? undefined : item.href}
                className={classes.tab}
                aria-current={item.current ? 'page' : undefined}
                aria-disabled={item.disabled ? 'true' : undefined}
                data-preview={item.preview}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children ? <div className={classes.panel}>{children}</div> : null}
    </div>
  )
}
