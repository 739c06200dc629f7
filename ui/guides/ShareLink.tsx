/**
 * "Share this page": copies the page's link. Where the clipboard is refused, the link is shown
 * selected in a field so the visitor can copy it by hand. The outcome is announced politely.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'

export interface ShareLinkProps {
  url: string
  label: string
  busyLabel: string
  copiedLabel: string
  manualLabel: string
}

type ShareState = 'idle' | 'copying' | 'copied' | 'manual'

export function ShareLink({ url, label, busyLabel, copiedLabel, manualLabel }: ShareLinkProps) {
  const [state, setState] = useState<ShareState>('idle')
  const fieldId = useId()
  const field = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (state !== 'manual') return
    field.current?.focus()
    field.current?.select()
  }, [state])

  async function share() {
    setState('copying')
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      setState('manual')
    }
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
      <Button kind="naked" size="sm" leadingIcon="link" loading={state === 'copying'} loadingLabel={busyLabel} onClick={share}>
        {label}
      </Button>
      <p role="status" aria-live="polite" className={css({ fontSize: 'sm', minHeight: '5' })}>
        {state === 'copied' ? copiedLabel : ''}
      </p>
      {state === 'manual' ? (
        <p className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor={fieldId}>{manualLabel}</label>
          <input
            id={fieldId}
            ref={field}
            readOnly
            value={url}
            className={css({ borderWidth: '1px', px: '2', py: '1', minWidth: '20rem' })}
          />
        </p>
      ) : null}
    </div>
  )
}
