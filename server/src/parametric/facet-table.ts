import {
  MAKER_TERM,
  compareAttributeValues,
  matchesFilter,
  type AttributeDefinition,
  type AttributeFilter,
  type AttributeValue,
} from '@partfront/core/parametric'

/**
 * Parametric counts over compact arrays (issue 29, "Speed"), storage-independent: a category's parts as one
 * column of small integer codes per attribute (and per maker, package and stock), each code an index into the
 * attribute's distinct values (code 0: no value). A buyer's filters become one boolean mask over each column's
 * codes, worked out once per query with core's `matchesFilter` (so the rule a filter applies lives in core); a
 * part passes a filter when its code's mask entry is set.
 *
 * Counts are Digi-Key's: each attribute's counts are over the parts that pass every filter but its own. One pass
 * over the parts (`countOnePass`) reads each part's misses as a bit a filter: a part missing nothing counts in
 * every column, one missing exactly one filter in that filter's column only, one missing two or more nowhere.
 * With no filter the counts are each column's histogram, kept from the build.
 *
 * Memory: 2 bytes a part per column (4 bytes in a table where a column has 65,536 distinct values or more), and
 * scratch of 4 bytes a part (the matching parts' indexes), kept between queries; a query's histograms are one
 * count per distinct value. A category of 300,000 parts and 8 attributes plus maker, package and stock holds
 * 6.6 MB of columns (22 MB per million parts).
 */

/** A part as the table takes it: its attribute values by key, its maker, package and stock. */
export interface FacetPart {
  readonly attributes: Readonly<Record<string, AttributeValue | undefined>>
  readonly manufacturerId: number
  /** `''` when unknown. */
  readonly packageName: string
  readonly stock: number
}

/** The filters of one query: attribute filters (core's), in stock, makers and packages. */
export interface FacetQuery {
  readonly attributes?: readonly AttributeFilter[]
  /** Only parts with stock. @default false */
  readonly inStock?: boolean
  /** Any of these makers; all makers when empty or left out. */
  readonly manufacturerIds?: readonly number[]
  /** Any of these packages; all when empty or left out. */
  readonly packages?: readonly string[]
}

/** One value of a facet with its count. */
export interface FacetValueCount {
  /** The canonical text (`10 kΩ`, `X7R`, `SOIC-8`, a maker id as text, `in stock`); `null` for "no value". */
  readonly value: string | null
  readonly count: number
}

/** One attribute's (or maker's, package's, stock's) counts. */
export interface FacetCount {
  readonly key: string
  /** Every value the category has, the most common first, with its count (0 when no part passes). */
  readonly values: readonly FacetValueCount[]
  /** For quantities: the lowest and highest value among the counted parts (base units), `null` when none. */
  readonly min: number | null
  readonly max: number | null
}

export interface FacetAnswer {
  /** Parts that pass every filter. */
  readonly total: number
  readonly facets: readonly FacetCount[]
  /** With `matches: true`: the indexes (in build order) of the parts that pass every filter. */
  readonly matches?: Int32Array
}

export interface AnswerOptions {
  /** Also list the matching parts' indexes. @default false */
  readonly matches?: boolean
  /**
   * Count only these parts (one byte a part in build order, 0: left out): a keyword search's results in the
   * category. Every facet counts within them, whatever its own filter. @default every part
   */
  readonly within?: Uint8Array
}

export type FacetResult = { readonly ok: true; readonly answer: FacetAnswer } | { readonly ok: false; readonly problem: string }

/** The keys of the three facets beside the attributes (the makers' is core's URL term for the maker group). */
export const MAKER_KEY = MAKER_TERM
export const PACKAGE_KEY = 'package'
export const STOCK_KEY = 'stock'

type Codes = Uint16Array | Uint32Array

