/**
 * Success stories over HTTP: the person's submitted stories, the wizard (its draft in D1, its
 * pictures and logos in R2 as they are uploaded), the upload endpoint the progress bars use, and
 * the thanks screen.
 */
import { checkForm } from '../../ui/forms/form-check.ts'
import { asksForJson } from '../middleware/wants-json.ts'
import type { I18n } from '@lingui/core'
import type { Context } from 'hono'
import { isoOf } from '../../ui/format/intl.ts'
import type { FieldView } from '../../ui/forms/form-view.ts'
import { formVocabulary } from '../../ui/forms/form-view.ts'
import type { FormValues } from '../../ui/forms/form-schema.ts'
import { failureMessages, fillTemplate, validationTemplates } from '../../ui/forms/validation-messages.ts'
import { FILE_SIZE_LIMIT_KB, KB_PER_MB } from '../../ui/forms/validators.ts'
import { Island } from '../../ui/islands/Island.tsx'
import { StoryUploads, type StoryUploadsProps } from '../../ui/success-stories/StoryUploads.tsx'
import { areaIntro } from '../../ui/portal/area-texts.ts'
import { isAllowed } from '../../ui/portal/permissions.ts'
import { areaLabel } from '../../ui/portal/portal-navigation.ts'
import { SuccessStoriesPage, SuccessStoryThanks } from '../../ui/success-stories/SuccessStoryScreens.tsx'
import { storyLabels } from '../../ui/success-stories/story-texts.ts'
import {
  MAX_STORY_LOGOS,
  MAX_STORY_PICTURES,
  MIN_STORY_PICTURES,
  STORY_FILE_FIELDS,
  STORY_FILE_KINDS,
  STORY_IMAGE_ACCEPT,
  STORY_IMAGE_TYPES,
  REMOVE_STORY_FILE_MOVE,
  STORY_STEP_FIELDS,
  SUCCESS_STORY_STEPS,
  SUCCESS_STORY_WIZARD,
  type StoryFileKind,
  type SuccessStoryStep,
  successStoryForm,
} from '../../ui/success-stories/success-story-form.ts'
import type { PortalViewer } from '../../ui/portal/viewer.ts'
import { PortalWizard } from '../../ui/portal/wizard/PortalWizard.tsx'
import { firstFailingStep, firstStep, moveOf, stepOrFirst, transitionOf } from '../../ui/portal/wizard/wizard-engine.ts'
import { portalWizardTexts } from '../../ui/portal/wizard/wizard-texts.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import { type ReadSubmission, readSubmission } from '../forms/form-request.ts'
import { formDataValues } from '../../ui/forms/form-schema.ts'
import { takeHeldWizardStep } from '../portal/held-wizard-posts.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { discardWizardDraft, personalDraftKey, readWizardDraft, saveWizardDraft } from '../portal/wizard-draft-store.ts'
import type { PortalMatch, PortalPageKit, PortalRender } from '../portal/portal-page-kit.ts'
import {
  type StoryFileProblem,
  draftFilesOf,
  removeStoryFile,
  storeStoryFile,
  isOwnSuccessStory,
  reopenStoryForChanges,
  storiesOf,
  submitSuccessStory,
} from './success-story-store.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import type { LocaleCode } from '../../locales/registry.ts'
import { storyReviewRoutes } from './review-routes.tsx'
import { notify, notificationContextOf } from '../notifications/notification-service.ts'
import { staffWithRole } from '../notifications/notification-store.ts'

export const STORY_SUBMITTED_PARAMETER = 'submitted'

const WIZARD = SUCCESS_STORY_WIZARD

/** The person's draft of the story and the step it is at (the first when there is none). */
async function draftOf(c: Context<AppEnv>, userId: string): Promise<{ step: SuccessStoryStep; values: FormValues }> {
  const draft = await readWizardDraft<FormValues>(c.env.DB, personalDraftKey(WIZARD, userId))
  return { step: stepOrFirst(WIZARD, draft?.step), values: draft?.values ?? {} }
}

function stepLabels(i18n: I18n): Record<SuccessStoryStep | 'thanks', string> {
  return {
    project: i18n._({ id: 'story.step_project', message: 'Project' }),
    client: i18n._({ id: 'story.step_client', message: 'Client' }),
    challenge: i18n._({ id: 'story.step_challenge', message: 'Challenge' }),
    products: i18n._({ id: 'story.step_products', message: 'Products' }),
    solution: i18n._({ id: 'story.step_solution', message: 'Solution' }),
    benefits: i18n._({ id: 'story.step_benefits', message: 'Benefits' }),
    additional: i18n._({ id: 'story.step_additional', message: 'Additional' }),
    thanks: i18n._({ id: 'story.step_thanks', message: 'Thanks' }),
  }
}

