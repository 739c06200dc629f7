/** How the cabinets fit the size asked for, and the spare modules: the LED area step and the calculator's details. */
import { css } from 'styled-system/css'
import { controlClass, fieldBlockClass, hintClass, labelClass } from '../forms/components/FormField.tsx'
import { CONFIGURATION_PARAMS as P } from './led-configuration.ts'
import { ledChoiceClass, ledFieldsetClass, ledLegendClass } from './led-field-classes.ts'
import type { LedStepContext } from './led-step-parts.ts'
import { MAX_SPARE_PERCENT, WALL_ROUNDINGS } from './led-wall-layout.ts'

const numberClass = css({ maxWidth: '12rem' })

export function LedFitFields({ id, configuration, texts, update, spareText, onSpare, spareNotice }: LedStepContext) {
  return (
    <>
      <fieldset className={ledFieldsetClass}>
        <legend className={ledLegendClass}>{texts.rounding}</legend>
        {WALL_ROUNDINGS.map((rounding) => (
          <div key={rounding} className={ledChoiceClass}>
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
          value={spareText}
          onChange={(event) => onSpare(event.target.value)}
          aria-describedby={spareNotice ? `${id}-spare-notice` : undefined}
          className={`${controlClass} ${numberClass}`}
        />
        {/* Said when it changes: a percentage beyond the range is brought within it, never silently. */}
        <p id={`${id}-spare-notice`} role="status" className={hintClass} data-led-spare-notice="">
          {spareNotice ?? ''}
        </p>
      </div>
    </>
  )
}
