/**
 * Every island and its client entry. The client build turns each entry into a hashed bundle;
 * a page loads the bundle of an island only when it renders that island.
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
  ProductFilters: 'ui/catalogue/ProductFilters.client.tsx',
  CompareTray: 'ui/catalogue/CompareTray.client.tsx',
} as const

export type IslandName = keyof typeof ISLAND_ENTRIES

export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'
