import type { ProductId } from '@partfront/core/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { CATEGORY, MAKER, seedSearchCatalog, type PartName } from '../../search/search.fixtures.ts'
import { startTestApi, type TestApi } from '../../testing/test-api.ts'

let api: TestApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function start(): Promise<{ api: TestApi; ids: Record<PartName, ProductId> }> {
  let ids = {} as Record<PartName, ProductId>
  api = await startTestApi({
    seed: async (store) => {
      ids = await seedSearchCatalog(store)
    },
  })
  return { api, ids }
}

/** The envelope of a raw request. */
async function envelope(test: TestApi, path: string): Promise<{ status: number; code: number; message: string; data: unknown }> {
  const response = await test.fetch(path)
  const body = (await response.json()) as { code: number; message: string; data: unknown }
  return { status: response.status, ...body }
}

describe('GET /api/search/list', () => {
  it('SEARCH-4: answers a ranked page with match kinds, highlight ranges and facet counts', async () => {
    const { api, ids } = await start()
    const result = await api.client().searchList({ query: { keyWord: 'lm358-dr' } })
    expect(result.list.map((hit) => [hit.product.model, hit.match])).toEqual([
      ['LM358DR', 'exact'],
      ['LM358DRG4', 'variant'],
      ['LM358DT', 'variant'],
      ['LM358DRXQ9', 'prefix'],
      ['XLM358DR', 'substring'],
      ['OPA358', 'keyword'],
    ])
    expect(result.list[0]).toEqual({
      product: {
        intID: ids.lm358dr,
        model: 'LM358DR',
        brandName: 'Texas Instruments',
        brandId: MAKER.ti,
        categoryId: CATEGORY.amplifiers,
        categoryName: 'Operational Amplifiers',
        description: 'Dual op-amp, 3V~32V, SOIC-8',
        packageName: 'SOIC-8',
        image: null,
        stock: 5000,
        priceLadder: [
          { quantity: 1, unitPrice: 250_000 },
          { quantity: 100, unitPrice: 100_000 },
        ],
        moq: 1,
        spq: 1,
      },
      match: 'exact',
      highlights: [[0, 7]],
    })
    expect(result.list.find((hit) => hit.product.model === 'XLM358DR')?.highlights).toEqual([[1, 8]])
    expect(result).toMatchObject({ keyWord: 'lm358-dr', total: 6, page: 1, pageSize: 20, totalIsExact: true })
    expect(result.facets).toEqual({
      categories: [{ id: CATEGORY.amplifiers, name: 'Operational Amplifiers', count: 6 }],
      manufacturers: [
        { id: MAKER.ti, name: 'Texas Instruments', count: 4 },
        { id: MAKER.generic, name: 'Generic Semiconductor Works', count: 2 },
      ],
      packages: [
        { name: 'SOIC-8', count: 4 },
        { name: 'SOT-23-6', count: 1 },
        { name: 'VSSOP-8', count: 1 },
      ],
      inStock: 5,
    })
  })

  it('SEARCH-4: filters by brand, category and stock, sorts by price and pages', async () => {
    const { api } = await start()
    const client = api.client()
    const models = async (query: Parameters<typeof client.searchList>[0]['query']) =>
      (await client.searchList({ query })).list.map((hit) => hit.product.model)
    expect(await models({ keyWord: 'lm358', brandId: MAKER.generic })).toEqual(['LM358DRXQ9', 'XLM358DR'])
    expect(await models({ keyWord: 'smc', categoryId: CATEGORY.discretes, inStock: true })).toEqual(['1.5SMC68CA'])
    expect(await models({ keyWord: 'lm358', sort: 'price', pageSize: 2, page: 2 })).toEqual(['LM358DR', 'LM358DRG4'])
    expect(await models({ keyWord: 'lm358', package: 'SOIC-8', brandId: MAKER.generic })).toEqual(['XLM358DR'])
    expect(await models({ keyWord: 'lm358', sort: 'price', qty: 1000, pageSize: 3 })).toEqual(['LM358DT', 'LM358DR', 'OPA358'])
    const stocked = await client.searchList({ query: { keyWord: 'lm358', sort: 'stock', pageSize: 3 } })
    expect(stocked.list.map((hit) => hit.product.stock)).toEqual([5000, 800, 300])
    expect(stocked.total).toBe(7)
  })

  it('answers 400 naming the field for a keyword that is missing, blank or too long; 200 characters are fine', async () => {
    const { api } = await start()
    for (const path of ['/api/search/list', '/api/search/list?keyWord=', '/api/search/list?keyWord=%20%20']) {
      const answer = await envelope(api, path)
      expect(answer).toMatchObject({ status: 400, code: 400, data: null })
      expect(answer.message).toContain('Please enter the Keyword.')
    }
    const tooLong = await envelope(api, `/api/search/list?keyWord=${'A'.repeat(201)}`)
    expect(tooLong.status).toBe(400)
    expect(tooLong.message).toContain('keyword must be at most 200 characters')
    const longest = await envelope(api, `/api/search/list?keyWord=${'A'.repeat(200)}`)
    expect(longest).toMatchObject({ status: 200, data: { total: 0, list: [] } })
  })

  it('answers 400 naming the field for a bad page, page size, filter or sort; the limits themselves are fine', async () => {
    const { api } = await start()
    const bad = {
      page: 'page=0',
      pageSize: 'pageSize=101',
      categoryId: 'categoryId=abc',
      brandId: 'brandId=-1',
      inStock: 'inStock=yes',
      sort: 'sort=name',
      package: `package=${'X'.repeat(101)}`,
      Quantity: 'qty=0',
    }
    for (const [field, query] of Object.entries(bad)) {
      const answer = await envelope(api, `/api/search/list?keyWord=lm358&${query}`)
      expect(answer, query).toMatchObject({ status: 400, code: 400 })
      expect(answer.message, query).toContain(field)
    }
    expect(await envelope(api, '/api/search/list?keyWord=lm358&page=1&pageSize=100')).toMatchObject({ status: 200 })
    expect(await envelope(api, '/api/search/list?keyWord=lm358&pageSize=1')).toMatchObject({ status: 200, data: { pageSize: 1 } })
    for (const query of ['package=%20%20', 'package=SOIC%00-8', 'qty=10000001', 'qty=2.5']) {
      expect(await envelope(api, `/api/search/list?keyWord=lm358&${query}`), query).toMatchObject({ status: 400, code: 400 })
    }
    expect(await envelope(api, `/api/search/list?keyWord=lm358&package=${encodeURIComponent('</script>')}&qty=10000000&sort=price`)).toMatchObject({
      status: 200,
      data: { total: 0 },
    })
  })

  it('SEARCH-4: FTS syntax in the keyword is searched as text', async () => {
    const { api } = await start()
    const client = api.client()
    for (const keyWord of ['"', '*', ':', '(', 'NEAR', 'LM358DR*', '"LM358DR"', 'AND OR NOT', '^LM358']) {
      await expect(client.searchList({ query: { keyWord } }), keyWord).resolves.toHaveProperty('keyWord', keyWord)
    }
    const quoted = await client.searchList({ query: { keyWord: '"LM358DR"' } })
    expect(quoted.list[0]).toMatchObject({ product: { model: 'LM358DR' }, match: 'exact' })
  })

  it('answers an empty page past the end, and for an unknown category or brand', async () => {
    const { api } = await start()
    const client = api.client()
    expect(await client.searchList({ query: { keyWord: 'lm358', page: 50 } })).toMatchObject({ list: [], total: 7, page: 50 })
    expect(await client.searchList({ query: { keyWord: 'lm358', categoryId: 4242 as never } })).toMatchObject({ list: [], total: 0 })
    expect(await client.searchList({ query: { keyWord: 'lm358', brandId: 4242 as never } })).toMatchObject({ list: [], total: 0 })
  })
})

