import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError } from '../client/api-error.ts'
import type { SearchHit, SearchQuery, SearchResult } from '../contract/search.ts'
import { HttpError } from '../ports/http.ts'
import {
  isShowing,
  resultRows,
  resultsError,
  resultsFacets,
  resultsPagination,
  resultsParametric,
  resultsParams,
  resultsStatus,
  resultsSummary,
  restoredResults,
  drawnResults,
  showsMakerRadios,
} from './search-results.selectors.ts'
import { SEARCH_FAILED_MESSAGE, searchResultsMachine } from './search-results.machine.ts'
import { defaultResultsParams, readResultsParams, resultsPath, searchListQuery } from './search-results.rules.ts'
import type { SearchResultsEmitted, SearchResultsInput, SearchResultsParams } from './search-results.types.ts'

// ---------------------------------------------------------------------------------------------------------
// A searchList actor the test answers by hand, call by call.

interface Call {
  readonly query: SearchQuery
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

function hit(id: number, model: string): SearchHit {
  return {
    product: {
      intID: id as never,
      model,
      brandName: 'Texas Instruments',
      brandId: 1 as never,
      categoryId: 102 as never,
      categoryName: 'Operational Amplifiers',
      description: 'Quad op amp',
      packageName: 'SOIC-14',
      image: null,
      stock: 435,
      priceLadder: [{ quantity: 1, unitPrice: 164_700 as never }],
      moq: 1,
      spq: 1,
    },
    match: 'prefix',
    highlights: [[0, 3]],
  }
}

function answer(query: SearchQuery, overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    keyWord: query.keyWord,
    list: [hit(2056, 'LM324D'), hit(14760, 'LM324N')],
    total: 119,
    page: (query.page ?? 1),
    pageSize: (query.pageSize ?? 20),
    totalIsExact: true,
    facets: {
      categories: [{ id: 102 as never, name: 'Operational Amplifiers', count: 36 }],
      manufacturers: [{ id: 1 as never, name: 'Texas Instruments', count: 40 }],
      packages: [{ name: 'SOIC-8', count: 70 }],
      inStock: 111,
    },
    ...overrides,
  }
}

/** Lets settled promises reach the actor. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

function start(input: SearchResultsInput = {}) {
  const calls: Call[] = []
  const searchList = fromPromise<SearchResult, SearchQuery>(
    ({ input: query }) => new Promise((resolve, reject) => calls.push({ query, resolve: resolve as (value: unknown) => void, reject })),
  )
  const actor = createActor(searchResultsMachine.provide({ actors: { searchList } }), { input })
  const emitted: SearchResultsEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const snapshot = () => actor.getSnapshot()
  /** Answers the newest call with a page of results for its own query. */
  const respond = async (overrides: Partial<SearchResult> = {}) => {
    const call = calls.at(-1)
    if (call === undefined) throw new Error('no call to answer')
    call.resolve(answer(call.query, overrides))
    await settle()
  }
  return { actor, calls, emitted, snapshot, respond }
}

const lm3 = defaultResultsParams('LM3')

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

