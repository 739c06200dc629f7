/**
 * The product catalogue seed in the source format (kv-seed/source.ts): 4 categories, 12 lines,
 * the nine facets, the spec-table labels and 150 generated products, with every text in en-gb,
 * fr-fr, it-it, de-de, es-es and ja-jp (en-us where American spelling differs).
 * The parts live in kv-seed/content/catalogue/.
 */
import type { SourceCatalogue } from '../source.ts'
import { categories } from './catalogue/categories.ts'
import { facets } from './catalogue/facets.ts'
import { lines } from './catalogue/lines.ts'
import { products } from './catalogue/products.ts'
import { specLabels } from './catalogue/spec-labels.ts'

export const catalogue: SourceCatalogue = { categories, lines, facets, specLabels, products }
