/** The wall's width and height (typed in the unit shown) and the region: the configurator's first step and the calculator's. */
import { css } from 'styled-system/css'
import { controlClass, fieldBlockClass, labelClass } from '../forms/components/FormField.tsx'
import { CONFIGURATION_PARAMS as P, type LedConfiguration } from './led-configuration.ts'
import { UNIT_SYMBOLS } from './led-format.ts'
import type { LedStepContext } from './led-step-parts.ts'
import { REGIONS } from './led-wall-layout.ts'

const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })
const numberClass = css({ maxWidth: '12rem' })

export function LedSizeFields({ id, configuration, texts, typed, onTyped, update, errorId }: LedStepContext) {
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
