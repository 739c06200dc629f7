/**
 * The template block overview: every content block in every variant, rendered as the site renders
 * it from the published samples (kv-seed/content/home-page.ts) with live data, and every component
 * of the design system in its states (hover and focus shown with ui/styles/state-preview.ts), so
 * editors and reviewers see them in one place and in every locale.
 */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { badge, card, choice, dropZone, menu, select } from 'styled-system/recipes'
import { Button, ButtonLink } from '../components/Button.tsx'
import { Icon } from '../components/Icon.tsx'
import { TabLinks } from '../components/TabLinks.tsx'
import type { ContentBlock } from '../content/published.ts'
import { controlClass, errorClass, fieldBlockClass, labelClass } from '../forms/components/FormField.tsx'
import { ShareLink } from '../guides/ShareLink.tsx'
import { Island } from '../islands/Island.tsx'
import type { BlockData } from './block-data.ts'
import { BLOCK_TYPE_ORDER, blockAnchor, blockTypeLabel, variantLabel, variantOf } from './block-catalogue.ts'
import { COMPONENT_SECTIONS, type ComponentSectionId, componentSectionTitle, stateLabel } from './component-catalogue.ts'
import { ContentBlocks } from './ContentBlocks.tsx'
import { pageTitleClass } from './ContentPage.tsx'

const sectionClass = css({ borderTopWidth: '1px', borderColor: 'gray.200', py: '8' })
const sectionTitleClass = css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })
const groupTitleClass = css({ fontSize: '3xl', fontWeight: 'bold', color: 'brand.theme', mt: '10', mb: '2' })
const rowClass = css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'center' })
const sampleClass = css({ borderWidth: '1px', borderStyle: 'dashed', borderColor: 'gray.300', borderRadius: 'lg', px: '4', mb: '6' })
const sampleLabelClass = css({ fontSize: 'sm', color: 'gray.700', pt: '3', fontWeight: 'semibold' })
const stateClass = css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })
const stateNameClass = css({ fontSize: 'sm', color: 'gray.700' })
const tocClass = css({
  columns: { base: 1, md: 3 },
  listStyle: 'disc',
  pl: '6',
  mb: '8',
  '& a': { color: 'brand.theme', textDecoration: 'underline' },
})
const cardGridClass = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, listStyle: 'none' })
const choiceRowClass = css({ display: 'flex', alignItems: 'flex-start', gap: '2' })
const stateGridClass = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  mb: '8',
})

const plainCard = card({ tone: 'plain' })
const lightCard = card({ tone: 'light' })
const brandCard = card({ tone: 'brand' })
const menuClasses = menu({ align: 'start' })
const dropZoneClasses = dropZone()
const BADGE_TONES = ['neutral', 'brand', 'info', 'success', 'warning', 'danger'] as const
const PREVIEWS = ['hover', 'focus'] as const

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={sectionClass} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className={stateClass} data-state={name}>
      <span className={stateNameClass}>{name}</span>
      {children}
    </div>
  )
}

function ContentBlockSections({ samples, data }: { samples: readonly ContentBlock[]; data: BlockData }) {
  const { i18n } = useLingui()
  return (
    <>
      {BLOCK_TYPE_ORDER.map((type) => {
        const ofType = samples.filter((sample) => sample.type === type)
        if (!ofType.length) return null
        return (
          <Section key={type} id={blockAnchor(type)} title={blockTypeLabel(i18n, type)}>
            {ofType.map((sample, index) => {
              const variant = variantOf(sample)
              return (
                <div key={`${type}-${variant ?? index}`} className={sampleClass} data-sample={type} data-variant={variant}>
                  {variant ? <p className={sampleLabelClass}>{variantLabel(i18n, variant)}</p> : null}
                  <ContentBlocks
                    blocks={[sample]}
                    data={data}
                    headingLevel={3}
                    idPrefix={`sample-${type}-${index}`}
                    structuredData={false}
                  />
                </div>
              )
            })}
          </Section>
        )
      })}
    </>
  )
}

