import { LEAF_CATEGORIES, cat } from './categories.ts'
import { MANUFACTURERS } from './manufacturers.ts'
import { SERIES, composePartNumber } from './part-numbers.ts'
import { Random, WeightedPicker } from './random.ts'
import type { Attribute, Packaging, PartBase, Series, Suffix } from './series/kit.ts'
import { UniqueKeys } from './unique-keys.ts'

/**
 * The demo catalog's products, generated from a seed (issue 6, "Demo catalog"). Rows come one at a time from
 * a generator function, so a 1,000,000-part catalog streams into the store without being held in memory.
 *
 * Determinism: one random stream is consumed strictly in row order and nothing depends on `count`, so the
 * same seed gives the same rows, and the first N rows of a larger catalog are the catalog of N.
 *
 * Uniqueness: a part number is unique per manufacturer. The large parametric families (chip resistors,
 * MLCCs) enumerate their space, so they never repeat; the other series draw at random from real numbering
 * schemes, a compact key set (`UniqueKeys`) rejects the repeats (the draw is redone), and a series whose
 * space runs dry (a short device list asked for many rows) is retired from the draw.
 */

/** One price break: from `quantity` pieces up, each costs `unitPrice` US dollars (at most 4 decimals). */
export interface DemoPriceBreak {
  readonly quantity: number
  readonly unitPrice: number
}

/** A generated product. */
export interface DemoProduct {
  /** 1…count, in generation order. */
  readonly id: number
  /** The orderable manufacturer part number (`TPS7A2033PDBVR`). */
  readonly partNumber: string
  /**
   * The part number without packaging and grade suffix (`TPS7A2033PDBV`): parts sharing it are variants of
   * one base part. Usually a prefix of `partNumber`; not where the maker writes the packaging code inside
   * the number (`MCP1700T-3302E/TT` has base `MCP1700-3302E/TT`).
   */
  readonly basePartNumber: string
  readonly manufacturerId: number
  /** Always a leaf (second-level) category. */
  readonly categoryId: number
  readonly description: string
  readonly package: string
  readonly packaging: Packaging
  /** A plausible link on the maker's domain (the path is made up). */
  readonly datasheetUrl: string
  /** Pieces in stock: a non-negative integer, 0 for some parts. */
  readonly stock: number
  /** Factory lead time when out of stock. */
  readonly leadTimeWeeks: number
  /** Minimum order quantity: the first price break's quantity. */
  readonly moq: number
  /** Standard pack quantity (a reel, a tube, a tray); 1 for cut tape. */
  readonly spq: number
  readonly rohs: boolean
  /** Ascending quantities, non-increasing unit prices. */
  readonly priceBreaks: readonly DemoPriceBreak[]
  readonly attributes: readonly Attribute[]
}

export interface GenerateProductsOptions {
  /** Any integer; the same seed always gives the same catalog. */
  readonly seed: number
  /** How many products to generate. */
  readonly count: number
}

/**
 * The share of multi-suffix base parts that also get their sibling variants listed (`LM358DR` with
 * `LM358D` and `LM358DRG4`), so search has variant families to rank.
 */
const FAMILY_RATE = 0.3
/**
 * A series leaves the draw when most of its recent draws were repeats: its miss score (an exponential
 * average, each draw `score = score × DECAY + miss`) passes `EXHAUSTED_SCORE`, about 85% recent misses.
 * Retiring early keeps a nearly full series from wasting draws, at the price of a few unused numbers.
 */
const MISS_DECAY = 0.9
const EXHAUSTED_SCORE = 8.5

interface Pending {
  readonly series: number
  readonly base: PartBase
  readonly suffix: Suffix
}

const EMPTY_ATTRIBUTES: readonly Attribute[] = Object.freeze([])

/** The datasheet template of each manufacturer, split around `{doc}`. */
const DATASHEET = new Map(
  MANUFACTURERS.map((maker) => {
    const [before = '', after = ''] = maker.datasheetTemplate.split('{doc}')
    return [maker.id, [before, after] as const]
  }),
)

