/**
 * Every island and its client entry. The client build turns each entry into a hashed bundle;
 * a page loads the bundle of an island only when it renders that island.
 */
export const ISLAND_ENTRIES = {
  ShareLink: 'ui/islands/share-link/ShareLink.client.tsx',
  LeadForm: 'ui/islands/lead-form/LeadForm.client.tsx',
  ProjectRequestWizard: 'ui/islands/project-request/ProjectRequestWizard.client.tsx',
  LedConfigurator: 'ui/islands/led-configurator/LedConfigurator.client.tsx',
  LedResultActions: 'ui/islands/led-result/LedResultActions.client.tsx',
  ProductChooser: 'ui/islands/guides/ProductChooser.client.tsx',
  CorporateConfigurator: 'ui/islands/guides/CorporateConfigurator.client.tsx',
  RetailConfigurator: 'ui/islands/guides/RetailConfigurator.client.tsx',
  AssetEditor: 'ui/islands/asset-editor/AssetEditor.client.tsx',
  StoryUploads: 'ui/islands/story-uploads/StoryUploads.client.tsx',
} as const

export type IslandName = keyof typeof ISLAND_ENTRIES

export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'
