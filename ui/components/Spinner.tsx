import { css } from 'styled-system/css'

const spinnerClass = css({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  borderRadius: 'full',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: 'spin 0.8s linear infinite',
  flexShrink: 0,
})

const fullScreenClass = css({
  position: 'fixed',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'rgba(255,255,255,0.8)',
  zIndex: 1000,
  fontSize: '4xl',
  color: 'brand.theme',
})

const srOnlyClass = css({ srOnly: true })
const spinnerWrapperClass = css({ display: 'inline-flex' })

/** A spinner; `label` is announced to screen readers. Full-screen covers the page while work runs. */
export function Spinner({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  const spinner = <span className={spinnerClass} aria-hidden="true" />
  const text = label ? <span className={srOnlyClass}>{label}</span> : null
  if (!fullScreen)
    return (
      <span className={spinnerWrapperClass}>
        {spinner}
        {text}
      </span>
    )
  return (
    <div className={fullScreenClass} role="status" aria-live="polite">
      {spinner}
      {text}
    </div>
  )
}
