/**
 * One product, product line or category in the PIM: where it stands (status, on the site or with
 * unpublished changes, what is scheduled), publishing it and previewing its draft on the site,
 * what changed since the last publish, its edit form, its schedule, its history (who changed what,
 * when, before and after) with a way back to any earlier version, and for products the assets
 * linked to it. PIM viewers see all of it without the controls that change anything.
 */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { controlClass, fieldBlockClass, hintClass, labelClass } from '../forms/components/FormField.tsx'
import type { FieldChange } from './catalogue-diff.ts'
import { REVISION_FIELD } from './catalogue-form.ts'
import type { CatalogueNotice } from './catalogue-status.ts'
import { PublishState } from './ProductsPage.tsx'
import { detailsListClass, linkClass, noticeClass, pimSectionTitleClass, pimTitleClass, problemClass, tableClass } from './pim-styles.ts'

export interface CatalogueHistoryEntry {
  id: number
  /** When, formatted, and its machine-readable time. */
  at: string
  dateTime: string
  who: string
  action: string
  changes: FieldChange[]
  /** What a schedule entry says (the times set, or why the sweep could not make the change). */
  note: string | null
  /** The version this change started from can be taken back as the draft. */
  revertable: boolean
}

export interface CatalogueRecordPageProps {
  title: string
  notice: CatalogueNotice | null
  /** A refusal of the last post (publish, schedule), in the reader's language. */
  problem: string | null
  facts: Array<{ label: string; value: string }>
  state: { unpublishedChanges: boolean; publishAt: string | null; expiresAt: string | null }
  mayEdit: boolean
  csrfToken: string
  revision: number
  actions: { publish: string; schedule: string; revert: string }
  previewLinks: Array<{ label: string; href: string }>
  changes: FieldChange[]
  schedule: { publishAt: string; expiresAt: string }
  /** Whether the record can expire (products: expiry archives them). */
  expires: boolean
  history: CatalogueHistoryEntry[]
  editor: ReactNode
  assets?: ReactNode
}

const sectionClass = css({ mt: '10' })
const actionsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start', mt: '4' })
const previewListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', mt: '2' })
const changeValueClass = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '32rem' })
const scheduleClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 16rem))' }, columnGap: '6' })

function noticeText(i18n: ReturnType<typeof useLingui>['i18n'], notice: CatalogueNotice): string {
  switch (notice) {
    case 'saved':
      return i18n._({ id: 'pim.catalogue.notice.saved', message: 'The draft is saved. The site shows it once it is published.' })
    case 'published':
      return i18n._({ id: 'pim.catalogue.notice.published', message: 'Published: the site shows this version within a minute.' })
    case 'reverted':
      return i18n._({
        id: 'pim.catalogue.notice.reverted',
        message: 'The draft is set back to the version you chose. Publish it to show it on the site.',
      })
    case 'scheduled':
      return i18n._({ id: 'pim.catalogue.notice.scheduled', message: 'The schedule is saved.' })
    case 'unchanged':
      return i18n._({
        id: 'pim.catalogue.notice.unchanged',
        message: 'There was nothing new to publish: the site already shows this draft.',
      })
    case 'busy':
      return i18n._({ id: 'pim.catalogue.notice.busy', message: 'Another publish was running. Please publish again in a moment.' })
  }
}

