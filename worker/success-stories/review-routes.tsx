/**
 * The marketing team's side of success stories (the staff console): every story with filters,
 * search, paging and CSV; one story's review (ask for changes with a comment, or approve, which
 * publishes it in the insights and opens its translation task); and the translation tasks, marked
 * done on the console. The partner hears of each review (notification centre and e-mail).
 */
import { i18nOf } from '../render/request-i18n.ts'
import { checkForm } from '../../ui/forms/form-check.ts'
import { formatDate, isoOf } from '../../ui/format/intl.ts'
import { failureMessages, validationTemplates } from '../../ui/forms/validation-messages.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { StaffListPage } from '../../ui/staff/StaffListPage.tsx'
import { StoryReviewPage } from '../../ui/success-stories/StoryReviewPage.tsx'
import { TranslationTasksPage } from '../../ui/success-stories/TranslationTasksPage.tsx'
import { STORY_STATUSES, type StoryReviewOutcome, storyReviewForm } from '../../ui/success-stories/success-story-form.ts'
import { languageName, storyLabels, storyStatusLabel } from '../../ui/success-stories/story-texts.ts'
import { postedValues } from '../forms/form-request.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { notify, notificationContextOf } from '../notifications/notification-service.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { type PortalPageKit, type PortalStatus, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { STAFF_LIST_PER_PAGE, csvHrefOf, csvResponse, filterValue, pageCountOf, staffListQuery } from '../staff/staff-lists.ts'
import { plannedPublication, publishSuccessStory } from './story-publisher.ts'
import {
  type StoryForReview,
  findStoryForReview,
  listStoriesForReview,
  listTranslationTasks,
  markStoryPublished,
  markTranslationsDone,
  requestStoryChanges,
} from './success-story-store.ts'

const REVIEW_NOTICES = ['published', 'changes'] as const

export async function staffStoriesPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const query = staffListQuery(c)
  const status = filterValue(c, 'status', STORY_STATUSES)
  const { stories, total } = await listStoriesForReview(c.env.DB, {
    status,
    search: query.search,
    ...query.rows,
  })
  if (query.csv) {
    return csvResponse(
      'success-stories',
      ['id', 'project', 'client', 'partner', 'person', 'status', 'comment', 'sent', 'language'],
      stories.map((story) => [
        story.id,
        story.projectName,
        story.clientName,
        story.organisationName,
        story.submitterName,
        storyStatusLabel(i18n, story.status),
        story.reviewComment,
        story.submittedAt,
        story.locale,
      ]),
    )
  }
  const title = i18n._({ id: 'staff.stories_title', message: 'Success stories' })
  return kit.render(
    title,
    <StaffListPage
      id="success-stories"
      title={title}
      backHref={pathFor('portal-staff', code)}
      filters={[
        {
          name: 'status',
          label: i18n._({ id: 'tickets.status', message: 'Status' }),
          kind: 'select',
          value: status ?? '',
          options: [
            { value: '', label: i18n._({ id: 'staff.all', message: 'All' }) },
            ...STORY_STATUSES.map((value) => ({ value, label: storyStatusLabel(i18n, value) })),
          ],
        },
        {
          name: 'q',
          label: i18n._({ id: 'stories.search', message: 'Project, client, partner or person' }),
          kind: 'search',
          value: query.search,
        },
      ]}
      columns={[
        { key: 'project', label: i18n._({ id: 'forms.field.project_name', message: 'Project name' }) },
        { key: 'partner', label: i18n._({ id: 'story_review.partner', message: 'Partner' }) },
        { key: 'status', label: i18n._({ id: 'tickets.status', message: 'Status' }) },
        { key: 'sent', label: i18n._({ id: 'tickets.sent_on', message: 'Sent on' }) },
      ]}
      rows={stories.map((story) => ({
        id: story.id,
        href: pathFor('portal-staff-success-stories-story', code, { storyId: story.id }),
        cells: {
          project: story.projectName,
          partner: story.organisationName ? `${story.organisationName} (${story.submitterName})` : story.submitterName,
          status: storyStatusLabel(i18n, story.status),
          sent: formatDate(iso, story.submittedAt),
        },
      }))}
      total={total}
      page={query.page}
      pageCount={pageCountOf(total)}
      path={pathFor('portal-staff-success-stories', code)}
      query={query.url.searchParams}
      csvHref={csvHrefOf(query)}
      emptyText={i18n._({ id: 'stories.staff_empty', message: 'No success stories match.' })}
      caption={title}
    />,
  )
}