interface Column {
  readonly key: string
  readonly attribute: AttributeDefinition | undefined
  readonly codes: Codes
  /** Per code: the value (attributes), the maker id or package name; index 0 is "no value". */
  readonly values: readonly (AttributeValue | number | string | undefined)[]
  readonly labels: readonly (string | null)[]
  /** Per code, quantities only: the number in base units. */
  readonly numbers: Float64Array | undefined
  /** Counts over every part. */
  readonly histogram: Uint32Array
  /** Per code: its label's place among the column's labels (`localeCompare`, no value as `''`), ranked once. */
  readonly labelRank: Uint32Array
}

/** Builds a table row by row; `build()` freezes it into columns. */
export class FacetTableBuilder {
  private readonly dictionaries: Map<string, number>[]
  private readonly values: (AttributeValue | number | string | undefined)[][]
  private readonly codes: number[][]
  private count = 0

  constructor(private readonly attributes: readonly AttributeDefinition[]) {
    const columns = attributes.length + 3
    this.dictionaries = Array.from({ length: columns }, () => new Map<string, number>())
    // The stock column has two codes from the start: 0 no stock, 1 in stock.
    this.values = Array.from({ length: columns }, (_, column) => (column === columns - 1 ? [undefined, undefined] : [undefined]))
    this.codes = Array.from({ length: columns }, () => [])
  }

  private code(column: number, id: string | undefined, value: AttributeValue | number | string | undefined): number {
    if (id === undefined) return 0
    const dictionary = this.dictionaries[column]
    const values = this.values[column]
    if (dictionary === undefined || values === undefined) throw new Error(`No column ${column}`)
    let code = dictionary.get(id)
    if (code === undefined) {
      code = values.length
      dictionary.set(id, code)
      values.push(value)
    }
    return code
  }

  add(part: FacetPart): this {
    for (let column = 0; column < this.attributes.length; column++) {
      const value = part.attributes[(this.attributes[column] as AttributeDefinition).key]
      this.codes[column]?.push(this.code(column, value?.canonical, value))
    }
    const base = this.attributes.length
    this.codes[base]?.push(this.code(base, String(part.manufacturerId), part.manufacturerId))
    this.codes[base + 1]?.push(this.code(base + 1, part.packageName === '' ? undefined : part.packageName, part.packageName))
    this.codes[base + 2]?.push(part.stock > 0 ? 1 : 0)
    this.count++
    return this
  }

  build(): FacetTable {
    const keys = [...this.attributes.map((attribute) => attribute.key), MAKER_KEY, PACKAGE_KEY, STOCK_KEY]
    const wide = this.values.some((values) => values.length > 0xffff)
    const columns = keys.map((key, index): Column => {
      const attribute = this.attributes[index]
      const values = this.values[index] ?? [undefined]
      const list = this.codes[index] ?? []
      // One array type for every column of a table keeps the counting loops monomorphic.
      const codes = wide ? Uint32Array.from(list) : Uint16Array.from(list)
      const histogram = new Uint32Array(values.length)
      for (let i = 0; i < codes.length; i++) {
        const code = codes[i] as number
        histogram[code] = (histogram[code] as number) + 1
      }
      const labels = values.map((value, code): string | null => {
        if (key === STOCK_KEY) return code === 1 ? 'in stock' : 'no stock'
        if (code === 0) return null
        if (typeof value === 'object') return value.canonical
        return String(value)
      })
      const numbers =
        attribute?.kind === 'quantity'
          ? Float64Array.from(values, (value) => (typeof value === 'object' && value.kind === 'quantity' ? value.base : Number.NaN))
          : undefined
      const labelRank = new Uint32Array(labels.length)
      labels
        .map((_, code) => code)
        .sort((a, b) => (labels[a] ?? '').localeCompare(labels[b] ?? ''))
        .forEach((code, rank) => {
          labelRank[code] = rank
        })
      return { key, attribute, codes, values, labels, numbers, histogram, labelRank }
    })
    return new FacetTable(this.count, columns)
  }
}

/**
 * Every column's counts under the filters, in one pass over the parts (the classic scheme): each part's misses
 * are one bit a filter, read from a per-code table worked out once per query (1: the code misses the filter; bit
 * `filters.length`: the part is outside `within`). A part that misses nothing counts in every column; one that
 * misses exactly one counts in that filter's own column only (its counts: every filter but its own); one that
 * misses two or more counts nowhere. Typed arrays only, nothing allocated per part, no call in the loop.
 */
