/**
 * Sharing a corporate configuration by email: where the form posts, and the link the message
 * carries (the configurator's solutions step with the whole configuration in its query, so it
 * needs nothing stored to open).
 */
import type { LocaleCode } from '../../locales/registry.ts'
import { pathFor } from '../routes/route-table.ts'
import { CORPORATE_PARAMETERS, corporateQueryOf, corporateStateOf } from './corporate-configurator.ts'

export const CORPORATE_SHARE_PATH = '/api/corporate-configurator/share'
/** The query parameter the share endpoint answers back with: sent, invalid or failed. */
export const SHARE_RESULT_PARAMETER = 'shared'
export type ShareResult = 'sent' | 'invalid' | 'failed'

/** The configuration's canonical solutions query, or undefined when it holds no complete location. */
export function shareableConfiguration(configuration: string): string | undefined {
  const query = new URLSearchParams(configuration)
  query.set(CORPORATE_PARAMETERS.step, 'solutions')
  query.delete(CORPORATE_PARAMETERS.go)
  const state = corporateStateOf(query)
  if (state.step !== 'solutions') return undefined
  return corporateQueryOf(state).toString()
}

/** The configurator page showing a configuration's solutions, with an optional share result. */
export function corporateConfigurationPath(code: LocaleCode, configuration: string, result?: ShareResult): string {
  const query = new URLSearchParams(configuration)
  if (result) query.set(SHARE_RESULT_PARAMETER, result)
  return `${pathFor('corporate-configurator', code)}?${query.toString()}`
}
