/**
 * The LED wall configurator (steps wall size, LED model, LED area, summary) and the LED
 * calculator (model details, results): one island over the shared calculation core.
 *
 * Without JavaScript each step is a GET form: its buttons carry the step to go to, the other
 * choices travel as hidden fields, and the server renders the requested step from the same core.
 * Hydrated, the same forms work in place: the wall updates while typing, the address bar keeps
 * the state (reload and shared links restore it), step changes move focus to the step heading and
 * are announced, and a background image or video can be put on the preview.
 */
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { controlClass, errorClass, fieldBlockClass, hintClass, labelClass } from '../forms/components/FormField.tsx'
import { fillTemplate } from '../forms/validation-messages.ts'
import { BACKGROUND_ACCEPT, backgroundVerdict, proportionsMatch } from './background-fit.ts'
import { SNIFF_BYTES } from '../forms/file-types.ts'
import { LedFigures } from './LedFigures.tsx'
import { formatLength, formatSize, UNIT_SYMBOLS } from './led-format.ts'
import {
  CONFIGURATION_PARAMS as P,
  type LedConfiguration,
  configurationQuery,
  readConfiguration,
  readStep,
  reachableStep,
  wallRequestOf,
} from './led-configuration.ts'
import type { LedToolTexts } from './led-texts.ts'
import { aspectRatioOf, type LedModel, ledWallLayout, MAX_SPARE_PERCENT, REGIONS, WALL_ROUNDINGS } from './led-wall-layout.ts'
import { HUMAN_HEIGHT_MM, LedWallPreview, type PreviewBackground } from './LedWallPreview.tsx'
import { fromMillimetres, LENGTH_UNITS, type LengthUnit, toMillimetres } from './units.ts'

export interface LedLineGroup {
  id: string
  title: string
}

export interface LedConfiguratorProps {
  tool: 'configurator' | 'calculator'
  steps: string[]
  step: string
  configuration: LedConfiguration
  invalidSize: boolean
  models: LedModel[]
  lines: LedLineGroup[]
  localeCode: string
  iso: string
  /** The page's own path: the GET forms' action. */
  action: string
  contactHref: string
  /** The configurator's summary posts here to save the result (with the CSRF token). */
  save?: { action: string; csrfToken: string; csrfField: string }
  texts: LedToolTexts
}

const stepListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0', mb: '6', counterReset: 'step' })
const stepItemClass = css({
  px: '3',
  py: '1',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'gray.400',
  fontSize: 'sm',
  '&[aria-current=step]': { bg: 'brand.theme', color: 'white', borderColor: 'brand.theme', fontWeight: 'semibold' },
})
const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })
const choiceClass = css({ display: 'flex', gap: '2', alignItems: 'flex-start', mb: '1' })
const fieldsetClass = css({ borderWidth: '0', p: '0', m: '0', mb: '5' })
const legendClass = css({ fontWeight: 'semibold', mb: '2' })
const buttonsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '4' })
const alertClass = css({ borderWidth: '2px', borderColor: 'red.700', borderRadius: 'md', p: '3', mb: '4', color: 'red.800' })
const visuallyHidden = css({ srOnly: true })
const numberClass = css({ maxWidth: '12rem' })

function modelOf(models: readonly LedModel[], slug: string): LedModel {
  return models.find((model) => model.slug === slug) ?? models[0]!
}

function shownLength(mm: number, unit: LengthUnit, pitch: number): string {
  return String(fromMillimetres(mm, unit, pitch))
}

