import type { SearchSort } from '@partfront/core/contract'
import { prefixUpperBound, rankKeywordMatch } from '@partfront/core/parts'
import type { Pool } from 'pg'
import type { CatalogNames } from '../../search/catalog-names.ts'
import { facetsOfGroups, type FacetCounts } from '../../search/facets.ts'
import { passes, type SearchFilter } from '../../search/filter.ts'
import { keywordFields } from '../../search/hits.ts'
import { classifyNamed, namedKeys, type NamedRow } from '../../search/named.ts'
import { byKeywordMatch, type MatchRow } from '../../search/order.ts'
import type { PageRow } from '../../search/pages.ts'
import type { ActivePlan } from '../../search/reading.ts'
import type { NamedCandidate, ProductRow } from '../../search/sqlite-index.ts'
import { MATCH_COLUMNS, PART_ORDER, Params, allSql, containsSql, filterSql, matchSql, rangeSql, sortPriceSql } from './search-match.ts'
import { rows } from './pool.ts'

/**
 * Reading one query's match on PostgreSQL (search issue #7): its counts, the parts it names, one page in
 * relevance, stock or price order, and the products a page shows. Pages are ordered by SQL (`PART_ORDER`)
 * except keyword matches, which core's `rankKeywordMatch` scores in JS: those are read in `PART_ORDER` and
 * ordered by score window by window (`keywordWindow` rows at a time, the windows counted from the start of the
 * keyword matches, as on SQLite), so a page never depends on which page was asked before.
 */

/** One query against one catalog: its plan, the names its words matched, the filters asked. */
export interface PostgresQuery {
  readonly pool: Pool
  readonly names: CatalogNames
  readonly plan: ActivePlan
  readonly filter: SearchFilter
}

/** `[category, maker, package, inStock (0 or 1), count]` */
type Group = [number, number, string, number, number]

/** Counts of the match (with `conditions`), exact when it has at most `cap` rows. */
export interface MatchCounts {
  readonly counts: FacetCounts
  readonly exact: boolean
  /** The groups counted: when exact, any filter's counts are read off them without another query. */
  readonly groups: readonly Group[]
}

/**
 * Counts the first `cap + 1` rows of the match (with the filters, when `filtered`) by category, maker and
 * stock: all of it when it has at most `cap` rows, else a lower bound (`exact: false`), so a count never reads
 * more than `cap + 1` rows.
 */
export async function countMatch(query: PostgresQuery, filtered: boolean, cap: number): Promise<MatchCounts> {
  const params = new Params()
  const where = allSql([matchSql(params, query.plan, query.names), ...(filtered ? filterSql(params, query.filter) : [])])
  const result = await query.pool.query<Group>({
    text: `SELECT category_id, manufacturer_id, package, in_stock, count(*)
           FROM (SELECT p.category_id, p.manufacturer_id, p.package, (p.stock > 0)::int AS in_stock FROM products p
                 WHERE ${where} LIMIT ${params.add(cap + 1)}) AS m
           GROUP BY 1, 2, 3, 4`,
    values: params.values,
    rowMode: 'array',
  })
  const counts = facetsOfGroups(result.rows)
  return { counts, exact: counts.total <= cap, groups: result.rows }
}

/** The counts of the groups that pass the filters. */
export function filteredGroups(groups: readonly Group[], filter: SearchFilter): FacetCounts {
  return facetsOfGroups(
    groups.filter(([categoryId, manufacturerId, packageName, stock]) => passes(filter, { categoryId, manufacturerId, packageName, stock })),
  )
}

/** A part the query names, and whether the match holds it. */
export interface Named {
  readonly rows: readonly NamedRow[]
  /** Named parts the match does not hold (a longer number the query is a variant of): results too. */
  readonly extras: readonly NamedRow[]
}

/**
 * The parts the query names (`search/named.ts`): by normalised part number, distributor's number and base
 * part, at most `maxNamed`, classified by core; each with whether the match holds it.
 */
