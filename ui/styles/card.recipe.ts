/**
 * The card recipe: a bordered box for teasers and tiles. `interactive` cards lift on hover and the
 * whole card follows its title link (the link's ::after covers the card); `tone` sets the surface;
 * `size: 'sm'` is for cards two across on a phone (smaller title and padding); `layout: 'row'` puts
 * a thumbnail beside the text (compact link cards, e.g. the categories above the product overview).
 */
import { defineSlotRecipe } from '@pandacss/dev'
import { focusWithinOrPreview, hoverOrPreview } from './state-preview.ts'

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  description: 'Cards: teasers, tiles, product cards',
  slots: ['root', 'media', 'body', 'title', 'link', 'meta', 'text'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      height: '100%',
      borderWidth: '1px',
      borderColor: 'gray.200',
      borderRadius: 'lg',
      overflow: 'hidden',
      transition: 'box-shadow 0.15s, transform 0.15s',
    },
    media: { width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'gray.50' },
    body: { display: 'flex', flexDirection: 'column', gap: '2', p: '5', flex: '1' },
    title: { fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3', overflowWrap: 'break-word', hyphens: 'auto' },
    link: { color: 'inherit', textDecoration: 'none' },
    meta: { fontSize: 'sm', color: 'gray.700' },
    text: { color: 'gray.700' },
  },
  variants: {
    tone: {
      plain: { root: { bg: 'white' }, title: { color: 'brand.theme' } },
      light: { root: { bg: 'brand.light', borderColor: 'transparent' }, title: { color: 'brand.theme' } },
      brand: {
        root: { bg: 'brand.theme', borderColor: 'transparent', color: 'white' },
        meta: { color: 'white' },
        text: { color: 'white' },
      },
    },
    size: {
      md: {},
      sm: {
        body: { p: { base: '3', md: '4' }, gap: '1.5' },
        title: { fontSize: { base: 'md', md: 'lg' } },
        text: { fontSize: 'sm' },
      },
    },
    layout: {
      column: {},
      row: {
        root: { flexDirection: 'row', alignItems: 'stretch' },
        media: { width: { base: '5rem', md: '7rem' }, flexShrink: '0', aspectRatio: 'auto', alignSelf: 'stretch' },
        text: { lineClamp: '2' },
      },
    },
    interactive: {
      true: {
        root: {
          [hoverOrPreview]: { boxShadow: 'lg', transform: 'translateY(-2px)' },
          [focusWithinOrPreview]: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
        },
        link: {
          _after: { content: '""', position: 'absolute', inset: '0' },
          _focusVisible: { outline: 'none' },
          _hover: { textDecoration: 'underline' },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'plain', size: 'md', layout: 'column', interactive: true },
  staticCss: ['*'],
})
