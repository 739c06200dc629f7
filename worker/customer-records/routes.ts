/**
 * `GET /api/salesforce/user` (SPEC.md point 7): the customer record of the person whose portal is
 * shown (the signed-in person, or the partner they show the portal as), through the customer
 * record system's adapter. 401 when signed out; the page-data error shape on every failure.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { PRIVATE_RESPONSE } from '../auth/session-step.ts'
import { CustomerRecordsUnavailable, customerRecordsFor } from './customer-record-service.ts'
import { portalAccess } from '../portal/portal-access.ts'
import { apiError } from '../content-api/api-context.ts'
import { customerRecordIdOf } from '../users/user-account-store.ts'

export const customerRecordApi = new Hono<AppEnv>()

customerRecordApi.get('/user', async (c) => {
  c.header('Cache-Control', PRIVATE_RESPONSE)
  const access = portalAccess(c.get('viewer'), 'customer-record.view')
  if (access.kind === 'signed-out') {
    return c.json({ message: 'Sign in to read your customer record', statusCode: 401, statusMessage: 'Unauthorized', data: null }, 401)
  }
  if (access.kind === 'no-access') {
    return c.json({ message: 'Your account may not read customer records', statusCode: 403, statusMessage: 'Forbidden', data: null }, 403)
  }
  const contactId = await customerRecordIdOf(c.env.DB, access.viewer.person.id)
  if (!contactId) return apiError(c, 404, 'Customer record not found')
  try {
    const record = await customerRecordsFor(c.env, c.get('environment'), c.get('logger')).recordOf(contactId)
    if (!record) return apiError(c, 404, 'Customer record not found')
    return c.json({ data: record })
  } catch (error) {
    if (!(error instanceof CustomerRecordsUnavailable)) throw error
    c.get('logger').error('Customer record unavailable', error.message)
    return apiError(c, 503, 'The customer record system is unavailable at the moment; please try again later.')
  }
})
