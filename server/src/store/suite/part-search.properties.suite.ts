import { fc, test } from '@fast-check/vitest'
import type { SearchResult } from '@partfront/core/contract'
import { exactPartKey, normalizePartNumber } from '@partfront/core/parts'
import { describe, expect } from 'vitest'
import { PARTS, seedSearchCatalog } from '../../search/search.fixtures.ts'
import type { StoreFactory } from '../store.ts'
import { ask, sharedStore } from './part-search.suite.ts'

/** SEARCH-4's laws of part search, through the port, on the fixture catalog. */
export function partSearchPropertiesSuite(factory: StoreFactory): void {
  describe('SEARCH-4 properties on the fixture catalog', () => {
    const shared = sharedStore(factory, seedSearchCatalog)
    const search = (keyword: string) => shared().store.search.search(ask(keyword))

    const SEPARATORS = ['-', '/', ',', '#', '_', '–', '\u00ad', ' ', '\u00a0']
    const WHITESPACE = /\s/u
    const partNumbers = Object.values(PARTS).map((part) => part.partNumber)
    const withSeparators = (text: string, insertions: readonly (readonly [number, string])[]) => {
      const characters = Array.from(text)
      for (const [at, separator] of insertions) characters.splice(at % (characters.length + 1), 0, separator)
      return characters.join('')
    }
    const query = fc
      .tuple(fc.constantFrom(...partNumbers), fc.nat(), fc.integer({ min: 1, max: 12 }))
      .map(([part, from, length]) => {
        const characters = Array.from(part)
        const start = from % characters.length
        return characters.slice(start, start + length).join('')
      })
      .filter((text) => normalizePartNumber(text) !== '')
    const separators = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...SEPARATORS)), { maxLength: 4 })
    const caseOf = fc.constantFrom<(text: string) => string>((text) => text, (text) => text.toLowerCase(), (text) => text.toUpperCase())

    test.prop([query, separators, caseOf], { numRuns: 60 })(
      'SEARCH-4: inserting separators or changing case finds the same parts, matched the same way',
      async (text, insertions, change) => {
        const typed = withSeparators(change(text), insertions)
        const plain = await search(text)
        const altered = await search(typed)
        const found = (result: SearchResult, keyword: boolean) =>
          result.list.filter((hit) => keyword || hit.match !== 'keyword').map((hit) => `${hit.product.intID}:${hit.match}`).sort()
        // A space splits a query into words, and words are matched one by one as keywords: the part-number
        // matches stay the same, the keyword matches may grow.
        const spaced = WHITESPACE.test(typed.trim()) && !WHITESPACE.test(text.trim())
        expect(found(altered, !spaced)).toEqual(found(plain, !spaced))
        if (!spaced) expect(altered.total).toBe(plain.total)
      },
    )

    test.prop([query], { numRuns: 60 })(
      "SEARCH-4: highlight ranges lie inside the part number, in order, and cover the query's characters",
      async (text) => {
        const result = await search(text)
        const key = normalizePartNumber(text)
        if (key.length >= 3) expect(result.total).toBeGreaterThan(0)
        for (const hit of result.list) {
          const model = hit.product.model
          let end = -1
          for (const [from, to] of hit.highlights) {
            expect(from).toBeGreaterThan(end)
            expect(to).toBeGreaterThan(from)
            expect(to).toBeLessThanOrEqual(model.length)
            end = to
          }
          if (hit.match === 'prefix' || hit.match === 'substring') {
            const marked = hit.highlights.map(([from, to]) => normalizePartNumber(model.slice(from, to)))
            expect(marked.some((stretch) => stretch.includes(key))).toBe(true)
          }
          if (hit.match === 'exact') expect(exactPartKey(model)).toBe(exactPartKey(text))
        }
      },
    )

    test.prop([fc.constantFrom(...partNumbers)], { numRuns: 20 })('SEARCH-4: a whole part number is its own first, exact result', async (part) => {
      const [first] = (await search(part)).list
      expect(first).toMatchObject({ match: 'exact', product: { model: part } })
    })
  })
}