function renderReview(
  kit: PortalPageKit,
  story: StoryForReview,
  state: {
    errors?: { outcome?: string; comment?: string }
    posted?: { outcome: string; comment: string }
    problem?: string
    status?: PortalStatus
  } = {},
) {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const labels = storyLabels(i18n)
  const notice = noticeOf(c, REVIEW_NOTICES)
  const publication = story.publishedSlug ? plannedPublication(story) : null
  return kit.render(
    story.projectName,
    <StoryReviewPage
      title={story.projectName}
      organisation={story.organisationName}
      person={story.submitterName}
      submittedAt={story.submittedAt}
      status={story.status}
      reviewComment={story.reviewComment}
      fields={Object.keys(story.values)
        .filter((name) => labels[name] && typeof story.values[name] === 'string')
        .map((name) => ({ name, label: labels[name]!, value: String(story.values[name]) }))}
      files={story.files.map((file) => ({ id: file.id, kind: file.kind, name: file.name }))}
      publicHref={publication ? (publication.hrefs[publication.locales[0]!] ?? null) : null}
      action={story.status === 'submitted' ? pathFor('portal-staff-success-stories-story', code, { storyId: story.id }) : null}
      csrfToken={csrfTokenFor(c)}
      backHref={pathFor('portal-staff-success-stories', code)}
      notice={
        notice && !state.errors
          ? notice === 'published'
            ? i18n._({ id: 'story_review.notice_published', message: 'Published on the website; the partner has been told.' })
            : i18n._({ id: 'story_review.notice_changes', message: 'Sent back to the partner with your comment.' })
          : null
      }
      problem={state.problem ?? null}
      errors={state.errors ?? {}}
      posted={state.posted ?? null}
      iso={isoOf(code)}
    />,
    state.status,
  )
}

export async function staffStoryPage(kit: PortalPageKit): Promise<Response> {
  const story = await findStoryForReview(kit.c.env.DB, kit.match.params.storyId!)
  return story ? renderReview(kit, story) : renderNotFound(kit.c)
}