function countOnePass(
  filters: readonly { readonly column: Column; readonly mask: Uint8Array }[],
  others: readonly Column[],
  n: number,
  within: Uint8Array | undefined,
  passing: Int32Array | undefined,
): { total: number; counts: Map<Column, Uint32Array> } {
  const k = filters.length
  const misses = filters.map(({ mask }) => mask.map((pass) => (pass === 0 ? 1 : 0)))
  const filterCodes = filters.map(({ column }) => column.codes)
  const own = filters.map(({ column }) => new Uint32Array(column.values.length))
  const otherCodes = others.map((column) => column.codes)
  const otherCounts = others.map((column) => new Uint32Array(column.values.length))
  const m = others.length
  const counts = new Map<Column, Uint32Array>()
  filters.forEach(({ column }, f) => counts.set(column, own[f] as Uint32Array))
  others.forEach((column, c) => counts.set(column, otherCounts[c] as Uint32Array))
  if (k <= 3 && within === undefined && filterCodes.every((codes) => codes instanceof Uint16Array)) {
    // Up to three filters, the common case, written out: no loop over the filters per part. Missing ones are
    // filters no part misses (codes all 0, a table of one "passes"), their counts thrown away.
    const zeros = new Uint16Array(n)
    const slot = (f: number) => ({
      misses: misses[f] ?? Uint8Array.of(0),
      codes: filterCodes[f] ?? zeros,
      histogram: own[f] ?? new Uint32Array(1),
    })
    const total = countThree(slot(0), slot(1), slot(2), otherCodes, otherCounts, n, passing)
    return { total, counts }
  }
  const outside = 1 << k
  let total = 0
  for (let i = 0; i < n; i++) {
    let bits = within === undefined || within[i] !== 0 ? 0 : outside
    for (let f = 0; f < k; f++) bits |= ((misses[f] as Uint8Array)[(filterCodes[f] as Codes)[i] as number] as number) << f
    if (bits === 0) {
      for (let f = 0; f < k; f++) {
        const histogram = own[f] as Uint32Array
        const code = (filterCodes[f] as Codes)[i] as number
        histogram[code] = (histogram[code] as number) + 1
      }
      for (let c = 0; c < m; c++) {
        const histogram = otherCounts[c] as Uint32Array
        const code = (otherCodes[c] as Codes)[i] as number
        histogram[code] = (histogram[code] as number) + 1
      }
      if (passing !== undefined) passing[total] = i
      total++
    } else if ((bits & (bits - 1)) === 0 && bits !== outside) {
      const f = 31 - Math.clz32(bits)
      const histogram = own[f] as Uint32Array
      const code = (filterCodes[f] as Codes)[i] as number
      histogram[code] = (histogram[code] as number) + 1
    }
  }
  return { total, counts }
}

interface Slot {
  readonly misses: Uint8Array
  readonly codes: Uint16Array
  readonly histogram: Uint32Array
}

/** `countOnePass` for three filters (see there), each part's misses read without a loop. */
function countThree(x: Slot, y: Slot, z: Slot, otherCodes: readonly Codes[], otherCounts: readonly Uint32Array[], n: number, passing: Int32Array | undefined): number {
  const { misses: mx, codes: cx, histogram: hx } = x
  const { misses: my, codes: cy, histogram: hy } = y
  const { misses: mz, codes: cz, histogram: hz } = z
  const m = otherCodes.length
  let total = 0
  for (let i = 0; i < n; i++) {
    const a = cx[i] as number
    const b = cy[i] as number
    const c = cz[i] as number
    const bits = (mx[a] as number) | ((my[b] as number) << 1) | ((mz[c] as number) << 2)
    if (bits === 0) {
      hx[a] = (hx[a] as number) + 1
      hy[b] = (hy[b] as number) + 1
      hz[c] = (hz[c] as number) + 1
      for (let j = 0; j < m; j++) {
        const histogram = otherCounts[j] as Uint32Array
        const code = (otherCodes[j] as Codes)[i] as number
        histogram[code] = (histogram[code] as number) + 1
      }
      if (passing !== undefined) passing[total] = i
      total++
    } else if (bits === 1) hx[a] = (hx[a] as number) + 1
    else if (bits === 2) hy[b] = (hy[b] as number) + 1
    else if (bits === 4) hz[c] = (hz[c] as number) + 1
  }
  return total
}

