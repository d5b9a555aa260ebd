/**
 * A small, fast, seeded pseudo-random generator for the demo catalog: sfc32 (Chris Doty-Humphrey's "Small
 * Fast Chaotic" generator, 128 bits of state, passes PractRand) seeded through splitmix32. `Math.random` cannot
 * be seeded, and the demo must be the same on every start (issue 6, "Demo catalog"), so every choice the
 * generator makes goes through one of these.
 */
export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    // splitmix32 spreads any seed (0, 1, 2, …) over the whole state, so neighbouring seeds give unrelated streams.
    let s = seed >>> 0
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = next()
    this.b = next()
    this.c = next()
    this.d = next()
    // The first outputs of a freshly seeded sfc32 are weakly mixed: discard a few, as its author recommends.
    for (let i = 0; i < 12; i++) this.uint32()
  }

  /** A uniform unsigned 32-bit integer. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** A uniform float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296
  }

  /** A uniform integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A float from `min` (included) to `max` (excluded). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  /** A float spread evenly over the orders of magnitude from `min` to `max` (both > 0). */
  logUniform(min: number, max: number): number {
    return min * Math.pow(max / min, this.next())
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p
  }

  /** One element, uniformly. Throws on an empty list, which is a bug in the caller's table. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('Random.pick: empty list')
    return item
  }
}

/**
 * Picks among items by weight in O(log n): the cumulative weights are built once, each pick is a binary search.
 */
export class WeightedPicker<T> {
  private readonly items: readonly T[]
  private readonly cumulative: Float64Array
  private readonly total: number

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    if (entries.length === 0) throw new Error('WeightedPicker: no entries')
    this.items = entries.map(([item]) => item)
    this.cumulative = new Float64Array(entries.length)
    let sum = 0
    entries.forEach(([, weight], i) => {
      if (!(weight > 0)) throw new Error(`WeightedPicker: weight must be positive, got ${weight}`)
      sum += weight
      this.cumulative[i] = sum
    })
    this.total = sum
  }

  /** The number of items to pick from. */
  get size(): number {
    return this.items.length
  }

  pick(random: Random): T {
    const target = random.next() * this.total
    let lo = 0
    let hi = this.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((this.cumulative[mid] ?? 0) > target) hi = mid
      else lo = mid + 1
    }
    const item = this.items[lo]
    if (item === undefined) throw new Error('WeightedPicker: out of range')
    return item
  }
}

/** `weighted(random, [['a', 3], ['b', 1]])`: a one-off weighted pick, for short tables. */
export function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  let total = 0
  for (const [, weight] of entries) total += weight
  let target = random.next() * total
  for (const [item, weight] of entries) {
    target -= weight
    if (target < 0) return item
  }
  const last = entries[entries.length - 1]
  if (last === undefined) throw new Error('weighted: no entries')
  return last[0]
}
