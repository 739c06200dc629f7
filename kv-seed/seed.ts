/** The seed content as one value, for the loader and the tests. */
import { catalogue } from './content/catalogue.ts'
import { companyPages } from './content/company-pages.ts'
import { editorial } from './content/editorial.ts'
import { BLOCK_SAMPLES, HOME_BLOCKS } from './content/home-page.ts'
import pages from './content/pages.json' with { type: 'json' }
import records from './content/records.json' with { type: 'json' }
import partners from './content/partners.json' with { type: 'json' }
import redirects from './content/redirects.json' with { type: 'json' }
import { successStoryCategory } from './content/success-stories.ts'
import type { PartnerDirectory } from '../ui/partner-finder/partner-directory.ts'
import type { Seed, SeedPage, SeedRecord, SeedRedirect } from './publish.ts'

export const seed: Seed = {
  // The home page's blocks are written in TypeScript (links and tiles are checked against the route table and records).
  pages: [
    ...(pages as unknown as SeedPage[]).map((page) => (page.id === 'home' ? { ...page, blocks: HOME_BLOCKS } : page)),
    ...companyPages,
  ],
  blockSamples: BLOCK_SAMPLES,
  records: records as unknown as SeedRecord[],
  redirects: redirects as SeedRedirect[],
  catalogue,
  editorial,
  successStoryCategory,
  partners: partners as PartnerDirectory,
}