describe('searchResultsMachine: searching what the URL says', () => {
  it('SEARCH-4: searches the URL params through searchList and shows the answer', async () => {
    const { calls, snapshot, respond, emitted } = start({ params: { ...lm3, brandId: 1 } })
    expect(resultsStatus(snapshot())).toBe('loading')
    expect(calls.map((call) => call.query)).toEqual([{ keyWord: 'LM3', page: 1, pageSize: 20, brandId: 1 }])
    await respond({ totalIsExact: false, total: 1760 })
    expect(resultsStatus(snapshot())).toBe('loaded')
    expect(resultsSummary(snapshot())).toEqual({ keyWord: 'LM3', total: 1760, totalIsExact: false, text: 'about 1,760 results' })
    expect(resultRows(snapshot()).map((row) => [row.model, row.matchLabel, row.href])).toEqual([
      ['LM324D', 'Starts with', '/product/lm324d-2056'],
      ['LM324N', 'Starts with', '/product/lm324n-14760'],
    ])
    expect(resultsFacets(snapshot())?.manufacturers).toEqual([{ id: 1, name: 'Texas Instruments', count: 40, selected: true }])
    expect(resultsPagination(snapshot())?.pageCount).toBe(88)
    expect(emitted).toEqual([])
  })

  it('SEARCH-1: an empty keyword searches nothing', () => {
    const { calls, snapshot } = start({ params: defaultResultsParams('') })
    expect(resultsStatus(snapshot())).toBe('blank')
    expect(calls).toEqual([])
  })

  it('waits idle without params, then searches the first synced ones', async () => {
    const { actor, calls, snapshot, respond } = start()
    expect(resultsStatus(snapshot())).toBe('idle')
    expect(resultsParams(snapshot())).toBeNull()
    actor.send({ type: 'results.sync', params: lm3 })
    expect(calls).toHaveLength(1)
    await respond()
    expect(isShowing(snapshot(), lm3)).toBe(true)
    expect(isShowing(snapshot(), { ...lm3, page: 2 })).toBe(false)
  })

  it('SEARCH-4: restores the answer the server rendered without asking again, then syncs of it change nothing', () => {
    const { actor, calls, snapshot } = start()
    actor.send({ type: 'results.restore', params: lm3, result: answer(searchListQuery(lm3)) })
    expect(resultsStatus(snapshot())).toBe('loaded')
    expect(isShowing(snapshot(), lm3)).toBe(true)
    expect(resultRows(snapshot()).map((row) => row.model)).toEqual(['LM324D', 'LM324N'])
    actor.send({ type: 'results.sync', params: { ...lm3 } })
    expect(calls).toEqual([])
    expect(resultsStatus(snapshot())).toBe('loaded')
  })

  it('SEARCH-4: the restored view the server renders from reads as the actor does once it takes the same answer', () => {
    const { actor, snapshot } = start()
    const result = answer(searchListQuery(lm3))
    actor.send({ type: 'results.restore', params: lm3, result })
    const restored = restoredResults(lm3, result)
    for (const select of [resultsStatus, resultsParams, resultsSummary, resultRows, resultsFacets, resultsPagination, resultsError] as const) {
      expect(select(restored)).toEqual(select(snapshot()))
    }
    expect(isShowing(restored, lm3)).toBe(true)
    expect(isShowing(restored, { ...lm3, page: 2 })).toBe(false)
  })

  it("issue 29: the answer's parametric part is the page's when confined to the category asked for, or, with none asked for, to the one its results all fall in", () => {
    const parametric = { categoryId: 301 as never, attributeList: 'chip-resistors', facets: [], productValues: {} }
    const chosen = { ...lm3, categoryId: 301 }
    const byCategory = answer(searchListQuery(chosen), { parametric: { ...parametric, confinedBy: 'categoryId' } })
    const byResults = answer(searchListQuery(lm3), { parametric: { ...parametric, confinedBy: 'results' } })
    expect(resultsParametric(restoredResults(chosen, byCategory))).toEqual(byCategory.parametric)
    expect(resultsParametric(restoredResults(lm3, byResults))).toEqual(byResults.parametric)
    // Not a chosen category's answer shown for another, nor a results-confined one for a category chosen.
    expect(resultsParametric(restoredResults({ ...lm3, categoryId: 302 }, byCategory))).toBeNull()
    expect(resultsParametric(restoredResults(lm3, byCategory))).toBeNull()
    expect(resultsParametric(restoredResults(lm3, answer(searchListQuery(lm3))))).toBeNull()
    // Drawn for the URL while the next answer loads: not for another category chosen (its panel would send this
    // category's terms with that one's id), still for this category with other filters, or once a filter names the
    // category the results fell in.
    const shown = restoredResults(chosen, byCategory)
    expect(resultsParametric(shown, { ...chosen, categoryId: 302 })).toBeNull()
    expect(resultsParametric(shown, { ...chosen, attributes: [['resistance', '10k']] })).toEqual(byCategory.parametric)
    expect(resultsParametric(restoredResults(lm3, byResults), { ...lm3, categoryId: 301, attributes: [['resistance', '10k']] })).toEqual(byResults.parametric)
  })

  it("the page draws the answer showing the URL's params, the server's until the actor shows them; while they load, the actor's of the same keyword", async () => {
    const { actor, snapshot, respond } = start()
    const server = restoredResults(lm3, answer(searchListQuery(lm3)))
    // The actor without these params yet: the server's answer is shown.
    expect(drawnResults(server, snapshot(), lm3)).toEqual({ shown: server, drawn: server })
    actor.send({ type: 'results.sync', params: lm3 })
    await respond()
    const loaded = snapshot()
    expect(drawnResults(server, loaded, lm3)).toEqual({ shown: loaded, drawn: loaded })
    // The buyer filters: the actor has the change before the URL does. For the URL's params nothing is shown,
    // and the actor's answer of the same keyword stays drawn.
    actor.send({ type: 'results.filter', filter: { inStock: true } })
    const changing = snapshot()
    expect(isShowing(changing, lm3)).toBe(false)
    expect(drawnResults(null, changing, lm3)).toEqual({ shown: null, drawn: changing })
    // Another keyword: nothing of it to draw.
    expect(drawnResults(null, changing, { ...lm3, keyWord: 'NE555' })).toEqual({ shown: null, drawn: null })
    expect(drawnResults(null, null, lm3)).toEqual({ shown: null, drawn: null })
  })

  it("issue 29: the manufacturer radios give way to a confined search's maker group, unless a maker is fixed by brandId", () => {
    const parametric = { categoryId: 301 as never, attributeList: 'chip-resistors', facets: [], productValues: {}, confinedBy: 'categoryId' as const }
    expect(showsMakerRadios(null, lm3)).toBe(true)
    expect(showsMakerRadios(parametric, { ...lm3, categoryId: 301 })).toBe(false)
    expect(showsMakerRadios(parametric, { ...lm3, categoryId: 301, brandId: 7 })).toBe(true)
  })

  it('a restore without a keyword is ignored', () => {
    const { actor, calls, snapshot } = start()
    actor.send({ type: 'results.restore', params: defaultResultsParams(''), result: answer(searchListQuery(lm3)) })
    expect(resultsStatus(snapshot())).toBe('idle')
    expect(calls).toEqual([])
  })

  it('the same params synced again (the router echoing a navigation) change nothing', async () => {
    const { actor, calls, snapshot, respond } = start({ params: lm3 })
    await respond()
    actor.send({ type: 'results.sync', params: { ...lm3 } })
    expect(calls).toHaveLength(1)
    expect(resultsStatus(snapshot())).toBe('loaded')
  })

  it('malformed sync params are ignored', () => {
    const { actor, calls } = start({ params: lm3 })
    for (const params of [null, {}, { ...lm3, page: 0 }, { ...lm3, sort: 'cheap' }, { ...lm3, brandId: -1 }]) {
      actor.send({ type: 'results.sync', params: params as never })
    }
    expect(calls).toHaveLength(1)
  })
})

