/** The seed content as one value, for the loader and the tests. */
import { catalogue } from './content/catalogue.ts'
import { companyPages } from './content/company-pages.ts'
import { editorial } from './content/editorial.ts'
import pages from './content/pages.json' with { type: 'json' }
import records from './content/records.json' with { type: 'json' }
import partners from './content/partners.json' with { type: 'json' }
import redirects from './content/redirects.json' with { type: 'json' }
import { successStoryCategory } from './content/success-stories.ts'
import type { PartnerDirectory } from '../ui/partner-finder/partner-directory.ts'
import type { Seed, SeedPage, SeedRecord, SeedRedirect } from './publish.ts'

export const seed: Seed = {
  pages: [...(pages as unknown as SeedPage[]), ...companyPages],
  records: records as unknown as SeedRecord[],
  redirects: redirects as SeedRedirect[],
  catalogue,
  editorial,
  successStoryCategory,
  partners: partners as PartnerDirectory,
}