const TEXT_FIELDS = new Set(['project_name', 'partners', 'location', 'contact_person', 'client_name'])
const REQUIRED_FIELDS = new Set(
  successStoryForm.fieldNames.filter((name) =>
    (successStoryForm.fields[name].rules as unknown as Array<{ name: string }>).some((rule) => rule.name === 'required'),
  ),
)

function fieldViewsOf(c: Context<AppEnv>, match: PortalMatch, step: SuccessStoryStep): FieldView[] {
  const i18n = c.get('i18n')!
  const labels = storyLabels(i18n)
  const vocabulary = formVocabulary(i18n, match.locale.iso, match.locale.code)
  return STORY_STEP_FIELDS[step].map((name): FieldView => {
    if (name === 'country') return { name, label: labels[name]!, control: 'select', options: vocabulary.countries, autoComplete: 'country' }
    if (name === 'industry') {
      const branchLabels = vocabulary.choices.branches ?? {}
      return {
        name,
        label: labels[name]!,
        control: 'select',
        options: Object.entries(branchLabels).map(([value, label]) => ({ value, label })),
      }
    }
    if (TEXT_FIELDS.has(name)) return { name, label: labels[name]!, control: 'text' }
    return { name, label: labels[name]!, control: 'textarea', rows: 4 }
  })
}

function fileProblemText(i18n: I18n, problem: StoryFileProblem, name: string): string {
  const templates = validationTemplates(i18n)
  switch (problem) {
    case 'file-size':
      return `${name}: ${fillTemplate(templates.file_size, { 0: FILE_SIZE_LIMIT_KB / KB_PER_MB })}`
    case 'file-type':
      return `${name}: ${fillTemplate(templates.mime_type_cumul, { 0: Object.values(STORY_IMAGE_TYPES).join(', ') })}`
    case 'file-mismatch':
      return fillTemplate(templates.file_type_mismatch, { 0: name })
    case 'too-many':
      return i18n._({
        id: 'story.too_many_files',
        message: '{name}: you have uploaded the most files of this kind. Remove one before you add another.',
        values: { name },
      })
  }
}

function tooFewPicturesText(i18n: I18n): string {
  return i18n._({
    id: 'story.too_few_pictures',
    message: 'Please upload at least {min} pictures of the project.',
    values: { min: MIN_STORY_PICTURES },
  })
}

interface StepState {
  step: SuccessStoryStep
  values: FormValues
  errors: Record<string, string>
}

