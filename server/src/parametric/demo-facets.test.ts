import { describe, expect, it } from 'vitest'
import { parseParametricParams } from '@partfront/core/parametric'
import { productAttributes } from '../demo/attributes.ts'
import { generateProducts } from '../demo/products.ts'
import { demoFacets } from './demo-facets.ts'

const PRODUCTS = [...generateProducts({ seed: 29, count: 8_000 })]
const RESERVED = new Set(['page', 'sort'])

function filters(slug: string, query: string) {
  const read = parseParametricParams(slug, new URLSearchParams(query), RESERVED)
  if (!read.ok) throw new Error(read.problem)
  return read.value
}

describe("the demo catalog's parametric counts (issue 29)", () => {
  it('issue 29: Chip Resistors narrowed to 10 kΩ: fewer parts, each of them 10 kΩ, and the resistance list still counts every value', () => {
    const { table, ids } = demoFacets(PRODUCTS, 'chip-resistors')
    const all = table.answer({})
    if (!all.ok) throw new Error(all.problem)
    const tenK = table.answer({ attributes: filters('chip-resistors', 'resistance=10k') }, { matches: true })
    if (!tenK.ok) throw new Error(tenK.problem)
    expect(tenK.answer.total).toBeGreaterThan(0)
    expect(tenK.answer.total).toBeLessThan(all.answer.total)
    const byId = new Map(PRODUCTS.map((product) => [product.id, product]))
    for (const index of tenK.answer.matches ?? []) {
      const product = byId.get(ids[index] as number)
      expect(product === undefined ? undefined : productAttributes(product).resistance).toBe('10 kΩ')
    }
    // Digi-Key's counts: the resistance list ignores its own filter; the others count the 10 kΩ parts.
    const resistance = tenK.answer.facets.find((facet) => facet.key === 'resistance')
    expect(resistance?.values).toEqual(all.answer.facets.find((facet) => facet.key === 'resistance')?.values)
    const tolerance = tenK.answer.facets.find((facet) => facet.key === 'tolerance')
    expect(tolerance?.values.reduce((sum, item) => sum + item.count, 0)).toBe(tenK.answer.total)
    expect(resistance?.min).toBeGreaterThanOrEqual(0)
    expect(resistance?.max).toBeGreaterThan(1_000)
  })

  it('issue 29: MLCCs of at least 50 V, all of them rated 50 V or more', () => {
    const { table } = demoFacets(PRODUCTS, 'mlcc')
    const read = table.answer({ attributes: filters('mlcc', 'rated-voltage=50V..') })
    if (!read.ok) throw new Error(read.problem)
    const dielectric = read.answer.facets.find((facet) => facet.key === 'dielectric')
    expect(read.answer.total).toBeGreaterThan(0)
    expect(dielectric?.values.reduce((sum, item) => sum + item.count, 0)).toBe(read.answer.total)
    const rated = table.answer({ attributes: filters('mlcc', 'rated-voltage=..49V') })
    const all = table.answer({})
    if (!rated.ok || !all.ok) throw new Error('refused')
    expect(read.answer.total + rated.answer.total).toBe(all.answer.total)
  })
})
