/**
 * The template block overview: every building block a content editor can use, rendered as the
 * site renders it, so editors and reviewers see them in one place and in every locale.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import { Island } from '../islands/Island.tsx'
import { ShareLink } from '../guides/ShareLink.tsx'
import { pageTitleClass } from './ContentPage.tsx'

const sectionClass = css({ borderTopWidth: '1px', borderColor: 'gray.200', py: '8' })
const sectionTitleClass = css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })
const rowClass = css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'center' })

export function BlockOverviewPage({ pageUrl }: { pageUrl: string }) {
  const { i18n } = useLingui()
  const sample = i18n._({ id: 'blocks.sample_label', message: 'Request a quote' })
  return (
    <article>
      <h1 className={pageTitleClass}>{i18n._({ id: 'blocks.title', message: 'Block overview' })}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '8' })}>
        {i18n._({ id: 'blocks.intro', message: 'Every content block of the site as visitors see it.' })}
      </p>

      <section className={sectionClass} aria-labelledby="blocks-text">
        <h2 id="blocks-text" className={sectionTitleClass}>
          {i18n._({ id: 'blocks.text', message: 'Text' })}
        </h2>
        <p className={css({ textStyle: 'paragraph' })}>
          {i18n._({
            id: 'blocks.paragraph_sample',
            message:
              'Professional displays for every space: bright signage for shop windows, seamless LED video walls for lobbies and control rooms, and hospitality TVs for hotels.',
          })}
        </p>
      </section>

      <section className={sectionClass} aria-labelledby="blocks-buttons">
        <h2 id="blocks-buttons" className={sectionTitleClass}>
          {i18n._({ id: 'blocks.buttons', message: 'Buttons' })}
        </h2>
        <div className={rowClass}>
          <Button>{sample}</Button>
          <Button size="sm">{sample}</Button>
          <Button kind="naked">{sample}</Button>
          <Button leadingIcon="search">{i18n._({ id: 'blocks.search', message: 'Search' })}</Button>
          <ButtonLink href="#blocks-buttons" trailingIcon="arrow-right">
            {sample}
          </ButtonLink>
          <Button loading loadingLabel={i18n._({ id: 'shell.loading', message: 'Loading…' })}>
            {sample}
          </Button>
        </div>
        <div className={css({ mt: '4', maxWidth: 'md' })}>
          <Button fullWidth>{sample}</Button>
        </div>
      </section>

      <section className={sectionClass} aria-labelledby="blocks-share">
        <h2 id="blocks-share" className={sectionTitleClass}>
          {i18n._({ id: 'blocks.share', message: 'Share' })}
        </h2>
        <Island
          name="ShareLink"
          component={ShareLink}
          props={{
            url: pageUrl,
            label: i18n._({ id: 'share.label', message: 'Copy link to this page' }),
            busyLabel: i18n._({ id: 'share.busy', message: 'Copying the link…' }),
            copiedLabel: i18n._({ id: 'share.copied', message: 'Link copied' }),
            manualLabel: i18n._({ id: 'share.manual', message: 'Copy this link:' }),
          }}
        />
      </section>
    </article>
  )
}
