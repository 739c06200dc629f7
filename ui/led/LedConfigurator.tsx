/**
 * The LED wall configurator (steps wall size, LED model — with its comparison view —, LED area,
 * summary) and the LED calculator (model details, results): one island over the shared calculation
 * core. This is its shell; each step is a part (led-step-parts.ts) the browser loads when the
 * visitor reaches it, so the first page loads little more than the first step.
 *
 * Without JavaScript each step is a GET form: its buttons carry the step to go to, the other
 * choices travel as hidden fields, and the server renders the requested step from the same core.
 * Hydrated, the same forms work in place: the wall updates while typing, the address bar keeps
 * the state (reload and shared links restore it), step changes move focus to the step heading and
 * are announced, and a background image or video can be put on the preview.
 */
import { type FormEvent, Suspense, startTransition, useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { controlClass, fieldBlockClass, labelClass } from '../forms/components/FormField.tsx'
import { fillTemplate } from '../forms/validation-messages.ts'
import {
  COMPARE_VIEW,
  CONFIGURATION_PARAMS as P,
  LED_COMPARE_MAX,
  LED_QUOTE_CAMPAIGNS,
  type LedConfiguration,
  configurationQuery,
  readCompared,
  readConfiguration,
  readConfiguratorView,
  readStep,
  reachableStep,
  settleConfiguration,
  wallRequestOf,
} from './led-configuration.ts'
import { formatDistance } from './led-format.ts'
import { type LedLineGroup, type LedStepContext, type LedStepParts, type LedView, VIEW_FIELDS, viewHasTypedSize } from './led-step-parts.ts'
import { type LedToolTexts, wallErrorText } from './led-texts.ts'
import { MAX_VIEWING_DISTANCE_MM, MIN_VIEWING_DISTANCE_MM } from './led-content.ts'
import { type LedModel, MAX_SPARE_PERCENT, clampSparePercent, ledWallLayout } from './led-wall-layout.ts'
import type { PreviewBackground } from './LedWallPreview.tsx'
import { LENGTH_UNITS, MM_PER_DISTANCE_UNIT, distanceIn, distanceUnitOf, fromMillimetres, toMillimetres } from './units.ts'

export type { LedLineGroup }

export interface LedConfiguratorProps {
  tool: 'configurator' | 'calculator'
  steps: string[]
  /** The step or view shown (the configurator's comparison is a view of its model step). */
  step: string
  configuration: LedConfiguration
  invalidSize: boolean
  invalidDistance: boolean
  spareClamped: boolean
  compared: string[]
  /** The comparison was asked for with fewer than two models, or more than LED_COMPARE_MAX were ticked. */
  compareNotice?: 'too-few' | 'over-limit'
  models: LedModel[]
  lines: LedLineGroup[]
  localeCode: string
  iso: string
  /** The page's own path: the GET forms' action. */
  action: string
  contactHref: string
  /** The configurator's summary posts here to save the result (with the CSRF token). */
  save?: { action: string; csrfToken: string; csrfField: string }
  /** The calculator's results lead on: the configurator's path and the quote request's. */
  links?: { configurator: string; quote: string }
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
const buttonsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '4' })
const alertClass = css({ borderWidth: '2px', borderColor: 'red.700', borderRadius: 'md', p: '3', mb: '4', color: 'red.800' })
const visuallyHidden = css({ srOnly: true })
const noticeClass = css({ p: '3', mb: '4', bg: 'yellow.50', borderWidth: '1px', borderColor: 'yellow.500', borderRadius: 'md' })
export const ledNumberClass = css({ maxWidth: '12rem' })

function modelOf(models: readonly LedModel[], slug: string): LedModel {
  return models.find((model) => model.slug === slug) ?? models[0]!
}

function shownLength(mm: number, unit: LedConfiguration['unit'], pitch: number): string {
  return String(fromMillimetres(mm, unit, pitch))
}

function typedOf(configuration: LedConfiguration, models: readonly LedModel[]) {
  const pitch = modelOf(models, configuration.model).cabinet.pixelPitchMm
  return {
    width: shownLength(configuration.widthMm, configuration.unit, pitch),
    height: shownLength(configuration.heightMm, configuration.unit, pitch),
    distance:
      configuration.distanceMm === undefined ? '' : String(distanceIn(configuration.distanceMm, distanceUnitOf(configuration.unit))),
  }
}

/** Says when the step's part inside the same Suspense boundary has mounted (or hydrated). */
function PartMounted({ onMounted }: { onMounted: (mounted: boolean) => void }) {
  useEffect(() => onMounted(true), [onMounted])
  return null
}