function ChangesTable({ changes, caption }: { changes: readonly FieldChange[]; caption: string }) {
  const { i18n } = useLingui()
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={tableClass}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'pim.catalogue.change.field', message: 'Field' })}</th>
            <th scope="col">{i18n._({ id: 'pim.catalogue.change.before', message: 'Before' })}</th>
            <th scope="col">{i18n._({ id: 'pim.catalogue.change.after', message: 'After' })}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} data-change={change.field}>
              <th scope="row">{change.field}</th>
              <td className={changeValueClass}>{change.before || '—'}</td>
              <td className={changeValueClass}>{change.after || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function CatalogueRecordPage(props: CatalogueRecordPageProps) {
  const { i18n } = useLingui()
  const { mayEdit, csrfToken } = props
  const changesTitle = i18n._({ id: 'pim.catalogue.changes_title', message: 'Changes since the last publish' })
  const historyTitle = i18n._({ id: 'pim.catalogue.history_title', message: 'History' })
  return (
    <section>
      <h1 className={pimTitleClass}>{props.title}</h1>
      {props.notice ? (
        <p role="status" className={noticeClass} data-pim-notice={props.notice}>
          {noticeText(i18n, props.notice)}
        </p>
      ) : null}
      {props.problem ? (
        <p role="alert" className={problemClass} data-pim-problem="">
          {props.problem}
        </p>
      ) : null}
      <dl className={detailsListClass}>
        {props.facts.map((fact) => (
          <div key={fact.label} className={css({ display: 'contents' })}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <dt>{i18n._({ id: 'pim.catalogue.on_site', message: 'On the site' })}</dt>
        <dd data-publish-state="">
          <PublishState listing={props.state} />
        </dd>
      </dl>

      <section aria-labelledby="publish-title" className={sectionClass}>
        <h2 id="publish-title" className={pimSectionTitleClass}>
          {i18n._({ id: 'pim.catalogue.publish_title', message: 'Preview and publish' })}
        </h2>
        <p className={hintClass}>
          {i18n._({
            id: 'pim.catalogue.preview_hint',
            message:
              'Open the draft on the public site. The page there shows it as saved and refreshes by itself when the draft is saved again.',
          })}
        </p>
        <ul className={previewListClass} aria-label={i18n._({ id: 'pim.catalogue.preview_links', message: 'Preview on the site' })}>
          {props.previewLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener" className={linkClass} data-preview-link="">
                {link.label}
                <span className={css({ srOnly: true })}>
                  {' '}
                  {i18n._({ id: 'forms.consent.opens_new_tab', message: '(The link opens in a new tab.)' })}
                </span>
              </a>
            </li>
          ))}
        </ul>
        {mayEdit ? (
          <div className={actionsClass}>
            <form method="post" action={props.actions.publish}>
              <CsrfField token={csrfToken} />
              <input type="hidden" name={REVISION_FIELD} value={props.revision} />
              <button type="submit" className={buttonClass({})} data-publish="">
                {i18n._({ id: 'pim.catalogue.publish', message: 'Publish now' })}
              </button>
            </form>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="changes-title" className={sectionClass}>
        <h2 id="changes-title" className={pimSectionTitleClass}>
          {changesTitle}
        </h2>
        {props.changes.length ? (
          <ChangesTable changes={props.changes} caption={changesTitle} />
        ) : (
          <p data-no-changes="">{i18n._({ id: 'pim.catalogue.no_changes', message: 'The draft is the version the site shows.' })}</p>
        )}
      </section>

      <section aria-labelledby="edit-title" className={sectionClass}>
        <h2 id="edit-title" className={cx(pimSectionTitleClass, css({ mb: '4' }))}>
          {mayEdit
            ? i18n._({ id: 'pim.catalogue.edit_title', message: 'Edit the draft' })
            : i18n._({ id: 'pim.catalogue.draft_title', message: 'The draft' })}
        </h2>
        {props.editor}
      </section>

      <section aria-labelledby="schedule-title" className={sectionClass}>
        <h2 id="schedule-title" className={pimSectionTitleClass}>
          {i18n._({ id: 'pim.catalogue.schedule_title', message: 'Schedule' })}
        </h2>
        <p className={hintClass}>
          {props.expires
            ? i18n._({
                id: 'pim.catalogue.schedule_hint_expiry',
                message:
                  'Times are UTC. At the publish time the draft as it then is goes to the site; at the expiry time the product is archived.',
              })
            : i18n._({
                id: 'pim.catalogue.schedule_hint',
                message: 'Times are UTC. At the publish time the draft as it then is goes to the site.',
              })}
        </p>
        <form method="post" action={props.actions.schedule} className={css({ mt: '4' })}>
          <CsrfField token={csrfToken} />
          <fieldset disabled={!mayEdit} className={css({ borderWidth: '0', p: '0', m: '0' })}>
            <div className={scheduleClass}>
              <div className={fieldBlockClass}>
                <label htmlFor="publish-at" className={labelClass}>
                  {i18n._({ id: 'pim.catalogue.publish_at', message: 'Publish at (UTC)' })}
                </label>
                <input
                  id="publish-at"
                  type="datetime-local"
                  name="publishAt"
                  defaultValue={props.schedule.publishAt}
                  className={controlClass}
                />
              </div>
              {props.expires ? (
                <div className={fieldBlockClass}>
                  <label htmlFor="expires-at" className={labelClass}>
                    {i18n._({ id: 'pim.catalogue.expires_at_label', message: 'Expires at (UTC)' })}
                  </label>
                  <input
                    id="expires-at"
                    type="datetime-local"
                    name="expiresAt"
                    defaultValue={props.schedule.expiresAt}
                    className={controlClass}
                  />
                </div>
              ) : null}
            </div>
            {mayEdit ? (
              <button type="submit" className={buttonClass({ kind: 'naked' })}>
                {i18n._({ id: 'pim.catalogue.save_schedule', message: 'Save schedule' })}
              </button>
            ) : null}
          </fieldset>
        </form>
      </section>

      <section aria-labelledby="history-title" className={sectionClass}>
        <h2 id="history-title" className={pimSectionTitleClass}>
          {historyTitle}
        </h2>
        {props.history.length ? (
          <ol className={css({ listStyle: 'none', display: 'grid', gap: '3', mt: '3' })} data-history="">
            {props.history.map((entry) => (
              <li
                key={entry.id}
                className={css({ bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'md', p: '4' })}
                data-history-entry={entry.id}
              >
                <p className={css({ fontWeight: 'semibold' })}>
                  {entry.action} · <time dateTime={entry.dateTime}>{entry.at}</time> · {entry.who}
                </p>
                {entry.note ? <p className={css({ mt: '1' })}>{entry.note}</p> : null}
                {entry.changes.length ? (
                  <details className={css({ mt: '2' })}>
                    <summary className={css({ cursor: 'pointer', color: 'brand.theme', fontWeight: 'semibold' })}>
                      {i18n._({
                        id: 'pim.catalogue.history_changes',
                        message: '{count, plural, one {# field changed} other {# fields changed}}',
                        values: { count: entry.changes.length },
                      })}
                    </summary>
                    <ChangesTable changes={entry.changes} caption={`${entry.action} · ${entry.at}`} />
                  </details>
                ) : null}
                {mayEdit && entry.revertable ? (
                  <form method="post" action={props.actions.revert} className={css({ mt: '2' })}>
                    <CsrfField token={csrfToken} />
                    <input type="hidden" name={REVISION_FIELD} value={props.revision} />
                    <input type="hidden" name="entry" value={entry.id} />
                    <button type="submit" className={buttonClass({ kind: 'naked', size: 'sm' })}>
                      {i18n._({ id: 'pim.catalogue.revert', message: 'Go back to the version before this change' })}
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p>{i18n._({ id: 'pim.catalogue.no_history', message: 'No changes since the catalogue was loaded.' })}</p>
        )}
      </section>

      {props.assets ? <div className={sectionClass}>{props.assets}</div> : null}
    </section>
  )
}
