/**
 * The staff console's inbox (docs/decisions/033-staff-console-and-demo-fulfilment.md): the queues
 * of work, each behind the permission that acts on it, so that every staff role sees the queues of
 * its own work with their counts. A new kind of work (success stories to review, trainings to
 * schedule, attendance to confirm) adds its queue here, its words in `queueText`, and its count in
 * worker/staff/inbox-counts.ts.
 */
import type { I18n } from '@lingui/core'
import type { PortalAction } from '../portal/permissions.ts'

export const INBOX_QUEUES = {
  'demo-requests-to-review': { action: 'demo-requests.review' },
  'demo-requests-to-approve': { action: 'demo-requests.approve' },
  'demo-requests-to-ship': { action: 'demo-requests.fulfil' },
  'demo-requests-overdue': { action: 'demo-requests.fulfil' },
  tickets: { action: 'support.tickets.handle' },
  suggestions: { action: 'support.suggestions.triage' },
  'wave-requests': { action: 'wave-requests.handle' },
  'success-stories-to-review': { action: 'success-stories.review' },
  'stories-to-translate': { action: 'success-stories.review' },
  'training-requests-to-schedule': { action: 'trainings.schedule' },
  'attendance-to-confirm': { action: 'trainings.attendance' },
} as const satisfies Record<string, { action: PortalAction }>

export type InboxQueue = keyof typeof INBOX_QUEUES
export const INBOX_QUEUE_NAMES = Object.keys(INBOX_QUEUES) as InboxQueue[]

/** The lists and tools of the console besides the queues, each behind its permission. */
export const STAFF_TOOLS = {
  'all-demo-requests': { action: 'demo-requests.view' },
  'demo-pool': { action: 'demo-pool.view' },
  'all-tickets': { action: 'support.tickets.handle' },
  'all-suggestions': { action: 'support.suggestions.triage' },
  'all-wave-requests': { action: 'wave-requests.handle' },
  'audit-log': { action: 'audit-log.view' },
  'all-success-stories': { action: 'success-stories.review' },
  'all-training-requests': { action: 'trainings.schedule' },
} as const satisfies Record<string, { action: PortalAction }>

export type StaffTool = keyof typeof STAFF_TOOLS
export const STAFF_TOOL_NAMES = Object.keys(STAFF_TOOLS) as StaffTool[]

export function queueText(i18n: I18n, queue: InboxQueue): { title: string; description: string } {
  switch (queue) {
    case 'demo-requests-to-review':
      return {
        title: i18n._({ id: 'inbox.demo_to_review', message: 'Demo requests to send for approval' }),
        description: i18n._({ id: 'inbox.demo_to_review_text', message: 'New requests of the partners you look after.' }),
      }
    case 'demo-requests-to-approve':
      return {
        title: i18n._({ id: 'inbox.demo_to_approve', message: 'Demo requests to approve' }),
        description: i18n._({ id: 'inbox.demo_to_approve_text', message: 'Check the stock for their dates, then approve or reject.' }),
      }
    case 'demo-requests-to-ship':
      return {
        title: i18n._({ id: 'inbox.demo_to_ship', message: 'Demo requests to fulfil' }),
        description: i18n._({ id: 'inbox.demo_to_ship_text', message: 'Approved: allocate the units and ship them.' }),
      }
    case 'demo-requests-overdue':
      return {
        title: i18n._({ id: 'inbox.demo_overdue', message: 'Demo equipment overdue' }),
        description: i18n._({ id: 'inbox.demo_overdue_text', message: 'Shipped equipment past its due-back day.' }),
      }
    case 'tickets':
      return {
        title: i18n._({ id: 'inbox.tickets', message: 'Tickets waiting for an answer' }),
        description: i18n._({ id: 'inbox.tickets_text', message: 'New tickets, and tickets the partner replied to.' }),
      }
    case 'suggestions':
      return {
        title: i18n._({ id: 'inbox.suggestions', message: 'Portal suggestions to triage' }),
        description: i18n._({ id: 'inbox.suggestions_text', message: 'Bug reports and ideas nobody has looked at yet.' }),
      }
    case 'wave-requests':
      return {
        title: i18n._({ id: 'inbox.wave', message: 'Wave requests to handle' }),
        description: i18n._({ id: 'inbox.wave_text', message: 'Requests that stopped in a phase or have not finished.' }),
      }
    case 'success-stories-to-review':
      return {
        title: i18n._({ id: 'inbox.stories_to_review', message: 'Success stories to review' }),
        description: i18n._({
          id: 'inbox.stories_to_review_text',
          message: 'Approve them for the website, or ask the partner for changes.',
        }),
      }
    case 'stories-to-translate':
      return {
        title: i18n._({ id: 'inbox.stories_to_translate', message: 'Published stories to translate' }),
        description: i18n._({ id: 'inbox.stories_to_translate_text', message: 'Stories on the website in one language only.' }),
      }
    case 'training-requests-to-schedule':
      return {
        title: i18n._({ id: 'inbox.training_requests', message: 'Training requests to schedule' }),
        description: i18n._({ id: 'inbox.training_requests_text', message: 'Partners waiting for a date, a place and seats.' }),
      }
    case 'attendance-to-confirm':
      return {
        title: i18n._({ id: 'inbox.attendance', message: 'Attendance to confirm' }),
        description: i18n._({
          id: 'inbox.attendance_text',
          message: 'Participants of sessions that are over: confirming attendance issues the certificate.',
        }),
      }
  }
}

export function toolText(i18n: I18n, tool: StaffTool): string {
  switch (tool) {
    case 'all-demo-requests':
      return i18n._({ id: 'inbox.tool_demo_requests', message: 'All demo equipment requests' })
    case 'demo-pool':
      return i18n._({ id: 'demo.pool_calendar', message: 'Demo pool calendar' })
    case 'all-tickets':
      return i18n._({ id: 'inbox.tool_tickets', message: 'All tickets' })
    case 'all-suggestions':
      return i18n._({ id: 'inbox.tool_suggestions', message: 'All portal suggestions' })
    case 'all-wave-requests':
      return i18n._({ id: 'inbox.tool_wave', message: 'All Wave requests' })
    case 'audit-log':
      return i18n._({ id: 'audit.title', message: 'Audit log' })
    case 'all-success-stories':
      return i18n._({ id: 'inbox.tool_stories', message: 'All success stories' })
    case 'all-training-requests':
      return i18n._({ id: 'inbox.tool_training_requests', message: 'All training requests' })
  }
}
