/** The LED models and their product lines, read from this locale's published catalogue. */
import type { LedLineGroup } from '../../ui/led/LedConfigurator.tsx'
import { ledModelsOf } from '../../ui/led/led-configuration.ts'
import type { LedModel } from '../../ui/led/led-wall-layout.ts'
import type { ContentRepository } from '../content/repository.ts'

export interface LedCatalogue {
  models: LedModel[]
  lines: LedLineGroup[]
}

export async function ledCatalogue(repository: ContentRepository): Promise<LedCatalogue> {
  const catalogue = await repository.catalogue()
  if (!catalogue) return { models: [], lines: [] }
  const models = ledModelsOf(catalogue.products)
  const lineIds = new Set(models.map((model) => model.lineId))
  const lines = catalogue.lines.filter((line) => lineIds.has(line.id)).map((line) => ({ id: line.id, title: line.title }))
  return { models, lines }
}
