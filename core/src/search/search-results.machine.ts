import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import type { SearchResult } from '../contract/search.ts'
import {
  isResultsFilter,
  isResultsParams,
  isSearchSort,
  keepsResult,
  resultsPath,
  sameResultsParams,
  searchListQuery,
  withFilter,
  withPage,
  withQuantity,
  withSort,
} from './search-results.rules.ts'
import type {
  SearchListInput,
  SearchResultsContext,
  SearchResultsEmitted,
  SearchResultsEvent,
  SearchResultsInput,
  SearchResultsParams,
} from './search-results.types.ts'

/** What the page says when a search fails without a message of the server's. */
export const SEARCH_FAILED_MESSAGE = 'The search could not be completed. Please try again.'


/** Whether there is something to search: params with a keyword (SEARCH-1: an empty one searches nothing). */
function searchable(params: SearchResultsParams | null): params is SearchResultsParams {
  return params !== null && params.keyWord !== ''
}

/**
 * The search results page (`/so`, SEARCH-2, SEARCH-4): searches what the URL says and keeps the URL saying
 * what is shown.
 *
 * - The URL is the source of truth. `results.sync` brings its params (the page opened, back or forward, a
 *   link): they are searched unless they are what is already asked for. A buyer's change (`results.page`,
 *   `results.filter`, `results.sort`) searches the new params at once and emits a `navigate` to their path
 *   (`resultsPath`), so the history gets an entry and the back button returns to the previous results; the
 *   router's echo of that navigation arrives as a `results.sync` of the same params and changes nothing.
 * - A change while a search runs restarts it: the old answer is dropped with its actor, never shown late.
 * - An empty keyword searches nothing (`blank`, SEARCH-1: "no search").
 * - `searchList` is the invoked call the composition root provides from the typed client (`GET
 *   /api/search/list`); the default fails. A failure keeps its message for the page and waits for
 *   `results.retry`.
 *
 * Tags: `loading`, `loaded`, `failed`, `blank`. The selectors at the bottom give the page its words.
 */