export async function findNamed(query: PostgresQuery, maxNamed: number): Promise<Named> {
  const { key, bases } = namedKeys(query.plan, query.names)
  const params = new Params()
  const keyParam = params.add(key)
  const limit = params.add(maxNamed)
  const byBase = bases.length === 0 ? '' : `UNION ALL (SELECT id, 2 FROM products WHERE base_normalized = ANY(${params.add(bases)}::text[]) LIMIT ${limit})`
  const found = await rows<NamedCandidate & { byCode: boolean; inMatch: boolean }>(
    query.pool,
    `WITH found (id, via) AS (
       SELECT id, 0 FROM products WHERE normalized = ${keyParam}
       UNION ALL (SELECT product_id, 1 FROM product_codes WHERE normalized = ${keyParam} LIMIT ${limit})
       ${byBase}
     ), named AS (
       SELECT id, bool_or(via = 1) AS by_code FROM found GROUP BY id ORDER BY min(via), id LIMIT ${limit}
     )
     SELECT ${MATCH_COLUMNS}, p.part_number AS "partNumber", m.name AS maker, n.by_code AS "byCode",
       (${matchSql(params, query.plan, query.names)}) AS "inMatch"
     FROM named n JOIN products p ON p.id = n.id JOIN manufacturers m ON m.id = p.manufacturer_id`,
    params.values,
  )
  const codeIds = new Set(found.flatMap((row) => (row.byCode ? [row.id] : [])))
  const outside = new Set(found.flatMap((row) => (row.inMatch ? [] : [row.id])))
  const named = classifyNamed(query.plan, found, codeIds)
  return { rows: named, extras: named.filter((row) => outside.has(row.id)) }
}

/** Products to show, by id (`search/hits.ts` reads them). */
export async function readProducts(pool: Pool, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map()
  const found = await rows<ProductRow>(
    pool,
    `SELECT p.id, p.part_number AS "partNumber", p.manufacturer_id AS "manufacturerId", m.name AS maker,
       p.category_id AS "categoryId", c.name AS category, pc.name AS "parentCategory", p.description,
       p.package AS "packageName", p.image, p.stock, p.price_ladder::text AS "priceLadder", p.moq, p.spq
     FROM products p
     JOIN manufacturers m ON m.id = p.manufacturer_id
     JOIN categories c ON c.id = p.category_id
     LEFT JOIN categories pc ON pc.id = c.parent_id
     WHERE p.id = ANY($1::bigint[])`,
    [ids],
  )
  return new Map(found.map((row) => [row.id, row]))
}

/** The rows of `where` (over `p`) in `order`, from `offset`, at most `limit`. */
async function readRows(pool: Pool, params: Params, where: readonly string[], order: string, offset: number, limit: number): Promise<MatchRow[]> {
  if (limit <= 0) return []
  return rows<MatchRow>(
    pool,
    `SELECT ${MATCH_COLUMNS} FROM products p WHERE ${allSql(where)} ORDER BY ${order}
     OFFSET ${params.add(offset)} LIMIT ${params.add(limit)}`,
    params.values,
  )
}

/** How many rows `where` has, counting at most `limit`. */
async function countRows(pool: Pool, params: Params, where: readonly string[], limit: number): Promise<number> {
  if (limit <= 0) return 0
  const [row] = await rows<{ n: number }>(
    pool,
    `SELECT count(*) AS n FROM (SELECT 1 FROM products p WHERE ${allSql(where)} LIMIT ${params.add(limit)}) AS m`,
    params.values,
  )
  return row?.n ?? 0
}

/** A page and the products already read for it (the keyword matches scored). */
export interface Page {
  readonly rows: readonly PageRow[]
  readonly products: ReadonlyMap<number, ProductRow>
}

/**
 * A page in relevance order (search issue #7: "exact > packaging variant > prefix > substring > keyword"): the
 * parts the query names, then its prefix and substring matches in `PART_ORDER`, then its keyword matches.
 */
