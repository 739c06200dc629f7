/**
 * The one wizard engine of the portal (docs/decisions/023-one-wizard-engine.md): pure rules that
 * every multi-step portal form (demo request, success story, Wave request) follows. A wizard is a
 * list of steps; each step is a plain form post naming its step and a move (next, previous,
 * cancel, confirm); the answers so far live in a server-side draft (worker/portal/wizard-draft-store.ts).
 * What a move does on a step is decided here, once; the features only check their fields and
 * submit.
 */

/**
 * The moves a step's buttons post, and `keep`: a step posted after the session ended, handed back
 * once the person signed in again (worker/portal/held-wizard-posts.ts).
 */
export const WIZARD_MOVE = { next: 'next', previous: 'previous', cancel: 'cancel', confirm: 'confirm', keep: 'keep' } as const
export type WizardMove = (typeof WIZARD_MOVE)[keyof typeof WIZARD_MOVE]
export const WIZARD_MOVES: readonly WizardMove[] = Object.values(WIZARD_MOVE)

/** A post without a move (a form sent without pressing one of its buttons) goes to the next step. */
export const DEFAULT_WIZARD_MOVE: WizardMove = WIZARD_MOVE.next

/**
 * The names a wizard's form posts its step and its move under. Each wizard keeps the names its form
 * has always posted, so bookmarked pages, tests and integrations keep working.
 */
export interface WizardPostNames {
  step: string
  move: string
  /** The hidden field naming the draft, for wizards with a draft per start. */
  draft?: string
}

/** The post names of the portal wizards drawn with ui/portal/wizard/PortalWizard.tsx. */
export const PORTAL_WIZARD_POST_NAMES = { step: 'wizard_step', move: 'wizard_action' } as const satisfies WizardPostNames

/**
 * How many drafts a person has of a wizard: one ('personal': reloading, another device or a later
 * visit continues it), or one per start ('per-start': the draft is named in the page's address).
 */
export type WizardDraftScope = 'personal' | 'per-start'

export interface WizardDefinition<Step extends string> {
  /** The draft table's `wizard` value; never change it once drafts exist. */
  name: string
  steps: readonly [Step, ...Step[]]
  postNames: WizardPostNames
  drafts: WizardDraftScope
}

/**
 * A wizard's definition, keeping its exact steps, post names (a wizard with a draft per start has
 * `draft`) and draft scope (the draft store's keys accept only the matching wizards).
 */
export function defineWizard<const Definition extends WizardDefinition<string>>(definition: Definition): Definition {
  return definition
}

export function isWizardStep<Step extends string>(wizard: WizardDefinition<Step>, value: unknown): value is Step {
  return typeof value === 'string' && (wizard.steps as readonly string[]).includes(value)
}

export function firstStep<Step extends string>(wizard: WizardDefinition<Step>): Step {
  return wizard.steps[0]
}

export function lastStep<Step extends string>(wizard: WizardDefinition<Step>): Step {
  return wizard.steps[wizard.steps.length - 1]!
}

/** The posted step, or the first step when the post names none or one the wizard does not have. */
export function stepOrFirst<Step extends string>(wizard: WizardDefinition<Step>, value: unknown): Step {
  return isWizardStep(wizard, value) ? value : firstStep(wizard)
}

/** The posted move; a post without one moves on; anything else is not a move (null). */
export function moveOf(value: unknown): WizardMove | null {
  if (value === undefined || value === null || value === '') return DEFAULT_WIZARD_MOVE
  return (WIZARD_MOVES as readonly unknown[]).includes(value) ? (value as WizardMove) : null
}

export function stepAfter<Step extends string>(wizard: WizardDefinition<Step>, step: Step): Step {
  return wizard.steps[Math.min(wizard.steps.indexOf(step) + 1, wizard.steps.length - 1)]!
}

export function stepBefore<Step extends string>(wizard: WizardDefinition<Step>, step: Step): Step {
  return wizard.steps[Math.max(wizard.steps.indexOf(step) - 1, 0)]!
}

/** The steps up to and including `furthest` (the ones a person may open). */
export function stepsUpTo<Step extends string>(wizard: WizardDefinition<Step>, furthest: Step): Step[] {
  return wizard.steps.slice(0, wizard.steps.indexOf(furthest) + 1)
}

/** The step a page shows when `requested` is asked for: no step beyond `furthest` (the first unanswered one). */
export function stepToShow<Step extends string>(wizard: WizardDefinition<Step>, requested: unknown, furthest: Step): Step {
  return isWizardStep(wizard, requested) && wizard.steps.indexOf(requested) <= wizard.steps.indexOf(furthest) ? requested : furthest
}

/**
 * What a post does:
 * - `cancel`: discard the draft (and whatever hangs on it) and leave the wizard;
 * - `back`: keep what was typed on this step, checked or not, so nothing is lost, and show `to`
 *   (the step before; for `keep`, the same step);
 * - `forward`: check this step's fields; if they are fine keep them and show `to`, else show the
 *   step again with the problems;
 * - `submit`: check every step and send (only the last step's confirm);
 * - `refuse`: the move does not belong on this step (next on the last step, confirm before it, or
 *   no move at all): show the step again and change nothing.
 */
export type WizardTransition<Step extends string> =
  | { kind: 'cancel' }
  | { kind: 'back'; to: Step }
  | { kind: 'forward'; to: Step }
  | { kind: 'submit' }
  | { kind: 'refuse' }

export function transitionOf<Step extends string>(
  wizard: WizardDefinition<Step>,
  step: Step,
  move: WizardMove | null,
): WizardTransition<Step> {
  const last = step === lastStep(wizard)
  switch (move) {
    case 'cancel':
      return { kind: 'cancel' }
    case 'previous':
      return { kind: 'back', to: stepBefore(wizard, step) }
    case 'keep':
      return { kind: 'back', to: step }
    case 'next':
      return last ? { kind: 'refuse' } : { kind: 'forward', to: stepAfter(wizard, step) }
    case 'confirm':
      return last ? { kind: 'submit' } : { kind: 'refuse' }
    case null:
      return { kind: 'refuse' }
  }
}

/** The first step (in order) that `hasProblems` finds wrong, or null when none is. */
export function firstFailingStep<Step extends string>(wizard: WizardDefinition<Step>, hasProblems: (step: Step) => boolean): Step | null {
  return wizard.steps.find(hasProblems) ?? null
}