async function renderStep(
  c: Context<AppEnv>,
  match: PortalMatch,
  viewer: PortalViewer,
  render: PortalRender,
  state: StepState,
  status?: 422,
) {
  const i18n = c.get('i18n')!
  const code = match.locale.code
  const labels = stepLabels(i18n)
  const storyTexts = storyLabels(i18n)
  const title = i18n._({ id: 'portal.success_stories.submit', message: 'Submit a success story' })
  const views = fieldViewsOf(c, match, state.step)
  let uploads: StoryUploadsProps | null = null
  if (state.step === 'additional') {
    const files = await draftFilesOf(c.env.DB, viewer.person.id)
    const stored = (kind: StoryFileKind) =>
      files
        .filter((file) => file.kind === kind)
        .map((file) => ({ id: file.id, name: file.name, sizeKb: Math.max(1, Math.round(file.sizeBytes / 1024)) }))
    const types = Object.values(STORY_IMAGE_TYPES).join(', ')
    uploads = {
      uploadUrl: pathFor('portal-success-stories-files', code),
      csrfToken: csrfTokenFor(c),
      accept: STORY_IMAGE_ACCEPT,
      removeActionField: WIZARD.postNames.move,
      removeMovePrefix: REMOVE_STORY_FILE_MOVE,
      groups: [
        {
          kind: 'picture',
          field: STORY_FILE_FIELDS.picture,
          label: storyTexts.pictures!,
          hint: i18n._({
            id: 'story.pictures_hint',
            message: 'At least {min} and up to {max} pictures; {types}, up to {size} MB each.',
            values: { min: MIN_STORY_PICTURES, max: MAX_STORY_PICTURES, types, size: FILE_SIZE_LIMIT_KB / KB_PER_MB },
          }),
          error: state.errors.pictures,
          files: stored('picture'),
        },
        {
          kind: 'logo',
          field: STORY_FILE_FIELDS.logo,
          label: storyTexts.logos!,
          hint: i18n._({
            id: 'story.logos_hint',
            message: 'Up to {max} logos; {types}, up to {size} MB each.',
            values: { max: MAX_STORY_LOGOS, types, size: FILE_SIZE_LIMIT_KB / KB_PER_MB },
          }),
          error: state.errors.logos,
          files: stored('logo'),
        },
      ],
      texts: {
        remove: i18n._({ id: 'story.remove_file', message: 'Remove' }),
        uploading: i18n._({ id: 'story.uploading', message: 'Uploading' }),
        uploaded: i18n._({ id: 'story.uploaded', message: 'Uploaded' }),
        failed: i18n._({ id: 'story.upload_failed', message: 'The upload failed. Please try again.' }),
        empty: i18n._({ id: 'story.no_files', message: 'Nothing uploaded yet.' }),
      },
    }
  }
  return render(
    title,
    <PortalWizard
      idPrefix="success-story"
      title={title}
      steps={[...SUCCESS_STORY_STEPS, 'thanks' as const].map((key) => ({ key, label: labels[key] }))}
      current={state.step}
      action={pathFor('portal-success-stories-new', code)}
      csrfToken={csrfTokenFor(c)}
      fields={views.map((view) => ({ view, required: REQUIRED_FIELDS.has(view.name as never) }))}
      values={state.values}
      errors={state.errors}
      texts={portalWizardTexts(i18n, i18n._({ id: 'portal.success_stories.steps_label', message: 'Steps of the success story' }))}
      multipart={state.step === 'additional'}
      isLast={state.step === 'additional'}
    >
      {uploads ? <Island name="StoryUploads" component={StoryUploads} props={uploads} /> : null}
    </PortalWizard>,
    status,
  )
}

export async function successStoriesPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer, render } = kit
  const i18n = c.get('i18n')!
  const code = match.locale.code
  const stories = await storiesOf(c.env.DB, viewer.person.id)
  const dates = new Intl.DateTimeFormat(isoOf(code), { dateStyle: 'long' })
  return render(
    areaLabel(i18n, 'portal-success-stories'),
    <SuccessStoriesPage
      title={areaLabel(i18n, 'portal-success-stories')}
      intro={areaIntro(i18n, 'portal-success-stories')}
      stories={stories.map((story) => ({
        id: story.id,
        projectName: story.projectName,
        clientName: story.clientName,
        submittedOn: dates.format(new Date(story.submittedAt)),
        pictureCount: story.pictureCount,
        status: story.status,
        reviewComment: story.reviewComment,
        changeAction:
          story.status === 'changes-requested' && isAllowed(viewer, 'success-stories.submit')
            ? pathFor('portal-success-stories-story-change', code, { storyId: story.id })
            : null,
        publicHref: publishedHrefOf(story.publishedSlug, code),
      }))}
      submitHref={isAllowed(viewer, 'success-stories.submit') ? pathFor('portal-success-stories-new', code) : null}
      csrfToken={csrfTokenFor(c)}
    />,
  )
}

export async function successStoryWizardPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer, render } = kit
  const i18n = c.get('i18n')!
  const code = match.locale.code
  const submitted = c.req.query(STORY_SUBMITTED_PARAMETER)
  if (submitted) {
    if (await isOwnSuccessStory(c.env.DB, submitted, viewer.person.id)) {
      const labels = stepLabels(i18n)
      return render(
        labels.thanks,
        <SuccessStoryThanks
          title={i18n._({ id: 'story.thanks_title', message: 'Thank you!' })}
          steps={[...SUCCESS_STORY_STEPS, 'thanks' as const].map((key) => labels[key])}
          listHref={pathFor('portal-success-stories', code)}
        />,
      )
    }
  }
  // Back from signing in after the session ended mid-step: that step's typing goes into the draft.
  const held = await takeHeldWizardStep(c, match.name)
  if (held) return successStoryWizardPost(kit, held)
  const draft = await draftOf(c, viewer.person.id)
  return renderStep(c, match, viewer, render, { ...draft, errors: {} })
}

