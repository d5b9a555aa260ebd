import { fc, test } from '@fast-check/vitest'
import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '../constants.ts'
import { SearchQuery, type SearchHit, type SearchResult } from '../contract/search.ts'
import {
  MATCH_LABELS,
  defaultResultsParams,
  formatCount,
  formatUnitPrice,
  isResultsParams,
  listingPagination,
  listingPath,
  readListingParams,
  noResultsText,
  pageWindow,
  pagination,
  readResultsParams,
  resultFacets,
  resultRow,
  resultsCountText,
  resultsPath,
  packageFilter,
  isResultsFilter,
  searchListQuery,
  withAttributeSort,
  withFilter,
  withPage,
  withQuantity,
  withSort,
} from './search-results.rules.ts'
import type { SearchResultsParams } from './search-results.types.ts'
import { isAttributeName } from '../parametric-url/index.ts'

/** The query values of a path, decoded (core has no `URLSearchParams`: no DOM lib). */
function queryOf(path: string): Record<string, string> {
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : ''
  return Object.fromEntries(
    query
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string]),
  )
}

const id = fc.option(fc.nat({ max: 1_000_000 }), { nil: null })
const keyWord = fc
  .string({ unit: fc.oneof(fc.constantFrom('&', '=', '+', '%', '#', '?', ' ', '/', 'µ', 'Ω', '"'), fc.string({ minLength: 1, maxLength: 1 })), minLength: 1, maxLength: 30 })
  .map((text) => text.trim())
  .filter((text) => text !== '')
const params: fc.Arbitrary<SearchResultsParams> = fc.record({
  keyWord,
  page: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
  pageSize: fc.integer({ min: 1, max: LIMITS.maxPageSize }),
  categoryId: id,
  brandId: id,
  packageName: fc.option(keyWord.filter((text) => packageFilter(text) === text), { nil: null }),
  inStock: fc.boolean(),
  sort: fc.constantFrom('relevance' as const, 'stock' as const, 'price' as const),
  quantity: fc.option(fc.integer({ min: 1, max: LIMITS.maxQuantity }), { nil: null }),
  // Issue 29: attribute terms by name in an attribute key's shape (never a name of the page's own, nor one a record
  // would reorder).
  attributes: fc.uniqueArray(
    fc.tuple(
      fc.stringMatching(/^[a-z][a-z0-9]{0,5}(?:-[a-z0-9]{1,5})?$/u).filter(isAttributeName),
      fc.oneof(fc.constantFrom('10k,4.7k', '1%', '50V..', 'none', '-55℃~+155℃'), keyWord),
    ),
    { selector: ([name]) => name, maxLength: 3 },
  ),
  attributeSort: fc.option(fc.constantFrom('resistance', '-resistance', 'rated-voltage', '-flash'), { nil: null }),
})
  // An attribute sort is a category's and stands in for `sort`; attribute terms are a category's.
  .map((value) => (value.attributeSort === null ? value : { ...value, sort: 'relevance' as const }))
  .map((value) => (value.categoryId === null ? { ...value, attributes: [], attributeSort: null } : value))

describe("a listing's URL (a category's or a brand's products)", () => {
  it('ROUTE-11: keeps in stock, the quantity and the page, in one order, and reads them back', () => {
    const params = readListingParams({ page: '3', inStock: 'true', qty: '100' })
    expect(params).toEqual({ page: 3, pageSize: 20, inStock: true, quantity: 100 })
    expect(listingPath('/catalog/resistors-21', params)).toBe('/catalog/resistors-21?inStock=true&qty=100&page=3')
    expect(listingPath('/brand/7', readListingParams({}))).toBe('/brand/7')
    // Issue 29: a category's attribute filters and sort stay readable in its links (commas kept, `%` escaped).
    expect(listingPath('/catalog/chip-resistors-21', { ...params, extra: { resistance: '10k,4.7k', tolerance: '1%', sort: '-power' } })).toBe(
      '/catalog/chip-resistors-21?inStock=true&resistance=10k,4.7k&tolerance=1%25&sort=-power&qty=100&page=3',
    )
    const pager = listingPagination('/brand/7', { ...params, page: 1 }, 45)
    expect(pager.next?.href).toBe('/brand/7?inStock=true&qty=100&page=2')
    expect(pager.pageCount).toBe(3)
  })
})

