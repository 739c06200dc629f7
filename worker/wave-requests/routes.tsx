/**
 * The Wave request over HTTP (route `portal-wave-request`): the page shows the organisation's
 * state, or the wizard step the executive's draft is at, or an unfinished request's error screen;
 * the form post moves the wizard, submits (two phases), resumes or rolls back.
 */
import { checkForm } from '../../ui/forms/form-check.ts'
import type { Context } from 'hono'
import type { I18n } from '@lingui/core'
import type { FormValues } from '../../ui/forms/form-schema.ts'
import { type FieldView, fieldView, formVocabulary } from '../../ui/forms/form-view.ts'
import { layoutOf } from '../../ui/forms/form-layouts.ts'
import { SUPPORT_UPLOAD_ACCEPT } from '../../ui/forms/field-rules.ts'
import { fieldLabels } from '../../ui/forms/form-texts.ts'
import { failureMessages, validationTemplates } from '../../ui/forms/validation-messages.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import { PortalWizard } from '../../ui/portal/wizard/PortalWizard.tsx'
import { firstFailingStep, firstStep, moveOf, stepOrFirst, transitionOf } from '../../ui/portal/wizard/wizard-engine.ts'
import { portalWizardTexts } from '../../ui/portal/wizard/wizard-texts.ts'
import { WaveOverview, WaveStateMessage, WaveSubmissionScreen, type PhaseProgress } from '../../ui/wave-requests/WaveRequestScreens.tsx'
import {
  WAVE_READ_ONLY_FIELDS,
  WAVE_RECOVERY_MOVES,
  WAVE_REQUEST_STEPS,
  WAVE_REQUEST_WIZARD,
  WAVE_STEP_FIELDS,
  type WaveRequestStep,
  waveRequestForm,
} from '../../ui/wave-requests/wave-request-form.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { waveAccountsFor } from '../adapters/wave-accounts/wave-accounts.ts'
import { customerRecordsFor } from '../customer-records/customer-record-service.ts'
import type { AppEnv } from '../env.ts'
import { type ReadSubmission, readSubmission } from '../forms/form-request.ts'
import { formDataValues } from '../../ui/forms/form-schema.ts'
import { takeHeldWizardStep } from '../portal/held-wizard-posts.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { discardWizardDraft, personalDraftKey, readWizardDraft, saveWizardDraft } from '../portal/wizard-draft-store.ts'
import type { PortalMatch, PortalPageKit, PortalRender } from '../portal/portal-page-kit.ts'
import { notificationContextOf } from '../notifications/notification-service.ts'
import { notifyOutcome, notifyWaveRequest } from './wave-request-notifications.ts'
import { staffWaveRoutes } from './staff-routes.tsx'
import type { ReactElement } from 'react'
import { WaveNotes } from '../../ui/wave-requests/WaveNotes.tsx'
import {
  type WaveRequestDependencies,
  type WaveRequestRow,
  findWaveRequest,
  latestWaveRequestNotes,
  completeWaveRequest,
  liveWaveRequestOf,
  recordValuesOf,
  rollBackWaveRequest,
  submitWaveRequest,
  waveRequestStateFor,
} from './wave-request-store.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'

export const WAVE_OUTCOME_PARAMETER = 'outcome'

/** The page's body with the support team's notes about the organisation's latest request above it. */
async function withNotes(kit: PortalPageKit, body: ReactElement): Promise<ReactElement> {
  const organisation = kit.viewer.person.organisation
  const notes = organisation ? await latestWaveRequestNotes(kit.c.env.DB, organisation.id) : []
  if (!notes.length) return body
  return (
    <>
      <WaveNotes
        notes={notes.map((note) => ({ id: note.id, author: note.authorName ?? '', body: note.body, createdAt: note.createdAt }))}
        iso={kit.match.locale.iso}
      />
      {body}
    </>
  )
}

const WIZARD = WAVE_REQUEST_WIZARD

function stepLabels(i18n: I18n): Record<WaveRequestStep, string> {
  return {
    contact: i18n._({ id: 'wave.step_contact', message: 'Contact' }),
    account: i18n._({ id: 'wave.step_account', message: 'Account' }),
    declarations: i18n._({ id: 'wave.step_declarations', message: 'Declarations' }),
    overview: i18n._({ id: 'wave.step_overview', message: 'Overview' }),
  }
}

