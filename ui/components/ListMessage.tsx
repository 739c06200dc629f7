/** The two states every list has besides its items: nothing to show, or the list failed to load. */
import { css } from 'styled-system/css'
import { Icon } from './Icon.tsx'

export function EmptyState({ children }: { children: string }) {
  return (
    <p className={css({ textStyle: 'paragraph', py: '8', px: '6', bg: 'gray.50', borderRadius: 'lg', textAlign: 'center' })} data-empty-state="">
      {children}
    </p>
  )
}

export function LoadFailure({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', textStyle: 'paragraph', color: 'red.800', bg: 'red.50', borderRadius: 'lg', p: '6' })}
      data-load-failure=""
    >
      <Icon name="error" />
      <span>{children}</span>
    </p>
  )
}
