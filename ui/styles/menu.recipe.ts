/**
 * The menu recipe: a <details> disclosure whose <summary> opens a list of links or buttons (the
 * account menu, the language chooser, the header's sub-menus). Works without JavaScript.
 */
import { defineSlotRecipe } from '@pandacss/dev'
import { hoverOrPreview } from './state-preview.ts'

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'Disclosure menus and dropdowns',
  slots: ['root', 'trigger', 'content', 'item'],
  base: {
    root: { position: 'relative' },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      cursor: 'pointer',
      listStyle: 'none',
      fontWeight: 'semibold',
      '&::-webkit-details-marker': { display: 'none' },
      '& svg': { transition: 'transform 0.15s' },
      '[open] > &': { '& svg': { transform: 'rotate(180deg)' } },
    },
    content: {
      position: 'absolute',
      top: '100%',
      mt: '2',
      bg: 'white',
      color: 'gray.800',
      borderWidth: '1px',
      borderColor: 'gray.200',
      borderRadius: 'md',
      boxShadow: 'lg',
      py: '2',
      minWidth: '14rem',
      zIndex: 10,
      listStyle: 'none',
    },
    item: {
      display: 'block',
      width: '100%',
      textAlign: 'start',
      px: '4',
      py: '2',
      color: 'inherit',
      textDecoration: 'none',
      cursor: 'pointer',
      [hoverOrPreview]: { bg: 'brand.light' },
      '&[aria-current=true], &[aria-current=page]': { fontWeight: 'bold' },
    },
  },
  variants: {
    align: {
      start: { content: { insetInlineStart: '0' } },
      end: { content: { insetInlineEnd: '0' } },
    },
  },
  defaultVariants: { align: 'end' },
  staticCss: ['*'],
})