export async function relevancePage(query: PostgresQuery, named: readonly NamedRow[], offset: number, size: number, keywordWindow: number): Promise<Page> {
  const { pool, plan, filter, names } = query
  const end = offset + size
  const shown = named.filter((row) => passes(filter, row))
  const page: PageRow[] = shown.slice(offset, end)
  let position = shown.length
  if (position >= end) return { rows: page, products: new Map() }

  // Where every row of a tier is: the match, the filters, not a named part; `partKey` in its part number or not.
  const tierWhere = (params: Params, inPart: boolean) => {
    const where = [
      matchSql(params, plan, names),
      ...filterSql(params, filter),
      `NOT (p.id = ANY(${params.add(named.map((row) => row.id))}::bigint[]))`,
    ]
    if (plan.kind === 'prefix') return where
    const part = containsSql(params, 'p.normalized', plan.partKey)
    return [...where, inPart ? part : `NOT (${part})`]
  }

  // Prefix, then substring matches: one order, the prefix range first.
  const skip = Math.max(0, offset - position)
  const params = new Params()
  const where = tierWhere(params, true)
  const prefixFirst = plan.kind === 'prefix' ? '' : `NOT (${rangeSql(params, { lower: plan.partKey, upper: prefixUpperBound(plan.partKey) })}), `
  const parts = await readRows(pool, params, where, prefixFirst + PART_ORDER, skip, end - position - skip)
  page.push(...parts)
  if (page.length >= size || plan.kind === 'prefix' || plan.partOnly) return { rows: page, products: new Map() }

  // Keyword matches: read in `PART_ORDER` from the window holding the page's first, scored, each window sorted.
  const countParams = new Params()
  const partCount = parts.length > 0 || skip === 0 ? skip + parts.length : await countRows(pool, countParams, tierWhere(countParams, true), skip)
  position += partCount
  const from = Math.max(0, offset - position)
  const to = end - position
  const windowFrom = Math.floor(from / keywordWindow) * keywordWindow
  const windowTo = Math.ceil(to / keywordWindow) * keywordWindow
  const keywordParams = new Params()
  const keywordRows = await readRows(pool, keywordParams, tierWhere(keywordParams, false), PART_ORDER, windowFrom, windowTo - windowFrom)
  const products = await readProducts(pool, keywordRows.map((row) => row.id))
  const words = plan.parsed.words.map((word) => word.raw)
  const scored = keywordRows.map((row) => {
    const product = products.get(row.id)
    return { ...row, keywordScore: product === undefined ? 0 : rankKeywordMatch(words, keywordFields(product)).score }
  })
  const ordered: PageRow[] = []
  for (let start = 0; start < scored.length; start += keywordWindow) ordered.push(...scored.slice(start, start + keywordWindow).sort(byKeywordMatch))
  page.push(...ordered.slice(from - windowFrom, to - windowFrom))
  return { rows: page, products }
}

/**
 * The SQL order of a sort other than relevance (`search/order.ts`'s `byStock`, `byPrice`; price at the
 * quantity, `sortPriceSql`).
 */
function sortSql(params: Params, sort: Exclude<SearchSort, 'relevance'>, quantity: number | null): string {
  return sort === 'stock' ? 'p.stock DESC, p.normalized, p.id' : `${sortPriceSql(params, quantity)} ASC NULLS LAST, p.normalized, p.id`
}

/**
 * A page sorted by stock or price (at `quantity`, `null`: each part's minimum): the whole match, with the
 * named parts it does not hold (`extras`), sorted by SQL.
 */
export async function sortedPage(
  query: PostgresQuery,
  extras: readonly MatchRow[],
  sort: Exclude<SearchSort, 'relevance'>,
  quantity: number | null,
  offset: number,
  size: number,
): Promise<Page> {
  const params = new Params()
  const match = matchSql(params, query.plan, query.names)
  const where = [`(${match}) OR p.id = ANY(${params.add(extras.map((row) => row.id))}::bigint[])`, ...filterSql(params, query.filter)]
  return { rows: await readRows(query.pool, params, where, sortSql(params, sort, quantity), offset, size), products: new Map() }
}