export function* generateProducts(options: GenerateProductsOptions): Generator<DemoProduct, void, undefined> {
  const { seed, count } = options
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`)
  }
  const random = new Random(seed)
  const seen = new UniqueKeys()
  const missScore = new Float64Array(SERIES.length)
  // Enumerable series walk a permutation of their indexes: row k of series s is index (a·k + b) mod size.
  const drawn = new Float64Array(SERIES.length)
  const walks = SERIES.map((series, index) => (series.size === undefined ? undefined : walkOf(series.size, index)))
  let active = SERIES.map((_, index) => index)
  let picker = buildPicker(active)
  const pending: Pending[] = []
  let pendingHead = 0
  let id = 1

  const retire = (seriesIndex: number): void => {
    active = active.filter((index) => index !== seriesIndex)
    if (active.length === 0) throw new Error(`The part-number space is exhausted after ${id - 1} products`)
    picker = buildPicker(active)
  }

  /** A fresh base part from a series picked by weight, with one of its suffixes. */
  const draw = (): Pending => {
    const seriesIndex = picker.pick(random)
    const series = seriesAt(seriesIndex)
    const walk = walks[seriesIndex]
    let base: PartBase
    if (walk !== undefined && series.at !== undefined) {
      const k = drawn[seriesIndex] ?? 0
      drawn[seriesIndex] = k + 1
      if (k + 1 >= walk.size) retire(seriesIndex)
      base = series.at((walk.step * k + walk.offset) % walk.size, random)
    } else {
      base = series.make(random)
    }
    return { series: seriesIndex, base, suffix: random.pick(base.suffixes ?? series.suffixes) }
  }

  while (id <= count) {
    const queued = pending[pendingHead]
    const fromFamily = queued !== undefined
    if (fromFamily) {
      pendingHead++
      if (pendingHead === pending.length) pending.length = pendingHead = 0
    }
    const candidate = queued ?? draw()
    const series = seriesAt(candidate.series)
    const partNumber = composePartNumber(series, candidate.base.base, candidate.suffix)
    if (!seen.add(series.manufacturer, partNumber)) {
      if (fromFamily) continue
      const score = (missScore[candidate.series] ?? 0) * MISS_DECAY + 1
      missScore[candidate.series] = score
      if (score >= EXHAUSTED_SCORE) retire(candidate.series)
      continue
    }
    if (!fromFamily) {
      missScore[candidate.series] = (missScore[candidate.series] ?? 0) * MISS_DECAY
      queueSiblings(random, candidate, series, pending)
    }
    yield buildProduct(random, id, series, candidate.base, candidate.suffix, partNumber)
    id++
  }
}

/** Now and then, lists the base part's other suffixes right after it: a variant family. */
function queueSiblings(random: Random, listed: Pending, series: Series, pending: Pending[]): void {
  const suffixes = listed.base.suffixes ?? series.suffixes
  if (suffixes.length < 2 || !random.chance(FAMILY_RATE)) return
  const start = random.int(0, suffixes.length - 1)
  const siblings = Math.min(suffixes.length - 1, random.int(1, 2))
  for (let step = 0, added = 0; step < suffixes.length && added < siblings; step++) {
    const other = suffixes[(start + step) % suffixes.length]
    if (other === undefined || other === listed.suffix) continue
    pending.push({ series: listed.series, base: listed.base, suffix: other })
    added++
  }
}

interface Walk {
  readonly size: number
  readonly step: number
  readonly offset: number
}

/**
 * A full-period walk over 0 … size - 1: `step` is coprime with `size`, so k ↦ (step·k + offset) mod size is
 * a permutation. A step near size × 0.618 (the golden ratio) spreads neighbouring rows over the whole space.
 */
function walkOf(size: number, salt: number): Walk {
  let step = Math.max(1, Math.floor(size * 0.6180339887))
  while (gcd(step, size) !== 1) step++
  return { size, step, offset: (salt * 7919) % size }
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b]
  return a
}

function seriesAt(index: number): Series {
  const series = SERIES[index]
  if (series === undefined) throw new Error(`No series ${index}`)
  return series
}

function buildPicker(active: readonly number[]): WeightedPicker<number> {
  return new WeightedPicker(active.map((index) => [index, seriesAt(index).weight] as const))
}

function buildProduct(
  random: Random,
  id: number,
  series: Series,
  base: PartBase,
  suffix: Suffix,
  partNumber: string,
): DemoProduct {
  const [low, high] = PRICE_RANGE.get(series.category) ?? DEFAULT_PRICE_RANGE
  const price = Math.min(high, Math.max(low, base.price))
  const priceBreaks = ladder(random, price)
  const first = priceBreaks[0]
  const packaging = suffix.packaging
  const inStock = !random.chance(0.09)
  const maxStock = price < 0.02 ? 2_000_000 : price < 0.2 ? 400_000 : price < 2 ? 60_000 : price < 10 ? 8_000 : 1_500
  const stock = inStock ? Math.floor(random.logUniform(5, maxStock)) : 0
  const [before, after] = DATASHEET.get(series.manufacturer) ?? ['https://www.example.com/datasheets/', '.pdf']
  const description =
    suffix.automotive && !base.description.includes('AEC') ? `${base.description}, AEC-Q qualified` : base.description
  return {
    id,
    partNumber,
    basePartNumber: base.base,
    manufacturerId: series.manufacturer,
    categoryId: series.category,
    description,
    package: base.package,
    packaging,
    datasheetUrl: before + documentName(base.doc ?? base.base) + after,
    stock,
    leadTimeWeeks: inStock ? random.int(2, 16) : random.int(8, 40),
    moq: first === undefined ? 1 : first.quantity,
    spq: standardPack(random, packaging, price),
    rohs: random.chance(0.97),
    priceBreaks,
    attributes: base.attributes ?? EMPTY_ATTRIBUTES,
  }
}

/** Unit price bounds at the first break, USD: integrated circuits $0.10 to $30, anything else up to $99. */
const DEFAULT_PRICE_RANGE = [0.0008, 99] as const
const PRICE_RANGE = new Map(
  LEAF_CATEGORIES.filter((category) => category.parentId === cat('integrated-circuits')).map((category) => [
    category.id,
    [0.1, 30] as const,
  ]),
)

const PASSIVE_QUANTITIES = [10, 100, 1000, 5000, 10000] as const
const CHEAP_QUANTITIES = [1, 10, 100, 1000, 5000] as const
const MID_QUANTITIES = [1, 10, 25, 100, 250, 1000] as const
const DEAR_QUANTITIES = [1, 10, 25, 100, 500] as const

/** A price ladder from a unit price at the first break: each break cheaper or equal, at most 4 decimals. */
function ladder(random: Random, price: number): DemoPriceBreak[] {
  const quantities =
    price < 0.05 ? PASSIVE_QUANTITIES : price < 0.5 ? CHEAP_QUANTITIES : price < 5 ? MID_QUANTITIES : DEAR_QUANTITIES
  const breaks: DemoPriceBreak[] = []
  let unit = price
  let previous = Number.POSITIVE_INFINITY
  for (const quantity of quantities) {
    const rounded = Math.max(0.0001, Math.min(previous, Math.round(unit * 10_000) / 10_000))
    breaks.push({ quantity, unitPrice: rounded })
    previous = rounded
    unit *= random.float(0.72, 0.95)
  }
  return breaks
}

function standardPack(random: Random, packaging: Packaging, price: number): number {
  switch (packaging) {
    case 'Tape & Reel':
      return price < 0.02
        ? random.pick([4000, 5000, 10000] as const)
        : price < 0.5
          ? random.pick([3000, 3000, 2500, 4000] as const)
          : random.pick([250, 1000, 2500, 3000] as const)
    case 'Cut Tape':
      return 1
    case 'Tube':
      return random.pick([50, 75, 100] as const)
    case 'Tray':
      return random.pick([90, 160, 250, 490] as const)
    case 'Bulk':
      return price < 0.1 ? random.pick([100, 500, 1000] as const) : 1
  }
}

/** A path segment from a document name: letters, digits, `.`, `_` and `-` only. */
function documentName(doc: string): string {
  return /^[A-Za-z0-9._-]+$/.test(doc) ? doc : doc.replace(/[^A-Za-z0-9._-]+/g, '-')
}
