/**
 * The insight category success stories are listed under (SUCCESS_STORY_CATEGORY_ID): its slug
 * and title per language. Success stories themselves live in editorial.ts.
 */
import { SUCCESS_STORY_CATEGORY_ID } from '../../ui/content/model.ts'
import type { SourceInsightCategory } from '../source.ts'

export const successStoryCategory: SourceInsightCategory = {
  id: SUCCESS_STORY_CATEGORY_ID,
  slug: {
    'en-gb': 'success-stories',
    'fr-fr': 'temoignages-clients',
    'it-it': 'casi-di-successo',
    'de-de': 'erfolgsgeschichten',
    'es-es': 'casos-de-exito',
    'ja-jp': 'success-stories',
  },
  title: {
    'en-gb': 'Success stories',
    'fr-fr': 'Témoignages clients',
    'it-it': 'Casi di successo',
    'de-de': 'Erfolgsgeschichten',
    'es-es': 'Casos de éxito',
    'ja-jp': '導入事例',
  },
}