export function LedConfigurator(props: LedConfiguratorProps) {
  const { tool, steps, models, lines, texts, iso, action, contactHref, save } = props
  const [configuration, setConfiguration] = useState(props.configuration)
  const [step, setStep] = useState(props.step)
  const [invalidSize, setInvalidSize] = useState(props.invalidSize)
  const model = modelOf(models, configuration.model)
  const pitch = model.cabinet.pixelPitchMm
  const [typed, setTyped] = useState({
    width: shownLength(configuration.widthMm, configuration.unit, pitch),
    height: shownLength(configuration.heightMm, configuration.unit, pitch),
  })
  const [hydrated, setHydrated] = useState(false)
  const [saving, setSaving] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [background, setBackground] = useState<PreviewBackground>()
  const [backgroundMessage, setBackgroundMessage] = useState<{ error: boolean; text: string }>()
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const id = useId()

  const outcome = ledWallLayout(model, wallRequestOf(configuration))
  const stepIndex = steps.indexOf(step)
  const stepTitle = texts.steps[step] ?? step
  const stepText = fillTemplate(texts.stepOf, { current: stepIndex + 1, total: steps.length, title: stepTitle })

  useEffect(() => setHydrated(true), [])

  // The address bar keeps the state: a reload or a shared link shows the same wall and step.
  useEffect(() => {
    if (!hydrated) return
    const url = `${action}?${configurationQuery(configuration, step)}`
    if (`${location.pathname}${location.search}` === url) return
    if (moved.current) history.pushState(null, '', url)
    else history.replaceState(null, '', url)
    moved.current = false
  }, [hydrated, configuration, step, action])

  useEffect(() => {
    const restore = () => {
      const query = new URLSearchParams(location.search)
      const read = readConfiguration(query, models, props.localeCode)
      applyConfiguration(read.configuration)
      setStep(readStep(query, steps))
    }
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  })

  useEffect(
    () => () => {
      if (background) URL.revokeObjectURL(background.url)
    },
    [background],
  )

  function applyConfiguration(next: LedConfiguration) {
    const nextPitch = modelOf(models, next.model).cabinet.pixelPitchMm
    setConfiguration(next)
    setTyped({ width: shownLength(next.widthMm, next.unit, nextPitch), height: shownLength(next.heightMm, next.unit, nextPitch) })
  }

  function update(change: Partial<LedConfiguration>) {
    applyConfiguration({ ...configuration, ...change })
  }

  function goTo(requested: string) {
    const next = reachableStep(requested, steps, { invalidSize, wallBuildable: outcome.ok })
    moved.current = next !== step
    setStep(next)
    const index = steps.indexOf(next)
    setAnnouncement(fillTemplate(texts.stepOf, { current: index + 1, total: steps.length, title: texts.steps[next] ?? next }))
    requestAnimationFrame(() => heading.current?.focus())
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    goTo(submitter?.value || step)
  }

  function onTypedLength(name: 'width' | 'height', event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value
    setTyped((current) => ({ ...current, [name]: text }))
    const value = Number(text.replace(',', '.'))
    if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setInvalidSize(true)
      return
    }
    setInvalidSize(false)
    const mm = toMillimetres(value, configuration.unit, pitch)
    setConfiguration((current) => ({ ...current, [name === 'width' ? 'widthMm' : 'heightMm']: mm }))
  }

  async function onBackground(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file || !outcome.ok) return
    const firstBytes = new Uint8Array(
      await file
        .slice(0, SNIFF_BYTES)
        .arrayBuffer()
        .catch(() => new ArrayBuffer(0)),
    )
    const verdict = backgroundVerdict(file.name, file.type, firstBytes)
    const wallRatio = aspectRatioOf(outcome.layout.resolutionWidth, outcome.layout.resolutionHeight).label
    if (!verdict.ok) {
      event.target.value = ''
      setBackgroundMessage({ error: true, text: verdict.problem === 'mismatch' ? texts.backgroundMismatch : texts.backgroundWrongType })
      return
    }
    const { kind } = verdict
    const url = URL.createObjectURL(file)
    const size = await mediaSize(kind, url).catch(() => undefined)
    if (!size || !proportionsMatch(size.width, size.height, outcome.layout.widthMm, outcome.layout.heightMm)) {
      URL.revokeObjectURL(url)
      event.target.value = ''
      const fileRatio = size ? aspectRatioOf(size.width, size.height).label : '?'
      setBackgroundMessage({ error: true, text: fillTemplate(texts.backgroundWrongRatio, { file: fileRatio, wall: wallRatio }) })
      return
    }
    setBackground({ kind, url })
    setBackgroundMessage({ error: false, text: texts.backgroundAdded })
  }

  const sizeError = invalidSize ? texts.invalidSize : undefined
  const wallError = outcome.ok ? undefined : outcome.error === 'too-small' ? texts.tooSmall : texts.impossible
  const errorId = `${id}-error`
  const stepHasSize = step === 'size' || step === 'details'
  const previous = steps[stepIndex - 1]
  const next = steps[stepIndex + 1]
  const hidden = (name: string, value: string | number) => <input type="hidden" name={name} value={value} />

  const sizeFields = (
    <>
      <div className={rowClass}>
        {(['width', 'height'] as const).map((name) => (
          <div key={name} className={fieldBlockClass}>
            <label htmlFor={`${id}-${name}`} className={labelClass}>{`${texts[name]} (${UNIT_SYMBOLS[configuration.unit]})`}</label>
            <input
              id={`${id}-${name}`}
              name={P[name === 'width' ? 'typedWidth' : 'typedHeight']}
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              required
              value={typed[name]}
              onChange={(event) => onTypedLength(name, event)}
              aria-invalid={sizeError || wallError ? true : undefined}
              aria-describedby={sizeError || wallError ? errorId : undefined}
              className={`${controlClass} ${numberClass}`}
            />
          </div>
        ))}
      </div>
      {hidden(P.shownUnit, configuration.unit)}
      <div className={fieldBlockClass}>
        <label htmlFor={`${id}-region`} className={labelClass}>
          {texts.region}
        </label>
        <select
          id={`${id}-region`}
          name={P.region}
          value={configuration.region}
          onChange={(event) => update({ region: event.target.value as LedConfiguration['region'] })}
          className={controlClass}
        >
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {texts.regionNames[region]}
            </option>
          ))}
        </select>
      </div>
    </>
  )

  const modelChoice =
    tool === 'configurator' ? (
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{texts.chooseModel}</legend>
        {lines.map((line) => {
          const inLine = models.filter((candidate) => candidate.lineId === line.id)
          if (!inLine.length) return null
          return (
            <fieldset key={line.id} className={fieldsetClass}>
              <legend className={css({ fontWeight: 'semibold', color: 'gray.700', mb: '1' })}>{line.title}</legend>
              {inLine.map((candidate) => (
                <div key={candidate.slug} className={choiceClass}>
                  <input
                    type="radio"
                    id={`${id}-model-${candidate.slug}`}
                    name={P.model}
                    value={candidate.slug}
                    checked={candidate.slug === model.slug}
                    onChange={() => update({ model: candidate.slug })}
                  />
                  <label htmlFor={`${id}-model-${candidate.slug}`}>
                    {`${candidate.name} (${candidate.ctn}) · ${texts.figures.pixelPitch} ${candidate.cabinet.pixelPitchMm} mm · ${texts.figures.cabinetSize} ${formatSize(iso, candidate.cabinet.cabinetWidthMm, candidate.cabinet.cabinetHeightMm, configuration.unit === 'px' ? 'cm' : configuration.unit, candidate.cabinet.pixelPitchMm)}`}
                  </label>
                </div>
              ))}
            </fieldset>
          )
        })}
      </fieldset>
    ) : (
      <div className={fieldBlockClass}>
        <label htmlFor={`${id}-model`} className={labelClass}>
          {texts.chooseModel}
        </label>
        <select
          id={`${id}-model`}
          name={P.model}
          value={model.slug}
          onChange={(event) => update({ model: event.target.value })}
          className={controlClass}
        >
          {lines.map((line) => (
            <optgroup key={line.id} label={line.title}>
              {models
                .filter((candidate) => candidate.lineId === line.id)
                .map((candidate) => (
                  <option
                    key={candidate.slug}
                    value={candidate.slug}
                  >{`${candidate.name} (${candidate.ctn}) · ${candidate.cabinet.pixelPitchMm} mm`}</option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
    )

  const fitFields = (
    <>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{texts.rounding}</legend>
        {WALL_ROUNDINGS.map((rounding) => (
          <div key={rounding} className={choiceClass}>
            <input
              type="radio"
              id={`${id}-rounding-${rounding}`}
              name={P.rounding}
              value={rounding}
              checked={configuration.rounding === rounding}
              onChange={() => update({ rounding })}
            />
            <label htmlFor={`${id}-rounding-${rounding}`}>{texts.roundingNames[rounding]}</label>
          </div>
        ))}
      </fieldset>
      <div className={fieldBlockClass}>
        <label htmlFor={`${id}-spare`} className={labelClass}>
          {texts.sparePercent}
        </label>
        <input
          id={`${id}-spare`}
          name={P.spare}
          type="number"
          min="0"
          max={MAX_SPARE_PERCENT}
          step="1"
          value={configuration.sparePercent}
          onChange={(event) => {
            const value = Number(event.target.value)
            if (Number.isFinite(value)) update({ sparePercent: Math.min(MAX_SPARE_PERCENT, Math.max(0, Math.round(value))) })
          }}
          className={`${controlClass} ${numberClass}`}
        />
      </div>
    </>
  )

  const preview = outcome.ok ? (
    <LedWallPreview
      widthMm={outcome.layout.widthMm}
      heightMm={outcome.layout.heightMm}
      columns={outcome.layout.columns}
      rows={outcome.layout.rows}
      background={background}
      description={fillTemplate(texts.previewDescription, {
        width: formatLength(iso, outcome.layout.widthMm, configuration.unit, pitch),
        height: formatLength(iso, outcome.layout.heightMm, configuration.unit, pitch),
        person: formatLength(iso, HUMAN_HEIGHT_MM, configuration.unit === 'px' ? 'cm' : configuration.unit, pitch),
      })}
    />
  ) : null

  const backgroundField =
    hydrated && outcome.ok ? (
      <div className={fieldBlockClass}>
        <label htmlFor={`${id}-background`} className={labelClass}>
          {texts.background}
        </label>
        <span id={`${id}-background-hint`} className={hintClass}>
          {fillTemplate(texts.backgroundHint, { ratio: outcome.layout.aspectRatio.label })}
        </span>
        <input
          id={`${id}-background`}
          type="file"
          accept={BACKGROUND_ACCEPT}
          onChange={onBackground}
          aria-describedby={`${id}-background-hint${backgroundMessage ? ` ${id}-background-message` : ''}`}
          aria-invalid={backgroundMessage?.error ? true : undefined}
        />
        {backgroundMessage ? (
          <p
            id={`${id}-background-message`}
            role={backgroundMessage.error ? 'alert' : 'status'}
            className={backgroundMessage.error ? errorClass : hintClass}
          >
            {backgroundMessage.text}
          </p>
        ) : null}
        {background ? (
          <Button
            kind="naked"
            size="sm"
            onClick={() => {
              setBackground(undefined)
              setBackgroundMessage(undefined)
            }}
          >
            {texts.backgroundRemove}
          </Button>
        ) : null}
      </div>
    ) : null

  const figures = outcome.ok ? (
    <LedFigures
      iso={iso}
      model={model}
      layout={outcome.layout}
      unit={configuration.unit}
      target={{ widthMm: configuration.widthMm, heightMm: configuration.heightMm }}
      regionName={texts.regionNames[configuration.region]}
      labels={texts.figures}
    />
  ) : null

  /** What the current step's own fields do not carry. */
  const carried = (
    <>
      {!stepHasSize ? hidden(P.region, configuration.region) : null}
      {hidden(P.width, configuration.widthMm)}
      {hidden(P.height, configuration.heightMm)}
      {step !== 'model' && tool === 'configurator' ? hidden(P.model, configuration.model) : null}
      {tool === 'calculator' && step !== 'details' ? hidden(P.model, configuration.model) : null}
      {step !== 'area' && step !== 'details' ? (
        <>
          {hidden(P.rounding, configuration.rounding)}
          {hidden(P.spare, configuration.sparePercent)}
        </>
      ) : null}
    </>
  )

  return (
    <div data-led-tool={tool} data-ready={hydrated ? '' : undefined}>
      <p role="status" aria-live="polite" className={visuallyHidden} data-led-announcement="">
        {announcement}
      </p>
      <nav aria-label={texts.progress}>
        <ol className={stepListClass}>
          {steps.map((name, index) => (
            <li key={name} className={stepItemClass} aria-current={name === step ? 'step' : undefined}>
              {`${index + 1}. ${texts.steps[name] ?? name}`}
            </li>
          ))}
        </ol>
      </nav>
      <form method="get" action={action} onSubmit={onSubmit} noValidate data-led-step={step}>
        <h2
          ref={heading}
          tabIndex={-1}
          className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4', _focusVisible: { outline: '3px solid', outlineColor: 'focus' } })}
        >
          <span className={visuallyHidden}>{stepText.replace(stepTitle, '')}</span>
          {stepTitle}
        </h2>
        {sizeError || wallError ? (
          <div id={errorId} role="alert" className={alertClass} data-led-error="">
            <p className={css({ fontWeight: 'semibold' })}>{sizeError ?? wallError}</p>
            {wallError && !sizeError ? (
              <p>
                <a href={contactHref}>{texts.contactUs}</a>
              </p>
            ) : null}
          </div>
        ) : null}
        <div className={fieldBlockClass}>
          <label htmlFor={`${id}-unit`} className={labelClass}>
            {texts.unit}
          </label>
          <select
            id={`${id}-unit`}
            name={P.unit}
            value={configuration.unit}
            onChange={(event) => update({ unit: event.target.value as LengthUnit })}
            className={`${controlClass} ${numberClass}`}
          >
            {LENGTH_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {texts.unitNames[unit]}
              </option>
            ))}
          </select>
        </div>
        {carried}
        {step === 'size' ? sizeFields : null}
        {step === 'model' ? modelChoice : null}
        {step === 'details' ? (
          <>
            {modelChoice}
            {sizeFields}
            {fitFields}
          </>
        ) : null}
        {step === 'area' ? (
          <>
            {fitFields}
            {outcome.ok ? (
              <p className={css({ fontSize: 'lg', mb: '3' })} data-led-fit="">
                {`${texts.figures.cabinets}: ${outcome.layout.columns} × ${outcome.layout.rows} · ${texts.figures.realSize}: ${formatSize(iso, outcome.layout.widthMm, outcome.layout.heightMm, configuration.unit, pitch)}`}
              </p>
            ) : null}
            {preview}
            {backgroundField}
          </>
        ) : null}
        {step === 'summary' || step === 'results' ? (
          <>
            {figures}
            {step === 'summary' ? <div className={css({ mt: '6' })}>{preview}</div> : null}
          </>
        ) : null}
        <div className={buttonsClass}>
          {previous ? (
            <Button type="submit" kind="naked" name={P.step} value={previous} leadingIcon="arrow-left">
              {texts.previous}
            </Button>
          ) : null}
          {!hydrated ? (
            <Button type="submit" kind="naked" name={P.step} value={step}>
              {texts.update}
            </Button>
          ) : null}
          {next ? (
            <Button type="submit" name={P.step} value={next} trailingIcon="arrow-right">
              {texts.next}
            </Button>
          ) : null}
        </div>
      </form>
      {step === 'summary' && save && outcome.ok ? (
        <form method="post" action={save.action} className={css({ mt: '6' })} data-led-save="" onSubmit={() => setSaving(true)}>
          <input type="hidden" name={save.csrfField} value={save.csrfToken} />
          {Object.entries(Object.fromEntries(new URLSearchParams(configurationQuery(configuration)))).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" loading={saving} loadingLabel={texts.saving}>
            {texts.save}
          </Button>
        </form>
      ) : null}
    </div>
  )
}

/** Natural size of an image or video behind an object URL. */
function mediaSize(kind: 'image' | 'video', url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    if (kind === 'image') {
      const image = new Image()
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight })
      image.onerror = reject
      image.src = url
      return
    }
    const video = document.createElement('video')
    video.preload = 'metadata'
    video.onloadedmetadata = () => resolve({ width: video.videoWidth, height: video.videoHeight })
    video.onerror = reject
    video.src = url
  })
}