describe('the results URL', () => {
  it('SEARCH-2: /so?keyWord={text} alone means page 1, 20 a page, no filters, by relevance', () => {
    expect(readResultsParams({ keyWord: ' LM358 ' })).toEqual({
      keyWord: 'LM358',
      page: 1,
      pageSize: 20,
      categoryId: null,
      brandId: null,
      packageName: null,
      inStock: false,
      sort: 'relevance',
      quantity: null,
      attributeSort: null,
      attributes: [],
    })
    expect(resultsPath(defaultResultsParams('LM358 & 10k'))).toBe('/so?keyWord=LM358%20%26%2010k')
  })

  it("issue 29: a search confined to a category keeps the category's attribute filters and makers in its URL, readable", () => {
    const search = { keyWord: 'resistor', categoryId: '301', resistance: '10k,4.7k', tolerance: '1%', manufacturer: '12', page: '2' }
    const read = readResultsParams(search)
    expect(read.attributes).toEqual([
      ['resistance', '10k,4.7k'],
      ['tolerance', '1%'],
      ['manufacturer', '12'],
    ])
    const path = resultsPath(read)
    expect(path).toBe('/so?keyWord=resistor&categoryId=301&resistance=10k,4.7k&tolerance=1%25&manufacturer=12&page=2')
    expect(readResultsParams(queryOf(path))).toEqual(read)
    expect(searchListQuery(read)).toMatchObject({ categoryId: 301, attributes: 'resistance=10k%2C4.7k&tolerance=1%25&manufacturer=12' })
    // Without a category the search has no attribute list: the terms are left out, not sent to be refused.
    const unconfined = readResultsParams({ keyWord: 'resistor', resistance: '10k' })
    expect(unconfined.attributes).toEqual([])
    expect(searchListQuery(unconfined)).not.toHaveProperty('attributes')
  })

  it('issue 29: the panel changes the attribute filters from page 1; another category, or none, drops them', () => {
    // A confined search's link from a newsletter: its tags stay out of the API's attribute terms.
    expect(readResultsParams({ keyWord: 'resistor', categoryId: '301', resistance: '10k', utm_source: 'news', gclid: 'abc' }).attributes).toEqual([['resistance', '10k']])
    const confined = { ...readResultsParams({ keyWord: 'resistor', categoryId: '301', resistance: '10k' }), page: 3 }
    expect(withFilter(confined, { attributes: [['resistance', '4.7k']] })).toMatchObject({ attributes: [['resistance', '4.7k']], page: 1 })
    expect(withFilter(confined, { inStock: true }).attributes).toEqual([['resistance', '10k']])
    expect(withFilter(confined, { categoryId: 301 }).attributes).toEqual([['resistance', '10k']])
    expect(withFilter(confined, { categoryId: 302 }).attributes).toEqual([])
    expect(withFilter(confined, { categoryId: null }).attributes).toEqual([])
    expect(isResultsFilter({ attributes: [['resistance', 7]] })).toBe(false)
  })

  it('issue 29: a confined search sorts by an attribute column in the URL\'s sort, as a category page; a search sort, or another category, ends it', () => {
    const read = readResultsParams({ keyWord: 'resistor', categoryId: '301', resistance: '10k', sort: '-power', page: '2' })
    expect(read).toMatchObject({ sort: 'relevance', attributeSort: '-power', attributes: [['resistance', '10k']] })
    expect(resultsPath(read)).toBe('/so?keyWord=resistor&categoryId=301&resistance=10k&sort=-power&page=2')
    expect(searchListQuery(read)).toMatchObject({ categoryId: 301, attributeSort: '-power' })
    expect(searchListQuery(read)).not.toHaveProperty('sort')
    // Without a category the word is no sort at all; a search sort is one still.
    expect(readResultsParams({ keyWord: 'resistor', sort: 'power' })).toMatchObject({ sort: 'relevance', attributeSort: null })
    expect(readResultsParams({ keyWord: 'resistor', categoryId: '301', sort: 'stock' })).toMatchObject({ sort: 'stock', attributeSort: null })
    expect(readResultsParams({ keyWord: 'resistor', categoryId: '301', sort: 'Power!' }).attributeSort).toBeNull()
    expect(withSort(read, 'stock')).toMatchObject({ sort: 'stock', attributeSort: null, page: 1 })
    expect(withFilter(read, { inStock: true }).attributeSort).toBe('-power')
    expect(withFilter(read, { categoryId: 302 }).attributeSort).toBeNull()
    expect(withFilter(read, { categoryId: null }).attributeSort).toBeNull()
    // Offered for the category the results all fall in, the sort names it.
    const sorted = withAttributeSort({ ...readResultsParams({ keyWord: 'RC0603' }), page: 3 }, 'resistance', 301)
    expect(resultsPath(sorted)).toBe('/so?keyWord=RC0603&categoryId=301&sort=resistance')
    expect(withAttributeSort(read, 'resistance', 301)).toMatchObject({ attributes: [['resistance', '10k']], attributeSort: 'resistance', page: 1 })
  })

  it("issue 29: a panel offered for the one category a search's results fall in confines to it as it filters, in a readable URL", () => {
    const unconfined = { ...readResultsParams({ keyWord: 'RC0603', inStock: 'true' }), page: 2 }
    const narrowed = withFilter(unconfined, { categoryId: 301, attributes: [['resistance', '10k,4.7k']] })
    expect(narrowed).toMatchObject({ categoryId: 301, attributes: [['resistance', '10k,4.7k']], inStock: true, page: 1 })
    expect(resultsPath(narrowed)).toBe('/so?keyWord=RC0603&categoryId=301&resistance=10k,4.7k&inStock=true')
    // Attributes given for no category are still dropped.
    expect(withFilter(unconfined, { attributes: [['resistance', '10k']] }).attributes).toEqual([])
  })

  it('writes only what differs from the defaults, in one order', () => {
    const path = resultsPath({ ...defaultResultsParams('LM3'), page: 2, brandId: 1, inStock: true, sort: 'stock', categoryId: 102 })
    expect(path).toBe('/so?keyWord=LM3&categoryId=102&brandId=1&inStock=true&sort=stock&page=2')
  })

  it('SEARCH-4: the quantity the rows are priced at is in the URL (qty=), after the sort; a bad one is left out', () => {
    const path = resultsPath({ ...defaultResultsParams('LM3'), sort: 'price', quantity: 250, page: 2 })
    expect(path).toBe('/so?keyWord=LM3&sort=price&qty=250&page=2')
    expect(readResultsParams(queryOf(path)).quantity).toBe(250)
    for (const qty of ['0', '-3', '2.5', 'ten', String(LIMITS.maxQuantity + 1)]) expect(readResultsParams({ keyWord: 'x', qty }).quantity).toBeNull()
    expect(withQuantity({ ...defaultResultsParams('LM3'), page: 3 }, 40)).toMatchObject({ page: 3, quantity: 40 })
    expect(withQuantity(defaultResultsParams('LM3'), 0).quantity).toBeNull()
  })

  it('SEARCH-4: the package filter is in the URL (package=), after the manufacturer; a bad one is left out (issue 15)', () => {
    const path = resultsPath({ ...defaultResultsParams('LM358'), brandId: 1, packageName: 'SOIC-8 (3.9mm)', inStock: true })
    expect(path).toBe('/so?keyWord=LM358&brandId=1&package=SOIC-8%20(3.9mm)&inStock=true')
    expect(readResultsParams(queryOf(path)).packageName).toBe('SOIC-8 (3.9mm)')
    expect(readResultsParams({ keyWord: 'x', package: '  0603 ' }).packageName).toBe('0603')
    for (const value of ['', '   ', 'a\u0000b', 'x'.repeat(101), 7]) expect(readResultsParams({ keyWord: 'x', package: value }).packageName).toBeNull()
    expect(withFilter(defaultResultsParams('LM358'), { packageName: 'DIP-8' })).toMatchObject({ packageName: 'DIP-8', page: 1 })
  })

  it('reads what it cannot understand as the default, never failing the page', () => {
    expect(readResultsParams({ keyWord: 'x', page: 'abc', pageSize: '5000', categoryId: '-1', brandId: '1e3', inStock: 'yes', sort: 'cheap' })).toEqual(
      defaultResultsParams('x'),
    )
    expect(readResultsParams({ page: '0' })).toEqual(defaultResultsParams(''))
    expect(readResultsParams({ keyWord: 'x', page: 3, brandId: 7, inStock: true })).toMatchObject({ page: 3, brandId: 7, inStock: true })
  })

  test.prop([params])('the path reads back to the same params (parse ∘ build = id)', (p) => {
    expect(readResultsParams(queryOf(resultsPath(p)))).toEqual(p)
  })

  test.prop([fc.dictionary(fc.constantFrom('keyWord', 'page', 'pageSize', 'categoryId', 'brandId', 'package', 'inStock', 'sort', 'qty', 'x'), fc.oneof(fc.string(), fc.nat(), fc.boolean()))])(
    'any query values read as well-formed params whose path reads back to them',
    (search) => {
      const read = readResultsParams(search)
      expect(isResultsParams(read)).toBe(true)
      expect(readResultsParams(queryOf(resultsPath(read)))).toEqual(read)
    },
  )

  test.prop([params, fc.integer({ min: 1, max: 900 }), fc.constantFrom('relevance' as const, 'stock' as const, 'price' as const), id])(
    'a page keeps everything else; a filter or sort change goes back to page 1 and keeps the rest (a sort ends an attribute sort)',
    (p, page, sort, brandId) => {
      expect(withPage(p, page)).toEqual({ ...p, page })
      expect(withSort(p, sort)).toEqual({ ...p, sort, attributeSort: null, page: 1 })
      expect(withFilter(p, { brandId })).toEqual({ ...p, brandId, page: 1 })
      expect(withFilter(p, {})).toEqual({ ...p, page: 1 })
    },
  )

  test.prop([params.filter((p) => p.keyWord.length <= LIMITS.maxKeywordLength)])(
    'SEARCH-4: the query asked of searchList is one the contract encodes and decodes back unchanged',
    (p) => {
      const query = searchListQuery(p)
      const encoded = Schema.encodeSync(SearchQuery)(query)
      expect(Schema.decodeUnknownSync(SearchQuery)(encoded)).toEqual(query)
      expect(query).toMatchObject({ keyWord: p.keyWord, page: p.page, pageSize: p.pageSize })
      expect('sort' in query).toBe(p.sort !== 'relevance')
      expect('inStock' in query).toBe(p.inStock)
      expect(query.package).toBe(p.packageName ?? undefined)
      // Only the price order depends on the quantity: other sorts ask one search at any quantity (issue 15).
      expect(query.qty).toBe(p.sort === 'price' ? (p.quantity ?? undefined) : undefined)
    },
  )
})

