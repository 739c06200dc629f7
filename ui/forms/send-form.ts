/**
 * Sending a form from an island: the form's own fields as multipart (files included), answered
 * by the endpoint's JSON contract (201 { id }, 422 { errors }, other statuses { message }).
 */
import { CSRF_FIELD_NAME } from './CsrfField.tsx'

export const CSRF_HEADER_NAME = 'X-CSRF-Token'

export type SendOutcome =
  | { kind: 'accepted'; id: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'refused'; message?: string }

export async function sendForm(endpoint: string, body: FormData): Promise<SendOutcome> {
  const token = body.get(CSRF_FIELD_NAME)
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(typeof token === 'string' ? { [CSRF_HEADER_NAME]: token } : {}) },
    })
  } catch {
    return { kind: 'refused' }
  }
  let answer: { id?: unknown; errors?: unknown; message?: unknown } = {}
  try {
    answer = (await response.json()) as typeof answer
  } catch {
    // Not JSON: only the status tells.
  }
  if (response.status === 201 && typeof answer.id === 'string') return { kind: 'accepted', id: answer.id }
  if (response.status === 422 && answer.errors && typeof answer.errors === 'object') {
    return { kind: 'invalid', errors: answer.errors as Record<string, string> }
  }
  return { kind: 'refused', message: typeof answer.message === 'string' ? answer.message : undefined }
}
