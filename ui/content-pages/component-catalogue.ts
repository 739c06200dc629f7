/**
 * The design system's components on the block overview: each section, the components it shows and
 * the variants and states they are shown in (hover and focus previewed with ui/styles/state-preview.ts).
 */
import type { I18n } from '@lingui/core'

export type ComponentSectionId = 'buttons' | 'cards' | 'badges' | 'tabs' | 'menus' | 'form-controls' | 'share'

export interface ComponentEntry {
  type: string
  kind: 'component' | 'island'
  variants: readonly string[]
}

export const COMPONENT_SECTIONS: ReadonlyArray<{ id: ComponentSectionId; components: readonly ComponentEntry[] }> = [
  {
    id: 'buttons',
    components: [
      {
        type: 'button',
        kind: 'component',
        variants: ['primary', 'naked', 'sm', 'md', 'full-width', 'leading-icon', 'trailing-icon', 'loading', 'hover', 'focus', 'disabled'],
      },
      { type: 'button-link', kind: 'component', variants: ['primary', 'naked'] },
    ],
  },
  { id: 'cards', components: [{ type: 'card', kind: 'component', variants: ['plain', 'light', 'brand', 'hover', 'focus'] }] },
  {
    id: 'badges',
    components: [{ type: 'badge', kind: 'component', variants: ['neutral', 'brand', 'info', 'success', 'warning', 'danger', 'sm', 'md'] }],
  },
  { id: 'tabs', components: [{ type: 'tabs', kind: 'component', variants: ['current', 'hover', 'focus', 'disabled'] }] },
  { id: 'menus', components: [{ type: 'menu', kind: 'component', variants: ['closed', 'open', 'item-hover', 'item-current'] }] },
  {
    id: 'form-controls',
    components: [
      { type: 'checkbox', kind: 'component', variants: ['unchecked', 'checked', 'hover', 'focus', 'error', 'disabled'] },
      { type: 'radio', kind: 'component', variants: ['unchecked', 'checked', 'hover', 'focus', 'error', 'disabled'] },
      { type: 'select', kind: 'component', variants: ['default', 'hover', 'focus', 'error', 'disabled'] },
      { type: 'file-drop-zone', kind: 'component', variants: ['default', 'hover', 'focus', 'error', 'disabled'] },
    ],
  },
  { id: 'share', components: [{ type: 'share-link', kind: 'island', variants: [] }] },
]

export function componentSectionTitle(i18n: I18n, id: ComponentSectionId): string {
  switch (id) {
    case 'buttons':
      return i18n._({ id: 'blocks.buttons', message: 'Buttons' })
    case 'cards':
      return i18n._({ id: 'blocks.cards', message: 'Cards' })
    case 'badges':
      return i18n._({ id: 'blocks.badges', message: 'Badges' })
    case 'tabs':
      return i18n._({ id: 'blocks.tabs', message: 'Tabs' })
    case 'menus':
      return i18n._({ id: 'blocks.menus', message: 'Menus' })
    case 'form-controls':
      return i18n._({ id: 'blocks.form_controls', message: 'Form controls' })
    case 'share':
      return i18n._({ id: 'blocks.share', message: 'Share' })
  }
}

/** The names of the states a component is shown in. */
export function stateLabel(i18n: I18n, state: 'default' | 'hover' | 'focus' | 'error' | 'disabled' | 'checked'): string {
  switch (state) {
    case 'default':
      return i18n._({ id: 'blocks.state.default', message: 'Default' })
    case 'hover':
      return i18n._({ id: 'blocks.state.hover', message: 'Hover' })
    case 'focus':
      return i18n._({ id: 'blocks.state.focus', message: 'Focus' })
    case 'error':
      return i18n._({ id: 'blocks.state.error', message: 'Error' })
    case 'disabled':
      return i18n._({ id: 'blocks.state.disabled', message: 'Disabled' })
    case 'checked':
      return i18n._({ id: 'blocks.state.checked', message: 'Checked' })
  }
}
