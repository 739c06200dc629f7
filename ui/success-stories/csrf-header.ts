/** The header that carries the CSRF token of a script's form post (worker/middleware/csrf.ts reads it). */
export const CSRF_HEADER_NAME = 'X-CSRF-Token'
