import { assertEvent, assign, emit, not, setup } from 'xstate'
import {
  COMPARE_LIST_KEY,
  addToCompare,
  isProductId,
  parseCompareList,
  removeFromCompare,
  serializeCompareList,
} from './compare.rules.ts'
import type { CompareContext, CompareEmitted, CompareEvent, CompareInput } from './compare.types.ts'

/**
 * The compare list (issue 29): the parts a buyer ticked in listings, kept locally, at most `COMPARE_LIMIT`.
 *
 * Outside world: the stored `compareList` comes in as `input`; every change is emitted as `persist` (local,
 * `compareList`), so the list survives navigation and reload. A tick past the limit changes nothing, keeps
 * why in `refusal` (the tick box says it beside itself) and emits a warning toast: never silently.
 */
export const compareMachine = setup({
  types: {
    input: {} as CompareInput,
    context: {} as CompareContext,
    events: {} as CompareEvent,
    emitted: {} as CompareEmitted,
  },
  guards: {
    // Events come from renderers: an id that is not a product id changes nothing (machines.robustness.test.ts).
    isId: ({ event }) => {
      assertEvent(event, ['compare.toggle', 'compare.remove'])
      return isProductId(event.id)
    },
    isIdList: ({ event }) => {
      assertEvent(event, 'compare.open')
      return Array.isArray(event.ids)
    },
    isTicked: ({ context, event }) => {
      assertEvent(event, 'compare.toggle')
      return context.list.includes(event.id)
    },
    isRefused: ({ context, event }) => {
      assertEvent(event, 'compare.toggle')
      return !addToCompare(context.list, event.id).ok
    },
  },
  actions: {
    add: assign(({ context, event }) => {
      assertEvent(event, 'compare.toggle')
      return { list: addToCompare(context.list, event.id).list, refusal: null }
    }),
    untick: assign(({ context, event }) => {
      assertEvent(event, 'compare.toggle')
      return { list: removeFromCompare(context.list, event.id), refusal: null }
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'compare.remove')
      return { list: removeFromCompare(context.list, event.id), refusal: null }
    }),
    open: assign(({ event }) => {
      assertEvent(event, 'compare.open')
      // Read as a stored list is: ids only, each once, at most four.
      return { list: parseCompareList(JSON.stringify(event.ids)), refusal: null }
    }),
    clear: assign({ list: () => [], refusal: () => null }),
    refuse: assign(({ context, event }) => {
      assertEvent(event, 'compare.toggle')
      const added = addToCompare(context.list, event.id)
      return { refusal: added.ok ? null : added.message }
    }),
    toastRefusal: emit(({ context }) => ({
      type: 'toast' as const,
      toast: { type: 'warning' as const, message: context.refusal ?? '' },
    })),
    persist: emit(({ context }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: COMPARE_LIST_KEY,
      value: serializeCompareList(context.list),
    })),
  },
}).createMachine({
  id: 'compare',
  context: ({ input }) => ({ list: parseCompareList(input.stored), refusal: null }),
  on: {
    'compare.toggle': [
      { guard: not('isId') },
      { guard: 'isTicked', actions: ['untick', 'persist'] },
      { guard: 'isRefused', actions: ['refuse', 'toastRefusal'] },
      { actions: ['add', 'persist'] },
    ],
    'compare.remove': { guard: 'isId', actions: ['remove', 'persist'] },
    'compare.open': { guard: 'isIdList', actions: ['open', 'persist'] },
    'compare.clear': { actions: ['clear', 'persist'] },
  },
})