function ComponentSections({ pageUrl }: { pageUrl: string }) {
  const { i18n } = useLingui()
  const sample = i18n._({ id: 'blocks.sample_label', message: 'Request a quote' })
  const title = (id: ComponentSectionId) => componentSectionTitle(i18n, id)
  const cardTitle = i18n._({ id: 'blocks.card_title', message: 'Signage displays' })
  const cardText = i18n._({ id: 'blocks.card_text', message: 'Bright, reliable displays for shop windows, menus and corridors.' })
  const fieldError = i18n._({ id: 'blocks.field_error', message: 'Please choose an option.' })
  const option = (n: number) => i18n._({ id: 'blocks.option', message: 'Option {n}', values: { n } })
  return (
    <>
      <Section id={blockAnchor('buttons')} title={title('buttons')}>
        <div className={rowClass}>
          <Button>{sample}</Button>
          <Button size="sm">{sample}</Button>
          <Button kind="naked">{sample}</Button>
          <Button leadingIcon="search">{i18n._({ id: 'blocks.search', message: 'Search' })}</Button>
          <ButtonLink href="#block-buttons" trailingIcon="arrow-right">
            {sample}
          </ButtonLink>
          <Button loading loadingLabel={i18n._({ id: 'shell.loading', message: 'Loading…' })}>
            {sample}
          </Button>
          <State name={stateLabel(i18n, 'disabled')}>
            <Button disabled>{sample}</Button>
          </State>
        </div>
        <div className={css({ mt: '4', maxWidth: 'md' })}>
          <Button fullWidth>{sample}</Button>
        </div>
      </Section>

      <Section id={blockAnchor('cards')} title={title('cards')}>
        <ul className={cardGridClass}>
          {[
            { name: stateLabel(i18n, 'default'), classes: plainCard, preview: undefined },
            ...PREVIEWS.map((preview) => ({ name: stateLabel(i18n, preview), classes: plainCard, preview })),
            { name: i18n._({ id: 'blocks.variant.light', message: 'Light' }), classes: lightCard, preview: undefined },
            { name: i18n._({ id: 'blocks.variant.brand', message: 'Brand colour' }), classes: brandCard, preview: undefined },
          ].map((item) => (
            <li key={item.name}>
              <State name={item.name}>
                <article className={item.classes.root} data-preview={item.preview}>
                  <div className={item.classes.body}>
                    <h3 className={item.classes.title}>
                      <a href="#block-cards" className={item.classes.link}>
                        {cardTitle}
                      </a>
                    </h3>
                    <p className={item.classes.text}>{cardText}</p>
                  </div>
                </article>
              </State>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={blockAnchor('badges')} title={title('badges')}>
        <div className={rowClass}>
          {BADGE_TONES.map((tone) => (
            <span key={tone} className={badge({ tone })}>
              {tone === 'danger'
                ? i18n._({ id: 'blocks.badge_sample_error', message: 'Discontinued' })
                : i18n._({ id: 'blocks.badge_sample', message: 'New' })}
            </span>
          ))}
          <span className={badge({ tone: 'info', size: 'sm' })}>PDF</span>
        </div>
      </Section>

      <Section id={blockAnchor('tabs')} title={title('tabs')}>
        <TabLinks
          label={title('tabs')}
          items={[
            { label: i18n._({ id: 'blocks.tab_overview', message: 'Overview' }), href: '#block-tabs', current: true },
            { label: i18n._({ id: 'blocks.tab_specifications', message: 'Specifications' }), href: '#block-tabs', preview: 'hover' },
            { label: i18n._({ id: 'blocks.tab_downloads', message: 'Downloads' }), href: '#block-tabs', preview: 'focus' },
            { label: i18n._({ id: 'blocks.tab_accessories', message: 'Accessories' }), href: '#block-tabs', disabled: true },
          ]}
        >
          <p className={css({ textStyle: 'paragraph' })}>{cardText}</p>
        </TabLinks>
      </Section>

      <Section id={blockAnchor('menus')} title={title('menus')}>
        <div className={css({ display: 'flex', gap: '16', flexWrap: 'wrap', minHeight: '12rem' })}>
          <details className={menuClasses.root} open>
            <summary className={menuClasses.trigger}>
              {i18n._({ id: 'blocks.menu_label', message: 'Display solutions' })}
              <Icon name="chevron-down" />
            </summary>
            <ul className={menuClasses.content}>
              <li>
                <a href="#block-menus" className={menuClasses.item} aria-current="true">
                  {cardTitle}
                </a>
              </li>
              <li>
                <a href="#block-menus" className={menuClasses.item} data-preview="hover">
                  {i18n._({ id: 'blocks.menu_item_led', message: 'LED video walls' })}
                </a>
              </li>
              <li>
                <a href="#block-menus" className={menuClasses.item}>
                  {i18n._({ id: 'blocks.menu_item_tv', message: 'Professional TVs' })}
                </a>
              </li>
            </ul>
          </details>
        </div>
      </Section>

      <Section id={blockAnchor('form-controls')} title={title('form-controls')}>
        <div className={stateGridClass}>
          {(['default', 'checked', 'hover', 'focus', 'error', 'disabled'] as const).map((state) => (
            <fieldset key={state} className={css({ borderWidth: '0', p: '0', m: '0' })} data-state={state}>
              <legend className={stateNameClass}>{stateLabel(i18n, state)}</legend>
              <div className={choiceRowClass}>
                <input
                  type="checkbox"
                  id={`sample-checkbox-${state}`}
                  className={choice({ shape: 'box' })}
                  defaultChecked={state === 'checked'}
                  disabled={state === 'disabled'}
                  aria-invalid={state === 'error' ? true : undefined}
                  data-preview={state === 'hover' || state === 'focus' ? state : undefined}
                />
                <label htmlFor={`sample-checkbox-${state}`}>
                  {i18n._({ id: 'blocks.checkbox_label', message: 'Send me the newsletter' })}
                </label>
              </div>
              <div className={choiceRowClass}>
                <input
                  type="radio"
                  name={`sample-radio-${state}`}
                  id={`sample-radio-${state}`}
                  className={choice({ shape: 'circle' })}
                  defaultChecked={state === 'checked'}
                  disabled={state === 'disabled'}
                  aria-invalid={state === 'error' ? true : undefined}
                  data-preview={state === 'hover' || state === 'focus' ? state : undefined}
                />
                <label htmlFor={`sample-radio-${state}`}>{option(1)}</label>
              </div>
            </fieldset>
          ))}
        </div>
        <div className={stateGridClass}>
          {(['default', 'hover', 'focus', 'error', 'disabled'] as const).map((state) => (
            <div key={state} className={fieldBlockClass} data-state={state}>
              <label htmlFor={`sample-select-${state}`} className={labelClass}>
                {`${i18n._({ id: 'blocks.select_label', message: 'Screen size' })} (${stateLabel(i18n, state)})`}
              </label>
              <select
                id={`sample-select-${state}`}
                className={select()}
                disabled={state === 'disabled'}
                aria-invalid={state === 'error' ? true : undefined}
                aria-describedby={state === 'error' ? `sample-select-${state}-error` : undefined}
                data-preview={state === 'hover' || state === 'focus' ? state : undefined}
                defaultValue=""
              >
                <option value="">—</option>
                <option value="1">{option(1)}</option>
                <option value="2">{option(2)}</option>
              </select>
              {state === 'error' ? (
                <p id={`sample-select-${state}-error`} className={errorClass}>
                  <Icon name="error" />
                  <span>{fieldError}</span>
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <div className={stateGridClass}>
          {(['default', 'hover', 'focus', 'error', 'disabled'] as const).map((state) => (
            <div key={state} className={fieldBlockClass} data-state={state}>
              <label htmlFor={`sample-files-${state}`} className={labelClass}>
                {`${i18n._({ id: 'blocks.files_label', message: 'Attachments' })} (${stateLabel(i18n, state)})`}
              </label>
              <div className={dropZoneClasses.root} data-preview={state === 'hover' || state === 'focus' ? state : undefined}>
                <input
                  type="file"
                  id={`sample-files-${state}`}
                  className={dropZoneClasses.input}
                  disabled={state === 'disabled'}
                  aria-invalid={state === 'error' ? true : undefined}
                  aria-describedby={state === 'error' ? `sample-files-${state}-error` : undefined}
                />
              </div>
              {state === 'error' ? (
                <p id={`sample-files-${state}-error`} className={errorClass}>
                  <Icon name="error" />
                  <span>{fieldError}</span>
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <div className={fieldBlockClass}>
          <label htmlFor="sample-text-error" className={labelClass}>
            {i18n._({ id: 'blocks.text_label', message: 'Company' })}
          </label>
          <input
            id="sample-text-error"
            className={controlClass}
            aria-invalid="true"
            aria-describedby="sample-text-error-message"
            defaultValue=""
          />
          <p id="sample-text-error-message" className={errorClass}>
            <Icon name="error" />
            <span>{fieldError}</span>
          </p>
        </div>
      </Section>

      <Section id={blockAnchor('share')} title={title('share')}>
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
      </Section>
    </>
  )
}

export function BlockOverviewPage({ pageUrl, samples, data }: { pageUrl: string; samples: readonly ContentBlock[]; data: BlockData }) {
  const { i18n } = useLingui()
  const present = BLOCK_TYPE_ORDER.filter((type) => samples.some((sample) => sample.type === type))
  return (
    <article>
      <h1 className={pageTitleClass}>{i18n._({ id: 'blocks.title', message: 'Block overview' })}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '8' })}>
        {i18n._({ id: 'blocks.intro', message: 'Every content block of the site as visitors see it.' })}
      </p>
      <nav aria-label={i18n._({ id: 'blocks.contents', message: 'Contents' })}>
        <ul className={tocClass}>
          {present.map((type) => (
            <li key={type}>
              <a href={`#${blockAnchor(type)}`}>{blockTypeLabel(i18n, type)}</a>
            </li>
          ))}
          {COMPONENT_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${blockAnchor(section.id)}`}>{componentSectionTitle(i18n, section.id)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className={groupTitleClass}>{i18n._({ id: 'blocks.content_blocks', message: 'Content blocks' })}</h2>
      <ContentBlockSections samples={samples} data={data} />
      <h2 className={groupTitleClass}>{i18n._({ id: 'blocks.design_system', message: 'Design system' })}</h2>
      <ComponentSections pageUrl={pageUrl} />
    </article>
  )
}
