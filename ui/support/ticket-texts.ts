/** The words of tickets and suggestions in the reader's language: statuses and outcomes. */
import type { I18n } from '@lingui/core'
import type { SuggestionStatus, TicketStatus } from './ticket-rules.ts'

export function ticketStatusLabel(i18n: I18n, status: TicketStatus): string {
  switch (status) {
    case 'received':
      return i18n._({ id: 'ticket.status.received', message: 'Received' })
    case 'in-progress':
      return i18n._({ id: 'ticket.status.in_progress', message: 'In progress' })
    case 'answered':
      return i18n._({ id: 'ticket.status.answered', message: 'Answered' })
    case 'closed':
      return i18n._({ id: 'ticket.status.closed', message: 'Closed' })
  }
}

export function suggestionStatusLabel(i18n: I18n, status: SuggestionStatus): string {
  switch (status) {
    case 'new':
      return i18n._({ id: 'suggestion.status.new', message: 'Not yet reviewed' })
    case 'planned':
      return i18n._({ id: 'suggestion.status.planned', message: 'Planned' })
    case 'declined':
      return i18n._({ id: 'suggestion.status.declined', message: 'Declined' })
  }
}
