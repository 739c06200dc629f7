// biome-ignore-all lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways: its region takes focus so that keyboard users can scroll it (WCAG 2.1.1).
/**
 * The marketing team's translation follow-ups (staff console): each published partner story with
 * the languages it still needs, and a button that marks it translated.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button, buttonClass } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { Pagination } from '../components/Pagination.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { portalControlClass } from '../portal/PortalField.tsx'
import { noticeClass, portalTitleClass } from '../portal/PortalLayout.tsx'

export interface TranslationTaskRow {
  storyId: string
  projectName: string
  organisation: string
  publicHref: string | null
  reviewHref: string
  from: string
  into: string
  createdOn: string
  doneOn: string | null
}

const cellClass = css({ px: '3', py: '2', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'gray.200' })

export function TranslationTasksPage({
  title,
  backHref,
  path,
  status,
  notice,
  tasks,
  total,
  page,
  pageCount,
  query,
  csrfToken,
}: {
  title: string
  backHref: string
  path: string
  status: '' | 'open' | 'done'
  notice: string | null
  tasks: TranslationTaskRow[]
  total: number
  page: number
  pageCount: number
  query: URLSearchParams
  csrfToken: string
}) {
  const { i18n } = useLingui()
  return (
    <section data-translation-tasks="">
      <p className={css({ mb: '2' })}>
        <a href={backHref} className={css({ color: 'brand.theme', textDecoration: 'underline' })}>
          {i18n._({ id: 'staff.back_to_inbox', message: 'Back to the staff console' })}
        </a>
      </p>
      <h1 className={portalTitleClass}>{title}</h1>
      {notice ? (
        <p role="status" className={noticeClass} data-notice="">
          {notice}
        </p>
      ) : null}
      <p className={css({ mb: '4', maxWidth: '70ch' })}>
        {i18n._({
          id: 'translations.intro',
          message:
            'Published partner stories appear on the website in the language they were written in. Translate them into the other languages, then mark them done.',
        })}
      </p>
      <form method="get" action={path} className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', my: '4' })}>
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor="translations-status" className={css({ fontWeight: 'semibold' })}>
            {i18n._({ id: 'tickets.status', message: 'Status' })}
          </label>
          <select id="translations-status" name="status" defaultValue={status} className={portalControlClass}>
            <option value="">{i18n._({ id: 'staff.all', message: 'All' })}</option>
            <option value="open">{i18n._({ id: 'translations.open', message: 'To translate' })}</option>
            <option value="done">{i18n._({ id: 'translations.done', message: 'Translated' })}</option>
          </select>
        </div>
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          {i18n._({ id: 'staff.apply_filters', message: 'Show' })}
        </button>
      </form>
      <p role="status" className={css({ color: 'gray.700', mb: '3' })} data-list-count="">
        {i18n._({ id: 'staff.count', message: '{count, plural, one {# item} other {# items}}', values: { count: total } })}
      </p>
      {tasks.length ? (
        <div className={css({ overflowX: 'auto' })} role="region" aria-label={title} tabIndex={0}>
          <table className={css({ width: '100%', borderCollapse: 'collapse' })}>
            <caption className={css({ srOnly: true })}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'forms.field.project_name', message: 'Project name' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'translations.from', message: 'Written in' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'translations.into', message: 'Translate into' })}
                </th>
                <th scope="col" className={cellClass}>
                  {i18n._({ id: 'tickets.status', message: 'Status' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <tr key={task.storyId} data-row={task.storyId}>
                  <td className={cellClass}>
                    <a href={task.reviewHref} className={css({ fontWeight: 'semibold', textDecoration: 'underline' })}>
                      {task.projectName}
                    </a>
                    <br />
                    {task.organisation}
                    {task.publicHref ? (
                      <>
                        <br />
                        <a href={task.publicHref} className={css({ textDecoration: 'underline' })}>
                          {i18n._({ id: 'story_review.public_page', message: 'On the website' })}
                        </a>
                      </>
                    ) : null}
                  </td>
                  <td className={cellClass}>{task.from}</td>
                  <td className={cellClass}>{task.into}</td>
                  <td className={cellClass}>
                    {task.doneOn ? (
                      i18n._({ id: 'translations.done_on', message: 'Translated on {date}', values: { date: task.doneOn } })
                    ) : (
                      <form method="post" action={path}>
                        <CsrfField token={csrfToken} />
                        <input type="hidden" name="storyId" value={task.storyId} />
                        <Button type="submit" size="sm">
                          {i18n._({ id: 'translations.mark_done', message: 'Mark as translated' })}
                        </Button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>{i18n._({ id: 'translations.empty', message: 'No stories to translate.' })}</EmptyState>
      )}
      <Pagination path={path} query={query} page={page} pageCount={pageCount} />
    </section>
  )
}
