/** Why the sign-in page is shown again after an attempt (`?problem=`), and where to go afterwards (`?return_to=`). */
export const SIGN_IN_PROBLEMS = [
  'unknown-account',
  'failed',
  'expired',
  'unavailable',
  'deactivated',
  'invitation-unusable',
  'session-ended',
] as const
export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number]

export const SIGN_IN_PROBLEM_PARAMETER = 'problem'
export const RETURN_TO_PARAMETER = 'return_to'

export function isSignInProblem(value: string | null): value is SignInProblem {
  return value !== null && (SIGN_IN_PROBLEMS as readonly string[]).includes(value)
}
