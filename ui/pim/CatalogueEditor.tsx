/**
 * The edit form of a product, product line or category (PIM): general fields, the texts of each
 * language (a tab each once scripts run; one section each before), the picture (a photo upload
 * with its preview), and for products the filters, key figures, LED cabinet and related products.
 * The server renders it whole: it posts as a plain form without JavaScript. Hydrated (the
 * CatalogueEditor island) it checks the draft with the same rules as the server
 * (ui/pim/catalogue-form.ts) before sending, shows the problems in place, uploads a new photo at
 * once and saves in place. PIM viewers get it read-only, with no way to save.
 */
import { type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import type { CatalogFile } from '../../locales/registry.ts'
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_TYPES } from '../catalogue/product-photos.ts'
import { Button } from '../components/Button.tsx'
import { ENERGY_CLASSES } from '../catalogue/energy-label-svg.ts'
import { type CatalogueKind, type CatalogueRecordOf, RELATED_PRODUCTS_MAX, TEXT_LANGUAGES } from '../content/catalogue-source.ts'
import type { ProductFacet } from '../content/model.ts'
import { CsrfField } from '../forms/CsrfField.tsx'
import { ErrorSummary } from '../forms/components/ErrorSummary.tsx'
import { controlClass, errorClass, fieldBlockClass, hintClass, labelClass } from '../forms/components/FormField.tsx'
import { fileTypesAgree } from '../forms/file-types.ts'
import {
  type CatalogueFormContext,
  IMAGE_FIELDS,
  LED_FIELDS,
  LOCALISED_FIELDS,
  type LocalisedField,
  PRODUCT_NUMBER_FIELDS,
  REVISION_FIELD,
  checkCatalogueForm,
  localisedFieldName,
} from './catalogue-form.ts'
import type { CatalogueEditorTexts } from './catalogue-texts.ts'
import { pimSectionTitleClass } from './pim-styles.ts'

export interface CatalogueEditorOption {
  value: string
  label: string
}

export interface CatalogueEditorProps {
  kind: CatalogueKind
  /** Where the form posts (the record's screen). */
  action: string
  photoEndpoint: string
  revision: number
  values: Record<string, string | string[]>
  /** Problems by form field, in the reader's language (after a refused plain post). */
  errors: Record<string, string>
  readOnly: boolean
  csrfToken: string
  /** The draft the form was opened on, and what the check needs to know of the catalogue. */
  base: CatalogueRecordOf[CatalogueKind]
  context: CatalogueFormContext
  options: {
    lines: CatalogueEditorOption[]
    categories: CatalogueEditorOption[]
    products: CatalogueEditorOption[]
    facets: Array<{ name: ProductFacet; label: string; values: CatalogueEditorOption[] }>
  }
  texts: CatalogueEditorTexts
}

