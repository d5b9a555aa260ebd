import { describe, expect, it } from 'vitest'
import { addFacets, countFacets, estimateFacets, namedCounts, packageCounts } from './facets.ts'

const rows = [
  { categoryId: 1, manufacturerId: 10, packageName: 'SOIC-8', stock: 5 },
  { categoryId: 1, manufacturerId: 11, packageName: 'SOIC-8', stock: 0 },
  { categoryId: 2, manufacturerId: 10, packageName: '', stock: 1 },
]

describe('facet counts', () => {
  it('counts rows per category, maker and package, with those in stock', () => {
    const counts = countFacets(rows)
    expect(counts).toEqual({
      total: 3,
      inStock: 2,
      categories: new Map([[1, 2], [2, 1]]),
      manufacturers: new Map([[10, 2], [11, 1]]),
      packages: new Map([['SOIC-8', 2], ['', 1]]),
    })
    expect(addFacets(counts, countFacets(rows.slice(0, 1)))).toMatchObject({
      total: 4,
      inStock: 3,
      categories: new Map([[1, 3], [2, 1]]),
      packages: new Map([['SOIC-8', 3], ['', 1]]),
    })
  })

  it('lists packages by count, then name, leaving out the unknown one (issue 15)', () => {
    expect(packageCounts(new Map([['SOIC-8', 2], ['', 9], ['DIP-8', 2], ['0603', 5], ['TO-92', 0]]))).toEqual([
      { name: '0603', count: 5 },
      { name: 'DIP-8', count: 2 },
      { name: 'SOIC-8', count: 2 },
    ])
  })

  it('scales a sample, never below what was counted exactly', () => {
    const sample = countFacets(rows.slice(0, 2))
    const floor = countFacets([
      { categoryId: 3, manufacturerId: 12, packageName: 'DIP-8', stock: 1 },
      ...Array.from({ length: 20 }, () => rows[0] ?? { categoryId: 0, manufacturerId: 0, packageName: '', stock: 0 }),
    ])
    const estimate = estimateFacets(sample, 16, floor)
    expect(estimate).toEqual({
      total: 32,
      inStock: 21,
      categories: new Map([[1, 32], [3, 1]]),
      manufacturers: new Map([[10, 20], [11, 16], [12, 1]]),
      packages: new Map([['SOIC-8', 32], ['DIP-8', 1]]),
    })
  })

  it('lists named values, most results first, then by name; unnamed and empty ones left out', () => {
    const names = new Map([[1, 'Zeta'], [2, 'Alpha'], [3, 'Beta']])
    expect(namedCounts(new Map([[1, 4], [2, 4], [3, 9], [4, 7], [5, 0]]), (id) => names.get(id))).toEqual([
      { id: 3, name: 'Beta', count: 9 },
      { id: 2, name: 'Alpha', count: 4 },
      { id: 1, name: 'Zeta', count: 4 },
    ])
  })
})
