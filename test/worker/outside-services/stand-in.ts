/**
 * The outside-services stand-in as a worker test sees it: a tenant of its own (fresh records,
 * recorded requests and scripted answers) and the service URLs and credentials to put into the
 * worker's settings, so production adapters call it with the runtime's real `fetch`.
 */
import { inject } from 'vitest'
import { type RecordedRequest, STAND_IN_CREDENTIALS, type ScriptedAnswer, type StandInService } from './stand-in-contract.ts'

export { STAND_IN_CREDENTIALS }

export interface StandInTenant {
  /** SALESFORCE_INSTANCE_URL */
  salesforceUrl: string
  /** BOT_PROTECTION_VERIFY_URL */
  turnstileVerifyUrl: string
  /** MAIL_SEND_URL */
  sendGridSendUrl: string
  /** WAVE_API_URL */
  waveApiUrl: string
  /** The OpenID Connect issuer (discovery at `{issuer}/.well-known/openid-configuration`). */
  oidcIssuer: string
  /** The next calls of `service` get these answers, in order. */
  script(service: StandInService, ...answers: ScriptedAnswer[]): Promise<void>
  /** What this tenant received, oldest first (of one service, or of all). */
  requests(service?: StandInService): Promise<RecordedRequest[]>
}

export function standInTenant(): StandInTenant {
  const origin = inject('outsideServicesOrigin')
  if (!origin) throw new Error('The outside-services stand-in is not running (test/worker/outside-services/global-setup.ts)')
  const base = `${origin}/${crypto.randomUUID()}`
  return {
    salesforceUrl: `${base}/salesforce`,
    turnstileVerifyUrl: `${base}/turnstile/siteverify`,
    sendGridSendUrl: `${base}/sendgrid/v3/mail/send`,
    waveApiUrl: `${base}/wave`,
    oidcIssuer: `${base}/oidc`,
    async script(service, ...answers) {
      const response = await fetch(`${base}/__script`, { method: 'POST', body: JSON.stringify({ service, answers }) })
      if (!response.ok) throw new Error(`Scripting the stand-in failed: ${response.status}`)
      await response.body?.cancel()
    },
    async requests(service) {
      const all = (await (await fetch(`${base}/__requests`)).json()) as RecordedRequest[]
      return service ? all.filter((request) => request.service === service) : all
    },
  }
}

/** The Salesforce settings that reach this tenant's stand-in org. */
export function salesforceSettingsFor(tenant: StandInTenant) {
  return {
    SALESFORCE_INSTANCE_URL: tenant.salesforceUrl,
    SALESFORCE_CLIENT_ID: STAND_IN_CREDENTIALS.salesforceClientId,
    SALESFORCE_CLIENT_SECRET: STAND_IN_CREDENTIALS.salesforceClientSecret,
  }
}
