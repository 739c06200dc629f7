/**
 * One demo equipment request: what was asked for, where it stands, how it got there, and the
 * moves the viewer may make (a sales manager's send for approval, approve, reject, handled).
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { PortalDetailHeader } from '../portal/PortalDetailHeader.tsx'
import { portalSectionTitleClass, problemClass } from '../portal/PortalLayout.tsx'
import type { DemoRequestAnswers, DemoRequestStatus, DemoRequestTransition } from './demo-request-rules.ts'
import { DemoRequestReview, type DemoPoolProduct } from './DemoRequestWizard.tsx'
import { demoStatusLabel, demoTransitionLabel } from './demo-texts.ts'

export interface DemoRequestStep {
  status: DemoRequestStatus
  /** ISO timestamp. */
  at: string
  by: string
}

export function DemoRequestPage({
  event,
  organisation,
  requester,
  status,
  stockShort,
  answers,
  pool,
  steps,
  transitions,
  action,
  csrfToken,
  notice,
  problem,
  backHref,
  iso,
}: {
  event: string
  organisation: string
  requester: string
  status: DemoRequestStatus
  stockShort: boolean
  answers: DemoRequestAnswers
  pool: readonly DemoPoolProduct[]
  steps: DemoRequestStep[]
  /** The moves the viewer may make now. */
  transitions: DemoRequestTransition[]
  action: string
  csrfToken: string
  notice: string | null
  problem: string | null
  backHref: string
  iso: string
}) {
  const { i18n } = useLingui()
  return (
    <section>
      <PortalDetailHeader
        backHref={backHref}
        backLabel={i18n._({ id: 'demo.back', message: 'All demo equipment requests' })}
        title={event}
        notice={notice}
        problem={problem}
      />
      <p className={css({ mb: '4' })}>
        {i18n._({ id: 'demo.requested_by', message: 'Requested by {requester} ({organisation})', values: { requester, organisation } })}
      </p>
      <p className={css({ fontSize: 'lg', mb: '4' })}>
        {i18n._({ id: 'demo.status', message: 'Status' })}: <strong data-demo-status={status}>{demoStatusLabel(i18n, status)}</strong>
      </p>
      {status === 'approved' && stockShort ? (
        <p role="status" className={problemClass} data-stock-short="">
          {i18n._({
            id: 'demo.stock_short',
            message:
              'Your request is approved, but we do not have enough demo equipment in stock for these dates. We will contact you to find a solution.',
          })}
        </p>
      ) : null}
      {transitions.length ? (
        <form
          method="post"
          action={action}
          className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mb: '6' })}
          data-demo-transitions=""
        >
          <CsrfField token={csrfToken} />
          {transitions.map((transition) => (
            <Button
              key={transition}
              type="submit"
              name="transition"
              value={transition}
              kind={transition === 'reject' ? 'naked' : undefined}
            >
              {demoTransitionLabel(i18n, transition)}
            </Button>
          ))}
        </form>
      ) : null}
      <h2 className={portalSectionTitleClass}>{i18n._({ id: 'demo.details', message: 'Request details' })}</h2>
      <DemoRequestReview answers={answers} pool={pool} iso={iso} />
      <h2 className={portalSectionTitleClass}>{i18n._({ id: 'demo.progress', message: 'Progress' })}</h2>
      <ol className={css({ listStyle: 'decimal', ps: '6', display: 'grid', gap: '1' })} data-demo-history="">
        {steps.map((step, index) => (
          <li key={index}>
            {i18n._({
              id: 'demo.progress_step',
              message: '{status} on {date} by {person}',
              values: {
                status: demoStatusLabel(i18n, step.status),
                date: formatDate(iso, step.at, { dateStyle: 'long', timeStyle: 'short' }),
                person: step.by,
              },
            })}
          </li>
        ))}
      </ol>
    </section>
  )
}
