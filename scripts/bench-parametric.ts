/**
 * `npm run bench:parametric -- [--parts N] [--runs R]`: issue 29's parametric counts over compact arrays
 * (`server/src/parametric/facet-table.ts`), in memory, storage aside. Builds one category of N parts (default
 * 300,000) with 8 attributes of a chip resistor's cardinalities (resistance: E96 over seven decades, 672 values;
 * tolerance, power, TCR, technology, operating temperature, maximum voltage, height) plus maker, package and
 * stock, then times R queries (default 200, after 20 warm-up ones) of each kind:
 *
 * - `all counts`: the listing's counts with no filter;
 * - `three filters`: a resistance from/to range, one or two tolerances, in stock, each with every facet's
 *   Digi-Key counts (every filter but its own);
 *
 * and prints p50 / p99, the build time, the columns' bytes per million parts and the heap the table keeps
 * (`node --expose-gc --import tsx scripts/bench-parametric.ts` for a settled heap figure).
 * Targets (issue 29): all counts p50 ≤ 5 ms and p99 ≤ 25 ms; three filters p99 ≤ 25 ms. Figures only: nothing
 * here asserts a time.
 */
import { parseArgs } from 'node:util'
import { Random } from '../server/src/demo/random.ts'
import {
  parseAttributeFilter,
  readAttributeValue,
  type AttributeDefinition,
  type AttributeValue,
} from '@partfront/core/parametric'
import { type FacetQuery, type FacetTable, FacetTableBuilder } from '../server/src/parametric/facet-table.ts'

const { values } = parseArgs({
  options: { parts: { type: 'string', default: '300000' }, runs: { type: 'string', default: '200' } },
})
const PARTS = Number(values.parts)
const RUNS = Number(values.runs)
if (!Number.isSafeInteger(PARTS) || PARTS < 1 || !Number.isSafeInteger(RUNS) || RUNS < 1) {
  throw new Error('--parts and --runs take whole numbers from 1')
}

const E96 = [
  100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154, 158, 162, 165, 169,
  174, 178, 182, 187, 191, 196, 200, 205, 210, 215, 221, 226, 232, 237, 243, 249, 255, 261, 267, 274, 280, 287, 294,
  301, 309, 316, 324, 332, 340, 348, 357, 365, 374, 383, 392, 402, 412, 422, 432, 442, 453, 464, 475, 487, 499, 511,
  523, 536, 549, 562, 576, 590, 604, 619, 634, 649, 665, 681, 698, 715, 732, 750, 768, 787, 806, 825, 845, 866, 887,
  909, 931, 953, 976,
]

const ATTRIBUTES: readonly AttributeDefinition[] = [
  { kind: 'quantity', key: 'resistance', name: 'Resistance', unit: 'ohm', main: true },
  { kind: 'quantity', key: 'tolerance', name: 'Tolerance', unit: 'percent', plusMinus: true, main: true },
  { kind: 'quantity', key: 'power', name: 'Power', unit: 'watt', main: true },
  { kind: 'quantity', key: 'temperature-coefficient', name: 'TCR', unit: 'ppm-per-celsius', plusMinus: true },
  { kind: 'word', key: 'technology', name: 'Technology', words: [{ value: 'Thick film' }, { value: 'Thin film' }] },
  { kind: 'range', key: 'operating-temperature', name: 'Operating temperature', unit: 'celsius' },
  { kind: 'quantity', key: 'max-voltage', name: 'Maximum voltage', unit: 'volt' },
  { kind: 'quantity', key: 'height', name: 'Height', unit: 'metre' },
]

function value(attribute: AttributeDefinition, text: string): AttributeValue {
  const read = readAttributeValue(attribute, text)
  if (!read.ok) throw new Error(read.problem)
  return read.value
}

