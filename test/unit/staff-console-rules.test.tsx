/**
 * The pure rules behind issue 18's staff console: the demo request workflow with its fulfilment
 * stages, what each move asks for, allocations and shipments; the e-mail's plain text from the same
 * React element as its HTML; every notification kind's words in every catalog; CSV cells that a
 * spreadsheet cannot run.
 */
import { setupI18n } from '@lingui/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  type DEMO_REQUEST_STATUSES,
  allocationProblems,
  checkDecisionNote,
  checkShipment,
  defaultDueBack,
  fulfilmentStageOf,
  isOverdue,
  transitionsFrom,
} from '../../ui/demo-requests/demo-request-rules.ts'
import { mailPlainText } from '../../ui/notifications/mail-plain-text.ts'
import { NotificationMail } from '../../ui/notifications/NotificationMail.tsx'
import { NOTIFICATION_KINDS, type NotificationKind } from '../../ui/notifications/notification-kinds.ts'
import { notificationText } from '../../ui/notifications/notification-texts.ts'
import { INBOX_QUEUES, INBOX_QUEUE_NAMES } from '../../ui/staff/inbox-queues.ts'
import { PERMISSIONS } from '../../ui/portal/permissions.ts'
import { csvCell, csvText } from '../../worker/staff/csv-file.ts'
import { SOURCE_CATALOG, TRANSLATED_CATALOGS, parsePo } from './po-catalogs.ts'

const fulfilment = (
  status: (typeof DEMO_REQUEST_STATUSES)[number],
  extra: Partial<{ allocatedUnits: number; shippedAt: string | null; returnedAt: string | null }> = {},
) => ({
  status,
  allocatedUnits: 0,
  shippedAt: null,
  returnedAt: null,
  ...extra,
})

describe('the demo request workflow', () => {
  it('opens each move only from where it belongs, fulfilment stages included', () => {
    expect(transitionsFrom(fulfilment('requested'))).toEqual(['send-for-approval', 'withdraw'])
    expect(transitionsFrom(fulfilment('sent-for-approval'))).toEqual(['approve', 'reject', 'withdraw'])
    expect(transitionsFrom(fulfilment('approved'))).toEqual(['allocate', 'close'])
    expect(transitionsFrom(fulfilment('approved', { allocatedUnits: 2 }))).toEqual(['ship', 'close'])
    expect(transitionsFrom(fulfilment('approved', { allocatedUnits: 2, shippedAt: '2031-01-01T09:00:00Z' }))).toEqual(['return'])
    for (const done of ['rejected', 'handled', 'withdrawn'] as const) expect(transitionsFrom(fulfilment(done)), done).toEqual([])
  })

  it('names the fulfilment stage of an approved or handled request, and knows when it is overdue', () => {
    expect(fulfilmentStageOf(fulfilment('requested'))).toBeNull()
    expect(fulfilmentStageOf(fulfilment('approved'))).toBe('awaiting-allocation')
    expect(fulfilmentStageOf(fulfilment('approved', { allocatedUnits: 1 }))).toBe('allocated')
    expect(fulfilmentStageOf(fulfilment('handled', { returnedAt: '2031-01-09T10:00:00Z' }))).toBe('returned')
    expect(fulfilmentStageOf(fulfilment('handled'))).toBe('closed')
    const out = { ...fulfilment('approved', { allocatedUnits: 1, shippedAt: '2031-01-01T09:00:00Z' }), dueBack: '2031-01-10' }
    expect(isOverdue(out, '2031-01-10')).toBe(false)
    expect(isOverdue(out, '2031-01-11')).toBe(true)
    expect(isOverdue({ ...out, status: 'handled', returnedAt: '2031-01-12T00:00:00Z' }, '2031-01-13')).toBe(false)
  })

  it('needs a reason to reject or close, none to approve, and refuses control characters and overlong reasons', () => {
    expect(checkDecisionNote('approve', '')).toBeNull()
    expect(checkDecisionNote('reject', '  ')).toBe('required')
    expect(checkDecisionNote('close', 'No stock')).toBeNull()
    expect(checkDecisionNote('approve', 'ok\u202e')).toBe('characters')
    expect(checkDecisionNote('approve', 'x'.repeat(1001))).toBe('too-long')
  })

  it('accepts exactly the units asked for, of the right products, among the free ones, each once', () => {
    const asked = [
      { ctn: 'A', units: 2 },
      { ctn: 'B', units: 1 },
    ]
    const free = [
      { id: 'a1', ctn: 'A' },
      { id: 'a2', ctn: 'A' },
      { id: 'a3', ctn: 'A' },
      { id: 'b1', ctn: 'B' },
    ]
    expect(allocationProblems(asked, ['a1', 'a3', 'b1'], free)).toBeNull()
    expect(allocationProblems(asked, ['a1', 'b1'], free)).toEqual(['A'])
    expect(allocationProblems(asked, ['a1', 'a1', 'b1'], free)).toEqual(['A', 'B'])
    expect(allocationProblems(asked, ['a1', 'a2', 'b1', 'c9'], free)).toEqual(['A', 'B'])
    expect(allocationProblems(asked, ['a1', 'a2', 'a3', 'b1'], free)).toEqual(['A'])
  })

  it('checks a shipment: carrier and tracking on one line, due back on a real day not before the loan ends', () => {
    expect(checkShipment({ carrier: 'DHL', tracking: 'JD01', dueBack: '2031-02-03' }, '2031-02-01')).toEqual({})
    expect(checkShipment({ carrier: '', tracking: 'a\nb', dueBack: '2031-02-30' }, '2031-02-01')).toEqual({
      carrier: 'required',
      tracking: 'line-breaks',
      dueBack: 'invalid',
    })
    expect(checkShipment({ carrier: 'DHL', tracking: 'x'.repeat(81), dueBack: '2031-01-31' }, '2031-02-01')).toEqual({
      tracking: 'too-long',
      dueBack: 'before-loan',
    })
    expect(defaultDueBack('2031-02-27')).toBe('2031-03-02')
  })
})

