/**
 * The row key of the search index: the rowid under which a product sits in the FTS5 tables, chosen so that
 * reading an index match in rowid order reads it in relevance order (search issue #7: "the candidate set for
 * a common query may be huge").
 *
 * `key = length << 40 | outOfStock << 39 | id`: shorter part numbers first (core's `compareResults` ranks the
 * shorter of two prefix or substring matches first), then those in stock, then by id. So the first rows of a
 * match are its best ones, a page is found without reading or sorting the rest, and the in-stock filter is a
 * test on the rowid. The length is capped at 255; the id has 39 bits (ids up to 549,755,813,887).
 * `length << 1 | outOfStock` is the row's bucket.
 */

/** Bits of the product id in a row key. */
const ID_BITS = 39
/** 2^39: the out-of-stock bit, and one more than the largest id. */
export const OUT_OF_STOCK_BIT = 2 ** ID_BITS
/** The id part of a row key: `key & ID_MASK` in SQL. */
export const ID_MASK = OUT_OF_STOCK_BIT - 1
/** Longest length a key tells apart. */
export const MAX_KEY_LENGTH = 255

/** The SQL expression of the row key of a products row `p` (a table alias or `new` / `old` in a trigger). */
export function rowKeySql(p: string): string {
  return `((min(length(${p}.normalized), ${MAX_KEY_LENGTH}) << ${ID_BITS + 1}) | ((${p}.stock = 0) << ${ID_BITS}) | ${p}.id)`
}

/** The SQL expression of the bucket of a products row `p`: `length << 1 | outOfStock`. */
export function bucketSql(p: string): string {
  return `((min(length(${p}.normalized), ${MAX_KEY_LENGTH}) << 1) | (${p}.stock = 0))`
}

/** The product id of a row key (keys stay below 2^48, exact in a JS number). */
export function productIdOfKey(key: number): number {
  return key % OUT_OF_STOCK_BIT
}

/** A bucket taken apart. */
export interface Bucket {
  readonly length: number
  readonly outOfStock: boolean
}

/** The bucket number's length and stock state. */
export function bucketParts(bucket: number): Bucket {
  return { length: Math.floor(bucket / 2), outOfStock: bucket % 2 === 1 }
}
