/**
 * Where a partner organisation stands with Wave (SPEC.md point 4, the organisation states):
 * already registered, eligible with no account yet, or not yet available in its business area.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import type { PartnerOrganisation } from '../portal/partner-roles.ts'

export type WaveOrganisationState = 'confirmed' | 'eligible' | 'not-available'

export function waveStateOf(organisation: Pick<PartnerOrganisation, 'waveEnabled' | 'waveEligible'>): WaveOrganisationState {
  if (organisation.waveEnabled) return 'confirmed'
  return organisation.waveEligible ? 'eligible' : 'not-available'
}

export function WaveStatus({ organisation }: { organisation: PartnerOrganisation | null }) {
  const { i18n } = useLingui()
  if (!organisation) return null
  const state = waveStateOf(organisation)
  const text =
    state === 'confirmed'
      ? i18n._({
          id: 'wave.state_confirmed',
          message: '{organisation} is already registered for Wave.',
          values: { organisation: organisation.name },
        })
      : state === 'eligible'
        ? i18n._({
            id: 'wave.state_eligible',
            message: '{organisation} is eligible for Wave and has no Wave account yet.',
            values: { organisation: organisation.name },
          })
        : i18n._({
            id: 'wave.state_not_available',
            message: 'Wave is not yet available in the business area of {organisation}.',
            values: { organisation: organisation.name },
          })
  return (
    <p
      role="status"
      className={css({ bg: 'brand.light', color: 'brand.theme', borderRadius: 'md', px: '4', py: '3', fontWeight: 'semibold' })}
      data-wave-state={state}
    >
      {text}
    </p>
  )
}
