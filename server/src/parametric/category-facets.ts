import type { CategoryId, ProductId } from '@partfront/core/contract'
import { categoryAttributes, readAttributeValue, type AttributeDefinition, type AttributeValue } from '@partfront/core/parametric'
import type { AttributeStore, CategoryAttributeRows } from '../store/attributes.port.ts'
import { type FacetTable, FacetTableBuilder } from './facet-table.ts'

/**
 * A category's parametric counts from the store (issue 29, "Speed"): its products' stored values as one
 * `FacetTable` (compact arrays, counted in memory: no `GROUP BY` per listing), built once and kept while the
 * catalog's version stays (`AttributeStore.catalogVersion`, as the search answer cache keys on SQLite's
 * migration-7 version). A listing asks the table for its counts; only a change to the catalog builds it again.
 */

/** A category's table and what it was built from. */
export interface CategoryFacets {
  /** The attribute list the category takes (`undefined`: none, the table counts maker, package and stock only). */
  readonly list: string | undefined
  readonly attributes: readonly AttributeDefinition[]
  readonly table: FacetTable
  /** The product id of each of the table's parts (its indexes), ascending. */
  readonly ids: Int32Array
}

/**
 * The table of a category's stored rows. Each stored value is read back from its canonical text (once per
 * distinct text: core's format and parse give the same value); a value kept as text, or of an attribute the list
 * no longer has, counts as no value.
 */
export function categoryFacets(rows: CategoryAttributeRows): CategoryFacets {
  const attributes = rows.list === undefined ? [] : categoryAttributes(rows.list)
  const byKey = new Map(attributes.map((attribute) => [attribute.key, attribute]))
  const read = new Map<string, AttributeValue | undefined>()
  const valueOf = (attribute: AttributeDefinition, canonical: string): AttributeValue | undefined => {
    const id = `${attribute.key}\u0000${canonical}`
    if (read.has(id)) return read.get(id)
    const value = readAttributeValue(attribute, canonical)
    read.set(id, value.ok ? value.value : undefined)
    return value.ok ? value.value : undefined
  }
  const builder = new FacetTableBuilder(attributes)
  const ids = new Int32Array(rows.parts.length)
  rows.parts.forEach((part, index) => {
    const values: Record<string, AttributeValue | undefined> = {}
    for (const stored of part.values) {
      const attribute = byKey.get(stored.key)
      if (attribute !== undefined && stored.canonical !== null) values[stored.key] = valueOf(attribute, stored.canonical)
    }
    builder.add({ attributes: values, manufacturerId: part.manufacturerId, packageName: part.packageName, stock: part.stock })
    ids[index] = part.productId
  })
  return { list: rows.list, attributes, table: builder.build(), ids }
}

/** The product ids of a table's matching indexes. */
export function productIdsOf(facets: CategoryFacets, matches: Int32Array): ProductId[] {
  return Array.from(matches, (index) => facets.ids[index] as ProductId)
}

/** The table index of product `id` (binary search over the ascending ids), or -1 when it is not in the table. */
export function indexOfProduct(facets: CategoryFacets, id: number): number {
  let low = 0
  let high = facets.ids.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const at = facets.ids[middle] as number
    if (at === id) return middle
    if (at < id) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/**
 * Category tables kept in memory, each under the catalog version it was built at; at most `capacity` of them,
 * the least recently used going first. Two listings of one category asking at once share one build.
 */
export class CategoryFacetCache {
  readonly #kept = new Map<number, { readonly version: number; readonly facets: Promise<CategoryFacets> }>()

  constructor(
    private readonly store: AttributeStore,
    /** The most categories kept. */
    readonly capacity = 32,
  ) {}

  /** The category's table as the catalog stands now. */
  async facets(id: CategoryId): Promise<CategoryFacets> {
    const version = await this.store.catalogVersion()
    const kept = this.#kept.get(id)
    this.#kept.delete(id)
    if (kept !== undefined && kept.version === version) {
      this.#kept.set(id, kept)
      return kept.facets
    }
    const facets = this.store.categoryAttributeRows(id).then(categoryFacets)
    const entry = { version, facets }
    this.#kept.set(id, entry)
    // A failed build is not kept: the next listing tries again.
    facets.catch(() => {
      if (this.#kept.get(id) === entry) this.#kept.delete(id)
    })
    if (this.#kept.size > this.capacity) {
      const oldest = this.#kept.keys().next()
      if (oldest.done !== true) this.#kept.delete(oldest.value)
    }
    return facets
  }

  /** How many categories' tables are kept. */
  get size(): number {
    return this.#kept.size
  }
}
