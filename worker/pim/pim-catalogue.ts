/** The published catalogue the PIM links assets to, in the reader's language. */
import type { Context } from 'hono'
import type { Catalogue } from '../../ui/content/model.ts'
import { ContentStore } from '../content/content-store.ts'
import { ContentRepository } from '../content/repository.ts'
import type { AppEnv } from '../env.ts'

export function pimCatalogue(c: Context<AppEnv>): Promise<Catalogue | null> {
  return new ContentRepository(new ContentStore(c.env.CONTENT, c.get('logger')), c.get('locale').code).catalogue()
}
