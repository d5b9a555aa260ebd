import { describe, expect, it } from 'vitest'
import type { ApiCaller } from '@partfront/core/client'
import { contract, type ProductDetail, type ProductSummary } from '@partfront/core/contract'
import { loadRelated } from './related-data.ts'

/** PAGE-1's related parts as the server's render loads them: each list on its own, a failed one `null`. */

const part = (intID: number, model: string, packageName = 'SOIC-8') =>
  ({ intID, model, packageName, description: 'Dual op amp', categoryName: 'Op Amps' }) as unknown as ProductSummary
const product = { ...part(40, 'LM358DR'), brandName: 'TI' } as unknown as ProductDetail

function caller(fail: ReadonlySet<string>): { readonly call: ApiCaller; readonly asked: string[] } {
  const asked: string[] = []
  const answers = new Map<unknown, unknown>([
    [contract.productGuess, [part(7, 'NE555P')]],
    [contract.productSameValue, []],
    [contract.productSimilar, [{ product: part(42, 'LM358BIDR'), reason: 'Same channels; other maker' }]],
    [contract.searchList, { list: [{ product: part(41, 'LM358DGKR', 'VSSOP-8') }, { product: part(40, 'LM358DR') }] }],
  ])
  const call = ((endpoint: { readonly path: string }) => {
    asked.push(endpoint.path)
    return fail.has(endpoint.path) ? Promise.reject(new Error('down')) : Promise.resolve(answers.get(endpoint))
  }) as unknown as ApiCaller
  return { call, asked }
}

describe('loadRelated', () => {
  it('PAGE-1: loads the series (other packaging, not the part itself), the same-value list, Guess you like it and similar parts (issue 29) at once', async () => {
    const { call, asked } = caller(new Set())
    const related = await loadRelated(call, product)
    expect(related.series?.map((item) => item.model)).toEqual(['LM358DGKR'])
    expect(related.sameValue).toEqual([])
    expect(related.guess?.map((item) => item.model)).toEqual(['NE555P'])
    expect(related.similar).toEqual([{ product: part(42, 'LM358BIDR'), reason: 'Same channels; other maker' }])
    expect(asked.sort()).toEqual(['/api/product/guess', '/api/product/samevalue', '/api/product/similar', '/api/search/list'])
  })

  it('PAGE-1: a list that fails is null (the browser asks for it after its paint); the others are kept', async () => {
    const { call } = caller(new Set(['/api/product/guess']))
    const related = await loadRelated(call, product)
    expect(related.guess).toBeNull()
    expect(related.series?.map((item) => item.model)).toEqual(['LM358DGKR'])
    expect(related.sameValue).toEqual([])
  })
})