describe('searchResultsMachine: the buyer changes page, filters and sort, and the URL follows', () => {
  it('a page change searches that page and navigates to its URL; the shown results stay while it loads', async () => {
    const { actor, calls, snapshot, respond, emitted } = start({ params: lm3 })
    await respond()
    actor.send({ type: 'results.page', page: 2 })
    expect(emitted).toEqual([{ type: 'navigate', to: '/so?keyWord=LM3&page=2' }])
    expect(calls.at(-1)?.query).toEqual({ keyWord: 'LM3', page: 2, pageSize: 20 })
    expect(resultsStatus(snapshot())).toBe('loading')
    expect(resultRows(snapshot())).toHaveLength(2)
    await respond({ list: [hit(9510, 'LM339N')] })
    expect(resultRows(snapshot()).map((row) => row.model)).toEqual(['LM339N'])
    expect(resultsPagination(snapshot())?.page).toBe(2)
  })

  it('a manufacturer, category or stock filter goes back to page 1; clearing it too', async () => {
    const { actor, calls, respond, emitted } = start({ params: { ...lm3, page: 3 } })
    await respond()
    actor.send({ type: 'results.filter', filter: { brandId: 1 } })
    await respond()
    actor.send({ type: 'results.filter', filter: { categoryId: 102, inStock: true } })
    await respond()
    actor.send({ type: 'results.filter', filter: { categoryId: null, brandId: null, inStock: false } })
    expect(emitted.map((event) => event.to)).toEqual([
      '/so?keyWord=LM3&brandId=1',
      '/so?keyWord=LM3&categoryId=102&brandId=1&inStock=true',
      '/so?keyWord=LM3',
    ])
    expect(calls.map((call) => call.query)).toEqual([
      { keyWord: 'LM3', page: 3, pageSize: 20 },
      { keyWord: 'LM3', page: 1, pageSize: 20, brandId: 1 },
      { keyWord: 'LM3', page: 1, pageSize: 20, categoryId: 102, brandId: 1, inStock: true },
      { keyWord: 'LM3', page: 1, pageSize: 20 },
    ])
  })

  it('a sort change goes back to page 1 and keeps the filters', async () => {
    const { actor, respond, emitted } = start({ params: { ...lm3, brandId: 1, page: 2 } })
    await respond()
    actor.send({ type: 'results.sort', sort: 'stock' })
    expect(emitted).toEqual([{ type: 'navigate', to: '/so?keyWord=LM3&brandId=1&sort=stock' }])
  })

  it('SEARCH-4: a quantity change keeps the page and the results, navigates to its URL, and searches nothing', async () => {
    const { actor, calls, respond, emitted } = start({ params: { ...lm3, page: 2 } })
    await respond()
    actor.send({ type: 'results.quantity', quantity: 250 })
    actor.send({ type: 'results.quantity', quantity: 250 })
    actor.send({ type: 'results.quantity', quantity: -1 })
    expect(emitted).toEqual([
      { type: 'navigate', to: '/so?keyWord=LM3&qty=250&page=2' },
      { type: 'navigate', to: '/so?keyWord=LM3&page=2' },
    ])
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true)
    actor.send({ type: 'results.sync', params: { ...lm3, page: 2, quantity: null } })
    expect(calls).toHaveLength(1)
  })

  it('SEARCH-4: a package filter goes back to page 1, is in the URL and the query, and clears with the others (issue 15)', async () => {
    const { actor, calls, respond, emitted } = start({ params: { ...lm3, page: 2 } })
    await respond()
    actor.send({ type: 'results.filter', filter: { packageName: 'SOIC-8' } })
    await respond()
    actor.send({ type: 'results.filter', filter: { packageName: 'bad\u0000' } })
    actor.send({ type: 'results.filter', filter: { categoryId: null, brandId: null, packageName: null, inStock: false } })
    expect(emitted.map((event) => event.to)).toEqual(['/so?keyWord=LM3&package=SOIC-8', '/so?keyWord=LM3'])
    expect(calls.map((call) => call.query)).toEqual([
      { keyWord: 'LM3', page: 2, pageSize: 20 },
      { keyWord: 'LM3', page: 1, pageSize: 20, package: 'SOIC-8' },
      { keyWord: 'LM3', page: 1, pageSize: 20 },
    ])
  })

  it('SEARCH-4: sorted by price, a quantity change searches again at that quantity (issue 15)', async () => {
    const { actor, calls, respond, emitted, snapshot } = start({ params: { ...lm3, sort: 'price' } })
    await respond()
    actor.send({ type: 'results.quantity', quantity: 250 })
    expect(emitted).toEqual([{ type: 'navigate', to: '/so?keyWord=LM3&sort=price&qty=250' }])
    expect(resultsStatus(snapshot())).toBe('loading')
    expect(calls.at(-1)?.query).toEqual({ keyWord: 'LM3', page: 1, pageSize: 20, sort: 'price', qty: 250 })
    await respond()
    actor.send({ type: 'results.sort', sort: 'stock' })
    expect(calls.at(-1)?.query).toEqual({ keyWord: 'LM3', page: 1, pageSize: 20, sort: 'stock' })
  })

  it('no change, or a malformed one, neither searches nor navigates', async () => {
    const { actor, calls, respond, emitted } = start({ params: { ...lm3, brandId: 1 } })
    await respond()
    for (const event of [
      { type: 'results.page', page: 1 },
      { type: 'results.page', page: 0 },
      { type: 'results.page', page: 1.5 },
      { type: 'results.page', page: '2' },
      { type: 'results.sort', sort: 'relevance' },
      { type: 'results.sort', sort: 'cheapest' },
      { type: 'results.filter', filter: { brandId: 1 } },
      { type: 'results.filter', filter: { brandId: 'TI' } },
      { type: 'results.filter', filter: null },
      { type: 'results.retry' },
    ]) {
      actor.send(event as never)
    }
    expect(calls).toHaveLength(1)
    expect(emitted).toEqual([])
  })

  it('the back button: the previous URL synced searches it again, without a new navigation', async () => {
    const { actor, calls, snapshot, respond, emitted } = start({ params: lm3 })
    await respond()
    actor.send({ type: 'results.page', page: 2 })
    await respond()
    actor.send({ type: 'results.sync', params: readResultsParams({ keyWord: 'LM3' }) })
    expect(calls.at(-1)?.query).toEqual({ keyWord: 'LM3', page: 1, pageSize: 20 })
    await respond()
    expect(resultsPagination(snapshot())?.page).toBe(1)
    expect(emitted).toHaveLength(1)
  })

  it('a change while loading restarts the search: the older answer is never shown', async () => {
    const { actor, calls, snapshot } = start({ params: lm3 })
    actor.send({ type: 'results.page', page: 2 })
    expect(calls).toHaveLength(2)
    calls[1]?.resolve(answer(calls[1].query, { list: [hit(2, 'NEWER')] }))
    calls[0]?.resolve(answer(calls[0].query, { list: [hit(1, 'OLDER')] }))
    await settle()
    expect(resultRows(snapshot()).map((row) => row.model)).toEqual(['NEWER'])
    expect(resultsParams(snapshot())?.page).toBe(2)
  })

  it('a new keyword drops the old results instead of dimming them', async () => {
    const { actor, snapshot, respond } = start({ params: lm3 })
    await respond()
    actor.send({ type: 'results.sync', params: defaultResultsParams('NE555') })
    expect(resultsStatus(snapshot())).toBe('loading')
    expect(resultRows(snapshot())).toEqual([])
    expect(resultsSummary(snapshot())).toBeNull()
  })

  it('SEARCH-1: a synced empty keyword shows the blank state and buyer changes do nothing there', async () => {
    const { actor, calls, snapshot, respond, emitted } = start({ params: lm3 })
    await respond()
    actor.send({ type: 'results.sync', params: defaultResultsParams('') })
    expect(resultsStatus(snapshot())).toBe('blank')
    actor.send({ type: 'results.page', page: 2 })
    actor.send({ type: 'results.sort', sort: 'price' })
    expect(calls).toHaveLength(1)
    expect(emitted).toEqual([])
  })
})

