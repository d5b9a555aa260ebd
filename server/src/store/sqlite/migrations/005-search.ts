/**
 * The part-search index over the catalog's products.
 */
export const SEARCH_SQL = /* sql */ `
SELECT 1;
`
