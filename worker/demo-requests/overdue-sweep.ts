/**
 * The cron's overdue reminders (issue 18): demo equipment shipped and not back by its due-back day
 * reminds the requester and the demo coordinators once a day until it is returned; each reminder is
 * audited (`demo-request.overdue-reminder`).
 */
import type { NotificationContext } from '../notifications/notification-service.ts'
import { noteOverdueReminder, overdueWithoutReminder } from './demo-request-store.ts'
import { notifyDemoRequest } from './demo-request-notifications.ts'

export async function remindOverdueDemoRequests(context: NotificationContext, today: string): Promise<string[]> {
  const reminded: string[] = []
  for (const request of await overdueWithoutReminder(context.db, today)) {
    // Noted first: a sweep running at the same time finds it reminded and sends nothing twice.
    if (!(await noteOverdueReminder(context.db, request, today))) continue
    await notifyDemoRequest(context, 'overdue', request)
    reminded.push(request.id)
  }
  return reminded
}