export function LedConfigurator(props: LedConfiguratorProps & { parts: LedStepParts }) {
  const { tool, steps, models, lines, texts, iso, action, contactHref, save, parts, links } = props
  const [configuration, setConfiguration] = useState(props.configuration)
  const [step, setStep] = useState(props.step)
  const [invalidSize, setInvalidSize] = useState(props.invalidSize)
  const [invalidDistance, setInvalidDistance] = useState(props.invalidDistance)
  const [typed, setTyped] = useState(() => typedOf(props.configuration, models))
  const [spareText, setSpareText] = useState(String(props.configuration.sparePercent))
  const [spareClamped, setSpareClamped] = useState(props.spareClamped)
  const [compared, setCompared] = useState(props.compared)
  const [compareNotice, setCompareNotice] = useState(props.compareNotice)
  const [hydrated, setHydrated] = useState(false)
  // The step's part hydrates on its own once its bundle is there (Suspense); ready means both.
  const [partReady, setPartReady] = useState(false)
  const [saving, setSaving] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [background, setBackground] = useState<PreviewBackground>()
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const focusHeading = useRef(false)
  const id = useId()

  const model = modelOf(models, configuration.model)
  const outcome = ledWallLayout(model, wallRequestOf(configuration))
  const view = step as LedView
  const progressStep = view === COMPARE_VIEW ? 'model' : step
  const stepIndex = steps.indexOf(progressStep)
  const stepTitle = view === COMPARE_VIEW ? texts.compareTitle : (texts.steps[progressStep] ?? progressStep)
  const stepText = fillTemplate(texts.stepOf, { current: stepIndex + 1, total: steps.length, title: stepTitle })

  useEffect(() => setHydrated(true), [])

  // A background replaced or removed (or the island gone) lets go of its file.
  useEffect(
    () => () => {
      if (background) URL.revokeObjectURL(background.url)
    },
    [background],
  )

  // The address bar keeps the state: a reload or a shared link shows the same wall and step.
  useEffect(() => {
    if (!hydrated) return
    const url = `${action}?${configurationQuery(configuration, step, compared)}`
    if (`${location.pathname}${location.search}` === url) return
    if (moved.current) history.pushState(null, '', url)
    else history.replaceState(null, '', url)
    moved.current = false
  }, [hydrated, configuration, step, compared, action])

  // After a step change in place, focus goes to the new step's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes; the refs are read, not watched.
  useEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    heading.current?.focus()
  }, [step])

  // The next step's part is fetched while the visitor is busy with this one.
  useEffect(() => {
    if (!hydrated) return
    const next = view === 'model' ? COMPARE_VIEW : steps[stepIndex + 1]
    if (next) parts[next as LedView]?.preload?.()
    if (view === 'model') parts.area.preload?.()
  }, [hydrated, view, stepIndex, steps, parts])

  useEffect(() => {
    const restore = () => {
      const query = new URLSearchParams(location.search)
      const read = readConfiguration(query, models, props.localeCode)
      applyConfiguration(read.configuration)
      setInvalidSize(read.invalidSize)
      setInvalidDistance(read.invalidDistance)
      setCompared(readCompared(query, models).compared)
      setStep(tool === 'configurator' ? readConfiguratorView(query) : readStep(query, steps))
    }
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  })

  function applyConfiguration(next: LedConfiguration) {
    const settled = settleConfiguration(next, modelOf(models, next.model))
    setConfiguration(settled)
    setTyped(typedOf(settled, models))
    setSpareText(String(settled.sparePercent))
  }

  function update(change: Partial<LedConfiguration>) {
    applyConfiguration({ ...configuration, ...change })
  }

  function goTo(requested: string) {
    if (requested === COMPARE_VIEW && compared.length < 2) {
      setCompareNotice('too-few')
      setAnnouncement(texts.compareTooFew)
      return
    }
    const next =
      requested === COMPARE_VIEW
        ? COMPARE_VIEW
        : reachableStep(requested, steps, { invalidSize, invalidDistance, wallBuildable: outcome.ok })
    moved.current = next !== step
    focusHeading.current = true
    if (requested !== COMPARE_VIEW) setCompareNotice(undefined)
    const nextProgress = next === COMPARE_VIEW ? 'model' : next
    const title = next === COMPARE_VIEW ? texts.compareTitle : (texts.steps[next] ?? next)
    setAnnouncement(fillTemplate(texts.stepOf, { current: steps.indexOf(nextProgress) + 1, total: steps.length, title }))
    // A step whose part is still loading keeps the current one on screen until it is there.
    startTransition(() => setStep(next))
    if (next === step) heading.current?.focus()
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.name === P.choose && submitter.value) {
      update({ model: submitter.value })
      goTo('area')
      return
    }
    goTo(submitter?.value || step)
  }

  function onTyped(name: 'width' | 'height' | 'distance', text: string) {
    setTyped((current) => ({ ...current, [name]: text }))
    const value = Number(text.replace(',', '.'))
    if (name === 'distance') {
      if (text.trim() === '') {
        setInvalidDistance(false)
        setConfiguration((current) => ({ ...current, distanceMm: undefined }))
        return
      }
      const mm = Math.round(value * MM_PER_DISTANCE_UNIT[distanceUnitOf(configuration.unit)])
      const usable = Number.isFinite(value) && mm >= MIN_VIEWING_DISTANCE_MM && mm <= MAX_VIEWING_DISTANCE_MM
      setInvalidDistance(!usable)
      if (usable) setConfiguration((current) => ({ ...current, distanceMm: mm }))
      return
    }
    if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setInvalidSize(true)
      return
    }
    setInvalidSize(false)
    const mm = toMillimetres(value, configuration.unit, model.cabinet.pixelPitchMm)
    setConfiguration((current) => ({ ...current, [name === 'width' ? 'widthMm' : 'heightMm']: mm }))
  }

  function onSpare(text: string) {
    setSpareText(text)
    const value = Number(text.replace(',', '.'))
    if (text.trim() === '' || !Number.isFinite(value)) return
    setSpareClamped(value < 0 || value > MAX_SPARE_PERCENT)
    setConfiguration((current) => ({ ...current, sparePercent: clampSparePercent(value) }))
  }

  const distanceUnit = distanceUnitOf(configuration.unit)
  const sizeError = invalidSize ? texts.invalidSize : undefined
  const distanceError = invalidDistance
    ? fillTemplate(texts.invalidDistance, {
        min: formatDistance(iso, MIN_VIEWING_DISTANCE_MM, distanceUnit),
        max: formatDistance(iso, MAX_VIEWING_DISTANCE_MM, distanceUnit),
      })
    : undefined
  const wallError = outcome.ok ? undefined : wallErrorText(texts, outcome.error)
  const errorId = `${id}-error`
  const previous = view === COMPARE_VIEW ? 'model' : steps[stepIndex - 1]
  const next = steps[stepIndex + 1]

  const carried = new URLSearchParams(configurationQuery(configuration, undefined, compared))
  carried.delete(P.unit)
  for (const name of VIEW_FIELDS[view] ?? []) carried.delete(name)
  if (viewHasTypedSize(view)) carried.set(P.shownUnit, configuration.unit)

  const context: LedStepContext = {
    id,
    tool,
    configuration,
    model,
    models,
    lines,
    outcome,
    localeCode: props.localeCode,
    iso,
    texts,
    hydrated,
    update,
    typed,
    onTyped,
    errorId: sizeError || wallError ? errorId : undefined,
    distanceErrorId: distanceError ? errorId : undefined,
    spareText,
    onSpare,
    spareNotice: spareClamped ? fillTemplate(texts.spareClamped, { max: MAX_SPARE_PERCENT, used: configuration.sparePercent }) : undefined,
    compared,
    setCompared: (slugs) => {
      setCompared(slugs.slice(0, LED_COMPARE_MAX))
      setCompareNotice(slugs.length > LED_COMPARE_MAX ? 'over-limit' : undefined)
    },
    compareNotice:
      compareNotice === 'too-few'
        ? texts.compareTooFew
        : compareNotice === 'over-limit'
          ? fillTemplate(texts.compareOverLimit, { max: LED_COMPARE_MAX })
          : undefined,
    background,
    setBackground,
    links: links
      ? {
          configurator: `${links.configurator}?${configurationQuery(configuration, 'area')}`,
          quote: `${links.quote}?${new URLSearchParams({ campaign: LED_QUOTE_CAMPAIGNS.calculator, product: model.ctn })}`,
        }
      : undefined,
  }
  const Part = parts[view] ?? parts.size
  const problem = distanceError ?? sizeError ?? wallError

  return (
    <div data-led-tool={tool} data-ready={hydrated && partReady ? '' : undefined}>
      <p role="status" aria-live="polite" className={visuallyHidden} data-led-announcement="">
        {announcement}
      </p>
      <nav aria-label={texts.progress}>
        <ol className={stepListClass}>
          {steps.map((name, index) => (
            <li key={name} className={stepItemClass} aria-current={name === progressStep ? 'step' : undefined}>
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
        {problem ? (
          <div id={errorId} role="alert" className={alertClass} data-led-error="">
            <p className={css({ fontWeight: 'semibold' })}>{problem}</p>
            {wallError && !sizeError && !distanceError ? (
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
            onChange={(event) => update({ unit: event.target.value as LedConfiguration['unit'] })}
            className={`${controlClass} ${ledNumberClass}`}
          >
            {LENGTH_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {texts.unitNames[unit]}
              </option>
            ))}
          </select>
        </div>
        {[...carried].map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div aria-live="polite">
          {context.compareNotice && (view === 'model' || view === COMPARE_VIEW) ? (
            <p className={noticeClass} data-led-compare-notice="">
              {context.compareNotice}
            </p>
          ) : null}
        </div>
        <Suspense fallback={<p className={css({ color: 'gray.700' })}>{texts.loading}</p>}>
          <Part {...context} />
          <PartMounted onMounted={setPartReady} />
        </Suspense>
        <div className={buttonsClass}>
          {previous ? (
            <Button type="submit" kind="naked" name={P.step} value={previous} leadingIcon="arrow-left">
              {view === COMPARE_VIEW ? texts.backToModels : texts.previous}
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
          {[...new URLSearchParams(configurationQuery(configuration))].map(([name, value]) => (
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
