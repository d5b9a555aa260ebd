import { PREFIX_INDEX, SAMPLES } from '../../../search/index-layout.ts'

/**
 * Issue 15, the package facet and filter: `package` joins the search's covering B-trees, so counting a match's
 * packages, and a package filter on a large match, read the small index entries rather than each matched
 * product's row (which carries the price ladder and the description). `products_search_facts` (a match's rows
 * by id), the prefix B-tree (one- and two-character prefixes) and the samples' prefix B-trees are rebuilt with
 * `package` as their last column; what they were read for before reads as before. Rebuilding them reads the
 * catalog once (about 4 s per 200,000 parts).
 */
export const SEARCH_PACKAGE_SQL = /* sql */ `
DROP INDEX products_search_facts;
CREATE INDEX products_search_facts ON products(id, normalized, category_id, manufacturer_id, stock, unit_price, package);
DROP INDEX ${PREFIX_INDEX};
CREATE INDEX ${PREFIX_INDEX} ON products(length(normalized), stock = 0, normalized, id, category_id, manufacturer_id, stock, unit_price, package);
${SAMPLES.map(({ prefixIndex, rate }) => `DROP INDEX ${prefixIndex};\nCREATE INDEX ${prefixIndex} ON products(normalized, category_id, manufacturer_id, stock, package) WHERE id % ${rate} = 0;`).join('\n')}
`