const pools: Readonly<Record<string, readonly AttributeValue[]>> = {
  resistance: E96.flatMap((m) => [-1, 0, 1, 2, 3, 4, 5].map((e) => value(ATTRIBUTES[0] as AttributeDefinition, `${m}e${e}`))),
  tolerance: ['±0.1%', '±0.5%', '±1%', '±5%', '±1%', '±1%', '±5%'].map((text) => value(ATTRIBUTES[1] as AttributeDefinition, text)),
  power: ['1/32 W', '1/20 W', '1/16 W', '1/10 W', '1/8 W', '1/4 W', '1/2 W', '3/4 W', '1 W'].map((text) => value(ATTRIBUTES[2] as AttributeDefinition, text)),
  'temperature-coefficient': ['±25 ppm/°C', '±50 ppm/°C', '±100 ppm/°C', '±200 ppm/°C', '±100 ppm/°C'].map((text) => value(ATTRIBUTES[3] as AttributeDefinition, text)),
  technology: ['Thick film', 'Thick film', 'Thick film', 'Thin film'].map((text) => value(ATTRIBUTES[4] as AttributeDefinition, text)),
  'operating-temperature': ['-55 °C to 155 °C', '-55 °C to 125 °C', '-40 °C to 125 °C'].map((text) => value(ATTRIBUTES[5] as AttributeDefinition, text)),
  'max-voltage': ['15 V', '25 V', '50 V', '75 V', '150 V', '200 V', '400 V', '500 V'].map((text) => value(ATTRIBUTES[6] as AttributeDefinition, text)),
  height: ['0.15 mm', '0.23 mm', '0.35 mm', '0.45 mm', '0.55 mm', '0.6 mm'].map((text) => value(ATTRIBUTES[7] as AttributeDefinition, text)),
}

// The demo catalog's seeded generator, so every run builds the same category.
const seeded = new Random(29)
const next = (): number => seeded.next()
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
const PACKAGES = ['01005', '0201', '0402', '0603', '0805', '1206', '1210', '2010', '2512']

/** The category's table; the builder's rows are garbage once it returns. */
function buildTable(): FacetTable {
  const builder = new FacetTableBuilder(ATTRIBUTES)
  for (let i = 0; i < PARTS; i++) {
    const attributes: Record<string, AttributeValue | undefined> = {}
    for (const attribute of ATTRIBUTES) attributes[attribute.key] = next() < 0.03 ? undefined : pick(pools[attribute.key] ?? [])
    builder.add({ attributes, manufacturerId: 1 + Math.floor(next() * 40), packageName: pick(PACKAGES), stock: next() < 0.1 ? 0 : 1 + Math.floor(next() * 10_000) })
  }
  return builder.build()
}

/** The JavaScript heap plus the typed arrays' buffers, which live outside it. */
const memory = (): number => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers

globalThis.gc?.()
const heapBefore = memory()
const buildStart = performance.now()
const table = buildTable()
const buildMs = performance.now() - buildStart
globalThis.gc?.()
const heapTable = memory() - heapBefore

const resistance = ATTRIBUTES[0] as AttributeDefinition
const tolerance = ATTRIBUTES[1] as AttributeDefinition

function filterOf(attribute: AttributeDefinition, terms: string[]) {
  const read = parseAttributeFilter(attribute, terms)
  if (!read.ok) throw new Error(read.problem)
  return read.value
}

const RANGES = [['1k..10k'], ['10k..100k'], ['4.7k..47k'], ['100..1k'], ['100k..1M']]
const TOLERANCES = [['1%'], ['1%', '5%'], ['0.1%'], ['0.5%', '1%']]

function time(name: string, query: () => FacetQuery): void {
  const times: number[] = []
  let total = 0
  for (let run = 0; run < RUNS + 20; run++) {
    const q = query()
    const start = performance.now()
    const result = table.answer(q)
    const elapsed = performance.now() - start
    if (!result.ok) throw new Error(result.problem)
    total += result.answer.total
    if (run >= 20) times.push(elapsed)
  }
  times.sort((a, b) => a - b)
  const at = (p: number): string => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2)
  console.log(`${name.padEnd(14)} p50 ${at(0.5).padStart(7)} ms   p99 ${at(0.99).padStart(7)} ms   (mean matches ${Math.round(total / (RUNS + 20))})`)
}

console.log(`parametric counts: ${PARTS.toLocaleString('en')} parts, ${ATTRIBUTES.length} attributes + maker, package, stock; ${RUNS} runs each`)
console.log(`build ${buildMs.toFixed(0)} ms; columns ${(table.columnBytes / 1e6).toFixed(1)} MB (${((table.columnBytes / PARTS) * 1e6 / 1e6).toFixed(1)} MB per million parts); memory the table keeps ${(heapTable / 1e6).toFixed(1)} MB${globalThis.gc === undefined ? ' (run with --expose-gc for a settled figure)' : ''}`)
time('all counts', () => ({}))
time('three filters', () => ({
  attributes: [filterOf(resistance, pick(RANGES)), filterOf(tolerance, pick(TOLERANCES))],
  inStock: true,
}))