/** Stores the files sent with a plain (no-JavaScript) post of the last step; their problems by field. */
async function storePostedFiles(
  c: Context<AppEnv>,
  viewer: PortalViewer,
  source: { all(name: string): unknown[] },
): Promise<Record<string, string>> {
  const i18n = c.get('i18n')!
  const problems: Record<string, string> = {}
  for (const kind of STORY_FILE_KINDS) {
    const field = STORY_FILE_FIELDS[kind]
    for (const item of source.all(field)) {
      if (!(item instanceof File) || item.size === 0) continue
      const stored = await storeStoryFile(c.env.DB, c.env.FILES, viewer.person.id, kind, item)
      if (!stored.ok) problems[field] = fileProblemText(i18n, stored.problem, stored.name)
    }
  }
  return problems
}

/** A step's post; `held`: the step posted before the session ended (held-wizard-posts.ts), handed back after signing in. */
export async function successStoryWizardPost(kit: PortalPageKit, held: FormData | null = null): Promise<Response> {
  const { c, match, viewer, render } = kit
  const i18n = c.get('i18n')!
  const code = match.locale.code
  const here = pathFor('portal-success-stories-new', code)
  const userId = viewer.person.id
  const read: ReadSubmission = held ? { kind: 'read', source: formDataValues(held), json: false } : await readSubmission(c)
  if (read.kind !== 'read') {
    const draft = await draftOf(c, userId)
    const problem =
      read.kind === 'too-large'
        ? fillTemplate(validationTemplates(i18n).file_size, { 0: FILE_SIZE_LIMIT_KB / KB_PER_MB })
        : i18n._({ id: 'forms.send_failed', message: 'Something went wrong while sending the form.' })
    return renderStep(c, match, viewer, render, { ...draft, errors: { _form: problem } }, 422)
  }
  const key = personalDraftKey(WIZARD, userId)
  const posted = read.source.text(WIZARD.postNames.move)
  const step = stepOrFirst(WIZARD, read.source.text(WIZARD.postNames.step))
  const transition = transitionOf(WIZARD, step, moveOf(posted))

  if (transition.kind === 'cancel') {
    for (const file of await draftFilesOf(c.env.DB, userId)) await removeStoryFile(c.env.DB, c.env.FILES, userId, file.id)
    await discardWizardDraft(c.env.DB, key)
    return c.redirect(pathFor('portal-success-stories', code), 303)
  }

  const draft = await readWizardDraft<FormValues>(c.env.DB, key)
  const postedValues = successStoryForm.read(read.source)
  const values: FormValues = { ...(draft?.values ?? {}) }
  for (const name of STORY_STEP_FIELDS[step]) values[name] = postedValues[name]!
  const labels = storyLabels(i18n)
  const removing = typeof posted === 'string' && posted.startsWith(REMOVE_STORY_FILE_MOVE)

  if (transition.kind === 'refuse' && !removing) {
    const problem = i18n._({ id: 'forms.send_failed', message: 'Something went wrong while sending the form.' })
    return renderStep(c, match, viewer, render, { step, values, errors: { _form: problem } }, 422)
  }
  const fileProblems = step === 'additional' ? await storePostedFiles(c, viewer, read.source) : {}
  if (removing) {
    await removeStoryFile(c.env.DB, c.env.FILES, userId, posted.slice(REMOVE_STORY_FILE_MOVE.length))
    await saveWizardDraft(c.env.DB, key, { step, values })
    return renderStep(c, match, viewer, render, { step, values, errors: fileProblems }, Object.keys(fileProblems).length ? 422 : undefined)
  }
  if (transition.kind === 'back') {
    await saveWizardDraft(c.env.DB, key, { step: transition.to, values })
    return c.redirect(here, 303)
  }
  const failures = successStoryForm.checkFields(STORY_STEP_FIELDS[step], values)
  const errors = { ...failureMessages(failures, labels, validationTemplates(i18n)), ...fileProblems }
  await saveWizardDraft(c.env.DB, key, { step, values })
  if (Object.keys(errors).length) return renderStep(c, match, viewer, render, { step, values, errors }, 422)
  if (transition.kind === 'forward') {
    await saveWizardDraft(c.env.DB, key, { step: transition.to, values })
    return c.redirect(here, 303)
  }
  const checked = checkForm(successStoryForm, values)
  if (!checked.ok) {
    const first = firstFailingStep(WIZARD, (each) => STORY_STEP_FIELDS[each].some((name) => checked.failures[name])) ?? firstStep(WIZARD)
    return renderStep(
      c,
      match,
      viewer,
      render,
      { step: first, values, errors: failureMessages(checked.failures, labels, validationTemplates(i18n)) },
      422,
    )
  }
  const submitted = await submitSuccessStory(c.env.DB, viewer.person, auditIdentitiesOf(viewer), checked.values as FormValues, code)
  if (!submitted.ok)
    return renderStep(
      c,
      match,
      viewer,
      render,
      { step, values, errors: { pictures: tooFewPicturesText(i18n), _form: tooFewPicturesText(i18n) } },
      422,
    )
  await notify(notificationContextOf(c), {
    kind: 'success-story.to-review',
    recipients: await staffWithRole(c.env.DB, 'marketing'),
    subject: { type: 'success-story', id: submitted.storyId },
    link: { route: 'portal-staff-success-stories-story', params: { storyId: submitted.storyId } },
    values: { project: String(checked.values.project_name), organisation: viewer.person.organisation?.name ?? viewer.person.name },
  })
  return c.redirect(`${here}?${STORY_SUBMITTED_PARAMETER}=${submitted.storyId}`, 303)
}

