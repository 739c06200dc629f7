/**
 * Every island and its client entry. The client build turns each entry into a hashed bundle;
 * a page loads the bundle of an island only when it renders that island.
 * Entries ending in `.client.tsx` hydrate a React component (hydrate.ts), either at once or, for
 * the lead forms, the project request and the tools, through a small entry that loads the island's
 * `.hydrate` module when the page is idle or the island first used (load-when-idle.ts, decision
 * 046); the compare tray is a vanilla island (`.client.ts`, lifecycle.ts alone): no React.
 */
export const ISLAND_ENTRIES = {
  ShareLink: 'ui/guides/ShareLink.client.tsx',
  LeadForm: 'ui/leads/LeadForm.client.tsx',
  ProjectRequestWizard: 'ui/project-request/ProjectRequestWizard.client.tsx',
  LedConfigurator: 'ui/led/LedConfigurator.client.tsx',
  LedResultActions: 'ui/led/LedResultActions.client.tsx',
  ProductChooser: 'ui/guides/ProductChooser.client.tsx',
  CorporateConfigurator: 'ui/guides/CorporateConfigurator.client.tsx',
  RetailConfigurator: 'ui/guides/RetailConfigurator.client.tsx',
  AssetEditor: 'ui/pim/AssetEditor.client.tsx',
  CatalogueEditor: 'ui/pim/CatalogueEditor.client.tsx',
  StoryUploads: 'ui/success-stories/StoryUploads.client.tsx',
  SearchSuggestions: 'ui/search/SearchSuggestions.client.tsx',
  CompareTray: 'ui/catalogue/CompareTray.client.ts',
} as const

export type IslandName = keyof typeof ISLAND_ENTRIES

export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'
/** Set on an island's wrapper once its bundle has mounted it. */
export const ISLAND_MOUNTED_ATTRIBUTE = 'data-island-hydrated'
/**
 * An island loaded on demand (Island.tsx `load`): its bundle's URL, and what makes the client
 * runtime load it (ui/client/island-loading.ts): a non-empty localStorage entry of that key, or a
 * change event on an element matching that selector.
 */
export const ISLAND_SRC_ATTRIBUTE = 'data-island-src'
export const ISLAND_WHEN_STORED_ATTRIBUTE = 'data-island-when-stored'
export const ISLAND_WHEN_CHANGED_ATTRIBUTE = 'data-island-when-changed'
/**
 * Sent on document whenever new server markup is in place (a page swap, live regions replaced):
 * islands mount the new instances and unmount those no longer on the page.
 */
export const ISLANDS_SCAN_EVENT = 'islands:scan'