describe('what the page says', () => {
  it('SEARCH-4: every match kind has a visible label', () => {
    expect(MATCH_LABELS).toEqual({
      exact: 'Exact match',
      variant: 'Packaging variant',
      prefix: 'Starts with',
      substring: 'Contains',
      keyword: 'Keyword',
    })
  })

  it('counts: exact totals as they are, estimated ones as "about"', () => {
    expect(resultsCountText(1, true)).toBe('1 result')
    expect(resultsCountText(119, true)).toBe('119 results')
    expect(resultsCountText(1760, false)).toBe('about 1,760 results')
    expect(noResultsText('zzzq')).toBe('No parts match “zzzq”')
  })

  test.prop([fc.maxSafeNat()])('a count with separators reads back to the number', (n) => {
    expect(formatCount(n).replaceAll(',', '')).toBe(String(n))
    expect(formatCount(n)).toMatch(/^\d{1,3}(,\d{3})*$/u)
  })

  it('prices in dollars from micro-dollars, at least two decimals', () => {
    expect(formatUnitPrice(164_700)).toBe('$0.1647')
    expect(formatUnitPrice(2_000_000)).toBe('$2.00')
    expect(formatUnitPrice(1_234_567)).toBe('$1.234567')
    expect(formatUnitPrice(12_345_600_000)).toBe('$12,345.60')
    expect(formatUnitPrice(5)).toBe('$0.000005')
  })

  test.prop([fc.nat({ max: 1e12 })])('a price reads back to its micro-dollars', (micros) => {
    const text = formatUnitPrice(micros)
    expect(Math.round(Number(text.slice(1).replaceAll(',', '')) * 1e6)).toBe(micros)
  })

  const hit: SearchHit = {
    product: {
      intID: 2056 as never,
      model: 'LM324D',
      brandName: 'Texas Instruments',
      brandId: 1 as never,
      categoryId: 102 as never,
      categoryName: 'Operational Amplifiers',
      description: 'Quad op amp',
      packageName: 'SOIC-14',
      image: null,
      stock: 9988,
      priceLadder: [
        { quantity: 1, unitPrice: 164_700 as never },
        { quantity: 10, unitPrice: 128_000 as never },
      ],
      moq: 1,
      spq: 1,
    },
    match: 'prefix',
    highlights: [[0, 3]],
  }

  it('SEARCH-4: a result row: highlighted part number, match label, product link, stock, first price break', () => {
    expect(resultRow(hit)).toEqual({
      id: 2056,
      model: 'LM324D',
      part: { priceLadder: hit.product.priceLadder, moq: hit.product.moq, spq: hit.product.spq },
      segments: [
        { text: 'LM3', hit: true },
        { text: '24D', hit: false },
      ],
      href: '/product/lm324d-2056',
      match: 'prefix',
      matchLabel: 'Starts with',
      manufacturer: 'Texas Instruments',
      category: 'Operational Amplifiers',
      description: 'Quad op amp',
      packageName: 'SOIC-14',
      stock: 9988,
      stockText: '9,988 in stock',
      priceText: '1+ $0.1647',
    })
    const onRequest = resultRow({ ...hit, product: { ...hit.product, stock: 0, priceLadder: [] } })
    expect(onRequest.priceText).toBeNull()
    expect(onRequest.stockText).toBe('Out of stock')
  })

  const result: SearchResult = {
    keyWord: 'LM3',
    list: [hit],
    total: 119,
    page: 1,
    pageSize: 20,
    totalIsExact: true,
    facets: {
      categories: [{ id: 102 as never, name: 'Operational Amplifiers', count: 36 }],
      manufacturers: [
        { id: 12 as never, name: 'Murata Manufacturing', count: 68 },
        { id: 1 as never, name: 'Texas Instruments', count: 40 },
      ],
      packages: [
        { name: 'SOIC-8', count: 70 },
        { name: 'DIP-8', count: 20 },
      ],
      inStock: 111,
    },
  }

  it('facets mark the filter in force; one the answer does not list still shows, to be cleared', () => {
    const facets = resultFacets(result, { ...defaultResultsParams('LM3'), brandId: 1 })
    expect(facets.manufacturers.map((option) => [option.name, option.count, option.selected])).toEqual([
      ['Murata Manufacturing', 68, false],
      ['Texas Instruments', 40, true],
    ])
    expect(facets.filtered).toBe(true)
    expect(facets.inStock).toEqual({ count: 111, selected: false })
    const stale = resultFacets(result, { ...defaultResultsParams('LM3'), categoryId: 999 })
    expect(stale.categories.at(-1)).toEqual({ id: 999, name: '#999', count: 0, selected: true })
    expect(resultFacets(result, defaultResultsParams('LM3')).filtered).toBe(false)
    const bySoic = resultFacets(result, { ...defaultResultsParams('LM3'), packageName: 'SOIC-8' })
    expect(bySoic.packages).toEqual([
      { name: 'SOIC-8', count: 70, selected: true },
      { name: 'DIP-8', count: 20, selected: false },
    ])
    expect(bySoic.filtered).toBe(true)
    expect(resultFacets(result, { ...defaultResultsParams('LM3'), packageName: 'TO-92' }).packages.at(-1)).toEqual({ name: 'TO-92', count: 0, selected: true })
  })
})

