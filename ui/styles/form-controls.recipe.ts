/**
 * Form control recipes: styled checkboxes and radio buttons (the native input, drawn by CSS, so
 * keyboard, forms and screen readers work as with any input), the select with its chevron, and
 * the file drop zone. Each has hover, focus, error (`aria-invalid`) and disabled states.
 */
import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'
import { FOCUS_RING, focusOrPreview, focusWithinOrPreview, hoverOrPreview } from './state-preview.ts'

export const choiceRecipe = defineRecipe({
  className: 'choice',
  description: 'Checkboxes and radio buttons',
  base: {
    appearance: 'none',
    flexShrink: 0,
    display: 'inline-grid',
    placeContent: 'center',
    width: '1.375rem',
    height: '1.375rem',
    mt: '0.5',
    borderWidth: '2px',
    borderColor: 'gray.600',
    bg: 'white',
    cursor: 'pointer',
    transition: 'background-color 0.1s, border-color 0.1s',
    _after: { content: '""', transform: 'scale(0)', transition: 'transform 0.1s' },
    _checked: { bg: 'brand.theme', borderColor: 'brand.theme', _after: { transform: 'scale(1)' } },
    [hoverOrPreview]: { borderColor: 'brand.theme' },
    [focusOrPreview]: FOCUS_RING,
    '&[aria-invalid=true]': { borderColor: 'red.700', boxShadow: '0 0 0 1px token(colors.red.700)' },
    _disabled: { cursor: 'not-allowed', bg: 'gray.100', borderColor: 'gray.400', _checked: { bg: 'gray.400' } },
  },
  variants: {
    shape: {
      box: {
        borderRadius: 'sm',
        // A check mark drawn with two borders, in white on the checked box.
        _after: {
          width: '0.375rem',
          height: '0.75rem',
          mt: '-0.125rem',
          borderColor: 'white',
          borderStyle: 'solid',
          borderWidth: '0 3px 3px 0',
          rotate: '45deg',
        },
      },
      circle: { borderRadius: 'full', _after: { width: '0.5rem', height: '0.5rem', borderRadius: 'full', bg: 'white' } },
    },
  },
  defaultVariants: { shape: 'box' },
  staticCss: ['*'],
})

export const selectRecipe = defineRecipe({
  className: 'select',
  description: 'Select boxes',
  base: {
    appearance: 'none',
    width: '100%',
    maxWidth: '36rem',
    borderWidth: '1px',
    borderColor: 'gray.500',
    borderRadius: 'md',
    bg: 'white',
    py: '2',
    ps: '3',
    pe: '10',
    cursor: 'pointer',
    // The chevron: two gradients, no image request.
    backgroundImage:
      'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
    backgroundPosition: 'calc(100% - 1.25rem) 50%, calc(100% - 0.875rem) 50%',
    backgroundSize: '0.375rem 0.375rem',
    backgroundRepeat: 'no-repeat',
    [hoverOrPreview]: { borderColor: 'brand.theme' },
    [focusOrPreview]: FOCUS_RING,
    '&[aria-invalid=true]': { borderColor: 'red.700', borderWidth: '2px' },
    _disabled: { cursor: 'not-allowed', bg: 'gray.100', color: 'gray.600' },
    '&[multiple]': { backgroundImage: 'none', pe: '3' },
  },
  staticCss: ['*'],
})

export const dropZoneRecipe = defineSlotRecipe({
  className: 'drop-zone',
  description: 'File inputs as a drop zone listing the chosen files',
  slots: ['root', 'input', 'prompt', 'list', 'item'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      maxWidth: '36rem',
      p: '5',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'gray.400',
      borderRadius: 'lg',
      bg: 'gray.50',
      [hoverOrPreview]: { borderColor: 'brand.theme', bg: 'brand.light' },
      [focusWithinOrPreview]: FOCUS_RING,
      '&[data-dragging=true]': { borderColor: 'brand.theme', bg: 'brand.light' },
      '&:has([aria-invalid=true])': { borderColor: 'red.700', borderStyle: 'solid' },
      '&:has(input:disabled)': { bg: 'gray.100', borderColor: 'gray.300', color: 'gray.600', cursor: 'not-allowed' },
    },
    // Without JavaScript the input stays a plain, visible file input; once the island runs, it
    // covers the zone unseen, so a click or a drop anywhere on the zone chooses files.
    input: {
      fontSize: 'sm',
      '&::file-selector-button': {
        mr: '3',
        px: '3',
        py: '1.5',
        borderRadius: 'md',
        borderWidth: '1px',
        borderColor: 'brand.theme',
        bg: 'white',
        color: 'brand.theme',
        fontWeight: 'semibold',
        cursor: 'pointer',
      },
      '[data-enhanced=true] > &': { position: 'absolute', inset: '0', opacity: 0, cursor: 'pointer', width: '100%', height: '100%' },
      _focusVisible: { outline: 'none' },
    },
    prompt: { display: 'none', alignItems: 'center', gap: '2', color: 'gray.800', '[data-enhanced=true] > &': { display: 'flex' } },
    list: { listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' },
    item: { display: 'flex', alignItems: 'center', gap: '2', color: 'gray.800', '& > span:last-child': { color: 'gray.700' } },
  },
  staticCss: ['*'],
})