function waveTitle(i18n: I18n): string {
  return i18n._({ id: 'wave.request_title', message: 'Request Wave for your organisation' })
}

/** Each field's control: the Wave enquiry's layout, plus the terms. */
function fieldViews(c: Context<AppEnv>, iso: string): Map<string, FieldView> {
  const vocabulary = formVocabulary(c.get('i18n')!, iso, c.get('locale').code)
  const layout = layoutOf('wave-enquiry', SUPPORT_UPLOAD_ACCEPT).flatMap((section) => section.fields)
  layout.push({ name: 'consent_terms', control: { kind: 'consent' } })
  return new Map(layout.map((field) => [field.name, fieldView(vocabulary, field)]))
}

function dependencies(c: Context<AppEnv>, viewer: PortalViewer): WaveRequestDependencies {
  const environment = c.get('environment')
  const logger = c.get('logger')
  return {
    db: c.env.DB,
    waveAccounts: waveAccountsFor(c.env, environment, logger),
    customerRecords: customerRecordsFor(c.env, environment, logger),
    who: auditIdentitiesOf(viewer),
    logger,
  }
}

function phasesOf(
  request: WaveRequestRow | null,
  failed: 'account' | 'finalise' | null,
): { account: PhaseProgress; finalise: PhaseProgress } {
  const status = request?.status
  const account: PhaseProgress =
    status === 'account-created' || status === 'finalised' ? 'done' : failed === 'account' ? 'failed' : 'waiting'
  const finalise: PhaseProgress =
    status === 'finalised' ? 'done' : failed === 'finalise' || (status === 'account-created' && request?.lastError) ? 'failed' : 'waiting'
  return { account: account === 'waiting' && request?.lastError ? 'failed' : account, finalise }
}

interface StepState {
  step: WaveRequestStep
  values: FormValues
  errors: Record<string, string>
}

function renderStep(c: Context<AppEnv>, match: PortalMatch, viewer: PortalViewer, render: PortalRender, state: StepState, status?: 422) {
  const i18n = c.get('i18n')!
  const code = match.locale.code
  const views = fieldViews(c, match.locale.iso)
  const labels = stepLabels(i18n)
  const values = { ...state.values, ...recordValuesOf(viewer.person) }
  const fieldsOf = (step: WaveRequestStep) =>
    WAVE_STEP_FIELDS[step].map((name) => ({
      view: views.get(name)!,
      required: !['department', 'consent_marketing'].includes(name),
      readOnly: (WAVE_READ_ONLY_FIELDS as readonly string[]).includes(name),
    }))
  return render(
    waveTitle(i18n),
    <PortalWizard
      idPrefix="wave-request"
      title={waveTitle(i18n)}
      steps={WAVE_REQUEST_STEPS.map((key) => ({ key, label: labels[key] }))}
      current={state.step}
      action={pathFor('portal-wave-request', code)}
      csrfToken={csrfTokenFor(c)}
      fields={fieldsOf(state.step)}
      values={values}
      errors={state.errors}
      texts={portalWizardTexts(i18n, i18n._({ id: 'wave.steps_label', message: 'Steps of the Wave request' }))}
      readOnlyHint={i18n._({ id: 'wave.read_only', message: 'Sorry, this value cannot be changed' })}
      isLast={state.step === 'overview'}
    >
      {state.step === 'overview' ? (
        <WaveOverview
          sections={WAVE_REQUEST_STEPS.filter((step) => step !== 'overview').map((step) => ({
            title: labels[step],
            fields: WAVE_STEP_FIELDS[step].map((name) => views.get(name)!),
          }))}
          values={values}
        />
      ) : null}
    </PortalWizard>,
    status,
  )
}

async function renderSubmission(
  c: Context<AppEnv>,
  match: PortalMatch,
  render: PortalRender,
  request: WaveRequestRow | null,
  outcome: 'success' | 'error' | 'rolled-back',
  failed: 'account' | 'finalise' | null = null,
  status?: 503,
) {
  const i18n = c.get('i18n')!
  const code = match.locale.code
  return render(
    waveTitle(i18n),
    <WaveSubmissionScreen
      phases={outcome === 'rolled-back' ? { account: 'waiting', finalise: 'waiting' } : phasesOf(request, failed)}
      outcome={outcome}
      action={pathFor('portal-wave-request', code)}
      csrfToken={csrfTokenFor(c)}
      dashboardHref={pathFor('portal', code)}
    />,
    status,
  )
}

