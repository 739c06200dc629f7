// biome-ignore-all lint/a11y/noLabelWithoutControl: the label wraps a <progress>, which is a labelable element.
/**
 * The pictures and logos of a success story. Without JavaScript the file inputs are sent with the
 * wizard step and stored then; with it, each chosen file is uploaded at once (XHR) with a progress
 * bar, and appears in the list when stored. Each stored file can be removed (a wizard button).
 */
import { useState } from 'react'
import { css } from 'styled-system/css'
import { CSRF_HEADER_NAME } from './csrf-header.ts'

export interface StoredStoryFile {
  id: string
  name: string
  sizeKb: number
}

export interface StoryUploadGroup {
  kind: 'picture' | 'logo'
  field: string
  label: string
  hint: string
  error?: string
  files: StoredStoryFile[]
}

export interface StoryUploadsProps {
  uploadUrl: string
  csrfToken: string
  accept: string
  groups: StoryUploadGroup[]
  texts: { remove: string; uploading: string; uploaded: string; failed: string; empty: string }
  /** A remove button posts `removeMovePrefix` and the file's id as the wizard's move. */
  removeActionField: string
  removeMovePrefix: string
}

interface Transfer {
  key: string
  name: string
  percent: number
  state: 'uploading' | 'failed'
  message?: string
}

const inputClass = css({ borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', px: '3', py: '2', bg: 'white', maxW: '36rem' })
const errorClass = css({ color: 'red.700', fontSize: 'sm', fontWeight: 'semibold' })

export function StoryUploads({
  uploadUrl,
  csrfToken,
  accept,
  groups: initial,
  texts,
  removeActionField,
  removeMovePrefix,
}: StoryUploadsProps) {
  const [groups, setGroups] = useState(initial)
  const [transfers, setTransfers] = useState<Transfer[]>([])
  const [announcement, setAnnouncement] = useState('')

  function upload(group: StoryUploadGroup, file: File) {
    const key = `${group.kind}-${file.name}-${Math.random().toString(36).slice(2)}`
    setTransfers((list) => [...list, { key, name: file.name, percent: 0, state: 'uploading' }])
    const body = new FormData()
    body.set('kind', group.kind)
    body.set('file', file)
    const request = new XMLHttpRequest()
    request.open('POST', uploadUrl)
    request.setRequestHeader(CSRF_HEADER_NAME, csrfToken)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable) return
      const percent = Math.round((event.loaded / event.total) * 100)
      setTransfers((list) => list.map((each) => (each.key === key ? { ...each, percent } : each)))
    }
    request.onload = () => {
      let answer: { file?: StoredStoryFile; error?: string } = {}
      try {
        answer = JSON.parse(request.responseText) as typeof answer
      } catch {
        answer = {}
      }
      if (request.status === 201 && answer.file) {
        const stored = answer.file
        setTransfers((list) => list.filter((each) => each.key !== key))
        setGroups((list) =>
          list.map((each) => (each.kind === group.kind ? { ...each, error: undefined, files: [...each.files, stored] } : each)),
        )
        setAnnouncement(`${texts.uploaded}: ${stored.name}`)
      } else {
        const message = answer.error ?? texts.failed
        setTransfers((list) => list.map((each) => (each.key === key ? { ...each, state: 'failed', message } : each)))
        setAnnouncement(`${file.name}: ${message}`)
      }
    }
    request.onerror = () => {
      setTransfers((list) => list.map((each) => (each.key === key ? { ...each, state: 'failed', message: texts.failed } : each)))
      setAnnouncement(`${file.name}: ${texts.failed}`)
    }
    request.send(body)
  }

  return (
    <div data-story-uploads="">
      {groups.map((group) => {
        const id = `story-${group.field}`
        const describedBy = [`${id}-hint`, group.error ? `${id}-error` : null].filter(Boolean).join(' ')
        return (
          <div key={group.kind} className={css({ display: 'grid', gap: '2', mb: '6' })} data-upload-group={group.kind}>
            <label htmlFor={id} className={css({ fontWeight: 'semibold' })}>
              {group.label}
            </label>
            <p id={`${id}-hint`} className={css({ fontSize: 'sm', color: 'gray.700' })}>
              {group.hint}
            </p>
            {group.error ? (
              <p id={`${id}-error`} className={errorClass}>
                {group.error}
              </p>
            ) : null}
            <input
              type="file"
              id={id}
              name={group.field}
              multiple
              accept={accept}
              className={inputClass}
              aria-describedby={describedBy}
              aria-invalid={group.error ? true : undefined}
              onChange={(event) => {
                const input = event.currentTarget
                for (const file of [...(input.files ?? [])]) upload(group, file)
                input.value = ''
              }}
            />
            {group.files.length ? (
              <ul className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '1' })} data-stored-files={group.kind}>
                {group.files.map((file) => (
                  <li key={file.id} className={css({ display: 'flex', gap: '3', alignItems: 'center' })} data-stored-file="">
                    <span>{`${file.name} (${file.sizeKb} KB)`}</span>
                    <button
                      type="submit"
                      name={removeActionField}
                      value={`${removeMovePrefix}${file.id}`}
                      formNoValidate
                      className={css({ color: 'brand.theme', textDecoration: 'underline', cursor: 'pointer' })}
                    >
                      {`${texts.remove}`}
                      <span className={css({ srOnly: true })}>{` ${file.name}`}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css({ fontSize: 'sm', color: 'gray.700' })}>{texts.empty}</p>
            )}
          </div>
        )
      })}
      {transfers.length ? (
        <ul className={css({ listStyle: 'none', p: '0', display: 'grid', gap: '2', mb: '4' })} data-upload-transfers="">
          {transfers.map((transfer) => (
            <li key={transfer.key} data-upload-transfer={transfer.state}>
              <label className={css({ display: 'grid', gap: '1' })}>
                <span>{transfer.state === 'failed' ? `${transfer.name}: ${transfer.message}` : `${texts.uploading} ${transfer.name}`}</span>
                {transfer.state === 'uploading' ? (
                  <progress max={100} value={transfer.percent} className={css({ w: '100%', maxW: '36rem', accentColor: '#0f5291' })} />
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </p>
    </div>
  )
}
