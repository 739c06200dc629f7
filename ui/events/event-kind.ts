import type { I18n } from '@lingui/core'
import type { EventSummary } from '../content/model.ts'

export function eventKindLabel(i18n: I18n, kind: EventSummary['kind']): string {
  switch (kind) {
    case 'trade-show':
      return i18n._({ id: 'events.kind.trade_show', message: 'Trade show' })
    case 'webinar':
      return i18n._({ id: 'events.kind.webinar', message: 'Webinar' })
    case 'partner-event':
      return i18n._({ id: 'events.kind.partner_event', message: 'Partner event' })
  }
}