describe('the staff inbox', () => {
  it('puts every queue behind an action some staff role holds', () => {
    for (const queue of INBOX_QUEUE_NAMES) expect(Object.keys(PERMISSIONS[INBOX_QUEUES[queue].action]).length, queue).toBeGreaterThan(0)
  })
})

function i18nWith(source: string, locale: string) {
  const messages = Object.fromEntries(parsePo(source))
  return setupI18n({ locale, messages: { [locale]: messages } })
}

const VALUES = {
  event: 'Expo',
  organisation: 'Northlight',
  reason: 'Because',
  carrier: 'UPS',
  tracking: '1Z',
  dueBack: '2031-05-02',
  caseNumber: 'TS-000042',
  status: 'answered',
  person: 'Ada',
  summary: 'Dark mode',
  outcome: 'planned',
  note: 'Soon',
  phase: 'finalise',
  error: 'down',
  before: 'trainee',
  after: 'partner-executive',
}

describe('notification texts', () => {
  it('every kind has a title and a body in every catalog, with its values filled in', () => {
    for (const [file, source] of Object.entries({ 'en-gb': SOURCE_CATALOG, ...TRANSLATED_CATALOGS })) {
      const i18n = i18nWith(source, file)
      for (const kind of Object.keys(NOTIFICATION_KINDS) as NotificationKind[]) {
        const text = notificationText(i18n, kind, VALUES, 'en-GB')
        expect(text.title, `${file} ${kind}`).not.toBe('')
        expect(text.body, `${file} ${kind}`).not.toBe('')
        expect(`${text.title} ${text.body}`, `${file} ${kind}`).not.toMatch(/\{\w+\}/)
      }
    }
  })
})

describe('the e-mail of a notification', () => {
  it('has a plain text body made from the same React element as its HTML: blocks, links with their address, no markup', () => {
    const i18n = i18nWith(SOURCE_CATALOG, 'en-gb')
    const text = notificationText(i18n, 'demo-request.shipped', VALUES, 'en-GB')
    const element = (
      <NotificationMail
        i18n={i18n}
        lang="en-GB"
        recipientName="Ada Lovelace"
        text={text}
        actionHref="https://example.test/portal/demo-equipment/dr-1"
        settingsHref="https://example.test/portal/notifications/settings"
        alwaysMailed={false}
      />
    )
    const html = renderToStaticMarkup(element)
    expect(html).toContain('<h1')
    expect(html).toContain('href="https://example.test/portal/demo-equipment/dr-1"')
    expect(mailPlainText(element)).toBe(
      [
        'Vantage Displays',
        'The demo equipment for “Expo” is on its way',
        'Hello Ada Lovelace,',
        'Carrier: UPS. Tracking number: 1Z. Please have it ready to go back by 2 May 2031.',
        'Open in the partner portal: https://example.test/portal/demo-equipment/dr-1',
        '----',
        'You receive this e-mail because of your notification settings in the Vantage Displays partner portal. Choose which e-mails you get: https://example.test/portal/notifications/settings',
      ].join('\n\n'),
    )
  })

  it('writes lists and line breaks as plain text, and leaves out what is marked for HTML only', () => {
    expect(
      mailPlainText(
        <div>
          <p>
            One
            <br />
            two
          </p>
          <ul>
            <li>first</li>
            <li>
              <a href="https://example.test/a">second</a>
            </li>
          </ul>
          <p data-mail-text="skip">decoration</p>
        </div>,
      ),
    ).toBe('One\ntwo\n\n- first\n- second: https://example.test/a')
  })
})

describe('CSV exports', () => {
  it('quotes what needs quoting and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
    expect(csvCell('a, "b"')).toBe('"a, ""b"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    for (const formula of ['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx'])
      expect(csvCell(formula).startsWith("'") || csvCell(formula).startsWith(`"'`), formula).toBe(true)
    expect(csvText(['a', 'b'], [['1', '=x']])).toBe("a,b\r\n1,'=x")
  })
})
