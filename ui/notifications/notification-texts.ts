/**
 * The words of every notification kind in the reader's language: a title (the list's line, the
 * e-mail's subject) and a body (what happened and what to do). The notification centre and the
 * e-mails both use these, so the two always say the same thing.
 */
import type { I18n } from '@lingui/core'
import { formatDate } from '../format/intl.ts'
import { roleLabel } from '../portal/labels.ts'
import { isPortalRole } from '../portal/partner-roles.ts'
import { isTicketStatus } from '../support/ticket-rules.ts'
import { ticketStatusLabel } from '../support/ticket-texts.ts'
import type { NotificationCategory, NotificationKind, NotificationValues } from './notification-kinds.ts'

export interface NotificationText {
  title: string
  /** Paragraphs separated by a blank line. */
  body: string
}

function join(...paragraphs: Array<string | null | undefined | false>): string {
  return paragraphs.filter(Boolean).join('\n\n')
}

function reasonOf(i18n: I18n, values: NotificationValues): string | null {
  return values.reason ? i18n._({ id: 'notification.reason', message: 'Reason: {reason}', values: { reason: values.reason } }) : null
}

function roleText(i18n: I18n, role: string | undefined): string {
  if (role && isPortalRole(role)) return roleLabel(i18n, role)
  return i18n._({ id: 'notification.no_role', message: 'no role' })
}

function phaseText(i18n: I18n, phase: string | undefined): string {
  return phase === 'finalise'
    ? i18n._({ id: 'notification.wave_phase_finalise', message: 'recording the request with your account' })
    : i18n._({ id: 'notification.wave_phase_account', message: 'creating the Wave account' })
}

