import { afterEach, describe, expect, it } from 'vitest'
import { contract } from '@partfront/core/contract'
import { EMPTY_KEYWORD_WARNING, SEARCH_HISTORY_KEY } from '@partfront/core/search'
import { mockApi, on, success, testProduct } from '../api-mocks.testing.ts'
import { KEY, renderApp, type RenderedApp } from '../render-app.testing.tsx'

const api = mockApi()
let app: RenderedApp | undefined
afterEach(() => app?.unmount())

/** A search answer: LM358D (exact), LM358DR and an out-of-stock LM358P, with facets; `page` of 3 pages. */
function lm358Result(keyWord: string, page = 1) {
  return success(contract.searchList, {
    keyWord,
    list: [
      { product: testProduct(), match: 'exact', highlights: [[0, 6]] },
      { product: testProduct({ intID: 12, model: 'LM358DR', stock: 1200 }), match: 'prefix', highlights: [[0, 6]] },
      { product: testProduct({ intID: 13, model: 'LM358P', brandName: 'onsemi', brandId: 8, packageName: 'DIP-8', stock: 0 }), match: 'prefix', highlights: [[0, 5]] },
    ],
    total: 45,
    page,
    pageSize: 20,
    totalIsExact: true,
    facets: {
      categories: [{ id: 111, name: 'Op Amps', count: 45 }],
      manufacturers: [
        { id: 7, name: 'Texas Instruments', count: 30 },
        { id: 8, name: 'onsemi', count: 15 },
      ],
      packages: [
        { name: 'SOIC-8', count: 40 },
        { name: 'DIP-8', count: 5 },
      ],
      inStock: 41,
    },
  })
}

describe('Search screen', () => {
  it('SEARCH-5: shows TRENDING NOW, three parts, and opens one by its number', async () => {
    const asked: string[] = []
    api.use(on(contract.searchList, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('keyWord') ?? '')
      return lm358Result('NE555P')
    }))
    app = await renderApp()
    await app.see('TRENDING NOW')
    await app.see(/1 LM358DR\s+2 NE555P\s+3 STM32F103C8T6/u)
    await app.press(KEY.tab, '2')
    await app.see('Results for “NE555P”')
    expect(asked).toEqual(['NE555P'])
  })

  it('SEARCH-1: in the box, Ctrl-U empties what was typed and Ctrl-W takes back the last word, as in a shell', async () => {
    const asked: string[] = []
    api.use(on(contract.searchList, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('keyWord') ?? '')
      return lm358Result(asked.at(-1) ?? '')
    }))
    app = await renderApp()
    await app.press('LM358 DR', KEY.ctrlU, 'NE555P', KEY.enter)
    await app.see('Results for “NE555P”')
    await app.press('/')
    await app.press(KEY.ctrlU, 'TI NE555 LM358', KEY.ctrlW, KEY.enter)
    await app.see('Results for “TI NE555”')
    expect(asked).toEqual(['NE555P', 'TI NE555'])
  })

  it('SEARCH-1: Enter on an empty box shows the warning toast and searches nothing', async () => {
    app = await renderApp()
    await app.press(KEY.enter)
    await app.see(EMPTY_KEYWORD_WARNING)
    expect(app.frame()).toContain('Search parts')
  })

  it('SEARCH-2, SEARCH-3: a keyword is searched and kept in the history, which the arrows walk', async () => {
    api.use(on(contract.searchList, ({ request }) => lm358Result(new URL(request.url).searchParams.get('keyWord') ?? '')))
    app = await renderApp({ stored: { [SEARCH_HISTORY_KEY]: JSON.stringify(['NE555']) } })
    await app.press('LM358', KEY.enter)
    await app.see('Results for “LM358”')
    expect(JSON.parse(app.storage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['LM358', 'NE555'])
    await app.press(KEY.escape, '/')
    await app.see('Search parts')
    await app.press(KEY.down, KEY.down)
    await app.press(KEY.enter)
    await app.see('Results for “NE555”')
  })
})

