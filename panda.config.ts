import { defineConfig } from '@pandacss/dev'
import { FONT_FAMILY, PICTURE_BACKGROUND, PROGRESS_BAR_COLOUR, THEME_COLOUR } from './ui/styles/brand.ts'
import { badgeRecipe } from './ui/styles/badge.recipe.ts'
import { buttonRecipe } from './ui/styles/button.recipe.ts'
import { cardRecipe } from './ui/styles/card.recipe.ts'
import { choiceRecipe, dropZoneRecipe, selectRecipe } from './ui/styles/form-controls.recipe.ts'
import { menuRecipe } from './ui/styles/menu.recipe.ts'
import { tabsRecipe } from './ui/styles/tabs.recipe.ts'

export default defineConfig({
  preflight: true,
  hash: { className: true, cssVar: false },
  include: ['./ui/**/*.{ts,tsx}', './worker/**/*.{ts,tsx}'],
  exclude: ['./ui/**/*.test.*'],
  outdir: 'styled-system',
  outExtension: 'js',
  jsxFramework: 'react',
  globalCss: {
    html: { fontFamily: 'body', color: 'gray.800', bg: 'white' },
    body: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
    'a:focus-visible, button:focus-visible, summary:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible': {
      outline: '3px solid',
      outlineColor: 'focus',
      outlineOffset: '2px',
    },
    // Chromium focuses a date field's inner segments, so the field itself never matches :focus-visible.
    'input[type="date"]:focus-within, input[type="time"]:focus-within, input[type="datetime-local"]:focus-within': {
      outline: '3px solid',
      outlineColor: 'focus',
      outlineOffset: '2px',
    },
  },
  theme: {
    extend: {
      tokens: {
        colors: {
          brand: {
            theme: { value: THEME_COLOUR },
            progress: { value: PROGRESS_BAR_COLOUR },
            light: { value: '#e8eef6' },
            picture: { value: PICTURE_BACKGROUND },
          },
          focus: { value: '#ffbf47' },
        },
        fonts: { body: { value: FONT_FAMILY }, heading: { value: FONT_FAMILY } },
        fontWeights: {
          regular: { value: '400' },
          semibold: { value: '500' },
          bold: { value: '700' },
        },
      },
      textStyles: {
        /** SPEC.md point 9: default paragraph lg, normal weight, gray-800. */
        paragraph: { value: { fontSize: 'lg', fontWeight: 'normal', lineHeight: '1.6', color: 'gray.800' } },
      },
      recipes: { button: buttonRecipe, badge: badgeRecipe, choice: choiceRecipe, select: selectRecipe },
      slotRecipes: { card: cardRecipe, menu: menuRecipe, tabs: tabsRecipe, dropZone: dropZoneRecipe },
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
      },
    },
  },
})
