/**
 * The tabs recipe: a row of links, one per view of the same content (`aria-current="page"` on the
 * chosen one), over the view. Each tab is a real link, so tabs work without JavaScript, are
 * bookmarkable and keep the browser's back button.
 */
import { defineSlotRecipe } from '@pandacss/dev'
import { FOCUS_RING, focusOrPreview, hoverOrPreview } from './state-preview.ts'

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Tabs as links',
  slots: ['list', 'tab', 'panel'],
  base: {
    list: {
      display: 'flex',
      gap: '1',
      borderBottomWidth: '2px',
      borderColor: 'gray.200',
      overflowX: 'auto',
      listStyle: 'none',
    },
    tab: {
      display: 'block',
      px: '4',
      py: '2.5',
      mb: '-2px',
      borderBottomWidth: '3px',
      borderColor: 'transparent',
      color: 'gray.800',
      fontWeight: 'semibold',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      [hoverOrPreview]: { color: 'brand.theme', borderColor: 'gray.300' },
      [focusOrPreview]: FOCUS_RING,
      '&[aria-current=page]': { color: 'brand.theme', borderColor: 'brand.theme' },
      '&[aria-disabled=true]': { color: 'gray.500', cursor: 'not-allowed', pointerEvents: 'none' },
    },
    panel: { pt: '6' },
  },
  staticCss: ['*'],
})
