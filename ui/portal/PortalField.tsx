/**
 * One field of a portal form: its label, an optional hint and the error, both tied to the control
 * with aria-describedby, for server-rendered forms that work without JavaScript. The look is the
 * public forms' (ui/forms/components/FormField.tsx).
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { controlClass, errorClass, fieldBlockClass, hintClass, labelClass } from '../forms/components/FormField.tsx'

export const portalControlClass = controlClass

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
    <div className={fieldBlockClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className={css({ fontWeight: 'normal', color: 'gray.700', ms: '1' })}>{optional}</span> : null}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={hintClass}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={errorClass}>
          {error}
        </span>
      ) : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  )
}