/** A notification's title and body; `iso` formats its dates. */
export function notificationText(i18n: I18n, kind: NotificationKind, values: NotificationValues, iso: string): NotificationText {
  const v = { ...values, dueBack: values.dueBack ? formatDate(iso, values.dueBack) : '' }
  switch (kind) {
    case 'demo-request.requested':
      return {
        title: i18n._({ id: 'notification.demo_requested.title', message: 'We received your demo request for “{event}”', values: v }),
        body: i18n._({
          id: 'notification.demo_requested.body',
          message: 'Your sales manager will look at it and send it on for approval. We will let you know at every step.',
        }),
      }
    case 'demo-request.sent-for-approval':
      return {
        title: i18n._({
          id: 'notification.demo_sent_for_approval.title',
          message: 'Your demo request for “{event}” is waiting for approval',
          values: v,
        }),
        body: i18n._({
          id: 'notification.demo_sent_for_approval.body',
          message: 'Your sales manager sent it to our demo coordinator, who checks the stock for your dates.',
        }),
      }
    case 'demo-request.approved':
      return {
        title: i18n._({ id: 'notification.demo_approved.title', message: 'Your demo request for “{event}” was approved', values: v }),
        body: join(
          reasonOf(i18n, values),
          values.stockShort === 'yes'
            ? i18n._({
                id: 'notification.demo_approved.stock_short',
                message: 'We do not have enough demo equipment in stock for these dates. We will contact you to find a solution.',
              })
            : i18n._({
                id: 'notification.demo_approved.body',
                message: 'We are reserving the equipment now and will tell you when it ships.',
              }),
        ),
      }
    case 'demo-request.rejected':
      return {
        title: i18n._({ id: 'notification.demo_rejected.title', message: 'Your demo request for “{event}” was declined', values: v }),
        body: join(
          reasonOf(i18n, values),
          i18n._({ id: 'notification.demo_rejected.body', message: 'Your sales manager is happy to discuss other dates or equipment.' }),
        ),
      }
    case 'demo-request.allocated':
      return {
        title: i18n._({ id: 'notification.demo_allocated.title', message: 'The equipment for “{event}” is reserved', values: v }),
        body: i18n._({
          id: 'notification.demo_allocated.body',
          message: 'The units for your request are set aside and are being prepared for shipping.',
        }),
      }
    case 'demo-request.shipped':
      return {
        title: i18n._({ id: 'notification.demo_shipped.title', message: 'The demo equipment for “{event}” is on its way', values: v }),
        body: i18n._({
          id: 'notification.demo_shipped.body',
          message: 'Carrier: {carrier}. Tracking number: {tracking}. Please have it ready to go back by {dueBack}.',
          values: v,
        }),
      }
    case 'demo-request.returned':
      return {
        title: i18n._({ id: 'notification.demo_returned.title', message: 'The demo equipment for “{event}” is back with us', values: v }),
        body: i18n._({ id: 'notification.demo_returned.body', message: 'Thank you. The request is now closed.' }),
      }
    case 'demo-request.closed':
      return {
        title: i18n._({ id: 'notification.demo_closed.title', message: 'Your demo request for “{event}” was closed', values: v }),
        body: join(reasonOf(i18n, values)),
      }
    case 'demo-request.overdue':
      return {
        title: i18n._({ id: 'notification.demo_overdue.title', message: 'The demo equipment for “{event}” is overdue', values: v }),
        body: i18n._({
          id: 'notification.demo_overdue.body',
          message: 'It was due back on {dueBack}. Please send it back, or tell your sales manager when it will come.',
          values: v,
        }),
      }
    case 'demo-request.withdrawn':
      return {
        title: i18n._({ id: 'notification.demo_withdrawn.title', message: 'Your demo request for “{event}” was withdrawn', values: v }),
        body: i18n._({ id: 'notification.demo_withdrawn.body', message: 'Nothing will be sent. You can make a new request at any time.' }),
      }
    case 'demo-request.changed':
      return {
        title: i18n._({ id: 'notification.demo_changed.title', message: 'Your demo request for “{event}” was changed', values: v }),
        body: i18n._({ id: 'notification.demo_changed.body', message: 'We will check the new details before it is approved.' }),
      }
    case 'demo-request.to-review':
      return {
        title: i18n._({
          id: 'notification.demo_to_review.title',
          message: '{organisation} asks for demo equipment for “{event}”',
          values: v,
        }),
        body: i18n._({
          id: 'notification.demo_to_review.body',
          message: 'Check the request and send it to the demo coordinator for approval.',
        }),
      }
    case 'demo-request.to-approve':
      return {
        title: i18n._({
          id: 'notification.demo_to_approve.title',
          message: 'A demo request of {organisation} for “{event}” waits for your approval',
          values: v,
        }),
        body: i18n._({
          id: 'notification.demo_to_approve.body',
          message: 'Check the stock for its dates, then approve or reject it with a reason.',
        }),
      }
    case 'demo-request.changed-by-partner':
      return {
        title: i18n._({
          id: 'notification.demo_changed_by_partner.title',
          message: '{organisation} changed its demo request for “{event}”',
          values: v,
        }),
        body: i18n._({ id: 'notification.demo_changed_by_partner.body', message: 'Check the new dates, products and address.' }),
      }
    case 'demo-request.withdrawn-by-partner':
      return {
        title: i18n._({
          id: 'notification.demo_withdrawn_by_partner.title',
          message: '{organisation} withdrew its demo request for “{event}”',
          values: v,
        }),
        body: i18n._({ id: 'notification.demo_withdrawn_by_partner.body', message: 'Nothing needs to be done any more.' }),
      }
    case 'demo-request.overdue-for-staff':
      return {
        title: i18n._({
          id: 'notification.demo_overdue_for_staff.title',
          message: 'The demo equipment of {organisation} for “{event}” is overdue',
          values: v,
        }),
        body: i18n._({
          id: 'notification.demo_overdue_for_staff.body',
          message: 'It was due back on {dueBack}. The partner has been reminded.',
          values: v,
        }),
      }
    case 'ticket.received':
      return {
        title: i18n._({ id: 'notification.ticket_received.title', message: 'We received your ticket {caseNumber}', values: v }),
        body: i18n._({
          id: 'notification.ticket_received.body',
          message: 'Our technical support team will answer under My tickets in the portal, and we will let you know.',
        }),
      }
    case 'ticket.answered':
      return {
        title: i18n._({ id: 'notification.ticket_answered.title', message: 'Your ticket {caseNumber} has an answer', values: v }),
        body: i18n._({ id: 'notification.ticket_answered.body', message: 'Read the answer and reply under My tickets in the portal.' }),
      }
    case 'ticket.status-changed':
      return {
        title: i18n._({
          id: 'notification.ticket_status_changed.title',
          message: 'Your ticket {caseNumber} is now: {status}',
          values: { ...v, status: isTicketStatus(values.status) ? ticketStatusLabel(i18n, values.status) : (values.status ?? '') },
        }),
        body: i18n._({ id: 'notification.ticket_status_changed.body', message: 'You can follow it under My tickets in the portal.' }),
      }
    case 'ticket.new':
      return {
        title: i18n._({ id: 'notification.ticket_new.title', message: 'New ticket {caseNumber} from {organisation}', values: v }),
        body: i18n._({ id: 'notification.ticket_new.body', message: 'It waits for an answer in the staff console.' }),
      }
    case 'ticket.partner-replied':
      return {
        title: i18n._({ id: 'notification.ticket_partner_replied.title', message: '{person} replied to ticket {caseNumber}', values: v }),
        body: i18n._({ id: 'notification.ticket_partner_replied.body', message: 'The ticket is waiting for the support team again.' }),
      }
    case 'suggestion.triaged':
      return values.outcome === 'planned'
        ? {
            title: i18n._({ id: 'notification.suggestion_planned.title', message: 'Your suggestion “{summary}” is planned', values: v }),
            body: join(
              values.note,
              i18n._({ id: 'notification.suggestion_planned.body', message: 'Thank you for helping us improve the portal.' }),
            ),
          }
        : {
            title: i18n._({
              id: 'notification.suggestion_declined.title',
              message: 'Your suggestion “{summary}” was declined',
              values: v,
            }),
            body: join(values.note, i18n._({ id: 'notification.suggestion_declined.body', message: 'Thank you for taking the time.' })),
          }
    case 'wave-request.finalised':
      return {
        title: i18n._({ id: 'notification.wave_finalised.title', message: 'Your Wave request is complete' }),
        body: i18n._({
          id: 'notification.wave_finalised.body',
          message: 'The Wave account of {organisation} is set up and the request is recorded. We will be in touch about the next steps.',
          values: v,
        }),
      }
    case 'wave-request.failed':
      return {
        title: i18n._({ id: 'notification.wave_failed.title', message: 'Your Wave request could not be completed yet' }),
        body: i18n._({
          id: 'notification.wave_failed.body',
          message:
            'Something went wrong while {phase}. Our support team has been told; you can try again or cancel the request on the Wave page.',
          values: { ...v, phase: phaseText(i18n, values.phase) },
        }),
      }
    case 'wave-request.rolled-back':
      return {
        title: i18n._({ id: 'notification.wave_rolled_back.title', message: 'Your Wave request was cancelled' }),
        body: i18n._({ id: 'notification.wave_rolled_back.body', message: 'Nothing was set up. You can make a new request at any time.' }),
      }
    case 'wave-request.note':
      return {
        title: i18n._({ id: 'notification.wave_note.title', message: 'A message about your Wave request' }),
        body: values.note ?? '',
      }
    case 'wave-request.submitted':
      return {
        title: i18n._({ id: 'notification.wave_submitted.title', message: '{organisation} requested Wave', values: v }),
        body: i18n._({ id: 'notification.wave_submitted.body', message: 'You can follow its two phases in the staff console.' }),
      }
    case 'wave-request.needs-attention':
      return {
        title: i18n._({ id: 'notification.wave_needs_attention.title', message: 'The Wave request of {organisation} stopped', values: v }),
        body: i18n._({
          id: 'notification.wave_needs_attention.body',
          message: 'It failed while {phase}: {error}. Retry it in the staff console, or write to the partner.',
          values: { ...v, phase: phaseText(i18n, values.phase), error: values.error ?? '' },
        }),
      }
    case 'success-story.changes-requested':
      return {
        title: i18n._({
          id: 'notification.story_changes_requested.title',
          message: 'Your success story “{project}” needs a few changes',
          values: v,
        }),
        body: join(
          values.comment,
          i18n._({
            id: 'notification.story_changes_requested.body',
            message: 'Open it under Success stories in the portal, edit it and send it again.',
          }),
        ),
      }
    case 'success-story.published':
      return {
        title: i18n._({ id: 'notification.story_published.title', message: 'Your success story “{project}” is published', values: v }),
        body: join(
          values.comment,
          i18n._({
            id: 'notification.story_published.body',
            message: 'Our marketing team approved it: it is now on our website under Insights, with {organisation} credited.',
            values: v,
          }),
        ),
      }
    case 'success-story.to-review':
      return {
        title: i18n._({ id: 'notification.story_to_review.title', message: '{organisation} sent a success story: “{project}”', values: v }),
        body: i18n._({ id: 'notification.story_to_review.body', message: 'It waits for your review in the staff console.' }),
      }
    case 'training.scheduled':
      return {
        title: i18n._({ id: 'notification.training_scheduled.title', message: '“{training}” is scheduled', values: v }),
        body: i18n._({
          id: 'notification.training_scheduled.body',
          message: 'Your session: {when}, {where}. Your trainer confirms attendance after the session; that earns the certificate.',
          values: {
            ...v,
            when: values.startsAt ? formatDate(iso, values.startsAt, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }) : '',
          },
        }),
      }
    case 'training.attendance-confirmed':
      return values.attendance === 'attended'
        ? {
            title: i18n._({
              id: 'notification.training_attended.title',
              message: 'Your attendance at “{training}” is confirmed',
              values: v,
            }),
            body: i18n._({
              id: 'notification.training_attended.body',
              message: 'Your progress in the portal shows the training as completed.',
            }),
          }
        : {
            title: i18n._({
              id: 'notification.training_absent.title',
              message: 'You were recorded as absent from “{training}”',
              values: v,
            }),
            body: i18n._({
              id: 'notification.training_absent.body',
              message: 'If this is wrong, please answer your trainer. You can ask for another session.',
            }),
          }
    case 'training.certificate-issued':
      return {
        title: i18n._({ id: 'notification.certificate_issued.title', message: 'Your certificate for “{training}” is ready', values: v }),
        body: i18n._({
          id: 'notification.certificate_issued.body',
          message: 'Download it from the training’s page in the portal. It is valid until {expires}.',
          values: { ...v, expires: values.expiresAt ? formatDate(iso, values.expiresAt, { dateStyle: 'long' }) : '' },
        }),
      }
    case 'training.requested':
      return {
        title: i18n._({ id: 'notification.training_requested.title', message: '{organisation} asked for “{training}”', values: v }),
        body: i18n._({ id: 'notification.training_requested.body', message: 'Schedule a session for it in the staff console.' }),
      }
    case 'account.role-changed':
      if (!values.before)
        return {
          title: i18n._({ id: 'notification.role_given.title', message: 'Welcome to the partner portal' }),
          body: i18n._({
            id: 'notification.role_given.body',
            message: 'You have an account with the role “{after}”. If you did not expect this, please tell your IT security team at once.',
            values: { after: roleText(i18n, values.after) },
          }),
        }
      return {
        title: i18n._({ id: 'notification.role_changed.title', message: 'Your role in the portal has changed' }),
        body: i18n._({
          id: 'notification.role_changed.body',
          message:
            'Your role changed from “{before}” to “{after}”. If you did not expect this change, please tell your IT security team at once.',
          values: { before: roleText(i18n, values.before), after: roleText(i18n, values.after) },
        }),
      }
    case 'organisation.joined':
      return {
        title: i18n._({
          id: 'notification.organisation_joined.title',
          message: 'Welcome to {organisation} in the partner portal',
          values: v,
        }),
        body: i18n._({
          id: 'notification.organisation_joined.body',
          message:
            'You accepted the invitation and joined {organisation} with the role “{role}”. If you did not expect this, please tell your IT security team at once.',
          values: { ...v, role: roleText(i18n, values.role) },
        }),
      }
    case 'organisation.user-added':
      return {
        title: i18n._({ id: 'notification.organisation_user_added.title', message: '{name} joined {organisation}', values: v }),
        body: i18n._({
          id: 'notification.organisation_user_added.body',
          message:
            '{name} accepted your invitation and now uses the partner portal with the role “{role}”. You can deactivate the account under “Your team”.',
          values: { ...v, role: roleText(i18n, values.role) },
        }),
      }
    case 'promotion.new':
      return {
        title: i18n._({ id: 'notification.promotion_new.title', message: 'New promotion: {title}', values: v }),
        body: i18n._({
          id: 'notification.promotion_new.body',
          message: 'A new promotion for your partner level and business lines is running until {validUntil}.',
          values: { ...v, validUntil: values.validUntil ? formatDate(iso, values.validUntil) : '' },
        }),
      }
  }
}

export function notificationCategoryLabel(i18n: I18n, category: NotificationCategory): string {
  switch (category) {
    case 'demo-requests':
      return i18n._({ id: 'notification.category.demo_requests', message: 'Demo equipment requests' })
    case 'support':
      return i18n._({ id: 'notification.category.support', message: 'Tickets and portal suggestions' })
    case 'wave':
      return i18n._({ id: 'notification.category.wave', message: 'Wave requests' })
    case 'account':
      return i18n._({ id: 'notification.category.account', message: 'Your account and role' })
    case 'success-stories':
      return i18n._({ id: 'notification.category.success_stories', message: 'Success stories' })
    case 'trainings':
      return i18n._({ id: 'notification.category.trainings', message: 'Trainings and certificates' })
    case 'promotions':
      return i18n._({ id: 'notification.category.promotions', message: 'New promotions' })
  }
}
