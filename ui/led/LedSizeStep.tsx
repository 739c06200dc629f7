/**
 * The first steps: the configurator's wall size (viewing distance first, then what the wall shows:
 * native Full HD or 4K content, or a size entered) and the calculator's model details. They come
 * with the island's shell; every later step loads when the visitor gets there.
 */
import { css } from 'styled-system/css'
import { controlClass, fieldBlockClass, hintClass, labelClass } from '../forms/components/FormField.tsx'
import { fillTemplate } from '../forms/validation-messages.ts'
import { LedFitFields, ledChoiceClass, ledFieldsetClass, ledLegendClass } from './LedFitFields.tsx'
import { CONFIGURATION_PARAMS as P, type LedConfiguration } from './led-configuration.ts'
import { DISTANCE_SYMBOLS, UNIT_SYMBOLS, formatPitch } from './led-format.ts'
import type { LedStepContext } from './led-step-parts.ts'
import { WALL_CONTENTS } from './led-viewing.ts'
import { REGIONS } from './led-wall-layout.ts'
import { distanceUnitOf } from './units.ts'

const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })
const numberClass = css({ maxWidth: '12rem' })
/** The size fields hide while native content sizes the wall (CSS only: it works without JavaScript too). */
const sizeStepClass = css({
  '&:has(input[name="content"][value="full-hd"]:checked, input[name="content"][value="uhd-4k"]:checked) [data-led-size-fields]': {
    display: 'none',
  },
})

function SizeFields({ id, configuration, texts, typed, onTyped, update, errorId }: LedStepContext) {
  return (
    <>
      <div className={rowClass} data-led-size-fields="">
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
              onChange={(event) => onTyped(name, event.target.value)}
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
              className={`${controlClass} ${numberClass}`}
            />
          </div>
        ))}
      </div>
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
}

export function LedSizeStep(context: LedStepContext) {
  const { id, configuration, texts, typed, onTyped, update, distanceErrorId } = context
  const unit = distanceUnitOf(configuration.unit)
  return (
    <div className={sizeStepClass}>
      <div className={fieldBlockClass}>
        <label htmlFor={`${id}-viewing`} className={labelClass}>
          {fillTemplate(texts.viewingDistance, { unit: DISTANCE_SYMBOLS[unit] })}
        </label>
        <span id={`${id}-viewing-hint`} className={hintClass}>
          {texts.viewingHint}
        </span>
        <input
          id={`${id}-viewing`}
          name={P.typedDistance}
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          value={typed.distance}
          onChange={(event) => onTyped('distance', event.target.value)}
          aria-invalid={distanceErrorId ? true : undefined}
          aria-describedby={[`${id}-viewing-hint`, distanceErrorId].filter(Boolean).join(' ')}
          className={`${controlClass} ${numberClass}`}
        />
      </div>
      <fieldset className={ledFieldsetClass}>
        <legend className={ledLegendClass}>{texts.contentLegend}</legend>
        {WALL_CONTENTS.map((content) => (
          <div key={content} className={ledChoiceClass}>
            <input
              type="radio"
              id={`${id}-content-${content}`}
              name={P.content}
              value={content}
              checked={configuration.content === content}
              onChange={() => update({ content })}
            />
            <label htmlFor={`${id}-content-${content}`}>{texts.contentNames[content]}</label>
          </div>
        ))}
      </fieldset>
      <SizeFields {...context} />
    </div>
  )
}

/** The calculator's details: the model, the size, how the cabinets fit and the spares, on one step. */
export function LedCalculatorDetails(context: LedStepContext) {
  const { id, models, lines, model, texts, iso, update } = context
  return (
    <>
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
                  >{`${candidate.name} (${candidate.ctn}) · ${formatPitch(iso, candidate.cabinet.pixelPitchMm)}`}</option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <SizeFields {...context} />
      <LedFitFields {...context} />
    </>
  )
}
