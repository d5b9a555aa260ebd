/**
 * Facet counts of a query (search issue #7: "filters by category, manufacturer and in-stock, with counts per
 * filter value for the current query"), counted over matched rows or estimated from a sample of them.
 */

/** What a facet count reads of a matched product. */
export interface FacetRow {
  readonly categoryId: number
  readonly manufacturerId: number
  readonly stock: number
}

/** Counts per leaf category and manufacturer, with the total and how many have stock. */
export interface FacetCounts {
  readonly total: number
  readonly inStock: number
  readonly categories: ReadonlyMap<number, number>
  readonly manufacturers: ReadonlyMap<number, number>
}

/** No rows at all. */
export const NO_FACETS: FacetCounts = { total: 0, inStock: 0, categories: new Map(), manufacturers: new Map() }

function add(map: Map<number, number>, id: number, by: number): void {
  map.set(id, (map.get(id) ?? 0) + by)
}

/** The counts of `rows`. */
export function countFacets(rows: Iterable<FacetRow>): FacetCounts {
  let total = 0
  let inStock = 0
  const categories = new Map<number, number>()
  const manufacturers = new Map<number, number>()
  for (const row of rows) {
    total++
    if (row.stock > 0) inStock++
    add(categories, row.categoryId, 1)
    add(manufacturers, row.manufacturerId, 1)
  }
  return { total, inStock, categories, manufacturers }
}

/** The sum of two counts of disjoint rows. */
export function addFacets(a: FacetCounts, b: FacetCounts): FacetCounts {
  const categories = new Map(a.categories)
  const manufacturers = new Map(a.manufacturers)
  for (const [id, count] of b.categories) add(categories, id, count)
  for (const [id, count] of b.manufacturers) add(manufacturers, id, count)
  return { total: a.total + b.total, inStock: a.inStock + b.inStock, categories, manufacturers }
}

function scaleMap(sample: ReadonlyMap<number, number>, rate: number, floor: ReadonlyMap<number, number>) {
  const scaled = new Map<number, number>()
  for (const [id, count] of sample) scaled.set(id, count * rate)
  for (const [id, count] of floor) scaled.set(id, Math.max(count, scaled.get(id) ?? 0))
  return scaled
}

/**
 * The counts of a whole match estimated from a 1-in-`rate` sample of it, never below what was counted exactly
 * (`floor`: the counts of the match's first rows, a lower bound of each value).
 */
export function estimateFacets(sample: FacetCounts, rate: number, floor: FacetCounts): FacetCounts {
  return {
    total: Math.max(sample.total * rate, floor.total),
    inStock: Math.max(sample.inStock * rate, floor.inStock),
    categories: scaleMap(sample.categories, rate, floor.categories),
    manufacturers: scaleMap(sample.manufacturers, rate, floor.manufacturers),
  }
}

/** Facet counts from `[category, maker, inStock, count]` groups. */
export function facetsOfGroups(groups: readonly (readonly [number, number, number, number])[]): FacetCounts {
  let total = 0
  let inStock = 0
  const categories = new Map<number, number>()
  const manufacturers = new Map<number, number>()
  for (const [category, maker, stocked, count] of groups) {
    total += count
    if (stocked === 1) inStock += count
    categories.set(category, (categories.get(category) ?? 0) + count)
    manufacturers.set(maker, (manufacturers.get(maker) ?? 0) + count)
  }
  return { total, inStock, categories, manufacturers }
}

/** A facet value with its name, as the contract lists it. */
export interface NamedCount {
  readonly id: number
  readonly name: string
  readonly count: number
}

/** The values with a name, most results first, then by name and id. */
export function namedCounts(counts: ReadonlyMap<number, number>, nameOf: (id: number) => string | undefined): NamedCount[] {
  const named: NamedCount[] = []
  for (const [id, count] of counts) {
    const name = nameOf(id)
    if (name !== undefined && count > 0) named.push({ id, name, count })
  }
  return named.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
}
