import type Database from 'better-sqlite3'
import type { Db } from '../store/sqlite/database.ts'
import type { CatalogNames } from './catalog-names.ts'
import { facetsOfGroups, type FacetCounts, type FacetGroup } from './facets.ts'
import { filteredMatch, type SearchFilter } from './filter.ts'
import { MAIN_INDEX, PARTS_INDEX, PREFIX_INDEX, SAMPLES } from './index-layout.ts'
import type { MatchRow } from './order.ts'
import type { PrefixRange } from './plan.ts'
import { ID_MASK, MAX_KEY_LENGTH, OUT_OF_STOCK_BIT, bucketParts, rowKeySql } from './row-key.ts'
import type { FetchRows } from './tiers.ts'

/**
 * The SQL of the search index (migration 005): reading a match in relevance order, counting it, and reading
 * the products a page shows. Every statement is prepared once per connection.
 */

/**
 * The columns a matched row carries, all from the covering index `products_search_facts` (alias `f`; the package
 * since migration 13).
 */
const ROW_COLUMNS = `f.id AS id, f.normalized AS normalized, f.category_id AS categoryId,
  f.manufacturer_id AS manufacturerId, f.package AS packageName, f.stock AS stock, f.unit_price AS unitPrice`

/** What sorting by price at a quantity reads of a product (core's `PricedPart`, the ladder as stored). */
export interface PricingRow {
  readonly id: number
  /** JSON, as stored. */
  readonly priceLadder: string
  readonly moq: number
  readonly spq: number
}

/** A product the query may name, before it is classified. */
export interface NamedCandidate extends MatchRow {
  readonly partNumber: string
  readonly maker: string
}

/** What a page shows of a product, and what its keywords are matched against. */
export interface ProductRow {
  readonly id: number
  readonly partNumber: string
  readonly manufacturerId: number
  readonly maker: string
  readonly categoryId: number
  readonly category: string
  readonly parentCategory: string | null
  readonly description: string
  readonly packageName: string
  readonly image: string | null
  readonly stock: number
  /** JSON, as stored. */
  readonly priceLadder: string
  readonly moq: number
  readonly spq: number
}

/** The search index of one connection. */
export interface SearchIndex {
  /** Reads rows of an FTS5 expression (with the filters) from one of the index tables, in row-key order. */
  indexRows(table: string, match: string, filter: SearchFilter): FetchRows
  /** Counts the first `limit` rows of an FTS5 expression (with the filters), by category, maker and stock. */
  indexGroups(table: string, match: string, filter: SearchFilter, limit: number): FacetCounts
  /** Counts the rows of an FTS5 expression (with the filters), at most `limit`, reading the index alone. */
  indexCount(table: string, match: string, filter: SearchFilter, limit: number): number
  /** Reads rows of a prefix range from the prefix B-tree, bucket after bucket: in relevance order. */
  prefixRows(range: PrefixRange, filter: SearchFilter, names: CatalogNames): FetchRows
  /** Counts the first `limit` products of a prefix range on a 1-in-`rate` sample, by category, maker and stock. */
  rangeGroups(range: PrefixRange, filter: SearchFilter, rate: number, limit: number): FacetCounts
  /** How many products' normalised part numbers lie in the range, counting at most `limit`. */
  countRange(range: PrefixRange, limit: number): number
  /** The products of a prefix range (at most `limit`, in no useful order), read off the normalised B-tree. */
  rangeRows(range: PrefixRange, limit: number): MatchRow[]
  /** Whether the row with this key matches an FTS5 expression. */
  matches(match: string, key: number): boolean
  /** The ids of the products whose normalised part number is `key`. */
  idsByPartKey(key: string): number[]
  /** The ids of the products whose normalised base part is one of `bases`. */
  idsByBase(bases: readonly string[], limit: number): number[]
  /** The ids of the products with a distributor's number whose normalised form is `key`. */
  idsByCode(key: string, limit: number): number[]
  /** Products the query may name, by id. */
  candidates(ids: readonly number[]): NamedCandidate[]
  /** Products to show, by id. */
  products(ids: readonly number[]): Map<number, ProductRow>
  /** The ladders, minimum orders and packs of products, by id (sorting by price at a quantity). */
  pricing(ids: readonly number[]): Map<number, PricingRow>
}