/** One picture or logo (the progress bars' XHR): 201 with the stored file, or 422 with the reason. */
export async function successStoryFilePost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = c.get('i18n')!
  const wantsJson = asksForJson(c)
  const back = pathFor('portal-success-stories-new', match.locale.code)
  const read = await readSubmission(c)
  const kind = read.kind === 'read' ? read.source.text('kind') : undefined
  const file = read.kind === 'read' ? read.source.all('file')[0] : undefined
  if (read.kind === 'too-large')
    return wantsJson
      ? c.json({ error: fillTemplate(validationTemplates(i18n).file_size, { 0: FILE_SIZE_LIMIT_KB / KB_PER_MB }) }, 422)
      : c.redirect(back, 303)
  if (!(STORY_FILE_KINDS as readonly unknown[]).includes(kind) || !(file instanceof File)) {
    return wantsJson
      ? c.json({ error: i18n._({ id: 'story.upload_failed', message: 'The upload failed. Please try again.' }) }, 422)
      : c.redirect(back, 303)
  }
  const stored = await storeStoryFile(c.env.DB, c.env.FILES, viewer.person.id, kind as StoryFileKind, file)
  if (!wantsJson) return c.redirect(back, 303)
  if (!stored.ok) return c.json({ error: fileProblemText(i18n, stored.problem, stored.name) }, 422)
  const answer: { file: { id: string; name: string; sizeKb: number } } = {
    file: { id: stored.file.id, name: stored.file.name, sizeKb: Math.max(1, Math.round(stored.file.sizeBytes / 1024)) },
  }
  return c.json(answer, 201)
}

/** A published story's page in this locale (in the language it was written in: other locales link there until translated). */
function publishedHrefOf(slug: string | null, code: LocaleCode): string | null {
  if (!slug) return null
  return pathFor('insights-slug', code, { slug })
}

/** "Edit and send again": the story sent back for changes becomes the wizard's draft (only one's own). */
export async function successStoryChangePost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const reopened = await reopenStoryForChanges(c.env.DB, auditIdentitiesOf(viewer), viewer.person.id, match.params.storyId!)
  if (!reopened) return renderNotFound(c)
  return c.redirect(pathFor('portal-success-stories-new', match.locale.code), 303)
}

/** The change route takes posts only; a visit lands on the list. */
export function successStoryChangePage(kit: PortalPageKit): Response {
  return kit.c.redirect(pathFor('portal-success-stories', kit.match.locale.code), 302)
}

export const successStoryRoutes = {
  ...storyReviewRoutes,
  'portal-success-stories-story-change': portalPage(
    'portal-success-stories',
    needs('success-stories.view', successStoryChangePage),
    needs('success-stories.submit', successStoryChangePost),
  ),
  'portal-success-stories': portalPage('portal-success-stories', needs('success-stories.view', successStoriesPage)),
  'portal-success-stories-new': portalPage(
    'portal-success-stories',
    needs('success-stories.submit', successStoryWizardPage),
    needs('success-stories.submit', successStoryWizardPost),
  ),
  'portal-success-stories-files': portalPage(
    'portal-success-stories',
    needs('success-stories.submit', successStoryWizardPage),
    needs('success-stories.submit', successStoryFilePost),
  ),
} satisfies FeatureRoutes
