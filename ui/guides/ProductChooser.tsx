/**
 * The product chooser island: five optional questions, then the matching products with up to
 * CHOOSER_MAX_SELECTED picked for the comparison page. Server-rendered from the query string
 * (ui/guides/product-chooser.ts); every step is a GET form, so it works without JavaScript.
 */
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { formatNumber } from '../format/intl.ts'
import type { FacetLabels, GuideProduct } from './guide-products.ts'
import {
  CHOOSER_MAX_SELECTED,
  CHOOSER_OPTIONS,
  CHOOSER_PARAMETERS,
  CHOOSER_STEPS,
  type ChooserQuestion,
  type ChooserState,
  chooseProducts,
  chooserQueryOf,
  chooserStateOf,
  ledHandOff,
  relaxations,
  toggleSelected,
} from './product-chooser.ts'
import { compareHref } from '../catalogue/compare-selection.ts'
import {
  GuideChrome,
  type StepChromeTexts,
  actionsClass,
  cardClass,
  cardListClass,
  choiceClass,
  choiceListClass,
  guideFormClass,
  legendClass,
  linkClass,
  warningClass,
} from './GuideChrome.tsx'
import { fill, useQueryState, useStepFocus } from './use-query-state.ts'

export interface ProductChooserTexts extends StepChromeTexts {
  stepTitles: Record<(typeof CHOOSER_STEPS)[number], string>
  questions: Record<ChooserQuestion, string>
  noPreference: string
  connectivityHint: string
  next: string
  previous: string
  showResults: string
  changeAnswers: string
  /** 'Matching products: {count}' */
  matchCount: string
  noMatch: string
  /** 'Leave out “{question}” ({count} matching)' */
  relax: string
  selectLabel: string
  /** 'Selected for comparison: {count} of {max}' */
  selectedCount: string
  atLimit: string
  refused: string
  overLimit: string
  compare: string
  updateSelection: string
  screenSize: string
  brightness: string
  ledTitle: string
  /** '{count} LED models meet your other answers…' */
  ledText: string
  ledLink: string
}

export interface ProductChooserProps {
  path: string
  comparePath: string
  /** LED answers go on to the LED configurator. */
  ledConfiguratorPath: string
  query: string
  iso: string
  products: GuideProduct[]
  facetLabels: FacetLabels
  texts: ProductChooserTexts
}

const FACET_OF: Record<ChooserQuestion, string> = {
  use: 'solutions',
  size: 'screenSize',
  brightness: 'brightness',
  orientation: 'orientation',
  connectivity: 'connections',
}

const ledHandOffClass = css({ p: '4', bg: 'blue.50', borderWidth: '1px', borderColor: 'blue.200', borderRadius: 'md' })