/** A category's parts as compact columns, answering filtered counts. */
export class FacetTable {
  constructor(
    /** How many parts. */
    readonly size: number,
    private readonly columns: readonly Column[],
  ) {}

  /** The attributes (then maker, package, stock) the table counts, by key. */
  get keys(): readonly string[] {
    return this.columns.map((column) => column.key)
  }

  /** Bytes the columns hold (codes and histograms; dictionaries aside). */
  get columnBytes(): number {
    return this.columns.reduce((sum, column) => sum + column.codes.byteLength + column.histogram.byteLength, 0)
  }

  /**
   * Sets part `index`'s in-stock bit (a stock change: the counts follow without a build). The stock column's
   * code and its histogram change in place; answers run one at a time, so none sees half a change.
   */
  setInStock(index: number, inStock: boolean): void {
    const column = this.columns.at(-1)
    if (column?.key !== STOCK_KEY || index < 0 || index >= this.size) throw new Error(`No part ${index} in the table`)
    const was = column.codes[index] as number
    const code = inStock ? 1 : 0
    if (was === code) return
    column.codes[index] = code
    column.histogram[was] = (column.histogram[was] as number) - 1
    column.histogram[code] = (column.histogram[code] as number) + 1
  }

  /** The mask over a column's codes that a query's filter on it asks for; `undefined` when unfiltered. */
  private maskOf(column: Column, query: FacetQuery): Uint8Array | string | undefined {
    const size = column.values.length
    if (column.key === STOCK_KEY) return query.inStock === true ? Uint8Array.of(0, 1) : undefined
    if (column.key === MAKER_KEY || column.key === PACKAGE_KEY) {
      const wanted: readonly (number | string)[] = (column.key === MAKER_KEY ? query.manufacturerIds : query.packages) ?? []
      if (wanted.length === 0) return undefined
      const mask = new Uint8Array(size)
      column.values.forEach((value, code) => {
        if (code > 0 && value !== undefined && wanted.includes(value as number | string)) mask[code] = 1
      })
      return mask
    }
    const filter = query.attributes?.find((item) => item.key === column.key)
    if (filter === undefined) return undefined
    const mask = new Uint8Array(size)
    column.values.forEach((value, code) => {
      if (matchesFilter(filter, code === 0 ? undefined : (value as AttributeValue))) mask[code] = 1
    })
    return mask
  }

  /** The counts of every column under the query's filters, each column's with every filter but its own. */
  answer(query: FacetQuery, options: AnswerOptions = {}): FacetResult {
    const unknown = (query.attributes ?? []).filter((filter) => !this.columns.some((column) => column.key === filter.key && column.attribute !== undefined))
    if (unknown.length > 0) return { ok: false, problem: `No attribute ${unknown.map((filter) => `"${filter.key}"`).join(', ')} in this category` }
    const masks = this.columns.map((column) => this.maskOf(column, query))
    const active = masks.flatMap((mask, index) => (mask instanceof Uint8Array ? [index] : []))
    const n = this.size
    const within = options.within
    if (within !== undefined && within.length !== n) throw new Error(`A mask of ${within.length} parts for a table of ${n}`)
    if (active.length === 0 && within === undefined) {
      const facets = this.columns.map((column) => this.facetOf(column, column.histogram))
      let matches: Int32Array | undefined
      if (options.matches === true) {
        matches = new Int32Array(n)
        for (let i = 0; i < n; i++) matches[i] = i
      }
      return { ok: true, answer: { total: n, facets, ...(matches === undefined ? {} : { matches }) } }
    }

    const filters = active.map((columnIndex) => ({ column: this.columns[columnIndex] as Column, mask: masks[columnIndex] as Uint8Array }))
    const others = this.columns.filter((_, columnIndex) => !active.includes(columnIndex))
    const passing = options.matches === true ? this.matchesScratch() : undefined
    const { total, counts } = countOnePass(filters, others, n, within, passing)
    const facets = this.columns.map((column) => this.facetOf(column, counts.get(column) as Uint32Array))
    const matches = passing?.slice(0, total)
    return { ok: true, answer: { total, facets, ...(matches === undefined ? {} : { matches }) } }
  }

