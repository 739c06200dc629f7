import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Icon, type IconName } from './Icon.tsx'
import { Spinner } from './Spinner.tsx'

export interface ButtonStyle {
  /** SPEC.md point 4: primary-blue by default, or naked. */
  kind?: 'primary-blue' | 'naked'
  size?: 'md' | 'sm'
  fullWidth?: boolean
  leadingIcon?: IconName
  trailingIcon?: IconName
}

export interface ButtonProps extends ButtonStyle, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode
  loading?: boolean
  /** Text announced while loading, in the user's language. */
  loadingLabel?: string
  /** While loading, cover the whole page with a spinner. */
  fullScreenSpinner?: boolean
}

export function buttonClass({ kind, size, fullWidth }: ButtonStyle, className?: string): string {
  return cx(button({ kind, size, fullWidth }), className)
}

export function Button({
  kind,
  size,
  fullWidth,
  leadingIcon,
  trailingIcon,
  loading = false,
  loadingLabel,
  fullScreenSpinner = false,
  children,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <>
      <button
        {...rest}
        type={type}
        className={buttonClass({ kind, size, fullWidth }, className)}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
      >
        {loading && !fullScreenSpinner ? <Spinner label={loadingLabel} /> : leadingIcon ? <Icon name={leadingIcon} /> : null}
        <span>{children}</span>
        {trailingIcon ? <Icon name={trailingIcon} /> : null}
      </button>
      {loading && fullScreenSpinner ? <Spinner label={loadingLabel} fullScreen /> : null}
    </>
  )
}

/** A link that looks like a button. */
export function ButtonLink({
  href,
  children,
  kind,
  size,
  fullWidth,
  leadingIcon,
  trailingIcon,
  className,
}: ButtonStyle & { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={buttonClass({ kind, size, fullWidth }, className)}>
      {leadingIcon ? <Icon name={leadingIcon} /> : null}
      <span>{children}</span>
      {trailingIcon ? <Icon name={trailingIcon} /> : null}
    </a>
  )
}
