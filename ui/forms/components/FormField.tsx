// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the radio fieldset is named as a radiogroup so errors can point at it.
/**
 * One form field as visitors and screen readers meet it: a label (optional fields say so), the
 * control, a hint and the error, both tied to the control with aria-describedby. The same
 * component renders on the server (a plain form that works without JavaScript) and in islands.
 */
import { type AriaAttributes, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { choice, dropZone, select } from 'styled-system/recipes'
import type { FieldValue, FileDescription } from '../validators.ts'
import type { FieldView } from '../form-view.ts'
import { Icon } from '../../components/Icon.tsx'
import { linkedParts } from '../linked-text.ts'

export interface FieldMarkers {
  requiredMarker: string
  optionalMarker: string
  /** The file drop zone's prompt once scripts run ("Drop files here or choose them"). */
  dropFiles?: string
}

export interface FormFieldProps {
  /** Prefix of element ids, unique on the page. */
  idPrefix: string
  field: FieldView
  value: FieldValue
  error?: string
  required: boolean
  markers: FieldMarkers
  /** Every change of the value (typing included): updates state only. */
  onValue: (name: string, value: FieldValue, files?: readonly File[]) => void
  /** The moments validation runs: blur, and change for choices, boxes and files. */
  onCommit: (name: string, value: FieldValue) => void
}

export const fieldBlockClass = css({ display: 'flex', flexDirection: 'column', gap: '1', mb: '5' })
export const labelClass = css({ fontWeight: 'semibold', color: 'gray.900' })
const optionalClass = css({ fontWeight: 'normal', color: 'gray.600', fontSize: 'sm', ml: '1' })
export const hintClass = css({ fontSize: 'sm', color: 'gray.700' })
export const errorClass = css({ display: 'flex', alignItems: 'center', gap: '1', color: 'red.700', fontSize: 'sm', fontWeight: 'semibold' })
export const controlClass = css({
  borderWidth: '1px',
  borderColor: 'gray.500',
  borderRadius: 'md',
  px: '3',
  py: '2',
  bg: 'white',
  width: '100%',
  maxWidth: '36rem',
  '&[aria-invalid=true]': { borderColor: 'red.700', borderWidth: '2px' },
})
const choiceRowClass = css({ display: 'flex', alignItems: 'flex-start', gap: '2', mb: '1' })
const checkboxClass = choice({ shape: 'box' })
const radioClass = choice({ shape: 'circle' })
const selectClass = select()
const dropZoneClasses = dropZone()
const fieldsetClass = css({ borderWidth: '0', p: '0', m: '0' })

const statementLinkClass = css({ color: 'brand.theme', textDecoration: 'underline', fontWeight: 'semibold' })
const srOnlyClass = css({ srOnly: true })

/**
 * A consent sentence whose marked words link to the page it names, in a new tab so the form keeps
 * what was typed; screen readers hear that after the sentence.
 */
function LinkedSentence({ field }: { field: FieldView }) {
  const parts = linkedParts(field.statement ?? '', field.statementLinks ?? [])
  return (
    <>
      {parts.map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="noopener" className={statementLinkClass}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
      {field.statementLinkHint && parts.some((part) => part.href) ? <span className={srOnlyClass}> {field.statementLinkHint}</span> : null}
    </>
  )
}

export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name}`
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => !!id)
  return present.length ? present.join(' ') : undefined
}

function Label({ htmlFor, label, required, markers }: { htmlFor?: string; label: string; required: boolean; markers: FieldMarkers }) {
  const content = (
    <>
      {label}
      {required ? <span aria-hidden="true"> *</span> : <span className={optionalClass}>{`(${markers.optionalMarker})`}</span>}
    </>
  )
  return htmlFor ? (
    <label htmlFor={htmlFor} className={labelClass}>
      {content}
    </label>
  ) : (
    <legend className={labelClass}>{content}</legend>
  )
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={id} className={errorClass}>
      <Icon name="error" />
      <span>{error}</span>
    </p>
  )
}

const text = (value: FieldValue) => (typeof value === 'string' ? value : '')
const chosenFiles = (value: FieldValue): FileDescription[] =>
  Array.isArray(value)
    ? (value as readonly unknown[]).filter((item): item is FileDescription => typeof item === 'object' && item !== null && 'name' in item)
    : []

/** A chosen file's size in kilobytes in the page's language (only drawn in the browser). */
function fileSizeText(bytes: number): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1024))
  return new Intl.NumberFormat(document.documentElement.lang || undefined, {
    style: 'unit',
    unit: 'kilobyte',
    unitDisplay: 'short',
  }).format(kilobytes)
}

/**
 * A file input as a drop zone. Rendered on the server it is a plain file input in a dashed box;
 * once an island runs it, the input covers the box unseen (a click or a drop anywhere chooses
 * files) and the chosen files are listed by name and size.
 */
function FileDropZone({
  id,
  field,
  value,
  prompt,
  aria,
  onFiles,
}: {
  id: string
  field: FieldView
  value: FieldValue
  prompt?: string
  aria: AriaAttributes
  onFiles: (files: File[]) => void
}) {
  const [enhanced, setEnhanced] = useState(false)
  const [dragging, setDragging] = useState(false)
  useEffect(() => setEnhanced(!!prompt), [prompt])
  const files = chosenFiles(value)
  return (
    <div
      className={dropZoneClasses.root}
      data-enhanced={enhanced ? 'true' : undefined}
      data-dragging={dragging ? 'true' : undefined}
      data-drop-zone=""
    >
      <input
        type="file"
        id={id}
        name={field.name}
        multiple
        accept={field.accept}
        className={dropZoneClasses.input}
        {...aria}
        // The input covers the zone once enhanced: files dragged over the zone are over the input.
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
        onChange={(event) => onFiles([...(event.currentTarget.files ?? [])])}
      />
      {prompt ? (
        <p className={dropZoneClasses.prompt} aria-hidden="true">
          <Icon name="download" />
          <span>{prompt}</span>
        </p>
      ) : null}
      {enhanced && files.length ? (
        <ul className={dropZoneClasses.list} aria-live="polite" data-chosen-files="">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`} className={dropZoneClasses.item}>
              <Icon name="check" />
              <span>{file.name}</span>
              <span>{fileSizeText(file.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
const list = (value: FieldValue): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

export function FormField({ idPrefix, field, value, error, required, markers, onValue, onCommit }: FormFieldProps) {
  const id = fieldId(idPrefix, field.name)
  const hintId = field.hint ? `${id}-hint` : undefined
  const errorId = `${id}-error`
  const aria = {
    'aria-describedby': describedBy(hintId, !!error && errorId),
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  }
  const hint = field.hint ? (
    <p id={hintId} className={hintClass}>
      {field.hint}
    </p>
  ) : null

  switch (field.control) {
    case 'radio':
      return (
        <fieldset role="radiogroup" className={cx(fieldBlockClass, fieldsetClass)} id={id} {...aria} tabIndex={-1}>
          <Label label={field.label} required={required} markers={markers} />
          {hint}
          {(field.options ?? []).map((option) => (
            <div key={option.value} className={choiceRowClass}>
              <input
                type="radio"
                className={radioClass}
                id={`${id}-${option.value}`}
                name={field.name}
                value={option.value}
                checked={text(value) === option.value}
                onChange={() => {
                  onValue(field.name, option.value)
                  onCommit(field.name, option.value)
                }}
              />
              <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            </div>
          ))}
          <ErrorText id={errorId} error={error} />
        </fieldset>
      )
    case 'consent':
      return (
        <div className={fieldBlockClass}>
          <div className={choiceRowClass}>
            <input
              type="checkbox"
              className={checkboxClass}
              id={id}
              name={field.name}
              value="yes"
              checked={value === true}
              {...aria}
              onChange={(event) => {
                onValue(field.name, event.currentTarget.checked)
                onCommit(field.name, event.currentTarget.checked)
              }}
            />
            <label htmlFor={id}>
              {field.statement ? <LinkedSentence field={field} /> : field.label}
              {required ? <span aria-hidden="true"> *</span> : null}
            </label>
          </div>
          <ErrorText id={errorId} error={error} />
        </div>
      )
    case 'files':
      return (
        <div className={fieldBlockClass}>
          <Label htmlFor={id} label={field.label} required={required} markers={markers} />
          {hint}
          <FileDropZone
            id={id}
            field={field}
            value={value}
            prompt={markers.dropFiles}
            aria={aria}
            onFiles={(files) => {
              const described = files.map((file) => ({ name: file.name, size: file.size, type: file.type }))
              onValue(field.name, described, files)
              onCommit(field.name, described)
            }}
          />
          <ErrorText id={errorId} error={error} />
        </div>
      )
    case 'select':
    case 'multiselect': {
      const multiple = field.control === 'multiselect'
      return (
        <div className={fieldBlockClass}>
          <Label htmlFor={id} label={field.label} required={required} markers={markers} />
          {hint}
          <select
            id={id}
            name={field.name}
            multiple={multiple}
            size={multiple ? 8 : undefined}
            autoComplete={field.autoComplete}
            className={selectClass}
            value={multiple ? list(value) : text(value)}
            {...aria}
            onChange={(event) => {
              const next = multiple ? [...event.currentTarget.selectedOptions].map((option) => option.value) : event.currentTarget.value
              onValue(field.name, next)
              onCommit(field.name, next)
            }}
          >
            {multiple ? null : <option value="">—</option>}
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {field.optionGroups?.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <ErrorText id={errorId} error={error} />
        </div>
      )
    }
    case 'textarea':
      return (
        <div className={fieldBlockClass}>
          <Label htmlFor={id} label={field.label} required={required} markers={markers} />
          {hint}
          <textarea
            id={id}
            name={field.name}
            rows={field.rows ?? 6}
            className={controlClass}
            value={text(value)}
            {...aria}
            onChange={(event) => onValue(field.name, event.currentTarget.value)}
            onBlur={(event) => onCommit(field.name, event.currentTarget.value)}
          />
          <ErrorText id={errorId} error={error} />
        </div>
      )
    default:
      return (
        <div className={fieldBlockClass}>
          <Label htmlFor={id} label={field.label} required={required} markers={markers} />
          {hint}
          <input
            type={field.control}
            id={id}
            name={field.name}
            autoComplete={field.autoComplete}
            inputMode={field.control === 'number' ? 'numeric' : undefined}
            className={controlClass}
            value={text(value)}
            {...aria}
            onChange={(event) => onValue(field.name, event.currentTarget.value)}
            onBlur={(event) => onCommit(field.name, event.currentTarget.value)}
          />
          <ErrorText id={errorId} error={error} />
        </div>
      )
  }
}
