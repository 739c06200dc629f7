/** The hidden CSRF token every state-changing form sends back (see worker/middleware/csrf.ts). */
export const CSRF_FIELD_NAME = '_csrf'

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD_NAME} value={token} />
}