const fieldsetClass = css({
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'md',
  bg: 'white',
  p: { base: '4', md: '6' },
  mb: '6',
  minWidth: 0,
})
const legendClass = cx(pimSectionTitleClass, css({ px: '1' }))
const gridClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: '6' })
const choicesClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '1',
})
const choiceClass = css({ display: 'flex', alignItems: 'center', gap: '2' })
const innerFieldsetClass = css({ borderWidth: '0', p: '0', m: '0', mb: '5', minWidth: 0 })
const innerLegendClass = css({ fontWeight: 'semibold', color: 'gray.900', mb: '2' })
const tabListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '1', borderBottomWidth: '2px', borderColor: 'gray.200', mb: '4' })
const tabClass = css({
  px: '3',
  py: '2',
  mb: '-2px',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  fontWeight: 'semibold',
  color: 'gray.800',
  cursor: 'pointer',
  _hover: { color: 'brand.theme' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.theme', outlineOffset: '2px' },
  '&[aria-selected=true]': { color: 'brand.theme', borderColor: 'brand.theme' },
})
const tabProblemClass = css({ color: 'red.700', ml: '1' })
const panelClass = css({ _focusVisible: { outline: '2px solid', outlineColor: 'brand.theme', outlineOffset: '4px' } })
const pictureClass = css({
  maxWidth: '20rem',
  height: 'auto',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'md',
  bg: 'gray.50',
})
const textareaClass = cx(controlClass, css({ minHeight: '6rem' }))
const numberClass = cx(controlClass, css({ maxWidth: '12rem' }))

type Values = CatalogueEditorProps['values']

interface SelectOptions {
  id?: string
  labelText?: string
  value?: string
  /** The field's own select (its error shown below it); false for one of several selects of one field. */
  own?: boolean
}

/** An element id for a form field (`description.fr-fr` → `…-description-fr-fr`). */
function fieldId(prefix: string, field: string): string {
  return `${prefix}-${field.replace(/[^\w-]/g, '-')}`
}

function stringValue(values: Values, name: string): string {
  const value = values[name]
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
}

function listValue(values: Values, name: string): string[] {
  const value = values[name]
  return Array.isArray(value) ? value : value ? [value] : []
}

/** The language a field belongs to (its tab), when it is written per language. */
function languageOf(field: string): CatalogFile | undefined {
  const language = field.split('.').at(-1)
  return (TEXT_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as CatalogFile) : undefined
}

export function CatalogueEditor(props: CatalogueEditorProps) {
  const { kind, action, photoEndpoint, revision, readOnly, csrfToken, options, texts } = props
  const [values, setValues] = useState<Values>(props.values)
  const idPrefix = useId().replace(/:/g, '')
  const [enhanced, setEnhanced] = useState(false)
  const [language, setLanguage] = useState<CatalogFile>('en-gb')
  const [errors, setErrors] = useState<Record<string, string>>(props.errors)
  const [message, setMessage] = useState<string | null>(Object.keys(props.errors).length ? texts.fixErrors : null)
  const [saving, setSaving] = useState(false)
  const [image, setImage] = useState({
    src: stringValue(values, IMAGE_FIELDS.src),
    width: stringValue(values, IMAGE_FIELDS.width),
    height: stringValue(values, IMAGE_FIELDS.height),
  })
  const [photoState, setPhotoState] = useState<{ text: string; problem: boolean } | null>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const tabRefs = useRef(new Map<CatalogFile, HTMLButtonElement>())

  const refocus = useRef<string | null>(null)

  // The island loads when the page is idle or the form first used (CatalogueEditor.client.tsx): the
  // language fields then move into tabs as new elements, so what was typed in them goes along, and
  // the field being typed in keeps the focus (its language's tab opens).
  useEffect(() => {
    const form = formRef.current
    if (form) {
      const typed: Values = {}
      for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
        if (!languageOf(element.name)) continue
        if (element.value !== element.defaultValue) typed[element.name] = element.value
        if (element === document.activeElement) refocus.current = element.name
      }
      if (Object.keys(typed).length) setValues((previous) => ({ ...previous, ...typed }))
      const focusedLanguage = refocus.current ? languageOf(refocus.current) : undefined
      if (focusedLanguage) setLanguage(focusedLanguage)
    }
    setEnhanced(true)
  }, [])

  useEffect(() => {
    if (!enhanced || !refocus.current) return
    formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(refocus.current)}"]`)?.focus()
    refocus.current = null
  }, [enhanced])

  const idOf = (field: string) => fieldId(idPrefix, field)
  const describedBy = (field: string, hint?: string) =>
    [hint ? `${idOf(field)}-hint` : null, errors[field] ? `${idOf(field)}-error` : null].filter(Boolean).join(' ') || undefined
  const problemsIn = (file: CatalogFile) => Object.keys(errors).some((field) => languageOf(field) === file)

  function showProblems(next: Record<string, string>, text: string) {
    setErrors(next)
    setMessage(text)
    const first = Object.keys(next).map(languageOf).find(Boolean)
    if (first) setLanguage(first)
    requestAnimationFrame(() => summaryRef.current?.focus())
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving || readOnly) return
    const form = event.currentTarget
    const data = new FormData(form)
    const checked = checkCatalogueForm(kind, data, props.base, props.context)
    if (!checked.ok) {
      return showProblems(
        Object.fromEntries(Object.entries(checked.errors).map(([field, problem]) => [field, texts.problems[problem]])),
        texts.fixErrors,
      )
    }
    setSaving(true)
    try {
      const body = new URLSearchParams()
      for (const [name, value] of data) if (typeof value === 'string') body.append(name, value)
      const response = await fetch(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'X-CSRF-Token': csrfToken },
        body,
      })
      const answer = (await response.json().catch(() => null)) as {
        location?: string
        message?: string
        errors?: Record<string, string>
      } | null
      if (response.ok && answer?.location) {
        window.location.assign(answer.location)
        return
      }
      setSaving(false)
      showProblems(answer?.errors ?? {}, answer?.message ?? texts.saveFailed)
    } catch {
      setSaving(false)
      showProblems({}, texts.saveFailed)
    }
  }

  async function uploadPhoto(file: File) {
    const agrees = fileTypesAgree({ name: file.name, declared: file.type })
    if (!agrees || !(file.type in PRODUCT_PHOTO_TYPES) || file.size > PRODUCT_PHOTO_MAX_BYTES) {
      setPhotoState({ text: texts.hints.photo, problem: true })
      return
    }
    setPhotoState({ text: texts.photo.uploading, problem: false })
    try {
      const response = await fetch(`${photoEndpoint}?${new URLSearchParams({ name: file.name })}`, {
        method: 'PUT',
        headers: { 'Content-Type': file.type, Accept: 'application/json', 'X-CSRF-Token': csrfToken },
        body: file,
      })
      const answer = (await response.json().catch(() => null)) as { src?: string; width?: number; height?: number; message?: string } | null
      if (!response.ok || !answer?.src) {
        setPhotoState({ text: answer?.message || texts.photo.failed, problem: true })
        return
      }
      setImage({ src: answer.src, width: String(answer.width), height: String(answer.height) })
      setPhotoState({ text: texts.photo.uploaded, problem: false })
    } catch {
      setPhotoState({ text: texts.photo.failed, problem: true })
    }
  }

  /** A summary link to a field in another language's tab opens that tab first. */
  function followSummaryLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest('a')
    const target = link?.getAttribute('href')?.slice(1)
    if (!target || !enhanced) return
    const field = Object.keys(errors).find((name) => idOf(name) === target)
    const file = field ? languageOf(field) : undefined
    if (!file) return
    event.preventDefault()
    setLanguage(file)
    requestAnimationFrame(() => document.getElementById(target)?.focus())
  }

  function moveTab(event: KeyboardEvent<HTMLButtonElement>) {
    const at = TEXT_LANGUAGES.indexOf(language)
    const next =
      event.key === 'ArrowRight'
        ? TEXT_LANGUAGES[(at + 1) % TEXT_LANGUAGES.length]
        : event.key === 'ArrowLeft'
          ? TEXT_LANGUAGES[(at - 1 + TEXT_LANGUAGES.length) % TEXT_LANGUAGES.length]
          : event.key === 'Home'
            ? TEXT_LANGUAGES[0]
            : event.key === 'End'
              ? TEXT_LANGUAGES.at(-1)
              : undefined
    if (!next) return
    event.preventDefault()
    setLanguage(next)
    tabRefs.current.get(next)?.focus()
  }

  const error = (field: string) =>
    errors[field] ? (
      <p id={`${idOf(field)}-error`} className={errorClass}>
        {errors[field]}
      </p>
    ) : null

  const label = (field: string) => texts.labels[field] ?? field

  const textField = (name: string, labelText: string, multiline: boolean, hint?: string) => (
    <div className={fieldBlockClass} key={name}>
      <label htmlFor={idOf(name)} className={labelClass}>
        {labelText}
      </label>
      {hint ? (
        <p id={`${idOf(name)}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          id={idOf(name)}
          name={name}
          className={textareaClass}
          defaultValue={stringValue(values, name)}
          rows={name.startsWith('description') ? 6 : 3}
          disabled={readOnly}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(name, hint)}
        />
      ) : (
        <input
          id={idOf(name)}
          name={name}
          className={controlClass}
          disabled={readOnly}
          defaultValue={stringValue(values, name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(name, hint)}
        />
      )}
      {error(name)}
    </div>
  )

  const numberField = (name: string) => (
    <div className={fieldBlockClass} key={name}>
      <label htmlFor={idOf(name)} className={labelClass}>
        {label(name)}
      </label>
      <input
        id={idOf(name)}
        name={name}
        inputMode="decimal"
        className={numberClass}
        disabled={readOnly}
        defaultValue={stringValue(values, name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
      />
      {error(name)}
    </div>
  )

  const selectField = (
    name: string,
    choices: readonly CatalogueEditorOption[],
    optional: boolean,
    { id = idOf(name), labelText = label(name), value = stringValue(values, name), own = true }: SelectOptions = {},
  ) => (
    <div className={fieldBlockClass} key={id}>
      <label htmlFor={id} className={labelClass}>
        {labelText}
      </label>
      <select
        id={id}
        name={name}
        className={controlClass}
        disabled={readOnly}
        defaultValue={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={own ? describedBy(name) : undefined}
      >
        {optional ? <option value="">{texts.none}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {own ? error(name) : null}
    </div>
  )

  const languageFields = (file: CatalogFile) => (
    <>
      {file === 'en-us' ? <p className={hintClass}>{texts.hints.americanEnglish}</p> : null}
      {file !== 'en-gb' && file !== 'en-us' ? <p className={hintClass}>{texts.hints.otherLanguage}</p> : null}
      {LOCALISED_FIELDS[kind].map((field: LocalisedField) =>
        textField(
          localisedFieldName(field, file),
          label(field),
          field === 'description' || field === 'highlights' || field === 'summary' || field === 'intro',
          field === 'highlights' ? texts.hints.highlights : field === 'slug' ? texts.hints.slug : undefined,
        ),
      )}
      {textField(localisedFieldName('imageAlt', file), label('imageAlt'), false)}
    </>
  )

  const languagesSection: ReactNode = enhanced ? (
    <>
      <div role="tablist" aria-label={texts.languagesLabel} className={tabListClass}>
        {TEXT_LANGUAGES.map((file) => (
          <button
            key={file}
            ref={(element) => {
              if (element) tabRefs.current.set(file, element)
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${file}`}
            aria-selected={language === file}
            aria-controls={`${idPrefix}-panel-${file}`}
            tabIndex={language === file ? 0 : -1}
            className={tabClass}
            onClick={() => setLanguage(file)}
            onKeyDown={moveTab}
            data-language-tab={file}
          >
            {problemsIn(file) ? (
              <>
                {texts.languagesWithProblems[file]}
                <span aria-hidden="true" className={tabProblemClass}>
                  !
                </span>
              </>
            ) : (
              texts.languages[file]
            )}
          </button>
        ))}
      </div>
      {TEXT_LANGUAGES.map((file) => (
        <div
          key={file}
          role="tabpanel"
          id={`${idPrefix}-panel-${file}`}
          aria-labelledby={`${idPrefix}-tab-${file}`}
          hidden={language !== file}
          className={panelClass}
          lang={file}
        >
          {languageFields(file)}
        </div>
      ))}
    </>
  ) : (
    TEXT_LANGUAGES.map((file) => (
      <fieldset key={file} className={innerFieldsetClass} lang={file}>
        <legend className={innerLegendClass}>{texts.languages[file]}</legend>
        {languageFields(file)}
      </fieldset>
    ))
  )

  const content = (
    <>
      {kind === 'product' ? (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{texts.legends.general}</legend>
          <div className={gridClass}>
            {selectField(
              'status',
              Object.entries(texts.statuses).map(([value, text]) => ({ value, label: text })),
              false,
            )}
            {selectField('lineId', options.lines, false)}
          </div>
        </fieldset>
      ) : kind === 'line' ? (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{texts.legends.general}</legend>
          {selectField('categoryId', options.categories, false)}
        </fieldset>
      ) : null}

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{texts.legends.texts}</legend>
        {languagesSection}
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{texts.legends.picture}</legend>
        <p className={hintClass}>{texts.photo.current}</p>
        <img
          src={image.src}
          width={Number(image.width) || undefined}
          height={Number(image.height) || undefined}
          alt={stringValue(values, localisedFieldName('imageAlt', 'en-gb'))}
          className={pictureClass}
          data-catalogue-picture=""
        />
        <input type="hidden" name={IMAGE_FIELDS.src} value={image.src} readOnly />
        <input type="hidden" name={IMAGE_FIELDS.width} value={image.width} readOnly />
        <input type="hidden" name={IMAGE_FIELDS.height} value={image.height} readOnly />
        {enhanced && !readOnly ? (
          <div className={cx(fieldBlockClass, css({ mt: '4' }))}>
            <label htmlFor={idOf('photo')} className={labelClass}>
              {texts.photo.choose}
            </label>
            <p id={`${idOf('photo')}-hint`} className={hintClass}>
              {texts.hints.photo}
            </p>
            <input
              id={idOf('photo')}
              type="file"
              accept={Object.keys(PRODUCT_PHOTO_TYPES).join(',')}
              aria-describedby={`${idOf('photo')}-hint ${idOf('photo')}-state`}
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) void uploadPhoto(file)
              }}
            />
            <p id={`${idOf('photo')}-state`} role="status" className={photoState?.problem ? errorClass : hintClass} data-photo-state="">
              {photoState?.text ?? null}
            </p>
          </div>
        ) : null}
        {error('image')}
      </fieldset>

      {kind === 'product' ? (
        <>
          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{texts.legends.filters}</legend>
            <p className={hintClass}>{texts.hints.facets}</p>
            {options.facets.map((facet) => {
              const name = `facets.${facet.name}`
              const chosen = listValue(values, name)
              return (
                <fieldset
                  key={facet.name}
                  className={innerFieldsetClass}
                  aria-describedby={errors[name] ? `${idOf(name)}-error` : undefined}
                >
                  <legend className={innerLegendClass}>{facet.label}</legend>
                  <div className={choicesClass}>
                    {facet.values.map((choice) => (
                      <label key={choice.value} className={choiceClass}>
                        <input
                          type="checkbox"
                          name={name}
                          value={choice.value}
                          disabled={readOnly}
                          defaultChecked={chosen.includes(choice.value)}
                        />
                        {choice.label}
                      </label>
                    ))}
                  </div>
                  {error(name)}
                </fieldset>
              )
            })}
          </fieldset>

          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{texts.legends.figures}</legend>
            <div className={gridClass}>
              {PRODUCT_NUMBER_FIELDS.map((field) => numberField(field))}
              {selectField(
                'energyLabel',
                ENERGY_CLASSES.map((value) => ({ value, label: value })),
                true,
              )}
            </div>
          </fieldset>

          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{texts.legends.led}</legend>
            <p className={hintClass}>{texts.hints.led}</p>
            <div className={gridClass}>{LED_FIELDS.map((field) => numberField(`led.${field}`))}</div>
          </fieldset>

          <fieldset
            className={fieldsetClass}
            aria-describedby={errors.relatedProductCtns ? `${idOf('relatedProductCtns')}-error` : undefined}
          >
            <legend className={legendClass}>{texts.legends.related}</legend>
            <p className={hintClass}>{texts.hints.related}</p>
            <div className={gridClass}>
              {Array.from({ length: RELATED_PRODUCTS_MAX }, (_, index) =>
                selectField('relatedProductCtns', options.products, true, {
                  // The first select is the one a problem's link points at.
                  id: index === 0 ? idOf('relatedProductCtns') : idOf(`relatedProductCtns-${index + 1}`),
                  labelText: texts.relatedLabels[index] ?? String(index + 1),
                  value: listValue(values, 'relatedProductCtns')[index] ?? '',
                  own: false,
                }),
              )}
            </div>
            {error('relatedProductCtns')}
          </fieldset>
        </>
      ) : null}
    </>
  )

  const summaryItems = Object.entries(errors).map(([field, text]) => ({
    target: idOf(field),
    message: `${languageOf(field) ? `${label(field.split('.').slice(0, -1).join('.'))} (${texts.languages[languageOf(field)!]})` : label(field)}: ${text}`,
  }))

  return (
    <form ref={formRef} method="post" action={action} noValidate onSubmit={save} data-catalogue-editor={kind}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name={REVISION_FIELD} value={revision} readOnly />
      {message ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the summary's own links are the interactive elements; this only routes their clicks to the right tab.
        // biome-ignore lint/a11y/useKeyWithClickEvents: links answer Enter with a click, which this handles.
        <div onClick={followSummaryLink}>
          <ErrorSummary ref={summaryRef} title={texts.summaryTitle} message={message} items={summaryItems} />
        </div>
      ) : null}
      {content}
      {readOnly ? null : (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
          <Button type="submit" loading={saving} loadingLabel={texts.saving}>
            {texts.save}
          </Button>
          <p role="status" className={css({ srOnly: true })}>
            {saving ? texts.saving : null}
          </p>
        </div>
      )}
    </form>
  )
}
