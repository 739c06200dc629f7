/**
 * The LED area step: how the cabinets fit the size, spares, the circuits the wall is fed from and
 * the signal it is driven with, the wall to scale, and a background image or video to try on it
 * (checked in the browser: the file never leaves it).
 */
import { type ChangeEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { controlClass, errorClass, fieldBlockClass, hintClass, labelClass } from '../forms/components/FormField.tsx'
import { SNIFF_BYTES } from '../forms/file-types.ts'
import { fillTemplate } from '../forms/validation-messages.ts'
import { BACKGROUND_ACCEPT, backgroundVerdict, proportionsMatch } from './background-fit.ts'
import { LedFitFields } from './LedFitFields.tsx'
import { ledFieldsetClass, ledLegendClass } from './led-field-classes.ts'
import { LedWallPreview } from './LedWallPreview.tsx'
import { CONFIGURATION_PARAMS as P, circuitAmpsOf } from './led-configuration.ts'
import { formatSize, previewDescription } from './led-format.ts'
import type { LedStepContext } from './led-step-parts.ts'
import { BIT_DEPTHS, CIRCUIT_AMPERAGES, FRAME_RATES, REGION_MAINS, aspectRatioOf } from './led-wall-layout.ts'

const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4' })

/** The wall to scale with the visitor's background on it: the LED area step and the summary. */
export function LedScaledPreview({ outcome, configuration, model, iso, texts, background }: LedStepContext) {
  if (!outcome.ok) return null
  const pitch = model.cabinet.pixelPitchMm
  return (
    <LedWallPreview
      widthMm={outcome.layout.widthMm}
      heightMm={outcome.layout.heightMm}
      columns={outcome.layout.columns}
      rows={outcome.layout.rows}
      background={background}
      description={previewDescription(iso, texts.previewDescription, outcome.layout, configuration.unit, pitch)}
    />
  )
}

function PowerAndSignal({ id, configuration, texts, update }: LedStepContext) {
  const usual = REGION_MAINS[configuration.region].amps
  return (
    <div className={rowClass}>
      <fieldset className={ledFieldsetClass}>
        <legend className={ledLegendClass}>{texts.powerLegend}</legend>
        <div className={fieldBlockClass}>
          <label htmlFor={`${id}-amps`} className={labelClass}>
            {texts.circuitAmps}
          </label>
          <select
            id={`${id}-amps`}
            name={P.amps}
            value={circuitAmpsOf(configuration)}
            onChange={(event) => update({ circuitAmps: Number(event.target.value) as (typeof CIRCUIT_AMPERAGES)[number] })}
            className={controlClass}
          >
            {CIRCUIT_AMPERAGES.map((amps) => (
              <option key={amps} value={amps}>
                {fillTemplate(amps === usual ? texts.ampsUsual : texts.ampsOption, { amps })}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <fieldset className={ledFieldsetClass}>
        <legend className={ledLegendClass}>{texts.signalLegend}</legend>
        <div className={rowClass}>
          <div className={fieldBlockClass}>
            <label htmlFor={`${id}-bits`} className={labelClass}>
              {texts.bitDepth}
            </label>
            <select
              id={`${id}-bits`}
              name={P.bitDepth}
              value={configuration.bitDepth}
              onChange={(event) => update({ bitDepth: Number(event.target.value) as (typeof BIT_DEPTHS)[number] })}
              className={controlClass}
            >
              {BIT_DEPTHS.map((bits) => (
                <option key={bits} value={bits}>
                  {fillTemplate(texts.bitsOption, { bits })}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldBlockClass}>
            <label htmlFor={`${id}-hz`} className={labelClass}>
              {texts.frameRate}
            </label>
            <select
              id={`${id}-hz`}
              name={P.frameRate}
              value={configuration.frameRate}
              onChange={(event) => update({ frameRate: Number(event.target.value) as (typeof FRAME_RATES)[number] })}
              className={controlClass}
            >
              {FRAME_RATES.map((hz) => (
                <option key={hz} value={hz}>
                  {fillTemplate(texts.hzOption, { hz })}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
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

function BackgroundField({ id, outcome, texts, hydrated, background, setBackground }: LedStepContext) {
  const [message, setMessage] = useState<{ error: boolean; text: string }>()
  if (!hydrated || !outcome.ok) return null
  const { layout } = outcome

  async function onBackground(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    const firstBytes = new Uint8Array(
      await file
        .slice(0, SNIFF_BYTES)
        .arrayBuffer()
        .catch(() => new ArrayBuffer(0)),
    )
    const verdict = backgroundVerdict(file.name, file.type, firstBytes)
    const wallRatio = aspectRatioOf(layout.resolutionWidth, layout.resolutionHeight).label
    if (!verdict.ok) {
      event.target.value = ''
      setMessage({ error: true, text: verdict.problem === 'mismatch' ? texts.backgroundMismatch : texts.backgroundWrongType })
      return
    }
    const { kind } = verdict
    const url = URL.createObjectURL(file)
    const size = await mediaSize(kind, url).catch(() => undefined)
    if (!size || !proportionsMatch(size.width, size.height, layout.widthMm, layout.heightMm)) {
      URL.revokeObjectURL(url)
      event.target.value = ''
      const fileRatio = size ? aspectRatioOf(size.width, size.height).label : '?'
      setMessage({ error: true, text: fillTemplate(texts.backgroundWrongRatio, { file: fileRatio, wall: wallRatio }) })
      return
    }
    setBackground({ kind, url })
    setMessage({ error: false, text: texts.backgroundAdded })
  }

  return (
    <div className={fieldBlockClass}>
      <label htmlFor={`${id}-background`} className={labelClass}>
        {texts.background}
      </label>
      <span id={`${id}-background-hint`} className={hintClass}>
        {fillTemplate(texts.backgroundHint, { ratio: layout.aspectRatio.label })}
      </span>
      <input
        id={`${id}-background`}
        type="file"
        accept={BACKGROUND_ACCEPT}
        onChange={onBackground}
        aria-describedby={`${id}-background-hint${message ? ` ${id}-background-message` : ''}`}
        aria-invalid={message?.error ? true : undefined}
      />
      {message ? (
        <p id={`${id}-background-message`} role={message.error ? 'alert' : 'status'} className={message.error ? errorClass : hintClass}>
          {message.text}
        </p>
      ) : null}
      {background ? (
        <Button
          kind="naked"
          size="sm"
          onClick={() => {
            setBackground(undefined)
            setMessage(undefined)
          }}
        >
          {texts.backgroundRemove}
        </Button>
      ) : null}
    </div>
  )
}

export function LedAreaStep(context: LedStepContext) {
  const { outcome, texts, iso, configuration, model } = context
  return (
    <>
      <LedFitFields {...context} />
      <PowerAndSignal {...context} />
      {outcome.ok ? (
        <p className={css({ fontSize: 'lg', mb: '3' })} data-led-fit="">
          {`${texts.figures.cabinets}: ${outcome.layout.columns} × ${outcome.layout.rows} · ${texts.figures.realSize}: ${formatSize(iso, outcome.layout.widthMm, outcome.layout.heightMm, configuration.unit, model.cabinet.pixelPitchMm)}`}
        </p>
      ) : null}
      <LedScaledPreview {...context} />
      <BackgroundField {...context} />
    </>
  )
}
