/**
 * The LED model step: with a viewing distance, every model ranked for it (the ones that fit first,
 * each with the wall it builds and why it fits or not); without one, the models by product line.
 * Any two or three can be ticked for the comparison.
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { fillTemplate } from '../forms/validation-messages.ts'
import { ledChoiceClass, ledFieldsetClass, ledLegendClass } from './led-field-classes.ts'
import { CONFIGURATION_PARAMS as P, COMPARE_VIEW, LED_COMPARE_MAX, wallRequestFor } from './led-configuration.ts'
import { formatDistance, formatNumberIn, formatPitch, formatSize, physicalUnit } from './led-format.ts'
import type { LedStepContext } from './led-step-parts.ts'
import { type RankedModel, fitsDistance, pitchRange, rankModels } from './led-viewing.ts'
import { type LedModel, ledWallLayout } from './led-wall-layout.ts'
import { distanceUnitOf } from './units.ts'

const optionClass = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '2',
  rowGap: '1',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
})
const detailClass = css({ gridColumn: '2', fontSize: 'sm', color: 'gray.700' })
const verdictClass = css({
  gridColumn: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  '&[data-fits]': { color: 'green.800' },
  '&:not([data-fits])': { color: 'red.800' },
})

function ModelOption({ context, ranked }: { context: LedStepContext; ranked: RankedModel }) {
  const { id, configuration, iso, texts, update, compared, setCompared, hydrated } = context
  const { model: candidate, outcome, verdict } = ranked
  const unit = physicalUnit(configuration.unit)
  const pitch = candidate.cabinet.pixelPitchMm
  const n = (value: number) => formatNumberIn(iso, value, 0)
  const detailId = `${id}-model-${candidate.slug}-detail`
  const ticked = compared.includes(candidate.slug)
  return (
    <div
      className={optionClass}
      data-led-model={candidate.slug}
      data-verdict={configuration.distanceMm === undefined ? undefined : verdict}
    >
      <input
        type="radio"
        id={`${id}-model-${candidate.slug}`}
        name={P.model}
        value={candidate.slug}
        checked={candidate.slug === configuration.model}
        onChange={() => update({ model: candidate.slug })}
        aria-describedby={detailId}
      />
      <label htmlFor={`${id}-model-${candidate.slug}`}>
        {`${candidate.name} (${candidate.ctn}) · ${texts.figures.pixelPitch} ${formatPitch(iso, pitch)} · ${texts.figures.cabinetSize} ${formatSize(iso, candidate.cabinet.cabinetWidthMm, candidate.cabinet.cabinetHeightMm, unit, pitch)}`}
      </label>
      <span id={detailId} className={detailClass}>
        {outcome.ok
          ? fillTemplate(texts.modelWall, {
              size: formatSize(iso, outcome.layout.widthMm, outcome.layout.heightMm, unit, pitch),
              resolution: `${n(outcome.layout.resolutionWidth)} × ${n(outcome.layout.resolutionHeight)} px`,
            })
          : texts.verdicts['cannot-build']}
        {configuration.distanceMm === undefined ? null : (
          <>
            {' · '}
            <span className={verdictClass} data-fits={fitsDistance(verdict) ? '' : undefined}>
              {texts.verdicts[verdict]}
            </span>
          </>
        )}
      </span>
      <span className={css({ gridColumn: '2' })}>
        <label className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
          <input
            type="checkbox"
            name={P.compare}
            value={candidate.slug}
            checked={ticked}
            disabled={hydrated && !ticked && compared.length >= LED_COMPARE_MAX}
            onChange={(event) =>
              setCompared(event.target.checked ? [...compared, candidate.slug] : compared.filter((slug) => slug !== candidate.slug))
            }
          />
          {texts.compareTick}
          <span className={css({ srOnly: true })}>{` ${candidate.name} (${candidate.ctn})`}</span>
        </label>
      </span>
    </div>
  )
}

export function LedModelStep(context: LedStepContext) {
  const { configuration, models, lines, texts, iso } = context
  const distance = configuration.distanceMm
  const requestFor = (model: LedModel) => wallRequestFor(configuration, model)
  const option = (ranked: RankedModel) => <ModelOption key={ranked.model.slug} context={context} ranked={ranked} />
  let choices: ReactNode
  let intro: string | undefined
  if (distance === undefined) {
    choices = lines.map((line) => {
      const inLine = models.filter((candidate) => candidate.lineId === line.id)
      if (!inLine.length) return null
      return (
        <fieldset key={line.id} className={ledFieldsetClass}>
          <legend className={css({ fontWeight: 'semibold', color: 'gray.700', mb: '1' })}>{line.title}</legend>
          {inLine.map((candidate) =>
            option({ model: candidate, outcome: ledWallLayout(candidate, requestFor(candidate)), verdict: 'fits' }),
          )}
        </fieldset>
      )
    })
  } else {
    const ranked = rankModels(models, requestFor, distance, configuration.content)
    const fitting = ranked.filter((entry) => fitsDistance(entry.verdict))
    const others = ranked.filter((entry) => !fitsDistance(entry.verdict))
    const unit = distanceUnitOf(configuration.unit)
    const range = pitchRange(distance, configuration.content)
    intro = fitting.length
      ? fillTemplate(texts.rankingIntro, {
          distance: formatDistance(iso, distance, unit),
          finest: formatPitch(iso, range.finestMm),
          coarsest: formatPitch(iso, range.coarsestMm),
        })
      : fillTemplate(texts.rankingNone, { distance: formatDistance(iso, distance, unit) })
    choices = (
      <>
        {fitting.length ? (
          <fieldset className={ledFieldsetClass} data-led-ranking="fitting">
            <legend className={css({ fontWeight: 'semibold', color: 'gray.700', mb: '1' })}>{texts.fittingModels}</legend>
            {fitting.map(option)}
          </fieldset>
        ) : null}
        {others.length ? (
          <fieldset className={ledFieldsetClass} data-led-ranking="others">
            <legend className={css({ fontWeight: 'semibold', color: 'gray.700', mb: '1' })}>{texts.otherModels}</legend>
            {others.map(option)}
          </fieldset>
        ) : null}
      </>
    )
  }
  return (
    <>
      {intro ? (
        <p className={css({ mb: '4' })} data-led-ranking-intro="">
          {intro}
        </p>
      ) : null}
      <fieldset className={ledFieldsetClass}>
        <legend className={ledLegendClass}>{texts.chooseModel}</legend>
        {choices}
      </fieldset>
      <p className={ledChoiceClass}>
        <Button type="submit" kind="naked" name={P.step} value={COMPARE_VIEW}>
          {texts.compareSelected}
        </Button>
      </p>
    </>
  )
}