describe('the pager', () => {
  it('lists the first, last, current and two either side, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, null, 6])
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6])
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20])
  })

  test.prop([fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 })])(
    'pages ascend, each once, within range, first, last and current always listed, gaps only over skipped pages',
    (current, count) => {
      const window = pageWindow(current, count)
      const pages = window.filter((page) => page !== null)
      expect(pages).toEqual([...new Set(pages)].toSorted((a, b) => a - b))
      expect(pages[0]).toBe(1)
      expect(pages.at(-1)).toBe(count)
      expect(pages).toContain(Math.min(current, count))
      expect(pages.every((page) => page >= 1 && page <= count)).toBe(true)
      window.forEach((page, index) => {
        if (page !== null) return
        const before = window[index - 1]
        const after = window[index + 1]
        expect(typeof before === 'number' && typeof after === 'number' && after - before > 2).toBe(true)
      })
    },
  )

  it('previous and next links keep the search and change only the page', () => {
    const p = { ...defaultResultsParams('LM3'), brandId: 1 }
    const first = pagination(p, 45)
    expect(first.pageCount).toBe(3)
    expect(first.previous).toBeNull()
    expect(first.next).toEqual({ page: 2, href: '/so?keyWord=LM3&brandId=1&page=2' })
    expect(first.items).toEqual([
      { page: 1, href: '/so?keyWord=LM3&brandId=1', current: true },
      { page: 2, href: '/so?keyWord=LM3&brandId=1&page=2', current: false },
      { page: 3, href: '/so?keyWord=LM3&brandId=1&page=3', current: false },
    ])
    const last = pagination({ ...p, page: 3 }, 45)
    expect(last.next).toBeNull()
    expect(last.previous?.page).toBe(2)
    expect(pagination(p, 0).pageCount).toBe(1)
  })
})
