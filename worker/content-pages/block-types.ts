/**
 * The sections of the template block overview (/block-overview) as the content API lists them:
 * one per content block type (with its variants), then the design system's components with the
 * states they are shown in. Titles come from the UI catalogs, so they read in the request's locale.
 */
import type { I18n } from '@lingui/core'
import { BLOCK_TYPE_ORDER, BLOCK_VARIANTS, blockAnchor, blockTypeLabel } from '../../ui/content-pages/block-catalogue.ts'
import { COMPONENT_SECTIONS, componentSectionTitle } from '../../ui/content-pages/component-catalogue.ts'

export interface BlockOverviewSection {
  id: string
  title: string
  /** The section's anchor on the block overview page. */
  anchor: string
  /** The block types shown in the section (content blocks, components, islands). */
  blocks: Array<{ type: string; kind: 'content' | 'component' | 'island'; variants?: string[] }>
}

export function blockOverviewSections(i18n: I18n): BlockOverviewSection[] {
  const content = BLOCK_TYPE_ORDER.map((type): BlockOverviewSection => {
    const variants = BLOCK_VARIANTS[type]
    return {
      id: type,
      title: blockTypeLabel(i18n, type),
      anchor: `#${blockAnchor(type)}`,
      blocks: [{ type, kind: 'content', ...(variants ? { variants: [...variants] } : {}) }],
    }
  })
  const components = COMPONENT_SECTIONS.map(
    (section): BlockOverviewSection => ({
      id: section.id,
      title: componentSectionTitle(i18n, section.id),
      anchor: `#${blockAnchor(section.id)}`,
      blocks: section.components.map((component) => ({ ...component, variants: [...component.variants] })),
    }),
  )
  return [...content, ...components]
}
