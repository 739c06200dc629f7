/** The product filters live in ui/content (shared with the pages); re-exported for worker code. */
export * from '../../ui/catalogue/product-filters.ts'
export * from '../../ui/content/pagination.ts'
