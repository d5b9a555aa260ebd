import { describe, expect, it } from 'vitest'
import { fc, test } from '@fast-check/vitest'
import { TEXT_LIMITS } from '@partfront/core/constants'
import { categoryById } from './categories.ts'
import { manufacturerById } from './manufacturers.ts'
import { type DemoProduct, generateProducts } from './products.ts'

const take = (seed: number, count: number): DemoProduct[] => [...generateProducts({ seed, count })]

/** Separators people type differently in part numbers (issue 7): removed when comparing. */
const normalise = (partNumber: string): string => partNumber.replace(/[-/.,#_ ]/g, '').toUpperCase()

/** Every rule a single row must keep; returns the first broken one, or null. */
function rowProblem(product: DemoProduct): string | null {
  const category = categoryById(product.categoryId)
  const maker = manufacturerById(product.manufacturerId)
  if (category === undefined || category.parentId === null) return `category ${product.categoryId} is not a leaf`
  if (maker === undefined) return `unknown manufacturer ${product.manufacturerId}`
  if (!maker.categoryIds.includes(product.categoryId)) return `${maker.slug} does not list category ${category.slug}`
  if (product.partNumber.length === 0 || product.partNumber.length > TEXT_LIMITS.model)
    return `bad part number length: ${product.partNumber}`
  if (product.partNumber.trim() !== product.partNumber) return `part number with outer spaces: "${product.partNumber}"`
  if (product.basePartNumber.length === 0) return 'empty base part number'
  if (product.description.trim() === '' || product.package.trim() === '')
    return `empty description or package: ${product.partNumber}`
  if (!/^https:\/\/[^\s]+$/.test(product.datasheetUrl)) return `bad datasheet URL ${product.datasheetUrl}`
  const site = new URL(maker.website).hostname.split('.').slice(-2).join('.')
  if (!new URL(product.datasheetUrl).hostname.endsWith(site))
    return `datasheet ${product.datasheetUrl} is not on ${site}`
  if (!Number.isSafeInteger(product.stock) || product.stock < 0) return `bad stock ${product.stock}`
  if (!Number.isSafeInteger(product.leadTimeWeeks) || product.leadTimeWeeks <= 0)
    return `bad lead time ${product.leadTimeWeeks}`
  if (product.priceBreaks.length === 0) return 'no price breaks'
  if (product.moq !== product.priceBreaks[0]?.quantity) return 'moq is not the first break'
  let previous: { quantity: number; unitPrice: number } | undefined
  for (const step of product.priceBreaks) {
    if (!Number.isSafeInteger(step.quantity) || step.quantity < 1) return `bad quantity ${step.quantity}`
    if (!(step.unitPrice > 0) || Math.round(step.unitPrice * 10_000) / 10_000 !== step.unitPrice)
      return `bad unit price ${step.unitPrice}`
    if (previous !== undefined && (step.quantity <= previous.quantity || step.unitPrice > previous.unitPrice))
      return `ladder out of order at ${step.quantity}`
    previous = step
  }
  return null
}

describe('generateProducts', () => {
  it('gives the same rows for the same seed', () => {
    expect(take(7, 1000)).toEqual(take(7, 1000))
  })

  it('gives different rows for different seeds', () => {
    const a = take(1, 200).map((product) => product.partNumber)
    const b = take(2, 200).map((product) => product.partNumber)
    expect(a).not.toEqual(b)
  })

  it('is prefix-stable: the first N rows of a larger catalog are the catalog of N', () => {
    expect(take(3, 5000).slice(0, 1200)).toEqual(take(3, 1200))
  })

  it('numbers the rows 1…count', () => {
    expect(take(1, 300).map((product) => product.id)).toEqual(Array.from({ length: 300 }, (_, index) => index + 1))
  })

  it('refuses a negative or fractional count', () => {
    expect(() => take(1, -1)).toThrow(RangeError)
    expect(() => take(1, 1.5)).toThrow(RangeError)
  })

  test.prop([fc.integer(), fc.integer({ min: 1, max: 400 })], { numRuns: 25 })(
    'any seed gives valid, unique rows',
    (seed, count) => {
      const rows = take(seed, count)
      expect(rows).toHaveLength(count)
      expect(rows.map(rowProblem).filter((problem) => problem !== null)).toEqual([])
      expect(new Set(rows.map((product) => `${product.manufacturerId}|${product.partNumber}`)).size).toBe(count)
    },
  )
})

describe('a 50,000-part demo catalog', () => {
  const rows = take(1, 50_000)

  it('keeps every row rule (leaf category, maker, ladder, stock, datasheet link)', () => {
    const problems = rows.map(rowProblem).filter((problem) => problem !== null)
    expect(problems.slice(0, 5)).toEqual([])
  })

  it('has unique (manufacturer, part number) pairs', () => {
    expect(new Set(rows.map((product) => `${product.manufacturerId}|${product.partNumber}`)).size).toBe(rows.length)
  })

  it('covers every manufacturer and every leaf category', () => {
    const makers = new Set(rows.map((product) => product.manufacturerId))
    const categories = new Set(rows.map((product) => product.categoryId))
    expect(makers.size).toBeGreaterThanOrEqual(80)
    expect(categories.size).toBeGreaterThanOrEqual(60)
  })

  it('has stock levels from none to very large', () => {
    const stocks = rows.map((product) => product.stock)
    expect(stocks.filter((stock) => stock === 0).length).toBeGreaterThan(rows.length * 0.03)
    expect(stocks.filter((stock) => stock >= 100_000).length).toBeGreaterThan(100)
  })

  it('prices passives in fractions of a cent and ICs in dollars', () => {
    const firstPrice = (product: DemoProduct): number => product.priceBreaks[0]?.unitPrice ?? 0
    const resistors = rows.filter((product) => categoryById(product.categoryId)?.slug === 'chip-resistors')
    const mcus = rows.filter((product) => categoryById(product.categoryId)?.slug === 'microcontrollers')
    expect(resistors.every((product) => firstPrice(product) < 0.1)).toBe(true)
    expect(mcus.every((product) => firstPrice(product) >= 0.1 && firstPrice(product) <= 30)).toBe(true)
  })

  it('gives passives their value and tolerance or voltage as attributes', () => {
    const passives = rows.filter((product) =>
      ['chip-resistors', 'mlcc', 'power-inductors', 'tantalum-capacitors'].includes(
        categoryById(product.categoryId)?.slug ?? '',
      ),
    )
    expect(passives.length).toBeGreaterThan(10_000)
    for (const product of passives) {
      const names = product.attributes.map((attribute) => attribute.name)
      expect(names.some((name) => ['Resistance', 'Capacitance', 'Inductance'].includes(name))).toBe(true)
      expect(names.some((name) => ['Tolerance', 'Voltage'].includes(name))).toBe(true)
    }
  })

  it('has variant families: at least 5% of parts share their base part with another part', () => {
    const counts = new Map<string, number>()
    for (const product of rows) {
      const key = `${product.manufacturerId}|${product.basePartNumber}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    const inFamilies = rows.filter(
      (product) => (counts.get(`${product.manufacturerId}|${product.basePartNumber}`) ?? 0) > 1,
    )
    expect(inFamilies.length / rows.length).toBeGreaterThanOrEqual(0.05)
  })

  it('has near-miss pairs that differ by one character', () => {
    // Two strings one edit apart share a one-character deletion at the same position (substitution), or one
    // is the other minus one character (insertion).
    const numbers = [...new Set(rows.map((product) => product.partNumber))]
    const all = new Set(numbers)
    const deletions = new Map<string, string>()
    let pairs = 0
    for (const partNumber of numbers) {
      for (let i = 0; i < partNumber.length; i++) {
        const shorter = partNumber.slice(0, i) + partNumber.slice(i + 1)
        if (all.has(shorter)) pairs++
        const key = `${i}:${shorter}`
        const other = deletions.get(key)
        if (other !== undefined && other !== partNumber) pairs++
        else deletions.set(key, partNumber)
      }
    }
    expect(pairs).toBeGreaterThan(0)
  })

  it('has distinct parts that are equal once separators are ignored (1.5SMC6.8CA and 1.5SMC68CA)', () => {
    const byNormalised = new Map<string, Set<string>>()
    for (const product of rows) {
      const key = normalise(product.partNumber)
      const set = byNormalised.get(key) ?? new Set<string>()
      set.add(product.partNumber)
      byNormalised.set(key, set)
    }
    expect([...byNormalised.values()].filter((set) => set.size > 1).length).toBeGreaterThan(0)
  })

  it('writes part numbers with the separators people type differently', () => {
    for (const separator of ['-', '/', '.', ',', '#', '_', ' ', '(']) {
      expect(
        rows.some((product) => product.partNumber.includes(separator)),
        `no part number with "${separator}"`,
      ).toBe(true)
    }
  })
})
