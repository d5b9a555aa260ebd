import { LIMITS } from '@partfront/core/constants'
import { queryPlan } from '@partfront/core/parts'
import type { CatalogNames } from '../../search/catalog-names.ts'
import type { SearchFilter } from '../../search/filter.ts'
import type { PrefixRange } from '../../search/plan.ts'
import type { ActivePlan } from '../../search/reading.ts'

/**
 * A query's plan (`search/plan.ts`) as PostgreSQL conditions over `products p` (search issue #7): one or two
 * characters, a range on the B-tree of the normalised part number (`COLLATE "C"`: byte order, which is code
 * point order, as core's `prefixUpperBound` counts); three and more, `LIKE '%KEY%'`, which pg_trgm's GIN
 * indexes answer (migration 005 on part numbers and distributor codes, 007 on descriptions). Every value is a
 * parameter, and `\`, `%` and `_` in a key are escaped, so nothing a buyer types is read as SQL or as a
 * pattern.
 */

/** The positional parameters of one statement, added as the SQL is written. */
export class Params {
  readonly values: unknown[] = []

  /** The placeholder of `value` (`$n`). */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** `text` as the literal part of a `LIKE` pattern: `\`, `%` and `_` stand for themselves. */
export function likeText(text: string): string {
  return text.replaceAll(/[\\%_]/gu, (character) => `\\${character}`)
}

/** The key of the description (`description-key.ts`), kept by migration 007. */
const DESCRIPTION_KEY = 'p.description_key'

/** `lower <= p.normalized < upper` (no upper: to the end). */
export function rangeSql(params: Params, range: PrefixRange): string {
  const lower = `p.normalized >= ${params.add(range.lower)}`
  return range.upper === undefined ? lower : `${lower} AND p.normalized < ${params.add(range.upper)}`
}

/** `key` anywhere in the text expression `column`. */
export function containsSql(params: Params, column: string, key: string): string {
  return `${column} LIKE ${params.add(`%${likeText(key)}%`)}`
}

/** `p.<column> = ANY(ids)`, or nothing for no ids. */
function anyOf(params: Params, column: string, ids: readonly number[]): string[] {
  return ids.length === 0 ? [] : [`p.${column} = ANY(${params.add(ids)}::bigint[])`]
}

/**
 * A word's key anywhere in a product's searchable text (`plan.ts`'s `anywhere`): its part number or
 * description, or the name of its manufacturer or category (a parent's name takes in its children).
 */
function anywhereSql(params: Params, key: string, names: CatalogNames): string {
  const categories = new Set(names.matcher.categories(key).flatMap((id) => names.withChildren(id)))
  return [
    containsSql(params, 'p.normalized', key),
    containsSql(params, DESCRIPTION_KEY, key),
    ...anyOf(params, 'manufacturer_id', names.matcher.makers(key)),
    ...anyOf(params, 'category_id', [...categories]),
  ].join(' OR ')
}

/** `(a) AND (b) …` */
export function allSql(conditions: readonly string[]): string {
  return conditions.length === 0 ? 'TRUE' : conditions.map((condition) => `(${condition})`).join(' AND ')
}

/**
 * Every result of the plan: its prefix range; the part key anywhere in the part number; or, with words of
 * three characters and more, each of them somewhere, and short words next to them starting the part number
 * unless it holds the whole part key (`plan.ts`, `passesShortWords`).
 */
export function matchSql(params: Params, plan: ActivePlan, names: CatalogNames): string {
  if (plan.kind === 'prefix') return rangeSql(params, plan.range)
  if (plan.partOnly) return containsSql(params, 'p.normalized', plan.partKey)
  const words = queryPlan(plan.parsed.words).flatMap((lookup) => (lookup.index === 'trigram' ? [lookup.key] : []))
  const conditions = words.map((key) => anywhereSql(params, key, names))
  if (plan.shortWords.length > 0) {
    const starts = allSql(plan.shortWords.map((word) => rangeSql(params, word)))
    conditions.push(`${containsSql(params, 'p.normalized', plan.partKey)} OR (${starts})`)
  }
  return allSql(conditions)
}

/** The request's filters (`search/filter.ts`: a category takes in its children); none for no filter. */
export function filterSql(params: Params, filter: SearchFilter): string[] {
  if (!filter.any) return []
  return [
    ...(filter.categories === undefined ? [] : [`p.category_id = ANY(${params.add([...filter.categories])}::bigint[])`]),
    ...(filter.makerId === undefined ? [] : [`p.manufacturer_id = ${params.add(filter.makerId)}`]),
    ...(filter.packageName === undefined ? [] : [`p.package = ${params.add(filter.packageName)}`]),
    ...(filter.inStock ? ['p.stock > 0'] : []),
    ...(filter.productIds === undefined ? [] : [`p.id = ANY(${params.add([...filter.productIds])}::bigint[])`]),
  ]
}

/** The columns of a matched row (`search/order.ts`'s `MatchRow`; no row key on PostgreSQL). */
export const MATCH_COLUMNS = `0 AS key, p.id, p.normalized, p.category_id AS "categoryId",
  p.manufacturer_id AS "manufacturerId", p.package AS "packageName", p.stock, p.unit_price AS "unitPrice"`

/**
 * The unit price a product sorts by at the quantity `$qty` (`null`: at its minimum): core's `sortUnitPrice`
 * in SQL (issue 15), which the shared store suite checks against core. The orderable quantity is
 * `orderQuantity`'s: the wanted quantity raised to the minimum (the MOQ, never below the first break), rounded
 * up to whole packs, at most the largest whole number of packs within `LIMITS.maxQuantity`; its price is the
 * last break (the ladder ascends) at or below it; an empty ladder is NULL (price on request).
 */
export function sortPriceSql(params: Params, quantity: number | null): string {
  const minimum = `GREATEST(1, p.moq, COALESCE((p.price_ladder -> 0 ->> 'quantity')::bigint, 1))`
  const pack = 'GREATEST(1, p.spq)::bigint'
  const wanted = quantity === null ? minimum : `GREATEST(${params.add(quantity)}::bigint, ${minimum})`
  const ordered = `LEAST((${wanted} + ${pack} - 1) / ${pack} * ${pack}, GREATEST(${pack}, ${LIMITS.maxQuantity} / ${pack} * ${pack}))`
  return `(SELECT (b.step ->> 'unitPrice')::bigint FROM jsonb_array_elements(p.price_ladder) WITH ORDINALITY AS b(step, n)
    WHERE (b.step ->> 'quantity')::bigint <= ${ordered} ORDER BY b.n DESC LIMIT 1)`
}

/**
 * The order part-number matches are read in (core's `compareResults` within a tier: the shorter search key,
 * then in stock, then by key and id), which migration 007's `products_search_order` index holds.
 */
export const PART_ORDER = 'length(p.normalized), p.stock = 0, p.normalized, p.id'
