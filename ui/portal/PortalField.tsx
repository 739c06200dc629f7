/**
 * One field of a portal form: its label, an optional hint and the error, both tied to the control
 * with aria-describedby, for server-rendered forms that work without JavaScript.
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const fieldClass = css({ display: 'grid', gap: '1', mb: '5', maxWidth: '32rem' })
const labelClass = css({ fontWeight: 'semibold' })
const errorClass = css({ color: 'red.800', fontWeight: 'semibold' })
const hintClass = css({ color: 'gray.700', fontSize: 'sm' })

export const portalControlClass = css({
  borderWidth: '1px',
  borderColor: 'gray.500',
  borderRadius: 'md',
  px: '3',
  py: '2',
  bg: 'white',
  '&[aria-invalid=true]': { borderColor: 'red.700', borderWidth: '2px' },
})

export interface ControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

export function PortalField({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: string
  /** Shown after the label, e.g. '(optional)'. */
  optional?: string
  children: (control: ControlProps) => ReactNode
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className={css({ fontWeight: 'normal', color: 'gray.700', ms: '1' })}>{optional}</span> : null}
      </label>
      {hint ? <span id={`${id}-hint`} className={hintClass}>{hint}</span> : null}
      {error ? <span id={`${id}-error`} className={errorClass}>{error}</span> : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  )
}