  /**
   * The parts `indexes` names ordered by the attribute `key` (core's `compareAttributeValues`: quantities by
   * number, not text), highest first with `descending`; parts with no value last either way, ties in the order
   * given. The column's distinct values are ranked once, then the parts placed by rank (a counting sort: linear
   * in the parts). `undefined` when the table has no attribute `key`.
   */
  sortedBy(indexes: Int32Array, key: string, descending = false): Int32Array | undefined {
    const column = this.columns.find((item) => item.key === key && item.attribute !== undefined)
    if (column === undefined) return undefined
    const byValue = column.values
      .map((_, code) => code)
      .filter((code) => code > 0)
      .sort((a, b) => compareAttributeValues(column.values[a] as AttributeValue, column.values[b] as AttributeValue))
    if (descending) byValue.reverse()
    const rank = new Uint32Array(column.values.length)
    byValue.forEach((code, at) => {
      rank[code] = at
    })
    rank[0] = byValue.length
    const starts = new Uint32Array(byValue.length + 2)
    for (let j = 0; j < indexes.length; j++) {
      const r = rank[column.codes[indexes[j] as number] as number] as number
      starts[r + 1] = (starts[r + 1] as number) + 1
    }
    for (let r = 1; r < starts.length; r++) starts[r] = (starts[r] as number) + (starts[r - 1] as number)
    const sorted = new Int32Array(indexes.length)
    for (let j = 0; j < indexes.length; j++) {
      const index = indexes[j] as number
      const r = rank[column.codes[index] as number] as number
      sorted[starts[r] as number] = index
      starts[r] = (starts[r] as number) + 1
    }
    return sorted
  }

  /** The part at `index`'s values of the attributes `keys`, as canonical texts (no value: left out). */
  labelsAt(index: number, keys: readonly string[]): Record<string, string> {
    const labels: Record<string, string> = {}
    for (const column of this.columns) {
      if (column.attribute === undefined || !keys.includes(column.key)) continue
      const label = column.labels[column.codes[index] as number]
      if (label !== null && label !== undefined) labels[column.key] = label
    }
    return labels
  }

  private scratch: Int32Array | undefined

  /** The matching parts' indexes, one array of the table's size reused by every query (answers run one at a time). */
  private matchesScratch(): Int32Array {
    return (this.scratch ??= new Int32Array(this.size))
  }

  private facetOf(column: Column, counts: Uint32Array): FacetCount {
    const shown: number[] = []
    let min = Number.POSITIVE_INFINITY
    let max = Number.NEGATIVE_INFINITY
    for (let code = 0; code < counts.length; code++) {
      const count = counts[code] ?? 0
      if (code === 0 && column.key !== STOCK_KEY && count === 0) continue
      shown.push(code)
      const number = column.numbers?.[code]
      if (count > 0 && number !== undefined && !Number.isNaN(number)) {
        if (number < min) min = number
        if (number > max) max = number
      }
    }
    // The most common first, ties by label (ranked at build: no `localeCompare` per query).
    const rank = column.labelRank
    shown.sort((a, b) => (counts[b] as number) - (counts[a] as number) || (rank[a] as number) - (rank[b] as number))
    return {
      key: column.key,
      values: shown.map((code): FacetValueCount => ({ value: column.labels[code] ?? null, count: counts[code] as number })),
      min: min === Number.POSITIVE_INFINITY ? null : min,
      max: max === Number.NEGATIVE_INFINITY ? null : max,
    }
  }
}
