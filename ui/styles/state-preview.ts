/**
 * The block overview shows each component's states side by side (SPEC.md: template block
 * overview). A static page cannot hover or focus, so recipes style `[data-preview=hover]` and
 * `[data-preview=focus]` like the real states; nothing else sets the attribute.
 */
export const PREVIEW_ATTRIBUTE = 'data-preview'
export const PREVIEW_STATES = ['hover', 'focus'] as const
export type PreviewState = (typeof PREVIEW_STATES)[number]

/** Selectors of a recipe: the real state, or its preview on the block overview. */
export const hoverOrPreview = '&:is(:hover, [data-preview=hover])'
export const focusOrPreview = '&:is(:focus-visible, [data-preview=focus])'
export const focusWithinOrPreview = '&:is(:focus-within, [data-preview=focus])'

/** The focus ring of the whole site (panda.config.ts globalCss), for recipes that preview it. */
export const FOCUS_RING = { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' } as const
