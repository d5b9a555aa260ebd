import { assign, emit, setup } from 'xstate'
import type { DrawerList } from '../effects/effects.types.ts'
import { SIDEBAR_PARAMS_KEY, drawerButton, isDrawerList, parseSidebarParams, sidebarEntry } from './sidebar.rules.ts'
import type { SidebarContext, SidebarEmitted, SidebarEvent, SidebarInput } from './sidebar.types.ts'

/** The list an event asks the drawer to show: a drawer entry clicked, or `sidebar.open`; else `null`. */
function requestedList(event: SidebarEvent): DrawerList | null {
  if (event.type === 'sidebar.select') return isDrawerList(event.entry) ? event.entry : null
  if (event.type === 'sidebar.open') return isDrawerList(event.list) ? event.list : null
  return null
}

/**
 * The sidebar (SIDE-1, SIDE-2, SIDE-4, CART-5): six entries; Shopping Cart, RFQ List and Favourite open the
 * 270 px drawer on their list, the others navigate; clicking the drawer's own entry while it is open does
 * nothing.
 *
 * Outside world: the stored `sidebarParams` comes in as `input.stored`; the active list is emitted as
 * `persist` (local, `sidebarParams`), pages as `navigate`. Other machines: opening the Shopping Cart emits
 * `cart.load` (CART-5), relayed to the cart; the RFQ machine's `sidebar.open { list: 'rfq' }` opens the
 * drawer (RFQ-2). The rows themselves belong to the cart, RFQ and favourites machines: the drawer's header
 * and empty text are pure selectors given the count (`drawerHeaderText`, `drawerEmpty`).
 *
 * Ours: the drawer starts closed on every page load (`sidebarPresent` is not persisted, spec §3); the list
 * last shown is remembered.
 *
 * Tag `drawerOpen` while the drawer shows.
 */
export const sidebarMachine = setup({
  types: {
    input: {} as SidebarInput,
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
    emitted: {} as SidebarEmitted,
    tags: {} as 'drawerOpen',
  },
  guards: {
    isLinkEntry: ({ event }) => event.type === 'sidebar.select' && sidebarEntry(event.entry)?.kind === 'link',
    isDrawerRequest: ({ event }) => requestedList(event) !== null,
    isActiveList: ({ context, event }) => requestedList(event) === context.active,
    isCartRequest: ({ event }) => requestedList(event) === 'cart',
    hasButton: ({ context }) => context.active !== null && drawerButton(context.active) !== null,
  },
  actions: {
    navigateToEntry: emit(({ event }) => {
      const entry = event.type === 'sidebar.select' ? sidebarEntry(event.entry) : undefined
      return { type: 'navigate' as const, to: entry?.kind === 'link' ? entry.to : '/' }
    }),
    setActive: assign({ active: ({ context, event }) => requestedList(event) ?? context.active }),
    persistActive: emit(({ context }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: SIDEBAR_PARAMS_KEY,
      value: context.active ?? '',
    })),
    loadCart: emit({ type: 'cart.load' } as const),
    navigateToButton: emit(({ context }) => ({
      type: 'navigate' as const,
      to: (context.active === null ? null : drawerButton(context.active))?.to ?? '/',
    })),
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ active: parseSidebarParams(input.stored) }),
  initial: 'closed',
  on: {
    'sidebar.select': { guard: 'isLinkEntry', actions: 'navigateToEntry' },
  },
  states: {
    closed: {
      on: {
        'sidebar.select': [
          { guard: 'isLinkEntry', actions: 'navigateToEntry' },
          { guard: 'isCartRequest', target: 'open', actions: ['setActive', 'persistActive', 'loadCart'] },
          { guard: 'isDrawerRequest', target: 'open', actions: ['setActive', 'persistActive'] },
        ],
        'sidebar.open': [
          { guard: 'isCartRequest', target: 'open', actions: ['setActive', 'persistActive', 'loadCart'] },
          { guard: 'isDrawerRequest', target: 'open', actions: ['setActive', 'persistActive'] },
        ],
      },
    },
    open: {
      tags: ['drawerOpen'],
      on: {
        'sidebar.select': [
          { guard: 'isLinkEntry', actions: 'navigateToEntry' },
          // SIDE-2: the active entry's click does nothing.
          { guard: 'isActiveList' },
          { guard: 'isCartRequest', actions: ['setActive', 'persistActive', 'loadCart'] },
          { guard: 'isDrawerRequest', actions: ['setActive', 'persistActive'] },
        ],
        'sidebar.open': [
          { guard: 'isActiveList' },
          { guard: 'isCartRequest', actions: ['setActive', 'persistActive', 'loadCart'] },
          { guard: 'isDrawerRequest', actions: ['setActive', 'persistActive'] },
        ],
        'sidebar.close': 'closed',
        'sidebar.proceed': { guard: 'hasButton', target: 'closed', actions: 'navigateToButton' },
      },
    },
  },
})