describe('searchResultsMachine: failures', () => {
  it("a server's refusal shows its message; retry searches again", async () => {
    const { actor, calls, snapshot, respond } = start({ params: lm3 })
    calls[0]?.reject(new ApiError({ kind: 'failure', endpoint: 'searchList', code: 429, message: 'Too many searches, wait a moment' }))
    await settle()
    expect(resultsStatus(snapshot())).toBe('failed')
    expect(resultsError(snapshot())).toBe('Too many searches, wait a moment')
    actor.send({ type: 'results.retry' })
    expect(resultsStatus(snapshot())).toBe('loading')
    expect(resultsError(snapshot())).toBeNull()
    expect(calls).toHaveLength(2)
    await respond()
    expect(resultsStatus(snapshot())).toBe('loaded')
  })

  it('no answer, or one the client found is not a search result, reads our own message', async () => {
    const offline = start({ params: lm3 })
    offline.calls[0]?.reject(new HttpError('network', 'Network error: Failed to fetch'))
    await settle()
    expect(resultsError(offline.snapshot())).toBe(SEARCH_FAILED_MESSAGE)

    const odd = start({ params: lm3 })
    odd.calls[0]?.reject(new ApiError({ kind: 'invalid-response', endpoint: 'searchList', message: 'The answer does not match the contract' }))
    await settle()
    expect(resultsStatus(odd.snapshot())).toBe('failed')
    expect(resultsError(odd.snapshot())).toBe(SEARCH_FAILED_MESSAGE)
  })

  it('a page change after a failure searches that page', async () => {
    const { actor, calls, snapshot, emitted } = start({ params: lm3 })
    calls[0]?.reject(new Error('boom'))
    await settle()
    actor.send({ type: 'results.page', page: 2 })
    expect(resultsStatus(snapshot())).toBe('loading')
    expect(emitted).toEqual([{ type: 'navigate', to: '/so?keyWord=LM3&page=2' }])
  })
})

