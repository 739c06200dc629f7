/** Class names the LED tools' fieldsets and choices share (kept apart so a step imports them without another step's fields). */
import { css } from 'styled-system/css'

export const ledFieldsetClass = css({ borderWidth: '0', p: '0', m: '0', mb: '5' })
export const ledLegendClass = css({ fontWeight: 'semibold', mb: '2' })
export const ledChoiceClass = css({ display: 'flex', gap: '2', alignItems: 'flex-start', mb: '1' })
