/**
 * The Wave request's screens besides the wizard steps (SPEC.md points 2, 4 and 8): the state
 * message when no request may be made, the overview of the answers, and the submission screen —
 * the two phases with their progress, then success, or the error with resume and roll back.
 */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import type { FieldView } from '../forms/form-view.ts'
import type { FieldValue } from '../forms/validators.ts'
import type { PartnerOrganisation } from '../portal/partner-roles.ts'
import { noticeClass, portalTitleClass, problemClass } from '../portal/PortalLayout.tsx'
import { WaveStatus } from './WaveStatus.tsx'
import { WAVE_RECOVERY_MOVES, WAVE_REQUEST_WIZARD, type WaveRequestState } from './wave-request-form.ts'

const messageClass = css({ bg: 'brand.light', color: 'brand.theme', borderRadius: 'md', px: '4', py: '3', fontWeight: 'semibold', mb: '4' })

/** Why no new request can be made, as a message (the organisation states and the other states). */
export function WaveStateMessage({
  state,
  organisation,
  dashboardHref,
}: {
  state: WaveRequestState
  organisation: PartnerOrganisation | null
  dashboardHref: string
}) {
  const { i18n } = useLingui()
  const name = organisation?.name ?? ''
  let extra: string | null = null
  if (state.kind === 'in-progress') {
    extra = i18n._({
      id: 'wave.state_in_progress',
      message: 'The request for Wave of {organisation} is under consideration. We will let you know when the account is ready.',
      values: { organisation: name },
    })
  } else if (state.kind === 'requested-by-colleague') {
    extra = i18n._({
      id: 'wave.requested_by_colleague',
      message: 'A request for Wave was already made by another partner executive of your organisation ({colleague}).',
      values: { colleague: state.colleague },
    })
  } else if (state.kind === 'confirmed') {
    extra = i18n._({ id: 'wave.account_set_up', message: 'The Wave account of your organisation has already been set up.' })
  }
  return (
    <div data-wave-request-state={state.kind}>
      {state.kind === 'confirmed' || state.kind === 'not-available' ? <WaveStatus organisation={organisation} /> : null}
      {extra ? (
        <p role="status" className={cx(messageClass, css({ mt: '4' }))}>
          {extra}
        </p>
      ) : null}
      <p className={css({ mt: '6' })}>
        <a href={dashboardHref} className={css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline' })}>
          {i18n._({ id: 'gate.back_to_dashboard', message: 'Back to the dashboard' })}
        </a>
      </p>
    </div>
  )
}

/** Every answer of the request, by step, before it is sent. */
export function WaveOverview({
  sections,
  values,
}: {
  sections: ReadonlyArray<{ title: string; fields: readonly FieldView[] }>
  values: Readonly<Record<string, FieldValue>>
}) {
  const { i18n } = useLingui()
  const shown = (field: FieldView): string => {
    const value = values[field.name]
    if (field.control === 'consent')
      return value === true
        ? i18n._({ id: 'wave.overview_agreed', message: 'Agreed' })
        : i18n._({ id: 'wave.overview_not_agreed', message: 'Not agreed' })
    if (typeof value !== 'string' || value === '') return '—'
    return field.options?.find((option) => option.value === value)?.label ?? value
  }
  return (
    <div data-wave-overview="">
      {sections.map((section) => (
        <section key={section.title} className={css({ mb: '6' })}>
          <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'brand.theme', mb: '2' })}>{section.title}</h2>
          <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '16rem 1fr' }, gap: '2' })}>
            {section.fields.map((field) => (
              <div key={field.name} className={css({ display: 'contents' })}>
                <dt className={css({ fontWeight: 'semibold' })}>{field.label}</dt>
                <dd>{shown(field)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}

export type PhaseProgress = 'done' | 'failed' | 'waiting'

/**
 * The submission: the two phases (SPEC.md point 4) with where each stands, then the success
 * screen, or the error screen of SPEC.md point 8 with resume and roll back.
 */
export function WaveSubmissionScreen({
  phases,
  outcome,
  action,
  csrfToken,
  dashboardHref,
}: {
  phases: { account: PhaseProgress; finalise: PhaseProgress }
  outcome: 'success' | 'error' | 'rolled-back'
  action: string
  csrfToken: string
  dashboardHref: string
}) {
  const { i18n } = useLingui()
  const phaseLabel = {
    account: i18n._({ id: 'wave.phase_account', message: 'Creating your Wave account' }),
    finalise: i18n._({ id: 'wave.phase_finalise', message: 'Finalising your request in our customer records' }),
  }
  const progressLabel: Record<PhaseProgress, string> = {
    done: i18n._({ id: 'wave.phase_done', message: 'Done' }),
    failed: i18n._({ id: 'wave.phase_failed', message: 'Failed' }),
    waiting: i18n._({ id: 'wave.phase_waiting', message: 'Not started' }),
  }
  const doneCount = (['account', 'finalise'] as const).filter((phase) => phases[phase] === 'done').length
  return (
    <section data-wave-submission={outcome}>
      <h1 className={portalTitleClass}>
        {outcome === 'success'
          ? i18n._({ id: 'wave.success_title', message: 'Your request for Wave has been sent' })
          : outcome === 'rolled-back'
            ? i18n._({ id: 'wave.rolled_back_title', message: 'Your request for Wave was cancelled' })
            : i18n._({ id: 'wave.error_title', message: 'Your request for Wave could not be completed' })}
      </h1>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })} id="wave-progress-title">
        {i18n._({ id: 'wave.progress_title', message: 'Submission progress' })}
      </h2>
      <progress
        className={css({ width: '100%', maxWidth: '32rem', accentColor: '#0f5291' })}
        max={2}
        value={doneCount}
        aria-labelledby="wave-progress-title"
      />
      <ol className={css({ listStyle: 'decimal', pl: '6', my: '4' })} data-wave-phases="">
        {(['account', 'finalise'] as const).map((phase) => (
          <li key={phase} data-phase={phase} data-phase-progress={phases[phase]}>
            {`${phaseLabel[phase]}: ${progressLabel[phases[phase]]}`}
          </li>
        ))}
      </ol>
      {outcome === 'success' ? (
        <p role="status" className={noticeClass}>
          {i18n._({
            id: 'wave.success_text',
            message:
              'Thank you. Your Wave account has been created and your request is now under consideration. We will contact you shortly.',
          })}
        </p>
      ) : outcome === 'rolled-back' ? (
        <p role="status" className={noticeClass}>
          {i18n._({
            id: 'wave.rolled_back_text',
            message: 'Nothing was kept of the request. You can start a new request whenever you like.',
          })}
        </p>
      ) : (
        <>
          <p role="alert" className={problemClass} data-wave-error="">
            {i18n._({
              id: 'wave.request_error',
              message:
                'Something went wrong while processing your request for Wave. Please try again. If the problem persists, please contact customer service.',
            })}
          </p>
          <form method="post" action={action} className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <CsrfField token={csrfToken} />
            <Button type="submit" name={WAVE_REQUEST_WIZARD.postNames.move} value={WAVE_RECOVERY_MOVES.resume}>
              {i18n._({ id: 'wave.resume', message: 'Try again' })}
            </Button>
            <Button kind="naked" type="submit" name={WAVE_REQUEST_WIZARD.postNames.move} value={WAVE_RECOVERY_MOVES.rollBack}>
              {i18n._({ id: 'wave.roll_back', message: 'Cancel the request' })}
            </Button>
          </form>
        </>
      )}
      {outcome === 'error' ? null : (
        <ButtonLink href={dashboardHref}>{i18n._({ id: 'gate.back_to_dashboard', message: 'Back to the dashboard' })}</ButtonLink>
      )}
    </section>
  )
}
