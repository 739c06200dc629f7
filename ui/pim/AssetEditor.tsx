/**
 * Add or edit an asset (PIM), or add a new version of one (the previous version chosen, decision
 * 051). On save: the fields are checked, the file and the release notes go to R2 as streamed
 * multipart uploads (resumable), then the asset is added or modified. A progress bar names each
 * step: uploading file, uploading release notes, adding asset to database, modifying asset.
 * Needs JavaScript (files of hundreds of MB are sent in parts); the server renders the whole form
 * so the screen is readable, labelled and fillable before the island's module has loaded (it loads
 * when the page is idle or the form is first used: AssetEditor.client.tsx). What was typed or
 * chosen before is taken over on hydration; a save pressed before waits for it; the upload client
 * loads on the first save.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { editsBeforeHydration } from '../forms/use-form-state.ts'
import { type PickerProduct, type ProductGroup, ProductPicker } from './ProductPicker.tsx'
import { css } from 'styled-system/css'
import { Button, buttonClass } from '../components/Button.tsx'
import { controlClass, errorClass, fieldBlockClass, hintClass, labelClass } from '../forms/components/FormField.tsx'
import { PARTNER_LEVELS, type PartnerLevel } from '../content/model.ts'
import {
  ASSET_AVAILABILITIES,
  ASSET_STATUSES,
  ASSET_TYPES,
  type AssetAvailability,
  type AssetFormField,
  type AssetStatus,
  type AssetType,
  type UploadProgressState,
  assetFormProblems,
} from './assets.ts'
import { PIM_API, assetPath } from './pim-paths.ts'
import type { AssetEditorTexts } from './asset-editor-texts.ts'

export interface AssetEditorValues {
  title: string
  version: string
  type: AssetType
  status: AssetStatus
  availability: AssetAvailability
  partnerLevel: PartnerLevel | null
  minimumPartnerLevel: PartnerLevel | null
  productCtns: string[]
  /** `datetime-local` values, read as UTC (ui/pim/schedule-times.ts); '' for none. */
  publishAt: string
  expiresAt: string
  /** The asset this one is the new version of. */
  supersedesId: string | null
}

/** An asset the edited one may supersede. */
export interface PreviousVersionChoice {
  id: string
  type: AssetType
  /** Its title and version. */
  label: string
}

export interface AssetEditorProps {
  /** The asset being edited; null adds a new one. */
  assetId: string | null
  initial: AssetEditorValues
  /** The stored file: its name, its size (formatted on the server) and SHA-256. */
  currentFile: { name: string; size: string; sha256: string | null } | null
  currentReleaseNotesName: string | null
  /** The assets it may supersede (the island offers those of the chosen type). */
  previousVersions: PreviousVersionChoice[]
  products: PickerProduct[]
  /** Product lines and categories, each with its products, to link at once. */
  productGroups: ProductGroup[]
  csrfToken: string
  cancelHref: string
  texts: AssetEditorTexts
}

type Errors = Partial<Record<AssetFormField, string>>
type Progress = { state: UploadProgressState; percent: number } | null

const progressClass = css({
  width: '100%',
  height: '3',
  appearance: 'none',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'gray.200',
  '&::-webkit-progress-bar': { bg: 'gray.200' },
  '&::-webkit-progress-value': { bg: 'brand.progress' },
  '&::-moz-progress-bar': { bg: 'brand.progress' },
})

function browserMemory(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The form's fields whose value an editor may have changed before hydration. */
const ADOPTED_FIELDS = [
  'title',
  'version',
  'type',
  'supersedesId',
  'status',
  'availability',
  'partnerLevel',
  'minimumPartnerLevel',
  'productCtns',
  'publishAt',
  'expiresAt',
] as const satisfies readonly (keyof AssetEditorValues)[]
const OPTIONAL_CHOICES = new Set<string>(['partnerLevel', 'minimumPartnerLevel', 'supersedesId'])

function adoptedValues(form: HTMLFormElement): Partial<AssetEditorValues> {
  const { values } = editsBeforeHydration(form, ADOPTED_FIELDS)
  const adopted: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    if (name === 'productCtns')
      adopted[name] = [...form.querySelectorAll<HTMLInputElement>('input[name="productCtns"]:checked')].map((input) => input.value)
    else if (typeof value === 'string') adopted[name] = value === '' && OPTIONAL_CHOICES.has(name) ? null : value
  }
  return adopted as Partial<AssetEditorValues>
}

