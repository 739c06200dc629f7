/** The calculator's one input step: the model, the size, how the cabinets fit and the spares. */
import { controlClass, fieldBlockClass, labelClass } from '../forms/components/FormField.tsx'
import { LedFitFields } from './LedFitFields.tsx'
import { LedSizeFields } from './LedSizeFields.tsx'
import { CONFIGURATION_PARAMS as P } from './led-configuration.ts'
import { formatPitch } from './led-format.ts'
import type { LedStepContext } from './led-step-parts.ts'

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
      <LedSizeFields {...context} />
      <LedFitFields {...context} />
    </>
  )
}
