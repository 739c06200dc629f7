/** The badge recipe: a short label on a card or a row (event kind, file type, status). */
import { defineRecipe } from '@pandacss/dev'

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Badges: short labels',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
  },
  variants: {
    tone: {
      neutral: { bg: 'gray.100', color: 'gray.800', borderColor: 'gray.300' },
      brand: { bg: 'brand.theme', color: 'white', borderColor: 'brand.theme' },
      info: { bg: 'brand.light', color: 'brand.theme', borderColor: 'brand.light' },
      success: { bg: 'green.50', color: 'green.800', borderColor: 'green.700' },
      warning: { bg: 'amber.50', color: 'amber.900', borderColor: 'amber.700' },
      danger: { bg: 'red.50', color: 'red.800', borderColor: 'red.700' },
    },
    size: {
      sm: { fontSize: 'xs', px: '2', py: '0.5' },
      md: { fontSize: 'sm', px: '3', py: '1' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
  staticCss: ['*'],
})
