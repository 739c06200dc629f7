/**
 * One demo equipment request: what was asked for, where it stands (status and, once approved, its
 * fulfilment), how it got there, and what the viewer may do now — the partner withdraws or changes
 * it until it is approved; the sales manager sends it for approval; the demo coordinator approves
 * or rejects it with a reason (seeing the stock for its dates), allocates units, ships them and
 * takes them back, or closes it without shipping. Plain forms: no JavaScript needed.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { PortalDetailHeader } from '../portal/PortalDetailHeader.tsx'
import { PortalField, portalControlClass } from '../portal/PortalField.tsx'
import { portalSectionTitleClass, problemClass } from '../portal/PortalLayout.tsx'
import { formMessages } from '../forms/validation-messages.ts'
import {
  DEMO_NOTE_MAXIMUM,
  DEMO_SHIPMENT_LIMITS,
  type DemoFulfilmentStage,
  type DemoRequestAnswers,
  type DemoRequestStatus,
  type DemoShipmentField,
} from './demo-request-rules.ts'
import { DemoRequestReview, type DemoPoolProduct } from './DemoRequestWizard.tsx'
import { demoEventLabel, demoShipmentFieldLabel, demoStageLabel, demoStatusLabel, demoTransitionLabel } from './demo-texts.ts'

export interface DemoRequestStep {
  event: string
  /** ISO timestamp. */
  at: string
  by: string
  note: string | null
}

/** What the viewer may do on the page now. */
export interface DemoRequestActions {
  sendForApproval: boolean
  /** Approve or reject with a reason (the demo coordinator). */
  decide: boolean
  /** Allocation: per product, the free units to choose from (the first ones ticked). */
  allocate: Array<{ ctn: string; name: string; asked: number; units: Array<{ id: string; serial: string }> }> | null
  ship: { defaultDueBack: string; minimumDueBack: string } | null
  markReturned: boolean
  close: boolean
  withdraw: boolean
  /** Where the partner's "Change the request" posts. */
  changeAction: string | null
}

export interface DemoRequestProblems {
  note?: string
  units?: string
  shipment?: Partial<Record<DemoShipmentField, string>>
}

const factsClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '14rem 1fr' }, gap: '2', mb: '6' })
const panelClass = css({ borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'lg', p: '5', mb: '6', bg: 'white' })
const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  mb: '4',
  '& th, & td': { textAlign: 'start', py: '2', pe: '4', borderBottomWidth: '1px', borderColor: 'gray.200' },
})

function NoteField({ id, label, error, value, required }: { id: string; label: string; error?: string; value: string; required: boolean }) {
  const { i18n } = useLingui()
  return (
    <PortalField
      id={id}
      label={label}
      error={error}
      optional={required ? undefined : `(${formMessages(i18n).optionalMarker})`}
      hint={i18n._({ id: 'demo.note_hint', message: 'The partner reads this in the notification and the e-mail.' })}
    >
      {(control) => (
        <textarea {...control} name="note" rows={3} maxLength={DEMO_NOTE_MAXIMUM} defaultValue={value} className={portalControlClass} />
      )}
    </PortalField>
  )
}

