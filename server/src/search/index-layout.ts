/**
 * The search index's layout, shared by the migration that creates it and the store that queries it.
 */

/**
 * The columns of the FTS5 tables, in order: the normalised part number, the key of the description, and the
 * product's manufacturer and category tokens (` M<id> C<category id> C<parent id> `). Manufacturer and
 * category names are not indexed per product (they would be most of the index, the same text a million
 * times): a word is matched against the few names in memory, and the ids it matches are looked up by token.
 */
export const INDEX_COLUMNS = ['part', 'description', 'facets'] as const

/** The columns a query word is looked up in as text. */
export const TEXT_COLUMNS = ['part', 'description'] as const

/** The FTS5 table of every product. */
export const MAIN_INDEX = 'search_index'

/**
 * The FTS5 table of every product's part number alone (`part`, `facets`). A column filter does not shorten
 * what FTS5 reads: a phrase of common description words (`{part} : "CAPACITOR"`) would read every row holding
 * them in its description (half a second on a million parts) to find none in a part number. Part-number
 * lookups read this table, whose trigrams are part numbers' only.
 */
export const PARTS_INDEX = 'search_parts'

/** The columns of the part-number table. */
export const PARTS_COLUMNS = ['part', 'facets'] as const

/**
 * Uniform samples of the catalog (the products whose id is a multiple of the rate), each indexed like the
 * whole: a match too large to count in time is counted on the smallest sample that holds enough of it, and
 * scaled (ids are assigned in load order, which is unrelated to what a product is, so a sample by id is a fair
 * one). With `sampleCap` rows read at most, the 1-in-16 sample estimates matches up to 16 × `sampleCap`, the
 * 1-in-256 one up to 256 × `sampleCap`, the 1-in-4096 one the rest. Finest first.
 */
export const SAMPLES = [
  { rate: 16, index: 'search_sample16', prefixIndex: 'products_search_prefix16' },
  { rate: 256, index: 'search_sample256', prefixIndex: 'products_search_prefix256' },
  { rate: 4096, index: 'search_sample4096', prefixIndex: 'products_search_prefix4096' },
] as const

/** The B-tree over (length, out of stock, normalised part number) for one- and two-character queries. */
export const PREFIX_INDEX = 'products_search_prefix'

/** Every FTS5 table of the search index. */
export const INDEX_TABLES: readonly string[] = [MAIN_INDEX, PARTS_INDEX, ...SAMPLES.map((sample) => sample.index)]