export async function staffStoryPost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = i18nOf(kit)
  const story = await findStoryForReview(c.env.DB, match.params.storyId!)
  if (!story) return renderNotFound(c)
  const submitted = await postedValues(c)
  const values = submitted ? storyReviewForm.read(submitted) : { outcome: '', comment: '' }
  const checked = checkForm(storyReviewForm, values)
  const posted = { outcome: String(values.outcome ?? ''), comment: String(values.comment ?? '') }
  if (!checked.ok) {
    const labels = {
      outcome: i18n._({ id: 'story_review.outcome', message: 'Your review' }),
      comment: i18n._({ id: 'story_review.comment', message: 'Comment to the partner' }),
    }
    return renderReview(kit, story, { errors: failureMessages(checked.failures, labels, validationTemplates(i18n)), posted, status: 422 })
  }
  const outcome = checked.values.outcome as StoryReviewOutcome
  const comment = String(checked.values.comment ?? '').trim()
  const who = auditIdentitiesOf(viewer)
  const notAwaiting = () =>
    renderReview(kit, story, {
      problem: i18n._({ id: 'story_review.not_waiting', message: 'This story is no longer waiting for a review.' }),
      status: 409,
    })
  const values_ = { project: story.projectName, organisation: story.organisationName ?? story.submitterName, comment }
  if (outcome === 'changes') {
    if (!(await requestStoryChanges(c.env.DB, who, story, comment))) return notAwaiting()
    await notify(notificationContextOf(c), {
      kind: 'success-story.changes-requested',
      recipients: [story.submitterId],
      subject: { type: 'success-story', id: story.id },
      link: { route: 'portal-success-stories' },
      values: values_,
    })
  } else {
    const publication = plannedPublication(story)
    // Stored first (status and translation task), then written to KV: a failed KV write leaves a
    // published story the marketing team sees, never a public page nobody approved.
    const marked = await markStoryPublished(c.env.DB, who, story, {
      slug: publication.slug,
      comment,
      sourceLanguage: publication.sourceLanguage,
      languages: publication.translateInto,
    })
    if (!marked) return notAwaiting()
    await publishSuccessStory(c.env, c.get('logger'), story, publication, who.actorId)
    await notify(notificationContextOf(c), {
      kind: 'success-story.published',
      recipients: [story.submitterId],
      subject: { type: 'success-story', id: story.id },
      link: { route: 'portal-success-stories' },
      values: values_,
    })
  }
  return c.redirect(
    withNotice(
      pathFor('portal-staff-success-stories-story', match.locale.code, { storyId: story.id }),
      outcome === 'approve' ? 'published' : 'changes',
    ),
    303,
  )
}

/* ------------------------------------------------------------------ translation tasks */

export async function translationTasksPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const query = staffListQuery(c)
  const state = filterValue(c, 'status', ['open', 'done'] as const)
  const { tasks, total } = await listTranslationTasks(c.env.DB, {
    open: state === null ? null : state === 'open',
    page: query.page,
    perPage: STAFF_LIST_PER_PAGE,
  })
  const title = i18n._({ id: 'translations.title', message: 'Success stories to translate' })
  return kit.render(
    title,
    <TranslationTasksPage
      title={title}
      backHref={pathFor('portal-staff', code)}
      path={pathFor('portal-staff-translations', code)}
      status={state ?? ''}
      notice={noticeOf(c, ['done'] as const) ? i18n._({ id: 'translations.notice_done', message: 'Marked as translated.' }) : null}
      tasks={tasks.map((task) => ({
        storyId: task.storyId,
        projectName: task.projectName,
        organisation: task.organisationName ?? '',
        publicHref: task.publishedSlug ? pathFor('insights-slug', code, { slug: task.publishedSlug }) : null,
        reviewHref: pathFor('portal-staff-success-stories-story', code, { storyId: task.storyId }),
        from: languageName(iso, task.sourceLanguage),
        into: task.languages.map((language) => languageName(iso, language)).join(', '),
        createdOn: formatDate(iso, task.createdAt),
        doneOn: task.doneAt ? formatDate(iso, task.doneAt) : null,
      }))}
      total={total}
      page={query.page}
      pageCount={pageCountOf(total)}
      query={query.url.searchParams}
      csrfToken={csrfTokenFor(c)}
    />,
  )
}

export async function translationTasksPost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const form = await c.req.parseBody()
  const storyId = typeof form.storyId === 'string' ? form.storyId : ''
  if (!storyId || !(await markTranslationsDone(c.env.DB, auditIdentitiesOf(viewer), storyId))) return renderNotFound(c)
  return c.redirect(withNotice(pathFor('portal-staff-translations', match.locale.code), 'done'), 303)
}

export const storyReviewRoutes = {
  'portal-staff-success-stories': portalPage('portal-staff', needs('success-stories.review', staffStoriesPage)),
  'portal-staff-success-stories-story': portalPage(
    'portal-staff',
    needs('success-stories.review', staffStoryPage),
    needs('success-stories.review', staffStoryPost),
  ),
  'portal-staff-translations': portalPage(
    'portal-staff',
    needs('success-stories.review', translationTasksPage),
    needs('success-stories.review', translationTasksPost),
  ),
} satisfies FeatureRoutes