export function DemoRequestPage({
  event,
  organisation,
  requester,
  status,
  stage,
  overdue,
  stockShort,
  decisionNote,
  shipment,
  allocatedUnits,
  answers,
  pool,
  stock,
  steps,
  actions,
  confirmWithdraw,
  withdrawHref,
  action,
  csrfToken,
  notice,
  problem,
  problems,
  postedNote,
  backHref,
  iso,
}: {
  event: string
  organisation: string
  requester: string
  status: DemoRequestStatus
  stage: DemoFulfilmentStage | null
  overdue: boolean
  stockShort: boolean
  decisionNote: string
  shipment: { carrier: string; tracking: string; shippedAt: string; dueBack: string } | null
  allocatedUnits: Array<{ serial: string; name: string }>
  answers: DemoRequestAnswers
  pool: readonly DemoPoolProduct[]
  /** For the approver: each product asked for and what the pool has free for the dates. */
  stock: Array<{ ctn: string; name: string; asked: number; free: number; total: number }> | null
  steps: DemoRequestStep[]
  actions: DemoRequestActions
  /** The partner asked to withdraw: show the confirmation. */
  confirmWithdraw: boolean
  withdrawHref: string
  action: string
  csrfToken: string
  notice: string | null
  problem: string | null
  problems: DemoRequestProblems
  postedNote: string
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
      <dl className={factsClass}>
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'demo.status', message: 'Status' })}</dt>
        <dd>
          <strong data-demo-status={status}>{demoStatusLabel(i18n, status)}</strong>
          {stage && status === 'approved' ? (
            <span data-demo-stage={stage}>
              {' '}
              · {demoStageLabel(i18n, stage)}
              {overdue ? ` · ${i18n._({ id: 'demo.overdue', message: 'overdue' })}` : ''}
            </span>
          ) : null}
        </dd>
        {decisionNote ? (
          <>
            <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'demo.field.note', message: 'Reason' })}</dt>
            <dd data-demo-decision-note="">{decisionNote}</dd>
          </>
        ) : null}
        {shipment ? (
          <>
            <dt className={css({ fontWeight: 'semibold' })}>{demoShipmentFieldLabel(i18n, 'carrier')}</dt>
            <dd>{shipment.carrier}</dd>
            <dt className={css({ fontWeight: 'semibold' })}>{demoShipmentFieldLabel(i18n, 'tracking')}</dt>
            <dd data-demo-tracking="">{shipment.tracking}</dd>
            <dt className={css({ fontWeight: 'semibold' })}>{demoShipmentFieldLabel(i18n, 'dueBack')}</dt>
            <dd>{formatDate(iso, shipment.dueBack)}</dd>
          </>
        ) : null}
        {allocatedUnits.length ? (
          <>
            <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'demo.allocated_units', message: 'Units' })}</dt>
            <dd>
              <ul className={css({ listStyle: 'none' })} data-demo-units="">
                {allocatedUnits.map((unit) => (
                  <li key={unit.serial}>
                    {unit.serial} · {unit.name}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {status === 'approved' && stockShort ? (
        <p role="status" className={problemClass} data-stock-short="">
          {i18n._({
            id: 'demo.stock_short',
            message:
              'Your request is approved, but we do not have enough demo equipment in stock for these dates. We will contact you to find a solution.',
          })}
        </p>
      ) : null}

      {confirmWithdraw && actions.withdraw ? (
        <div role="alertdialog" aria-labelledby="demo-withdraw-title" className={panelClass} data-demo-confirm-withdraw="">
          <h2 id="demo-withdraw-title" className={portalSectionTitleClass}>
            {i18n._({ id: 'demo.withdraw_confirm_title', message: 'Withdraw this request?' })}
          </h2>
          <p className={css({ mb: '4' })}>
            {i18n._({
              id: 'demo.withdraw_confirm_text',
              message: 'Nothing will be sent, and the request cannot be taken up again. You can make a new request at any time.',
            })}
          </p>
          <form method="post" action={action} className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <CsrfField token={csrfToken} />
            <Button type="submit" name="transition" value="withdraw">
              {i18n._({ id: 'demo.withdraw_confirm', message: 'Yes, withdraw it' })}
            </Button>
            <ButtonLink href={action} kind="naked">
              {i18n._({ id: 'demo.withdraw_keep', message: 'No, keep it' })}
            </ButtonLink>
          </form>
        </div>
      ) : null}

      {actions.sendForApproval || actions.markReturned || ((actions.withdraw || actions.changeAction) && !confirmWithdraw) ? (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mb: '6' })} data-demo-transitions="">
          {actions.sendForApproval || actions.markReturned ? (
            <form method="post" action={action}>
              <CsrfField token={csrfToken} />
              {actions.sendForApproval ? (
                <Button type="submit" name="transition" value="send-for-approval">
                  {demoTransitionLabel(i18n, 'send-for-approval')}
                </Button>
              ) : null}
              {actions.markReturned ? (
                <Button type="submit" name="transition" value="return">
                  {demoTransitionLabel(i18n, 'return')}
                </Button>
              ) : null}
            </form>
          ) : null}
          {actions.changeAction && !confirmWithdraw ? (
            <form method="post" action={actions.changeAction}>
              <CsrfField token={csrfToken} />
              <Button type="submit" kind="naked">
                {i18n._({ id: 'demo.change', message: 'Change the request' })}
              </Button>
            </form>
          ) : null}
          {actions.withdraw && !confirmWithdraw ? (
            <ButtonLink href={withdrawHref} kind="naked">
              {demoTransitionLabel(i18n, 'withdraw')}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}

      {stock ? (
        <section aria-labelledby="demo-stock-title" className={panelClass} data-demo-stock="">
          <h2 id="demo-stock-title" className={portalSectionTitleClass}>
            {i18n._({ id: 'demo.stock_title', message: 'Stock for these dates' })}
          </h2>
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col">{i18n._({ id: 'demo.field.products', message: 'Products' })}</th>
                <th scope="col">{i18n._({ id: 'demo.stock_asked', message: 'Asked' })}</th>
                <th scope="col">{i18n._({ id: 'demo.stock_free', message: 'Free' })}</th>
                <th scope="col">{i18n._({ id: 'demo.stock_total', message: 'In the pool' })}</th>
              </tr>
            </thead>
            <tbody>
              {stock.map((row) => (
                <tr key={row.ctn} data-stock-product={row.ctn} data-stock-enough={row.free >= row.asked ? 'yes' : 'no'}>
                  <td>{row.name}</td>
                  <td>{row.asked}</td>
                  <td>
                    {row.free}
                    {row.free < row.asked ? ` (${i18n._({ id: 'demo.stock_not_enough', message: 'not enough' })})` : ''}
                  </td>
                  <td>{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {actions.decide ? (
        <section aria-labelledby="demo-decide-title" className={panelClass} data-demo-decide="">
          <h2 id="demo-decide-title" className={portalSectionTitleClass}>
            {i18n._({ id: 'demo.decide_title', message: 'Approve or reject' })}
          </h2>
          <form method="post" action={action}>
            <CsrfField token={csrfToken} />
            <NoteField
              id="demo-decision-note"
              label={i18n._({ id: 'demo.field.note', message: 'Reason' })}
              error={problems.note}
              value={postedNote}
              required={false}
            />
            <p className={css({ fontSize: 'sm', color: 'gray.700', mb: '3' })}>
              {i18n._({ id: 'demo.reject_needs_reason', message: 'A rejection needs a reason.' })}
            </p>
            <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
              <Button type="submit" name="transition" value="approve">
                {demoTransitionLabel(i18n, 'approve')}
              </Button>
              <Button type="submit" name="transition" value="reject" kind="naked">
                {demoTransitionLabel(i18n, 'reject')}
              </Button>
            </div>
          </form>
        </section>
      ) : null}

      {actions.allocate ? (
        <section aria-labelledby="demo-allocate-title" className={panelClass} data-demo-allocate="">
          <h2 id="demo-allocate-title" className={portalSectionTitleClass}>
            {i18n._({ id: 'demo.allocate_title', message: 'Allocate units' })}
          </h2>
          {problems.units ? (
            <p role="alert" className={problemClass}>
              {problems.units}
            </p>
          ) : null}
          <form method="post" action={action}>
            <CsrfField token={csrfToken} />
            {actions.allocate.map((product) => (
              <fieldset key={product.ctn} className={css({ borderWidth: '0', p: '0', mb: '4' })}>
                <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
                  {i18n._({
                    id: 'demo.allocate_product',
                    message: '{product}: choose {units, plural, one {# unit} other {# units}}',
                    values: { product: product.name, units: product.asked },
                  })}
                </legend>
                {product.units.length ? (
                  product.units.map((unit, index) => (
                    <label key={unit.id} className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '1' })}>
                      <input type="checkbox" name="unit" value={unit.id} defaultChecked={index < product.asked} />
                      <span>{unit.serial}</span>
                    </label>
                  ))
                ) : (
                  <p className={css({ color: 'red.800' })}>
                    {i18n._({ id: 'demo.allocate_none_free', message: 'No unit of this product is free for these dates.' })}
                  </p>
                )}
              </fieldset>
            ))}
            <Button type="submit" name="transition" value="allocate">
              {demoTransitionLabel(i18n, 'allocate')}
            </Button>
          </form>
        </section>
      ) : null}

      {actions.ship ? (
        <section aria-labelledby="demo-ship-title" className={panelClass} data-demo-ship="">
          <h2 id="demo-ship-title" className={portalSectionTitleClass}>
            {i18n._({ id: 'demo.ship_title', message: 'Ship the equipment' })}
          </h2>
          <form method="post" action={action} noValidate>
            <CsrfField token={csrfToken} />
            <PortalField id="demo-carrier" label={demoShipmentFieldLabel(i18n, 'carrier')} error={problems.shipment?.carrier}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  name="carrier"
                  maxLength={DEMO_SHIPMENT_LIMITS.carrier}
                  required
                  className={portalControlClass}
                />
              )}
            </PortalField>
            <PortalField id="demo-tracking" label={demoShipmentFieldLabel(i18n, 'tracking')} error={problems.shipment?.tracking}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  name="tracking"
                  maxLength={DEMO_SHIPMENT_LIMITS.tracking}
                  required
                  className={portalControlClass}
                />
              )}
            </PortalField>
            <PortalField id="demo-due-back" label={demoShipmentFieldLabel(i18n, 'dueBack')} error={problems.shipment?.dueBack}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="dueBack"
                  min={actions.ship!.minimumDueBack}
                  defaultValue={actions.ship!.defaultDueBack}
                  required
                  className={portalControlClass}
                />
              )}
            </PortalField>
            <Button type="submit" name="transition" value="ship">
              {demoTransitionLabel(i18n, 'ship')}
            </Button>
          </form>
        </section>
      ) : null}

      {actions.close ? (
        <details className={panelClass} data-demo-close="" open={!!problems.note && !actions.decide}>
          <summary className={css({ fontWeight: 'semibold', cursor: 'pointer' })}>{demoTransitionLabel(i18n, 'close')}</summary>
          <form method="post" action={action} className={css({ mt: '3' })}>
            <CsrfField token={csrfToken} />
            <NoteField
              id="demo-close-note"
              label={i18n._({ id: 'demo.field.note', message: 'Reason' })}
              error={actions.decide ? undefined : problems.note}
              value={postedNote}
              required
            />
            <Button type="submit" name="transition" value="close" kind="naked">
              {demoTransitionLabel(i18n, 'close')}
            </Button>
          </form>
        </details>
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
                status: demoEventLabel(i18n, step.event),
                date: formatDate(iso, step.at, { dateStyle: 'long', timeStyle: 'short' }),
                person: step.by,
              },
            })}
            {step.note ? <span className={css({ display: 'block', color: 'gray.700' })}>“{step.note}”</span> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