/** Prepares the search index's statements on `db`. */
export function sqliteSearchIndex(db: Db): SearchIndex {
  const tables = [MAIN_INDEX, PARTS_INDEX, ...SAMPLES.map((sample) => sample.index)]
  const perTable = (sql: (table: string) => string) => new Map(tables.map((table) => [table, db.prepare(sql(table))]))
  // The package is not in the FTS5 tables: a row's is read from the covering B-tree by its id (issue 15,
  // migration 13), never from the product's row. The table's own rowid, named: inside the package's subquery a
  // bare `rowid` would be the product's.
  const rowFilter = (table: string) => `(@inStock = 0 OR (${table}.rowid & ${OUT_OF_STOCK_BIT}) = 0)
    AND (@package IS NULL OR (SELECT p.package FROM products AS p INDEXED BY products_search_facts WHERE p.id = (${table}.rowid & ${ID_MASK})) = @package)`
  const rows = perTable(
    (table) => `
      SELECT m.k AS key, ${ROW_COLUMNS}
      FROM (SELECT rowid AS k FROM ${table} WHERE ${table} MATCH @match AND rowid > @after AND ${rowFilter(table)}
            ORDER BY rowid LIMIT @limit) AS m
      JOIN products AS f INDEXED BY products_search_facts ON f.id = (m.k & ${ID_MASK})
      ORDER BY m.k`,
  )
  const groups = new Map(
    tables.map((table) => [
      table,
      db
        .prepare(`
          SELECT f.category_id, f.manufacturer_id, f.package, f.stock > 0, count(*)
          FROM (SELECT rowid AS k FROM ${table} WHERE ${table} MATCH @match AND ${rowFilter(table)} LIMIT @limit) AS m
          JOIN products AS f INDEXED BY products_search_facts ON f.id = (m.k & ${ID_MASK})
          GROUP BY 1, 2, 3, 4`)
        .raw(),
    ]),
  )
  const counts = new Map(
    tables.map((table) => [
      table,
      db
        .prepare(`SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH @match AND ${rowFilter(table)} LIMIT @limit)`)
        .pluck(),
    ]),
  )
  const filterSql = `AND (@maker IS NULL OR f.manufacturer_id = @maker)
    AND (@inStock = 0 OR f.stock > 0)
    AND (@package IS NULL OR f.package = @package)
    AND (@categories IS NULL OR f.category_id IN (SELECT value FROM json_each(@categories)))`
  const prefixStatements = new Map<string, Database.Statement>()
  const cached = (name: string, sql: () => string) => {
    let statement = prefixStatements.get(name)
    if (statement === undefined) {
      statement = db.prepare(sql())
      prefixStatements.set(name, statement)
    }
    return statement
  }
  // Statements with the filter conditions only when there are filters: each condition costs on every
  // execution, and a prefix range runs one per bucket.
  const prefixStatement = (bounded: boolean, filtered: boolean) =>
    cached(
      `prefix:${String(bounded)}:${String(filtered)}`,
      () => `
        SELECT ${ROW_COLUMNS} FROM products AS f INDEXED BY ${PREFIX_INDEX}
        WHERE length(f.normalized) = @length AND (f.stock = 0) = @outOfStock
          AND (f.normalized, f.id) > (@afterKey, @afterId) ${bounded ? 'AND f.normalized < @upper' : ''}
          ${filtered ? filterSql : ''}
        ORDER BY f.normalized, f.id LIMIT @limit`,
    )
  const rangeGroupsStatement = (rate: number, bounded: boolean, filtered: boolean) => {
    const sample = SAMPLES.find((candidate) => candidate.rate === rate)
    if (sample === undefined) throw new Error(`No 1-in-${rate} sample of the catalog`)
    return cached(
      `groups:${rate}:${String(bounded)}:${String(filtered)}`,
      () => `
        SELECT category_id, manufacturer_id, package, stock > 0, count(*)
        FROM (SELECT f.category_id, f.manufacturer_id, f.package, f.stock FROM products AS f INDEXED BY ${sample.prefixIndex}
              WHERE f.id % ${rate} = 0 AND f.normalized >= @lower ${bounded ? 'AND f.normalized < @upper' : ''}
                ${filtered ? filterSql : ''}
              LIMIT @limit)
        GROUP BY 1, 2, 3, 4`,
    ).raw()
  }
  const filterValues = (filter: SearchFilter) =>
    filter.any
      ? {
          maker: filter.makerId ?? null,
          package: filter.packageName ?? null,
          inStock: filter.inStock ? 1 : 0,
          categories: filter.categories === undefined ? null : JSON.stringify([...filter.categories]),
        }
      : {}
  // `rowid = ?` next to MATCH is answered by a lookup that skips the MATCH on a contentless table (SQLite
  // 3.53): a one-row range is not.
  const matches = db
    .prepare(`SELECT 1 FROM ${MAIN_INDEX} WHERE ${MAIN_INDEX} MATCH @match AND rowid BETWEEN @key AND @key`)
    .pluck()
  const countRange = db
    .prepare('SELECT count(*) FROM (SELECT 1 FROM products WHERE normalized >= ? AND normalized < ? LIMIT ?)')
    .pluck()
  const countFrom = db.prepare('SELECT count(*) FROM (SELECT 1 FROM products WHERE normalized >= ? LIMIT ?)').pluck()
  const rangeSql = (bounded: boolean) => `
    SELECT 0 AS key, ${ROW_COLUMNS}
    FROM products AS r INDEXED BY products_normalized
    JOIN products AS f INDEXED BY products_search_facts ON f.id = r.id
    WHERE r.normalized >= @lower ${bounded ? 'AND r.normalized < @upper' : ''} LIMIT @limit`
  const rangeRows = db.prepare(rangeSql(true))
  const rangeRowsFrom = db.prepare(rangeSql(false))
  const idsByPartKey = db.prepare('SELECT id FROM products WHERE normalized = ?').pluck()
  const idsByBase = db
    .prepare('SELECT id FROM products WHERE base_normalized IN (SELECT value FROM json_each(?)) LIMIT ?')
    .pluck()
  const idsByCode = db.prepare('SELECT product_id FROM product_codes WHERE normalized = ? LIMIT ?').pluck()
  const candidates = db.prepare(`
    SELECT ${rowKeySql('f')} AS key, ${ROW_COLUMNS}, f.part_number AS partNumber, m.name AS maker
    FROM products AS f JOIN manufacturers AS m ON m.id = f.manufacturer_id
    WHERE f.id IN (SELECT value FROM json_each(?))`)
  const products = db.prepare(`
    SELECT p.id AS id, p.part_number AS partNumber, p.manufacturer_id AS manufacturerId, m.name AS maker,
      p.category_id AS categoryId, c.name AS category, pc.name AS parentCategory, p.description AS description,
      p.package AS packageName, p.image AS image, p.stock AS stock, p.price_ladder AS priceLadder, p.moq AS moq, p.spq AS spq
    FROM products AS p
    JOIN manufacturers AS m ON m.id = p.manufacturer_id
    JOIN categories AS c ON c.id = p.category_id
    LEFT JOIN categories AS pc ON pc.id = c.parent_id
    WHERE p.id IN (SELECT value FROM json_each(?))`)
  const pricing = db.prepare(`
    SELECT id, price_ladder AS priceLadder, moq, spq FROM products WHERE id IN (SELECT value FROM json_each(?))`)

  const statementOf = <T>(map: Map<string, T>, table: string): T => {
    const statement = map.get(table)
    if (statement === undefined) throw new Error(`${table} is not a search index table`)
    return statement
  }

  return {
    indexRows: (table, match, filter) => {
      const statement = statementOf(rows, table)
      const expression = filteredMatch(match, filter)
      const values = indexValues(filter)
      return (after, limit) => statement.all({ match: expression, after: after?.key ?? -1, ...values, limit }) as MatchRow[]
    },
    indexGroups: (table, match, filter, limit) => {
      const found = statementOf(groups, table).all({ match: filteredMatch(match, filter), ...indexValues(filter), limit })
      return facetsOfGroups(found as FacetGroup[])
    },
    indexCount: (table, match, filter, limit) =>
      statementOf(counts, table).get({ match: filteredMatch(match, filter), ...indexValues(filter), limit }) as number,
    prefixRows: (range, filter, names) => {
      if (filter.categories !== undefined && filter.categories.size === 0) return () => []
      const statement = prefixStatement(range.upper !== undefined, filter.any)
      const minLength = Array.from(range.lower).length
      const buckets = names.buckets.filter((bucket) => {
        const { length, outOfStock } = bucketParts(bucket)
        return length >= minLength && !(filter.inStock && outOfStock)
      })
      const values = filterValues(filter)
      return (after, limit) => {
        const found: MatchRow[] = []
        const start = after === undefined ? 0 : bucketOfRow(after)
        for (const bucket of buckets) {
          if (bucket < start) continue
          const { length, outOfStock } = bucketParts(bucket)
          const resume = after !== undefined && bucket === start
          const rows = statement.all({
            ...values,
            ...(range.upper === undefined ? {} : { upper: range.upper }),
            length,
            outOfStock: outOfStock ? 1 : 0,
            afterKey: resume ? after.normalized : range.lower,
            afterId: resume ? after.id : -1,
            limit: limit - found.length,
          }) as Omit<MatchRow, 'key'>[]
          for (const row of rows) found.push({ ...row, key: bucket })
          if (found.length >= limit) break
        }
        return found
      }
    },
    rangeGroups: (range, filter, rate, limit) => {
      const bounds = range.upper === undefined ? { lower: range.lower } : { lower: range.lower, upper: range.upper }
      const groups = rangeGroupsStatement(rate, range.upper !== undefined, filter.any).all({ ...filterValues(filter), ...bounds, limit })
      return facetsOfGroups(groups as FacetGroup[])
    },
    countRange: (range, limit) =>
      (range.upper === undefined ? countFrom.get(range.lower, limit) : countRange.get(range.lower, range.upper, limit)) as number,
    rangeRows: (range, limit) =>
      (range.upper === undefined
        ? rangeRowsFrom.all({ lower: range.lower, limit })
        : rangeRows.all({ lower: range.lower, upper: range.upper, limit })) as MatchRow[],
    matches: (match, key) => matches.get({ match, key }) !== undefined,
    idsByPartKey: (key) => idsByPartKey.all(key) as number[],
    idsByBase: (bases, limit) => idsByBase.all(JSON.stringify(bases), limit) as number[],
    idsByCode: (key, limit) => idsByCode.all(key, limit) as number[],
    candidates: (ids) => candidates.all(JSON.stringify(ids)) as NamedCandidate[],
    products: (ids) => new Map((products.all(JSON.stringify(ids)) as ProductRow[]).map((row) => [row.id, row])),
    pricing: (ids) => new Map((pricing.all(JSON.stringify(ids)) as PricingRow[]).map((row) => [row.id, row])),
  }
}

/** The in-stock and package values of an index statement. */
function indexValues(filter: SearchFilter): { inStock: number; package: string | null } {
  return { inStock: filter.inStock ? 1 : 0, package: filter.packageName ?? null }
}

/** The bucket of a row read from a B-tree (`row-key.ts`). */
function bucketOfRow(row: MatchRow): number {
  return Math.min(Array.from(row.normalized).length, MAX_KEY_LENGTH) * 2 + (row.stock === 0 ? 1 : 0)
}