export async function waveRequestPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  // The support team's notes show above whatever the page shows.
  const render: PortalRender = async (title, body, status) => kit.render(title, await withNotes(kit, body), status)
  const i18n = c.get('i18n')!
  const code = match.locale.code
  const person = viewer.person
  const state = await waveRequestStateFor(c.env.DB, person)
  const outcome = c.req.query(WAVE_OUTCOME_PARAMETER)
  if (state.kind === 'unfinished')
    return renderSubmission(c, match, render, await liveWaveRequestOf(c.env.DB, person.organisation!.id), 'error')
  if (state.kind === 'in-progress' && outcome === 'success')
    return renderSubmission(c, match, render, await liveWaveRequestOf(c.env.DB, person.organisation!.id), 'success')
  if (state.kind === 'eligible' && outcome === 'rolled-back') return renderSubmission(c, match, render, null, 'rolled-back')
  if (state.kind !== 'eligible') {
    return render(
      waveTitle(i18n),
      <WaveStateMessage state={state} organisation={person.organisation} dashboardHref={pathFor('portal', code)} />,
      200,
    )
  }
  // Back from signing in after the session ended mid-step: that step's typing goes into the draft.
  const held = await takeHeldWizardStep(c, match.name)
  if (held) return waveRequestPost(kit, held)
  const draft = await readWizardDraft<FormValues>(c.env.DB, personalDraftKey(WIZARD, person.id))
  return renderStep(c, match, viewer, render, { step: stepOrFirst(WIZARD, draft?.step), values: draft?.values ?? {}, errors: {} })
}

function errorsOf(c: Context<AppEnv>, failures: Parameters<typeof failureMessages>[0]): Record<string, string> {
  const i18n = c.get('i18n')!
  return failureMessages(failures, fieldLabels(i18n), validationTemplates(i18n))
}

