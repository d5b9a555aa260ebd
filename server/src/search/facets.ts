/**
 * Facet counts of a query (search issue #7: "filters by category, manufacturer and in-stock, with counts per
 * filter value for the current query"; issue 15 adds the package), counted over matched rows or estimated from
 * a sample of them.
 */

/** What a facet count reads of a matched product. */
export interface FacetRow {
  readonly categoryId: number
  readonly manufacturerId: number
  /** The package as shown (`SOIC-8`), `''` when unknown. */
  readonly packageName: string
  readonly stock: number
}

/** Counts per leaf category, manufacturer and package, with the total and how many have stock. */
export interface FacetCounts {
  readonly total: number
  readonly inStock: number
  readonly categories: ReadonlyMap<number, number>
  readonly manufacturers: ReadonlyMap<number, number>
  readonly packages: ReadonlyMap<string, number>
}

/** No rows at all. */
export const NO_FACETS: FacetCounts = { total: 0, inStock: 0, categories: new Map(), manufacturers: new Map(), packages: new Map() }

function add<K>(map: Map<K, number>, id: K, by: number): void {
  map.set(id, (map.get(id) ?? 0) + by)
}

/** The counts of `rows`. */
export function countFacets(rows: Iterable<FacetRow>): FacetCounts {
  let total = 0
  let inStock = 0
  const categories = new Map<number, number>()
  const manufacturers = new Map<number, number>()
  const packages = new Map<string, number>()
  for (const row of rows) {
    total++
    if (row.stock > 0) inStock++
    add(categories, row.categoryId, 1)
    add(manufacturers, row.manufacturerId, 1)
    add(packages, row.packageName, 1)
  }
  return { total, inStock, categories, manufacturers, packages }
}

/** The sum of two counts of disjoint rows. */
export function addFacets(a: FacetCounts, b: FacetCounts): FacetCounts {
  const categories = new Map(a.categories)
  const manufacturers = new Map(a.manufacturers)
  const packages = new Map(a.packages)
  for (const [id, count] of b.categories) add(categories, id, count)
  for (const [id, count] of b.manufacturers) add(manufacturers, id, count)
  for (const [name, count] of b.packages) add(packages, name, count)
  return { total: a.total + b.total, inStock: a.inStock + b.inStock, categories, manufacturers, packages }
}

function scaleMap<K>(sample: ReadonlyMap<K, number>, rate: number, floor: ReadonlyMap<K, number>) {
  const scaled = new Map<K, number>()
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
    packages: scaleMap(sample.packages, rate, floor.packages),
  }
}

/** A group of matched rows as SQL counts them: `[category, maker, package, inStock (0 or 1), count]`. */
export type FacetGroup = readonly [number, number, string, number, number]

/** Facet counts from `[category, maker, package, inStock, count]` groups. */
export function facetsOfGroups(groups: readonly FacetGroup[]): FacetCounts {
  let total = 0
  let inStock = 0
  const categories = new Map<number, number>()
  const manufacturers = new Map<number, number>()
  const packages = new Map<string, number>()
  for (const [category, maker, packageName, stocked, count] of groups) {
    total += count
    if (stocked === 1) inStock += count
    add(categories, category, count)
    add(manufacturers, maker, count)
    add(packages, packageName, count)
  }
  return { total, inStock, categories, manufacturers, packages }
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

/**
 * The packages with a count, most results first, then by name; `''` (an unknown package) left out. Ours
 * (issue 15): a package is its text as shown, so the facet value is the text itself.
 */
export function packageCounts(counts: ReadonlyMap<string, number>): { name: string; count: number }[] {
  const listed: { name: string; count: number }[] = []
  for (const [name, count] of counts) if (name !== '' && count > 0) listed.push({ name, count })
  return listed.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}
