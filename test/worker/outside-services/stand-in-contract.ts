/**
 * What the outside-services stand-in (stand-in-server.ts, in Node) and the worker tests using it
 * (in workerd) agree on: the credentials it accepts, the services it plays, and the shapes of its
 * test-control calls. No Node or workerd APIs here: both sides import it.
 */

/** The only credentials the stand-in accepts; anything else is refused as the real service would. */
export const STAND_IN_CREDENTIALS = {
  salesforceClientId: 'stand-in-connected-app',
  salesforceClientSecret: 'stand-in-connected-app-secret',
  turnstileSecret: 'stand-in-turnstile-secret',
  /** The widget token siteverify accepts; every other token is refused (invalid-input-response). */
  turnstilePassingToken: 'stand-in-passing-token',
  sendGridKey: 'SG.stand-in-key',
  waveToken: 'stand-in-wave-token',
  oidcClientSecret: 'stand-in-oidc-secret',
} as const

export const STAND_IN_SERVICES = ['salesforce', 'turnstile', 'sendgrid', 'wave', 'oidc'] as const
export type StandInService = (typeof STAND_IN_SERVICES)[number]

/** An answer a test scripts for the next call of a service: a status, a body, and how long to wait first. */
export interface ScriptedAnswer {
  status: number
  json?: unknown
  text?: string
  headers?: Record<string, string>
  /** The stand-in waits this long before it answers (a slow service). */
  delayMs?: number
}

/** A request the stand-in received (path relative to the service, with its query). */
export interface RecordedRequest {
  service: StandInService
  method: string
  path: string
  headers: Record<string, string>
  body: string
}
