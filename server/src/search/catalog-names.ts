import { manufacturerFamily, normalizePartNumber } from '@partfront/core/parts'
import type { Db } from '../store/sqlite/database.ts'
import type { NameMatcher } from './plan.ts'

/**
 * The catalog's small tables as the search reads them (manufacturers, categories, the index's buckets), kept
 * in memory and read again whenever the database has changed.
 */

/** A category as the search reads it. */
export interface CategoryName {
  readonly name: string
  readonly parentId: number | null
}

export interface CatalogNames {
  readonly makers: ReadonlyMap<number, string>
  readonly categories: ReadonlyMap<number, CategoryName>
  /** A category's id and its children's ids; none for an unknown category. */
  readonly withChildren: (id: number) => readonly number[]
  /** The manufacturers and categories whose name holds a word's search key. */
  readonly matcher: NameMatcher
  /** One manufacturer name per part-numbering family in the catalog (core's suffix rules). */
  readonly familyMakers: readonly string[]
  /** The (length, out of stock) buckets that hold products, in order (`row-key.ts`). */
  readonly buckets: readonly number[]
}

/** The catalog's version (migration 007): it moves on with every change to what a search can show. */
export function catalogVersion(db: Db): () => number {
  const version = db.prepare('SELECT version FROM catalog_version WHERE id = 1').pluck()
  return () => version.get() as number
}

/** The names of `db`, read when first asked and again after any change to the catalog. */
export function catalogNames(db: Db, version: () => number = catalogVersion(db)): () => CatalogNames {
  const makersQuery = db.prepare('SELECT id, name FROM manufacturers')
  const categoriesQuery = db.prepare('SELECT id, parent_id AS parentId, name FROM categories')
  const bucketsQuery = db.prepare('SELECT bucket FROM search_buckets WHERE products > 0 ORDER BY bucket').pluck()
  let cached: CatalogNames | undefined
  let seen = -1
  return () => {
    const now = version()
    if (cached === undefined || now !== seen) {
      cached = readNames(
        makersQuery.all() as { id: number; name: string }[],
        categoriesQuery.all() as { id: number; parentId: number | null; name: string }[],
        bucketsQuery.all() as number[],
      )
      seen = now
    }
    return cached
  }
}

/**
 * The names as the search reads them, from the catalog's rows (any engine); `buckets`: the index's (length,
 * out of stock) buckets that hold products, none for an engine that keeps no such buckets.
 */
export function readNames(
  makerRows: readonly { id: number; name: string }[],
  categoryRows: readonly { id: number; parentId: number | null; name: string }[],
  buckets: readonly number[],
): CatalogNames {
  const makers = new Map(makerRows.map((row) => [row.id, row.name]))
  const categories = new Map(categoryRows.map((row) => [row.id, { name: row.name, parentId: row.parentId }]))
  const children = new Map<number, number[]>()
  for (const row of categoryRows) {
    if (row.parentId === null) continue
    const list = children.get(row.parentId) ?? []
    list.push(row.id)
    children.set(row.parentId, list)
  }
  const families = new Map<string, string>()
  for (const name of makers.values()) {
    const family = manufacturerFamily(name)
    if (family !== undefined && !families.has(family)) families.set(family, name)
  }
  const makerKeys = makerRows.map((row) => [row.id, normalizePartNumber(row.name)] as const)
  const categoryKeys = categoryRows.map((row) => [row.id, normalizePartNumber(row.name)] as const)
  const holding = (keys: ReadonlyArray<readonly [number, string]>, key: string) =>
    keys.flatMap(([id, name]) => (name.includes(key) ? [id] : []))
  return {
    makers,
    categories,
    withChildren: (id) => (categories.has(id) ? [id, ...(children.get(id) ?? [])] : []),
    matcher: { makers: (key) => holding(makerKeys, key), categories: (key) => holding(categoryKeys, key) },
    familyMakers: [...families.values()],
    buckets,
  }
}
