import type { CategoryId, ProductId } from '@partfront/core/contract'
import { categoryAttributes, readAttributeValue, type AttributeDefinition, type AttributeValue } from '@partfront/core/parametric'
import type { AttributeStore, CategoryAttributeRows } from '../store/attributes.port.ts'
import { type FacetTable, FacetTableBuilder } from './facet-table.ts'

/**
 * A category's parametric counts from the store (issue 29, "Speed"): its products' stored values as one
 * `FacetTable` (compact arrays, counted in memory: no `GROUP BY` per listing), built once and kept while the
 * facet version stays (`AttributeStore.facetState`, migration `0003-facet-versions`). A listing asks the table
 * for its counts; a stock change sets the in-stock bits of the parts it changed, and only another change to the
 * catalog's products or values builds the table again.
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
  // Per attribute key: the attribute and each canonical text read so far (a map a key: no text joined per row).
  const readers = new Map(attributes.map((attribute) => [attribute.key, { attribute, read: new Map<string, AttributeValue | undefined>() }]))
  const builder = new FacetTableBuilder(attributes)
  const ids = new Int32Array(rows.parts.length)
  let index = 0
  for (const part of rows.parts) {
    const values: Record<string, AttributeValue | undefined> = {}
    for (const stored of part.values) {
      const reader = readers.get(stored.key)
      if (reader === undefined || stored.canonical === null) continue
      let value = reader.read.get(stored.canonical)
      if (value === undefined && !reader.read.has(stored.canonical)) {
        const read = readAttributeValue(reader.attribute, stored.canonical)
        value = read.ok ? read.value : undefined
        reader.read.set(stored.canonical, value)
      }
      values[stored.key] = value
    }
    builder.add({ attributes: values, manufacturerId: part.manufacturerId, packageName: part.packageName, stock: part.stock })
    ids[index++] = part.productId
  }
  return { list: rows.list, attributes, table: builder.build(), ids }
}

/** The product ids of a table's matching indexes. */
export function productIdsOf(facets: CategoryFacets, matches: Int32Array): ProductId[] {
  return Array.from(matches, (index) => facets.ids[index] as ProductId)
}

/** The table's index of a product, `-1` when it is not in the table (its ids ascend: a binary search). */
export function indexOfProduct(facets: CategoryFacets, productId: number): number {
  const ids = facets.ids
  let low = 0
  let high = ids.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const id = ids[middle] as number
    if (id === productId) return middle
    if (id < productId) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/** Stock changes one look-up reads at most; more, and the category is built again (cheaper than applying them). */
export const STOCK_CHANGES_LIMIT = 10_000

/** A category's table, the facet version it was built at and the stock changes applied to it since. */
interface Kept {
  readonly version: number
  readonly facets: Promise<CategoryFacets>
  /** The stock number the table is current to. */
  stockSeen: number
  /** Per part index: the stock number of the change last applied (a slower look-up may read an older one). */
  readonly applied: Map<number, number>
}

/**
 * Category tables kept in memory, each under the facet version it was built at (`AttributeStore.facetState`);
 * at most `capacity` of them, the least recently used going first. Two listings of one category asking at once
 * share one build. A stock change does not build the table again: each look-up reads the stock changes stamped
 * since the last it saw (none, most times: one look-up of the stock number) and sets their parts' in-stock bits
 * in place; only a change to what else the table holds (a product added, moved or deleted, a value written)
 * moves the facet version and builds it again.
 */
export class CategoryFacetCache {
  readonly #kept = new Map<number, Kept>()
  /** Tables built (not found kept): for tests and the bench. */
  builds = 0

  constructor(
    private readonly store: AttributeStore,
    /** The most categories kept. */
    readonly capacity = 32,
  ) {}

  /** The category's table as the catalog stands now. */
  async facets(id: CategoryId): Promise<CategoryFacets> {
    const kept = this.#kept.get(id)
    const state = await this.store.facetState(kept?.stockSeen ?? Number.MAX_SAFE_INTEGER, STOCK_CHANGES_LIMIT)
    if (kept !== undefined && this.#kept.get(id) === kept && kept.version === state.version && state.complete) {
      this.#kept.delete(id)
      this.#kept.set(id, kept)
      const facets = await kept.facets
      for (const change of state.changes) {
        const index = indexOfProduct(facets, change.productId)
        if (index < 0 || (kept.applied.get(index) ?? 0) >= change.seq) continue
        kept.applied.set(index, change.seq)
        facets.table.setInStock(index, change.stock > 0)
      }
      kept.stockSeen = Math.max(kept.stockSeen, state.latestStock)
      return facets
    }
    this.#kept.delete(id)
    this.builds++
    // The rows are read after the numbers: a stock change in between is in the rows and is applied again, as it
    // stands, at the next look-up.
    const facets = this.store.categoryAttributeRows(id).then(categoryFacets)
    const entry: Kept = { version: state.version, facets, stockSeen: state.latestStock, applied: new Map() }
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