export const searchResultsMachine = setup({
  types: {
    // Every key of the input is optional, so the linter sees `{}` as already one; the type must still be given.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SearchResultsInput,
    context: {} as SearchResultsContext,
    events: {} as SearchResultsEvent,
    emitted: {} as SearchResultsEmitted,
    tags: {} as 'loading' | 'loaded' | 'failed' | 'blank',
  },
  actors: {
    /** SEARCH-4: `GET /api/search/list` (`searchList`). */
    searchList: fromPromise<SearchResult, SearchListInput>(() =>
      Promise.reject(new Error('searchResults: provide searchList with machine.provide({ actors })')),
    ),
  },
  guards: {
    hasKeyword: ({ context }) => searchable(context.params),
    hasParams: ({ context }) => context.params !== null,
    isNewParams: ({ context, event }) => {
      assertEvent(event, 'results.sync')
      return isResultsParams(event.params) && (context.params === null || !sameResultsParams(context.params, event.params))
    },
    isNewSearchableParams: ({ context, event }) => {
      assertEvent(event, 'results.sync')
      return (
        isResultsParams(event.params) &&
        event.params.keyWord !== '' &&
        (context.params === null || !sameResultsParams(context.params, event.params))
      )
    },
    isRestorable: ({ context, event }) => {
      assertEvent(event, 'results.restore')
      return (
        isResultsParams(event.params) &&
        event.params.keyWord !== '' &&
        // The answer the server rendered came through the client, which decoded it with the contract: not
        // checked a second time here (issue 13: no effect Schema on a page's first load).
        (context.params === null || !sameResultsParams(context.params, event.params) || context.result === null)
      )
    },
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'results.page')
      const { page } = event
      return searchable(context.params) && typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 && page !== context.params.page
    },
    isFilterChange: ({ context, event }) => {
      assertEvent(event, 'results.filter')
      return searchable(context.params) && isResultsFilter(event.filter) && !sameResultsParams(withPage(context.params, 1), withFilter(context.params, event.filter))
    },
    isSortChange: ({ context, event }) => {
      assertEvent(event, 'results.sort')
      return searchable(context.params) && isSearchSort(event.sort) && event.sort !== context.params.sort
    },
    isQuantityChange: ({ context, event }) => {
      assertEvent(event, 'results.quantity')
      return searchable(context.params) && !sameResultsParams(context.params, withQuantity(context.params, event.quantity))
    },
    isPriceSorted: ({ context }) => context.params?.sort === 'price',
  },
  actions: {
    takeSynced: assign(({ context, event }) => {
      assertEvent(event, 'results.sync')
      return { params: event.params, result: keepsResult(context.params, event.params) ? context.result : null, error: null }
    }),
    takeRestored: assign(({ event }) => {
      assertEvent(event, 'results.restore')
      return { params: event.params, result: event.result, error: null }
    }),
    takePage: assign({
      params: ({ context, event }) => {
        assertEvent(event, 'results.page')
        return withPage(context.params as SearchResultsParams, event.page)
      },
    }),
    takeFilter: assign({
      params: ({ context, event }) => {
        assertEvent(event, 'results.filter')
        return withFilter(context.params as SearchResultsParams, event.filter)
      },
    }),
    takeSort: assign({
      params: ({ context, event }) => {
        assertEvent(event, 'results.sort')
        return withSort(context.params as SearchResultsParams, event.sort)
      },
    }),
    takeQuantity: assign({
      params: ({ context, event }) => {
        assertEvent(event, 'results.quantity')
        return withQuantity(context.params as SearchResultsParams, event.quantity)
      },
    }),
    navigateToParams: emit(({ context }) => ({
      type: 'navigate' as const,
      to: resultsPath(context.params as SearchResultsParams),
    })),
    clearError: assign({ error: null }),
    takeResult: assign((_, params: { readonly output: unknown }) => ({ result: params.output as SearchResult, error: null })),
    takeFailure: assign((_, params: { readonly error: unknown }) => ({ error: searchFailureMessage(params.error) })),
  },
}).createMachine({
  id: 'searchResults',
  context: ({ input }) => ({
    params: isResultsParams(input?.params) ? input.params : null,
    result: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    'results.sync': [
      { guard: 'isNewSearchableParams', target: '.loading', actions: 'takeSynced' },
      { guard: 'isNewParams', target: '.blank', actions: 'takeSynced' },
    ],
    'results.restore': { guard: 'isRestorable', target: '.loaded', actions: 'takeRestored' },
    // A target below the root is entered anew even when active: a change while loading restarts the call.
    'results.page': { guard: 'isOtherPage', target: '.loading', actions: ['takePage', 'navigateToParams'] },
    'results.filter': { guard: 'isFilterChange', target: '.loading', actions: ['takeFilter', 'navigateToParams'] },
    'results.sort': { guard: 'isSortChange', target: '.loading', actions: ['takeSort', 'navigateToParams'] },
    // Pricing at another quantity needs no new search (the rows are priced in the browser from their ladders)
    // unless the rows are sorted by that price (issue 15): then the order is the server's to give again.
    'results.quantity': [
      { guard: and(['isQuantityChange', 'isPriceSorted']), target: '.loading', actions: ['takeQuantity', 'navigateToParams'] },
      { guard: 'isQuantityChange', actions: ['takeQuantity', 'navigateToParams'] },
    ],
  },
  states: {
    idle: {
      always: [{ guard: 'hasKeyword', target: 'loading' }, { guard: 'hasParams', target: 'blank' }],
    },
    blank: {
      tags: ['blank'],
    },
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        id: 'searchList',
        src: 'searchList',
        input: ({ context }) => searchListQuery(context.params as SearchResultsParams),
        // The client decoded the answer with the contract: one that is not a search result rejects there
        // (an `invalid-response` ApiError), so it arrives here as an error.
        onDone: { target: 'loaded', actions: { type: 'takeResult', params: ({ event }) => ({ output: event.output }) } },
        onError: { target: 'failed', actions: { type: 'takeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      tags: ['loaded'],
    },
    failed: {
      tags: ['failed'],
      on: { 'results.retry': 'loading' },
    },
  },
})

/**
 * The message a failed search shows: the server's own for an answer that is not success (a keyword too long:
 * API-4) or a query the contract refused before sending; otherwise (no answer, an unreadable one) ours.
 */
export function searchFailureMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return SEARCH_FAILED_MESSAGE
  const { _tag, kind, message } = error as { _tag?: unknown; kind?: unknown; message?: unknown }
  const fromServer = _tag === 'ApiError' && (kind === 'failure' || kind === 'invalid-request')
  return fromServer && typeof message === 'string' && message.trim() !== '' ? message : SEARCH_FAILED_MESSAGE
}