describe('GET /api/search/trending', () => {
  it('SEARCH-5: the parts searched by their number in the last 7 days come first, most searched first', async () => {
    const { api, ids } = await start()
    const client = api.client()
    const fresh = await client.searchTrending()
    expect(fresh).toHaveLength(10)
    // None searched yet: popular real parts, the most stocked first (not the two-to-five character codes).
    expect(fresh.slice(0, 3)).toEqual([
      { id: ids.bc847, model: 'BC847B,215' },
      { id: ids.lm358dr, model: 'LM358DR' },
      { id: ids.mcp, model: 'MCP6002T-I/SN' },
    ])

    api.setNow(new Date('2026-01-05T12:00:00.000Z'))
    for (let i = 0; i < 5; i++) await client.searchList({ query: { keyWord: 'BC847B,215' } })
    api.setNow(new Date('2026-01-09T12:00:00.000Z'))
    await client.searchList({ query: { keyWord: 'TPS71725QDRV' } })
    await client.searchList({ query: { keyWord: 'tps71725qdrv' } })
    api.setNow(new Date('2026-01-15T09:00:00.000Z'))
    await client.searchList({ query: { keyWord: 'c7950' } })
    // Not a named part: a partial number, a keyword, a second page.
    await client.searchList({ query: { keyWord: 'MAX232' } })
    await client.searchList({ query: { keyWord: 'regulator' } })
    await client.searchList({ query: { keyWord: '1.5SMC68CA', page: 2 } })

    const trending = await client.searchTrending()
    expect(trending.slice(0, 2)).toEqual([
      { id: ids.tps, model: 'TPS71725QDRV' },
      { id: ids.lm358dr, model: 'LM358DR' },
    ])
    // The rest: the classic parts, none twice (BC847B,215 among them now only as one).
    expect(trending).toHaveLength(10)
    expect(new Set(trending.map((part) => part.id)).size).toBe(10)

    api.setNow(new Date('2026-01-11T00:00:00.000Z'))
    expect((await client.searchTrending())[0]).toEqual({ id: ids.bc847, model: 'BC847B,215' })
  })
})