describe('Results screen', () => {
  it('SEARCH-4: each row has the part number with its match highlighted, maker, package, stock and the unit price', async () => {
    api.use(on(contract.searchList, () => lm358Result('LM358')))
    app = await renderApp({ path: '/so?keyWord=LM358' })
    const frame = await app.see('LM358DR')
    expect(frame).toContain('45 results')
    expect(frame).toMatch(/› LM358D\s+Texas Instruments\s+SOIC-8\s+5,000 in stock\s+\$0\.25/u)
    expect(frame).toMatch(/LM358P\s+onsemi\s+DIP-8\s+Out of stock/u)
    // The filters with their counts
    expect(frame).toMatch(/Maker \(m\): Texas Instruments \(30\) · onsemi \(15\)/u)
    expect(frame).toMatch(/Package \(p\): SOIC-8 \(40\) · DIP-8 \(5\)/u)
    expect(frame).toMatch(/In stock \(s\): \[ \] 41/u)
  })

  it('SEARCH-4: on an 80-column terminal each row, long part number and maker too, stays one line with its price', async () => {
    const long = testProduct({ intID: 21, model: 'STM32F103C8T6TR-EXTENDED', brandName: 'STMicroelectronics International', packageName: 'LQFP-48', stock: 1_234_567 })
    api.use(on(contract.searchList, () => success(contract.searchList, {
      keyWord: 'STM32', list: [{ product: long, match: 'prefix', highlights: [[0, 5]] }], total: 1, page: 1, pageSize: 20, totalIsExact: true,
      facets: { categories: [], manufacturers: [], packages: [], inStock: 1 },
    })))
    app = await renderApp({ path: '/so?keyWord=STM32' })
    await app.see('STM32F103')
    await app.resize(80)
    const lines = app.frame().split('\n')
    const row = lines.filter((line) => line.includes('STM32F103'))
    expect(row).toHaveLength(1)
    expect(row[0]).toMatch(/LQFP-48\s+1,234,567 in stock\s+\$0\.25/u)
    expect(Math.max(...lines.map((line) => line.trimEnd().length))).toBeLessThanOrEqual(80)
  })

  it('issue 15: prices every row at the quantity the buyer sets, at its break', async () => {
    const asked: (string | null)[] = []
    api.use(on(contract.searchList, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('qty'))
      return lm358Result('LM358')
    }))
    app = await renderApp({ path: '/so?keyWord=LM358' })
    await app.see('LM358DR')
    await app.press('n', KEY.backspace, '100', KEY.enter)
    const frame = await app.see('priced at 100 pcs')
    expect(frame).toMatch(/› LM358D\s+Texas Instruments\s+SOIC-8\s+5,000 in stock\s+\$0\.10/u)
    expect(app.built.navigation.currentPath()).toContain('qty=100')
  })

  it('filters by maker and in stock, paging, and arrows + Enter open a part', async () => {
    const asked: Record<string, string>[] = []
    api.use(on(contract.searchList, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      asked.push(query)
      return lm358Result('LM358', Number(query['page'] ?? '1'))
    }))
    api.use(on(contract.productDetail, () => success(contract.productDetail, { ...testProduct({ intID: 12, model: 'LM358DR' }), datasheetUrl: null, leadTimeDays: null, rohs: true, attributes: [], delivery: '', payment: '', seo: null })))
    app = await renderApp({ path: '/so?keyWord=LM358' })
    await app.see('LM358DR')
    await app.press('m', KEY.down)
    await app.see('›   onsemi (15)')
    await app.press(KEY.enter)
    await app.see('Page 1 of 3')
    await app.press('s')
    await app.press(KEY.right)
    await app.see('Page 2 of 3')
    expect(asked.at(-1)).toMatchObject({ keyWord: 'LM358', brandId: '8', inStock: 'true', page: '2' })
    await app.press(KEY.down, KEY.enter)
    await app.see('Price (USD)')
    expect(app.built.navigation.currentPath()).toMatch(/^\/product\/.*12$/u)
  })
})
