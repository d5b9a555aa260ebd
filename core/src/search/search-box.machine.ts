import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { SEARCH_HISTORY_HIDE_DELAY_MS } from '../constants.ts'
import {
  EMPTY_KEYWORD_WARNING,
  SEARCH_HISTORY_KEY,
  addToHistory,
  checkKeyword,
  moveActive,
  parseHistory,
  searchPath,
  serializeHistory,
} from './search.rules.ts'
import type { SearchBoxContext, SearchBoxEmitted, SearchBoxEvent, SearchBoxInput } from './search-box.types.ts'
import { pickTrending, type TrendingPart } from './trending.rules.ts'

/**
 * The header search box (SEARCH-1, SEARCH-2, SEARCH-3, SEARCH-5): the typed text, the search history
 * dropdown, and the TRENDING NOW parts.
 *
 * Outside world: the saved history comes in as `input.stored`; everything outward is emitted (see
 * `effects.types.ts`): the empty-keyword warning as `toast`, the history as `persist` (local storage,
 * `searchList`), the results page as `navigate`. Trending parts come from `input.trending`, replaced by the
 * `loadTrending` actor's answer when the composition root provides one (`machine.provide`); the default
 * answers nothing and changes nothing.
 *
 * Tag `historyVisible` while the dropdown shows (including the 300 ms after blur, so a click on an entry
 * still lands). While it is open the arrow keys highlight an entry (`search.move`, `activeHistoryIndex`), Enter
 * searches the highlighted one and Esc closes it (`search.dismiss`): the WAI-ARIA combobox keys. `snapshot.can({ type: 'search.focus' })` is false when focusing would show nothing.
 */
export const searchBoxMachine = setup({
  types: {
    input: {} as SearchBoxInput,
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    emitted: {} as SearchBoxEmitted,
    tags: {} as 'historyVisible',
  },
  actors: {
    /**
     * SEARCH-5: the server's trending parts (a later issue supplies it). Answers `null` for "none known";
     * anything that is not a list is ignored.
     */
    loadTrending: fromPromise<readonly TrendingPart[] | null>(() => Promise.resolve(null)),
  },
  guards: {
    isText: ({ event }) => {
      assertEvent(event, 'search.type')
      return typeof event.text === 'string'
    },
    isEmptyKeyword: ({ context }) => !checkKeyword(context.text).ok,
    isPickable: ({ event }) => {
      assertEvent(event, 'search.pick')
      return typeof event.keyword === 'string' && checkKeyword(event.keyword).ok
    },
    hasHistory: ({ context }) => context.history.length > 0,
    hasActive: ({ context }) => context.active !== null && context.history[context.active] !== undefined,
  },
  actions: {
    setText: assign({
      text: ({ event }) => {
        assertEvent(event, 'search.type')
        return event.text
      },
      active: null,
    }),
    moveActive: assign({
      active: ({ context, event }) => {
        assertEvent(event, 'search.move')
        return moveActive(context.active, context.history.length, event.direction)
      },
    }),
    clearActive: assign({ active: null }),
    takeActive: assign({ text: ({ context }) => (context.active === null ? context.text : (context.history[context.active] ?? context.text)) }),
    takePicked: assign({
      text: ({ event }) => {
        assertEvent(event, 'search.pick')
        return event.keyword.trim()
      },
    }),
    warnEmptyKeyword: emit({ type: 'toast', toast: { type: 'warning', message: EMPTY_KEYWORD_WARNING } } as const),
    rememberKeyword: assign({
      history: ({ context }) => addToHistory(context.history, context.text),
    }),
    clearHistory: assign({ history: [] }),
    persistHistory: emit(({ context }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: SEARCH_HISTORY_KEY,
      value: serializeHistory(context.history),
    })),
    navigateToResults: emit(({ context }) => ({ type: 'navigate' as const, to: searchPath(context.text.trim()) })),
    setTrending: assign({
      trending: ({ context }, params: { readonly output: unknown }) => pickTrending(params.output) ?? context.trending,
    }),
  },
  delays: {
    /** SEARCH-3: the history stays this long after blur. */
    historyHideDelay: SEARCH_HISTORY_HIDE_DELAY_MS,
  },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({
    text: '',
    history: parseHistory(input.stored),
    trending: pickTrending(input.trending) ?? [],
    active: null,
  }),
  invoke: {
    id: 'loadTrending',
    src: 'loadTrending',
    onDone: { actions: { type: 'setTrending', params: ({ event }) => ({ output: event.output }) } },
    // SEARCH-5: a failed load keeps the parts the box started with.
    onError: {},
  },
  on: {
    'search.type': { guard: 'isText', actions: 'setText' },
    'search.submit': [
      {
        guard: 'hasActive',
        target: '.closed',
        actions: ['takeActive', 'rememberKeyword', 'persistHistory', 'navigateToResults'],
      },
      { guard: 'isEmptyKeyword', actions: 'warnEmptyKeyword' },
      { target: '.closed', actions: ['rememberKeyword', 'persistHistory', 'navigateToResults'] },
    ],
    'search.pick': {
      guard: 'isPickable',
      target: '.closed',
      actions: ['takePicked', 'rememberKeyword', 'persistHistory', 'navigateToResults'],
    },
    'search.clearAll': { target: '.closed', actions: ['clearHistory', 'persistHistory'] },
  },
  initial: 'closed',
  states: {
    closed: {
      entry: 'clearActive',
      on: {
        'search.focus': { guard: 'hasHistory', target: 'open' },
        'search.move': { guard: 'hasHistory', target: 'open', actions: 'moveActive' },
      },
    },
    open: {
      tags: ['historyVisible'],
      on: {
        'search.blur': 'closing',
        'search.move': { actions: 'moveActive' },
        'search.dismiss': 'closed',
      },
    },
    closing: {
      tags: ['historyVisible'],
      after: { historyHideDelay: 'closed' },
      on: { 'search.focus': 'open', 'search.dismiss': 'closed' },
    },
  },
})