export function AssetEditor({
  assetId,
  initial,
  currentFile,
  currentReleaseNotesName,
  previousVersions,
  products,
  productGroups,
  csrfToken,
  cancelHref,
  texts,
}: AssetEditorProps) {
  const idPrefix = useId()
  const [values, setValues] = useState<AssetEditorValues>(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [progress, setProgress] = useState<Progress>(null)
  const [hydrated, setHydrated] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const file = useRef<HTMLInputElement>(null)
  const releaseNotes = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  const idOf = (field: string) => `${idPrefix}-${field}`
  const describedBy = (field: AssetFormField, hint?: boolean) =>
    [hint ? `${idOf(field)}-hint` : null, errors[field] ? `${idOf(field)}-error` : null].filter(Boolean).join(' ') || undefined

  // What was typed or chosen in the server-rendered form before this module loaded becomes the state.
  useEffect(() => {
    if (formRef.current) setValues((previous) => ({ ...previous, ...adoptedValues(formRef.current!) }))
    setHydrated(true)
  }, [])

  function set<Key extends keyof AssetEditorValues>(key: Key, value: AssetEditorValues[Key]) {
    setValues((previous) => ({ ...previous, [key]: value }))
  }

  /** A type change drops a previous version of another type (a chain holds one type). */
  function setType(type: AssetType) {
    setValues((previous) => ({
      ...previous,
      type,
      supersedesId: previousVersions.some((choice) => choice.id === previous.supersedesId && choice.type === type)
        ? previous.supersedesId
        : null,
    }))
  }

  function fail(text: string, fieldErrors: Errors = {}) {
    setErrors(fieldErrors)
    setMessage(text)
    setProgress(null)
    requestAnimationFrame(() => messageRef.current?.focus())
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (progress) return
    const chosenFile = file.current?.files?.[0] ?? null
    const chosenNotes = releaseNotes.current?.files?.[0] ?? null
    const problems = assetFormProblems({ ...values, fileUploadId: chosenFile || assetId ? 'chosen' : null }, { needsFile: true })
    const fieldErrors = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, texts.problems[problem]])) as Errors
    if (Object.keys(fieldErrors).length) return fail(texts.fixErrors, fieldErrors)
    setErrors({})
    setMessage(null)
    const memory = browserMemory()
    let uploading: AssetFormField = 'file'
    let uploadFailedClass: typeof import('./upload-client.ts')['UploadFailed'] | null = null
    try {
      // The upload client loads on the first save (it is not needed to fill in the form).
      const { UploadFailed, uploadInParts } = await import('./upload-client.ts')
      uploadFailedClass = UploadFailed
      let fileUploadId: string | null = null
      let releaseNotesUploadId: string | null = null
      if (chosenFile) {
        setProgress({ state: 'uploading-file', percent: 0 })
        fileUploadId = await uploadInParts(
          chosenFile,
          {
            purpose: 'file',
            csrfToken,
            memory,
            onProgress: (sent, total) => setProgress({ state: 'uploading-file', percent: Math.round((sent / total) * 100) }),
          },
          texts.uploadFailed,
        )
      }
      if (chosenNotes) {
        uploading = 'releaseNotes'
        setProgress({ state: 'uploading-release-notes', percent: 0 })
        releaseNotesUploadId = await uploadInParts(
          chosenNotes,
          {
            purpose: 'release-notes',
            csrfToken,
            memory,
            onProgress: (sent, total) => setProgress({ state: 'uploading-release-notes', percent: Math.round((sent / total) * 100) }),
          },
          texts.uploadFailed,
        )
      }
      setProgress({ state: assetId ? 'modifying-asset' : 'adding-asset', percent: 100 })
      const response = await fetch(assetId ? `${PIM_API.assets}/${encodeURIComponent(assetId)}` : PIM_API.assets, {
        method: assetId ? 'PUT' : 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ ...values, fileUploadId, releaseNotesUploadId }),
      })
      const answer = (await response.json().catch(() => null)) as { id?: string; errors?: Errors; message?: string } | null
      if (!response.ok || !answer?.id)
        return fail(answer?.message ?? (answer?.errors ? texts.fixErrors : texts.saveFailed), answer?.errors ?? {})
      window.location.assign(`${assetPath(answer.id)}?notice=${assetId ? 'updated' : 'created'}`)
    } catch (error) {
      if (uploadFailedClass && error instanceof uploadFailedClass) return fail(error.message, { [uploading]: error.message })
      fail(texts.saveFailed)
    }
  }

  const previousVersionsOfType = previousVersions.filter((choice) => choice.type === values.type)

  const fieldError = (field: AssetFormField) =>
    errors[field] ? (
      <p id={`${idOf(field)}-error`} className={errorClass}>
        {errors[field]}
      </p>
    ) : null

  const select = <Value extends string>(
    field: AssetFormField,
    options: readonly Value[],
    labels: Record<Value, string>,
    value: Value | null,
    onChange: (value: Value | null) => void,
    optional = false,
    hint?: string,
  ) => (
    <div className={fieldBlockClass}>
      <label htmlFor={idOf(field)} className={labelClass}>
        {texts[field as keyof AssetEditorTexts] as string}
      </label>
      {hint ? (
        <p id={`${idOf(field)}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <select
        id={idOf(field)}
        name={field}
        className={controlClass}
        value={value ?? ''}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as Value))}
      >
        {optional ? <option value="">{texts.none}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      {fieldError(field)}
    </div>
  )

  const text = (field: 'title' | 'version') => (
    <div className={fieldBlockClass}>
      <label htmlFor={idOf(field)} className={labelClass}>
        {texts[field]}
      </label>
      <input
        id={idOf(field)}
        name={field}
        className={controlClass}
        value={values[field]}
        required
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        onChange={(event) => set(field, event.target.value)}
      />
      {fieldError(field)}
    </div>
  )

  const time = (field: 'publishAt' | 'expiresAt') => (
    <div className={fieldBlockClass}>
      <label htmlFor={idOf(field)} className={labelClass}>
        {texts[field]}
      </label>
      <input
        id={idOf(field)}
        type="datetime-local"
        name={field}
        className={controlClass}
        value={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, true)}
        onChange={(event) => set(field, event.target.value)}
      />
      <p id={`${idOf(field)}-hint`} className={hintClass}>
        {field === 'publishAt' ? texts.publishAtHint : texts.expiresAtHint}
      </p>
      {fieldError(field)}
    </div>
  )

  return (
    <form
      ref={formRef}
      onSubmit={save}
      noValidate
      data-ready={hydrated ? '' : undefined}
      className={css({ maxWidth: '3xl', bg: 'white', p: '6', borderRadius: 'md', borderWidth: '1px', borderColor: 'gray.200' })}
      data-asset-editor=""
    >
      <div
        ref={messageRef}
        tabIndex={-1}
        role="alert"
        className={css({ _empty: { display: 'none' }, bg: 'red.50', color: 'red.900', borderRadius: 'md', px: '4', py: '3', mb: '6' })}
      >
        {message}
      </div>
      {text('title')}
      {text('version')}
      {select('type', ASSET_TYPES, texts.types, values.type, (value) => value && setType(value))}
      {select(
        'supersedesId',
        previousVersionsOfType.map((choice) => choice.id),
        Object.fromEntries(previousVersionsOfType.map((choice) => [choice.id, choice.label])),
        values.supersedesId,
        (value) => set('supersedesId', value),
        true,
        texts.supersedesIdHint,
      )}
      {select('status', ASSET_STATUSES, texts.statuses, values.status, (value) => value && set('status', value))}
      {select(
        'availability',
        ASSET_AVAILABILITIES,
        texts.availabilities,
        values.availability,
        (value) => value && set('availability', value),
      )}
      {select(
        'partnerLevel',
        PARTNER_LEVELS,
        texts.levels,
        values.partnerLevel,
        (value) => set('partnerLevel', value),
        true,
        texts.partnerLevelHint,
      )}
      {select(
        'minimumPartnerLevel',
        PARTNER_LEVELS,
        texts.levels,
        values.minimumPartnerLevel,
        (value) => set('minimumPartnerLevel', value),
        true,
        texts.minimumPartnerLevelHint,
      )}
      <div className={fieldBlockClass}>
        <p className={labelClass}>{texts.productCtns}</p>
        <p id={`${idOf('productCtns')}-hint`} className={hintClass}>
          {texts.productCtnsHint}
        </p>
        <ProductPicker
          id={idOf('productCtns')}
          products={products}
          groups={productGroups}
          chosen={values.productCtns}
          onChange={(ctns) => set('productCtns', ctns)}
          texts={texts.picker}
          describedBy={describedBy('productCtns', true) ?? ''}
          invalid={Boolean(errors.productCtns)}
        />
        {fieldError('productCtns')}
      </div>
      <div className={fieldBlockClass}>
        <label htmlFor={idOf('file')} className={labelClass}>
          {texts.file}
        </label>
        <p id={`${idOf('file')}-hint`} className={hintClass}>
          {currentFile ? texts.keepFile.replace('{name}', `${currentFile.name} (${currentFile.size})`) : texts.fileHint}
        </p>
        {currentFile?.sha256 ? (
          <p className={hintClass} data-current-file-checksum="">
            {texts.checksum}: <code className={css({ wordBreak: 'break-all' })}>{currentFile.sha256}</code>
          </p>
        ) : null}
        <input
          id={idOf('file')}
          ref={file}
          type="file"
          name="file"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={describedBy('file', true)}
        />
        {fieldError('file')}
      </div>
      <div className={fieldBlockClass}>
        <label htmlFor={idOf('releaseNotes')} className={labelClass}>
          {texts.releaseNotes}
        </label>
        <p id={`${idOf('releaseNotes')}-hint`} className={hintClass}>
          {currentReleaseNotesName ? texts.keepFile.replace('{name}', currentReleaseNotesName) : texts.releaseNotesHint}
        </p>
        <input
          id={idOf('releaseNotes')}
          ref={releaseNotes}
          type="file"
          name="releaseNotes"
          accept="application/pdf,.pdf"
          aria-describedby={describedBy('releaseNotes', true)}
        />
        {fieldError('releaseNotes')}
      </div>
      {time('publishAt')}
      {time('expiresAt')}
      {progress ? (
        <div className={css({ mb: '5' })} data-upload-progress={progress.state}>
          <label htmlFor={idOf('progress')} className={labelClass}>
            {texts.progress[progress.state]}
          </label>
          <progress
            id={idOf('progress')}
            className={progressClass}
            max={100}
            value={progress.percent}
            aria-valuetext={`${texts.progress[progress.state]}: ${progress.percent}%`}
          >
            {progress.percent}%
          </progress>
          <p role="status" aria-live="polite" className={hintClass}>
            {`${texts.progress[progress.state]}: ${progress.percent}%`}
          </p>
        </div>
      ) : null}
      <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
        <Button type="submit" loading={progress !== null} loadingLabel={texts.saving}>
          {texts.save}
        </Button>
        <a href={cancelHref} className={buttonClass({ kind: 'naked' })}>
          {texts.cancel}
        </a>
      </div>
    </form>
  )
}
