/** The two states every list has besides its items: nothing to show, or the list failed to load. */
import { css } from 'styled-system/css'
import { Icon } from './Icon.tsx'

// Class names computed once, not per render.
const emptyStateClass = css({ textStyle: 'paragraph', py: '8', px: '6', bg: 'gray.50', borderRadius: 'lg', textAlign: 'center' })
const loadFailureClass = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  textStyle: 'paragraph',
  color: 'red.800',
  bg: 'red.50',
  borderRadius: 'lg',
  p: '6',
})

export function EmptyState({ children }: { children: string }) {
  return (
    <p className={emptyStateClass} data-empty-state="">
      {children}
    </p>
  )
}

export function LoadFailure({ children }: { children: string }) {
  return (
    <p role="alert" className={loadFailureClass} data-load-failure="">
      <Icon name="error" />
      <span>{children}</span>
    </p>
  )
}