function Hidden({ state, except }: { state: ChooserState; except?: ChooserQuestion | 'selected' }) {
  const query = chooserQueryOf(state)
  query.delete(CHOOSER_PARAMETERS.step)
  if (except === 'selected') query.delete(CHOOSER_PARAMETERS.selected)
  else if (except) query.delete(CHOOSER_PARAMETERS[except])
  return (
    <>
      <input type="hidden" name={CHOOSER_PARAMETERS.step} value={state.step} />
      {[...query].map(([name, value], index) => (
        <input key={`${name}-${value}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

export function ProductChooser({ path, comparePath, ledConfiguratorPath, query, iso, products, facetLabels, texts }: ProductChooserProps) {
  const { state, show, onSubmit, changed } = useQueryState(query, chooserStateOf, chooserQueryOf)
  const [refusedCtn, setRefusedCtn] = useState<string | null>(null)
  const heading = useStepFocus(state.step, changed)
  const current = CHOOSER_STEPS.indexOf(state.step)
  const titles = CHOOSER_STEPS.map((step) => texts.stepTitles[step])
  const labelOf = (question: ChooserQuestion, value: string) => facetLabels[FACET_OF[question]]?.[value] ?? value

  const nav = (
    <div className={actionsClass}>
      {current > 0 ? (
        <Button type="submit" kind="naked" name={CHOOSER_PARAMETERS.go} value="previous" leadingIcon="arrow-left">
          {texts.previous}
        </Button>
      ) : null}
      <Button type="submit" name={CHOOSER_PARAMETERS.go} value="next" trailingIcon="arrow-right">
        {texts.next}
      </Button>
      <Button type="submit" kind="naked" name={CHOOSER_PARAMETERS.go} value="results">
        {texts.showResults}
      </Button>
    </div>
  )

  if (state.step !== 'results') {
    const question = state.step
    const multiple = question === 'connectivity'
    const options: readonly string[] = CHOOSER_OPTIONS[question]
    const name = CHOOSER_PARAMETERS[question]
    const chosen = (value: string) => (multiple ? state.answers.connectivity.includes(value) : (state.answers[question] ?? '') === value)
    return (
      <GuideChrome texts={texts} titles={titles} current={current} heading={heading}>
        <form
          method="get"
          action={path}
          onSubmit={onSubmit}
          className={guideFormClass}
          data-guide-form="chooser"
          key={chooserQueryOf(state).toString()}
        >
          <Hidden state={state} except={question} />
          <fieldset aria-describedby={multiple ? 'chooser-hint' : undefined}>
            <legend className={legendClass}>{texts.questions[question]}</legend>
            {multiple ? (
              <p id="chooser-hint" className={css({ mb: '3', color: 'gray.700' })}>
                {texts.connectivityHint}
              </p>
            ) : null}
            <div className={choiceListClass}>
              {multiple ? null : (
                <label className={choiceClass}>
                  <input type="radio" name={name} value="" defaultChecked={chosen('')} />
                  <span>{texts.noPreference}</span>
                </label>
              )}
              {options.map((value) => (
                <label key={value} className={choiceClass}>
                  <input type={multiple ? 'checkbox' : 'radio'} name={name} value={value} defaultChecked={chosen(value)} />
                  <span>{labelOf(question, value)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {nav}
        </form>
      </GuideChrome>
    )
  }

  const matches = chooseProducts(products, state.answers)
  const led = ledHandOff(products, state.answers, ledConfiguratorPath)
  const selected = state.selected
  const atLimit = selected.length >= CHOOSER_MAX_SELECTED
  const shownCtns = new Set(matches.map((product) => product.ctn))
  const limits = { max: CHOOSER_MAX_SELECTED }
  const warning = refusedCtn
    ? fill(texts.refused, limits)
    : state.overLimit
      ? fill(texts.overLimit, limits)
      : atLimit
        ? fill(texts.atLimit, limits)
        : ''

  function toggle(ctn: string, pick: boolean) {
    const change = toggleSelected(selected, ctn, pick)
    setRefusedCtn(change.kind === 'refused' ? ctn : null)
    if (change.kind !== 'refused') show({ ...state, selected: change.selected, overLimit: false }, 'replace')
  }

  return (
    <GuideChrome texts={texts} titles={titles} current={current} heading={heading}>
      <form method="get" action={path} onSubmit={onSubmit} className={guideFormClass} data-guide-form="chooser">
        <Hidden state={state} except="selected" />
        {selected
          .filter((ctn) => !shownCtns.has(ctn))
          .map((ctn) => (
            <input key={ctn} type="hidden" name={CHOOSER_PARAMETERS.selected} value={ctn} />
          ))}
        <p className={css({ fontWeight: 'semibold' })} data-chooser-count={matches.length}>
          {fill(texts.matchCount, { count: matches.length })}
        </p>
        {led ? (
          <section className={ledHandOffClass} aria-labelledby="chooser-led-title" data-chooser-led={led.count}>
            <h3 id="chooser-led-title" className={css({ fontWeight: 'bold', mb: '1' })}>
              {texts.ledTitle}
            </h3>
            <p className={css({ mb: '2' })}>{fill(texts.ledText, { count: led.count })}</p>
            <a className={linkClass} href={led.href} data-chooser-led-link="">
              {texts.ledLink}
            </a>
          </section>
        ) : null}
        {matches.length === 0 ? (
          <div className={warningClass}>
            <p>{texts.noMatch}</p>
            <ul className={css({ mt: '2', listStyle: 'disc', pl: '6' })}>
              {relaxations(products, state.answers).map((relaxation) => {
                const without = chooserQueryOf(state)
                without.delete(CHOOSER_PARAMETERS[relaxation.question])
                return (
                  <li key={relaxation.question}>
                    <a
                      className={linkClass}
                      href={`${path}?${without}`}
                      onClick={(event) => {
                        event.preventDefault()
                        show(chooserStateOf(without))
                      }}
                    >
                      {fill(texts.relax, { question: texts.stepTitles[relaxation.question], count: relaxation.count })}
                    </a>
                  </li>
                )
              })}
            </ul>
          </div>
        ) : (
          <>
            <p aria-live="polite" data-chooser-selected={selected.length}>
              {fill(texts.selectedCount, { count: selected.length, max: CHOOSER_MAX_SELECTED })}
            </p>
            <div aria-live="assertive">
              {warning ? (
                <p role="alert" className={warningClass} data-chooser-warning="">
                  {warning}
                </p>
              ) : null}
            </div>
            <ul className={cardListClass}>
              {matches.map((product) => (
                <li key={product.ctn} className={cardClass} data-chooser-product={product.ctn}>
                  <a href={product.href} className={linkClass}>
                    {product.name}
                  </a>
                  <span className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'gray.700' })}>{product.ctn}</span>
                  <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', fontSize: 'sm' })}>
                    {product.led ? null : (
                      <>
                        <dt>{texts.screenSize}</dt>
                        <dd>{formatNumber(iso, product.screenSizeInch)}″</dd>
                      </>
                    )}
                    <dt>{texts.brightness}</dt>
                    <dd>{formatNumber(iso, product.brightnessNits)} cd/m²</dd>
                  </dl>
                  <label className={choiceClass}>
                    <input
                      type="checkbox"
                      name={CHOOSER_PARAMETERS.selected}
                      value={product.ctn}
                      checked={selected.includes(product.ctn)}
                      onChange={(event) => toggle(product.ctn, event.currentTarget.checked)}
                    />
                    <span>
                      {texts.selectLabel}
                      <span className={css({ srOnly: true })}> {product.name}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className={actionsClass}>
          <Button type="submit" kind="naked" name={CHOOSER_PARAMETERS.go} value="use" leadingIcon="arrow-left">
            {texts.changeAnswers}
          </Button>
          {matches.length ? (
            <>
              <noscript>
                <Button type="submit" kind="naked" name={CHOOSER_PARAMETERS.go} value="results">
                  {texts.updateSelection}
                </Button>
              </noscript>
              <Button
                type="submit"
                formAction={comparePath}
                data-chooser-compare={compareHref(comparePath, selected)}
                trailingIcon="arrow-right"
                onClick={(event) => {
                  event.preventDefault()
                  location.assign(compareHref(comparePath, selected))
                }}
              >
                {texts.compare}
              </Button>
            </>
          ) : null}
        </div>
      </form>
    </GuideChrome>
  )
}
