/**
 * The blocks the template block overview (/block-overview) shows, section by section, as the
 * content API lists them. Titles come from the UI catalogs, so they read in the request's locale.
 */
import type { I18n } from '@lingui/core'

export interface BlockOverviewSection {
  id: string
  title: string
  /** The section's anchor on the block overview page. */
  anchor: string
  /** The block types shown in the section (content blocks, components, islands). */
  blocks: Array<{ type: string; kind: 'content' | 'component' | 'island'; variants?: string[] }>
}

export function blockOverviewSections(i18n: I18n): BlockOverviewSection[] {
  return [
    {
      id: 'text',
      title: i18n._({ id: 'blocks.text', message: 'Text' }),
      anchor: '#blocks-text',
      blocks: [
        { type: 'heading', kind: 'content' },
        { type: 'paragraph', kind: 'content' },
        { type: 'link', kind: 'content' },
      ],
    },
    {
      id: 'buttons',
      title: i18n._({ id: 'blocks.buttons', message: 'Buttons' }),
      anchor: '#blocks-buttons',
      blocks: [
        {
          type: 'button',
          kind: 'component',
          variants: ['primary', 'naked', 'sm', 'md', 'full-width', 'leading-icon', 'trailing-icon', 'loading'],
        },
        { type: 'button-link', kind: 'component' },
      ],
    },
    {
      id: 'share',
      title: i18n._({ id: 'blocks.share', message: 'Share' }),
      anchor: '#blocks-share',
      blocks: [{ type: 'share-link', kind: 'island' }],
    },
  ]
}
