/**
 * The configurator's first step, wall size: the viewing distance first, then what the wall shows
 * (native Full HD or 4K content, or a size entered), the size and the region. It comes with the
 * island's shell; every later step loads when the visitor gets there.
 */
import { css } from 'styled-system/css'
import { controlClass, fieldBlockClass, hintClass, labelClass } from '../forms/components/FormField.tsx'
import { fillTemplate } from '../forms/validation-messages.ts'
import { ledChoiceClass, ledFieldsetClass, ledLegendClass } from './led-field-classes.ts'
import { LedSizeFields } from './LedSizeFields.tsx'
import { CONFIGURATION_PARAMS as P } from './led-configuration.ts'
import { DISTANCE_SYMBOLS } from './led-format.ts'
import type { LedStepContext } from './led-step-parts.ts'
import { WALL_CONTENTS } from './led-content.ts'
import { distanceUnitOf } from './units.ts'

const numberClass = css({ maxWidth: '12rem' })
/** The size fields hide while native content sizes the wall (CSS only: it works without JavaScript too). */
const sizeStepClass = css({
  '&:has(input[name="content"][value="full-hd"]:checked, input[name="content"][value="uhd-4k"]:checked) [data-led-size-fields]': {
    display: 'none',
  },
})

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
      <LedSizeFields {...context} />
    </div>
  )
}