/** A step's post; `held`: the step posted before the session ended (held-wizard-posts.ts), handed back after signing in. */
export async function waveRequestPost(kit: PortalPageKit, held: FormData | null = null): Promise<Response> {
  const { c, match, viewer, render } = kit
  const i18n = c.get('i18n')!
  const code = match.locale.code
  const person = viewer.person
  const here = pathFor('portal-wave-request', code)
  const read: ReadSubmission = held ? { kind: 'read', source: formDataValues(held), json: false } : await readSubmission(c)
  if (read.kind !== 'read')
    return renderStep(
      c,
      match,
      viewer,
      render,
      {
        step: firstStep(WIZARD),
        values: {},
        errors: { _form: i18n._({ id: 'forms.send_failed', message: 'Something went wrong while sending the form.' }) },
      },
      422,
    )
  const action = read.source.text(WIZARD.postNames.move)
  const state = await waveRequestStateFor(c.env.DB, person)
  const deps = dependencies(c, viewer)

  if (action === WAVE_RECOVERY_MOVES.resume || action === WAVE_RECOVERY_MOVES.rollBack) {
    if (state.kind !== 'unfinished') return c.redirect(here, 303)
    const request = (await liveWaveRequestOf(c.env.DB, person.organisation!.id))!
    if (action === WAVE_RECOVERY_MOVES.resume) {
      const result = await completeWaveRequest(deps, request)
      await notifyOutcome(c, result)
      if (result.kind === 'finalised') return c.redirect(`${here}?${WAVE_OUTCOME_PARAMETER}=success`, 303)
      return renderSubmission(
        c,
        match,
        render,
        await liveWaveRequestOf(c.env.DB, person.organisation!.id),
        'error',
        result.kind === 'failed' ? result.phase : null,
        503,
      )
    }
    const rolledBack = await rollBackWaveRequest(deps, request)
    if (rolledBack.kind === 'failed') return renderSubmission(c, match, render, request, 'error', null, 503)
    if (rolledBack.kind === 'rolled-back') await notifyWaveRequest(notificationContextOf(c), request, { kind: 'rolled-back' })
    return c.redirect(`${here}?${WAVE_OUTCOME_PARAMETER}=rolled-back`, 303)
  }

  if (state.kind !== 'eligible') {
    return render(
      waveTitle(i18n),
      <WaveStateMessage state={state} organisation={person.organisation} dashboardHref={pathFor('portal', code)} />,
      409,
    )
  }

  const key = personalDraftKey(WIZARD, person.id)
  const step = stepOrFirst(WIZARD, read.source.text(WIZARD.postNames.step))
  const transition = transitionOf(WIZARD, step, moveOf(action))
  if (transition.kind === 'cancel') {
    await discardWizardDraft(c.env.DB, key)
    return c.redirect(pathFor('portal', code), 303)
  }

  // Values from the customer records are never taken from the form; a changed one is refused.
  const record = recordValuesOf(person)
  const readOnlyErrors: Record<string, string> = {}
  for (const name of WAVE_READ_ONLY_FIELDS) {
    const sent = read.source.text(name)
    if (typeof sent === 'string' && sent !== record[name])
      readOnlyErrors[name] = i18n._({ id: 'wave.not_allowed', message: "This value can't be changed" })
  }
  const draft = await readWizardDraft<FormValues>(c.env.DB, key)
  const postedValues = waveRequestForm.read(read.source)
  const stepFields = WAVE_STEP_FIELDS[step]
  const values: FormValues = { ...(draft?.values ?? {}) }
  for (const name of stepFields) values[name] = postedValues[name]!
  for (const name of WAVE_READ_ONLY_FIELDS) delete values[name]
  const all = { ...values, ...record }

  if (Object.keys(readOnlyErrors).length) return renderStep(c, match, viewer, render, { step, values, errors: readOnlyErrors }, 422)

  switch (transition.kind) {
    case 'refuse': {
      const problem = i18n._({ id: 'forms.send_failed', message: 'Something went wrong while sending the form.' })
      return renderStep(c, match, viewer, render, { step, values, errors: { _form: problem } }, 422)
    }
    case 'back':
      await saveWizardDraft(c.env.DB, key, { step: transition.to, values })
      return c.redirect(here, 303)
    case 'forward': {
      const failures = waveRequestForm.checkFields(stepFields, all)
      if (Object.keys(failures).length) {
        await saveWizardDraft(c.env.DB, key, { step, values })
        return renderStep(c, match, viewer, render, { step, values, errors: errorsOf(c, failures) }, 422)
      }
      await saveWizardDraft(c.env.DB, key, { step: transition.to, values })
      return c.redirect(here, 303)
    }
    case 'submit':
      break
  }

  const checked = checkForm(waveRequestForm, all)
  if (!checked.ok) {
    const failing = firstFailingStep(WIZARD, (each) => WAVE_STEP_FIELDS[each].some((name) => checked.failures[name])) ?? firstStep(WIZARD)
    return renderStep(c, match, viewer, render, { step: failing, values, errors: errorsOf(c, checked.failures) }, 422)
  }
  const submitted = await submitWaveRequest(deps, person, checked.values as FormValues)
  if (submitted.kind !== 'blocked') {
    const stored = await findWaveRequest(c.env.DB, submitted.requestId)
    if (stored) await notifyWaveRequest(notificationContextOf(c), stored, { kind: 'submitted' })
    await notifyOutcome(c, submitted)
  }
  if (submitted.kind === 'finalised') return c.redirect(`${here}?${WAVE_OUTCOME_PARAMETER}=success`, 303)
  if (submitted.kind === 'blocked') {
    const now = await waveRequestStateFor(c.env.DB, person)
    return render(
      waveTitle(i18n),
      <WaveStateMessage state={now} organisation={person.organisation} dashboardHref={pathFor('portal', code)} />,
      409,
    )
  }
  return renderSubmission(c, match, render, await liveWaveRequestOf(c.env.DB, person.organisation!.id), 'error', submitted.phase, 503)
}

export const waveRequestRoutes = {
  ...staffWaveRoutes,
  'portal-wave-request': portalPage(
    'portal-wave-request',
    needs('wave-request.view', waveRequestPage),
    needs('wave-request.submit', waveRequestPost),
  ),
} satisfies FeatureRoutes
