/**
 * The configurator's summary and the calculator's results: the figures, the wall to scale (with the
 * visitor's background), the blueprint and wiring, and the bill of materials; the calculator's
 * results lead on to the configurator with the same wall, or to a quote.
 */
import { css } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { LedScaledPreview } from './LedAreaStep.tsx'
import { LedFigures } from './LedFigures.tsx'
import { LedBillOfMaterials, LedWallViews } from './LedWallPlans.tsx'
import { ledFigureInputOf } from './led-figure-rows.ts'
import type { LedStepContext } from './led-step-parts.ts'

function Figures({ outcome, iso, model, configuration, texts }: LedStepContext) {
  if (!outcome.ok) return null
  return <LedFigures {...ledFigureInputOf(iso, configuration, model, outcome.layout, texts)} />
}

export function LedSummaryStep(context: LedStepContext) {
  const { outcome, iso, model, configuration, texts } = context
  if (!outcome.ok) return null
  return (
    <>
      <Figures {...context} />
      <div className={css({ mt: '6' })}>
        <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{texts.views.front}</h3>
        <LedScaledPreview {...context} />
      </div>
      <LedWallViews iso={iso} model={model} layout={outcome.layout} views={texts.views} headingLevel={3} />
      <LedBillOfMaterials iso={iso} model={model} layout={outcome.layout} unit={configuration.unit} bom={texts.bom} />
    </>
  )
}

export function LedCalculatorResults(context: LedStepContext) {
  const { texts, links } = context
  return (
    <>
      <Figures {...context} />
      {links ? (
        <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })} data-led-continue="">
          <ButtonLink href={links.configurator} trailingIcon="arrow-right">
            {texts.continueConfigurator}
          </ButtonLink>
          <ButtonLink href={links.quote} kind="naked">
            {texts.requestQuote}
          </ButtonLink>
        </p>
      ) : null}
    </>
  )
}
