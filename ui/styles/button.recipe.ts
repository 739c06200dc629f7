/**
 * The Button recipe (SPEC.md point 4): kind primary-blue (default) or naked, size md (default) or
 * sm, full width; the loading state and icons are handled by the Button component.
 */
import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons and button-styled links',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'md',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 0.15s, color 0.15s',
    _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy=true]': { cursor: 'progress' },
  },
  variants: {
    kind: {
      'primary-blue': {
        bg: 'brand.theme',
        color: 'white',
        _hover: { bg: 'brand.progress' },
      },
      naked: {
        bg: 'transparent',
        color: 'brand.theme',
        _hover: { textDecoration: 'underline' },
      },
    },
    size: {
      md: { fontSize: 'md', px: '5', py: '2.5', minHeight: '11' },
      sm: { fontSize: 'sm', px: '3', py: '1.5', minHeight: '8' },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { kind: 'primary-blue', size: 'md', fullWidth: false },
  staticCss: ['*'],
})
