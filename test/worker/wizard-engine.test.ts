/**
 * The one wizard engine of the portal (ui/portal/wizard/wizard-engine.ts): what each move does on
 * each step, the posted step and move read safely, and which step a page may show.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_REQUEST_WIZARD } from '../../ui/demo-requests/demo-request-rules.ts'
import { SUCCESS_STORY_WIZARD } from '../../ui/success-stories/success-story-form.ts'
import {
  PORTAL_WIZARD_POST_NAMES,
  defineWizard,
  firstFailingStep,
  moveOf,
  stepOrFirst,
  stepToShow,
  stepsUpTo,
  transitionOf,
} from '../../ui/portal/wizard/wizard-engine.ts'
import { WAVE_REQUEST_WIZARD } from '../../ui/wave-requests/wave-request-form.ts'

const WIZARD = defineWizard({ name: 'test', steps: ['one', 'two', 'three'], postNames: PORTAL_WIZARD_POST_NAMES, drafts: 'personal' })

describe('wizard engine', () => {
  it('next moves forward to the following step, previous back to the one before (the first stays the first)', () => {
    expect(transitionOf(WIZARD, 'one', 'next')).toEqual({ kind: 'forward', to: 'two' })
    expect(transitionOf(WIZARD, 'two', 'next')).toEqual({ kind: 'forward', to: 'three' })
    expect(transitionOf(WIZARD, 'three', 'previous')).toEqual({ kind: 'back', to: 'two' })
    expect(transitionOf(WIZARD, 'one', 'previous')).toEqual({ kind: 'back', to: 'one' })
  })

  it('confirm submits only on the last step; cancel leaves from any step', () => {
    expect(transitionOf(WIZARD, 'three', 'confirm')).toEqual({ kind: 'submit' })
    for (const step of WIZARD.steps) expect(transitionOf(WIZARD, step, 'cancel')).toEqual({ kind: 'cancel' })
  })

  it('refuses a move that does not belong on the step: next on the last step, confirm before it, an unknown move', () => {
    expect(transitionOf(WIZARD, 'three', 'next')).toEqual({ kind: 'refuse' })
    expect(transitionOf(WIZARD, 'one', 'confirm')).toEqual({ kind: 'refuse' })
    expect(transitionOf(WIZARD, 'two', moveOf('teleport'))).toEqual({ kind: 'refuse' })
  })

  it('reads the posted move: a post without one moves on, anything but the four moves is none', () => {
    expect(moveOf(undefined)).toBe('next')
    expect(moveOf('')).toBe('next')
    for (const move of ['next', 'previous', 'cancel', 'confirm']) expect(moveOf(move)).toBe(move)
    for (const value of ['NEXT', 'remove-file:abc', 'resume', ['next'], 1]) expect(moveOf(value)).toBeNull()
  })

  it('reads the posted step: an unknown or missing one is the first step', () => {
    expect(stepOrFirst(WIZARD, 'two')).toBe('two')
    expect(stepOrFirst(WIZARD, 'four')).toBe('one')
    expect(stepOrFirst(WIZARD, undefined)).toBe('one')
    expect(stepOrFirst(WIZARD, ['two'])).toBe('one')
  })

  it('shows no step beyond the first unanswered one, and lists the steps up to it', () => {
    expect(stepToShow(WIZARD, 'three', 'two')).toBe('two')
    expect(stepToShow(WIZARD, 'one', 'two')).toBe('one')
    expect(stepToShow(WIZARD, 'nowhere', 'two')).toBe('two')
    expect(stepsUpTo(WIZARD, 'two')).toEqual(['one', 'two'])
  })

  it('finds the first step with problems, in step order', () => {
    expect(firstFailingStep(WIZARD, (step) => step === 'three' || step === 'two')).toBe('two')
    expect(firstFailingStep(WIZARD, () => false)).toBeNull()
  })

  it('every portal wizard keeps the field names its form has always posted, and has a name of its own', () => {
    expect(DEMO_REQUEST_WIZARD.postNames).toEqual({ step: 'step', move: 'move', draft: 'draft' })
    expect(SUCCESS_STORY_WIZARD.postNames).toEqual({ step: 'wizard_step', move: 'wizard_action' })
    expect(WAVE_REQUEST_WIZARD.postNames).toEqual({ step: 'wizard_step', move: 'wizard_action' })
    const names = [DEMO_REQUEST_WIZARD, SUCCESS_STORY_WIZARD, WAVE_REQUEST_WIZARD].map((wizard) => wizard.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
