/** The seed content as one value, for the loader and the tests. */
import pages from './content/pages.json' with { type: 'json' }
import records from './content/records.json' with { type: 'json' }
import redirects from './content/redirects.json' with { type: 'json' }
import type { Seed } from './publish.ts'

export const seed = { pages, records, redirects } as unknown as Seed