// ---------------------------------------------------------------------------------------------------------
// The law the page relies on: after any run of buyer changes, syncs and answers, the URL last navigated to
// (or the one synced) reads back to the params searched, and the newest call asks exactly those.

const change = fc.oneof(
  fc.record({ type: fc.constant('results.page' as const), page: fc.integer({ min: 0, max: 6 }) }),
  fc.record({
    type: fc.constant('results.filter' as const),
    filter: fc.record(
      { categoryId: fc.option(fc.constantFrom(101, 102), { nil: null }), brandId: fc.option(fc.constantFrom(1, 3), { nil: null }), inStock: fc.boolean() },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ type: fc.constant('results.sort' as const), sort: fc.constantFrom('relevance' as const, 'stock' as const, 'price' as const) }),
  fc.record({ type: fc.constant('results.sync' as const), params: fc.constantFrom(lm3, { ...lm3, page: 2 }, defaultResultsParams('NE555')) }),
  fc.record({ type: fc.constant('results.retry' as const) }),
  fc.constantFrom('answer' as const, 'fail' as const),
)

describe('searchResultsMachine: the URL and the search agree', () => {
  test.prop([fc.array(change, { maxLength: 25 })])('any run keeps the URL, the params and the last call in step', async (steps) => {
    const { actor, calls, snapshot, emitted } = start({ params: lm3 })
    let url = resultsPath(lm3)
    for (const step of steps) {
      if (step === 'answer' || step === 'fail') {
        const call = calls.at(-1)
        if (step === 'answer') call?.resolve(answer(call.query))
        else call?.reject(new Error('offline'))
        await settle()
        continue
      }
      const before = emitted.length
      actor.send(step)
      if (step.type === 'results.sync') url = resultsPath(step.params)
      if (emitted.length > before) url = emitted.at(-1)?.to ?? url
      expect(emitted.length - before).toBeLessThanOrEqual(1)
    }
    const params = resultsParams(snapshot()) as SearchResultsParams
    expect(readResultsParams(queryOf(url))).toEqual(params)
    expect(calls.at(-1)?.query).toEqual(searchListQuery(params))
    if (resultsStatus(snapshot()) === 'loaded') expect(resultsPagination(snapshot())?.page).toBe(params.page)
  })
})

// ---------------------------------------------------------------------------------------------------------
// Events come from renderers: whatever they carry, the machine neither throws nor fails, and never navigates
// to a path its own rules would not read back.

const anyEvent = fc.record({
  type: fc.constantFrom('results.sync', 'results.page', 'results.filter', 'results.sort', 'results.retry', 'results.other', 'search.submit'),
  params: fc.oneof(fc.anything(), fc.constant(lm3), fc.constant(defaultResultsParams(''))),
  page: fc.oneof(fc.anything(), fc.integer({ min: -2, max: 5 })),
  filter: fc.oneof(fc.anything(), fc.record({ brandId: fc.oneof(fc.anything(), fc.nat()) }, { requiredKeys: [] })),
  sort: fc.oneof(fc.anything(), fc.constantFrom('relevance', 'stock', 'price')),
})

describe('searchResultsMachine: robustness', () => {
  test.prop([fc.array(fc.oneof(anyEvent, fc.constantFrom('answer' as const, 'junk' as const)), { maxLength: 30 })])(
    'any events and any answers: never fails, every navigation reads back to the params searched',
    async (steps) => {
      const { actor, calls, snapshot, emitted } = start({ params: lm3 })
      for (const step of steps) {
        const call = calls.at(-1)
        if (step === 'answer') call?.resolve(answer(call.query))
        else if (step === 'junk') call?.resolve({ list: null })
        else actor.send(step as never)
        await settle()
        expect(snapshot().status).toBe('active')
        const last = emitted.at(-1)
        if (last !== undefined) expect(resultsPath(readResultsParams(queryOf(last.to)))).toBe(last.to)
      }
    },
  )
})
