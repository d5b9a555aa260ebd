import { assertEvent, assign, emit, setup } from 'xstate'
import { crossesBreakpoint, isPastHeader, isScrollOffset, isWidth, modeForWidth, searchBarChange } from './layout.rules.ts'
import type { LayoutContext, LayoutEmitted, LayoutEvent, LayoutInput, LayoutTag } from './layout.types.ts'

/**
 * The page layout (SHELL-2, SHELL-4). Two regions:
 * - `mode`: the layout the page was built for, mobile (below 768 px) or desktop. A resize that crosses
 *   768 px away from it asks for a reload, once: after that, further resizes wait for the reload (even one
 *   back across the boundary, as a reload cannot be taken back). A resize on the same side does nothing.
 * - `scroll`: the header is fixed and the back-to-top button shown from 44 px of scroll.
 * - `searchBar`: the mobile header's search bar hides while scrolling down past 44 px and shows on scrolling
 *   up (SHELL-3, `searchBarChange`).
 *
 * Outside world: the first measurement comes in as `input`; the reload goes out as an emitted `reload`
 * (see `effects.types.ts`).
 *
 * Tags: `mobile` | `desktop` (the layout built), `headerFixed` and `backToTop` (from 44 px), `searchBarHidden`,
 * `reloading`.
 */
export const layoutMachine = setup({
  types: {
    input: {} as LayoutInput,
    context: {} as LayoutContext,
    events: {} as LayoutEvent,
    emitted: {} as LayoutEmitted,
    tags: {} as LayoutTag,
  },
  guards: {
    startsMobile: ({ context }) => context.initialWidth !== null && modeForWidth(context.initialWidth) === 'mobile',
    startsScrolled: ({ context }) => isPastHeader(context.initialScrollY),
    isPastHeader: ({ event }) => {
      assertEvent(event, 'layout.scroll')
      return isScrollOffset(event.y) && isPastHeader(event.y)
    },
    isAtTop: ({ event }) => {
      assertEvent(event, 'layout.scroll')
      return isScrollOffset(event.y) && !isPastHeader(event.y)
    },
    hidesSearchBar: ({ context, event }) => {
      assertEvent(event, 'layout.scroll')
      return isScrollOffset(event.y) && searchBarChange(context.lastScrollY, event.y) === 'hide'
    },
    showsSearchBar: ({ context, event }) => {
      assertEvent(event, 'layout.scroll')
      return isScrollOffset(event.y) && searchBarChange(context.lastScrollY, event.y) === 'show'
    },
    leavesMobile: ({ event }) => {
      assertEvent(event, 'layout.resize')
      return isWidth(event.width) && crossesBreakpoint('mobile', event.width)
    },
    leavesDesktop: ({ event }) => {
      assertEvent(event, 'layout.resize')
      return isWidth(event.width) && crossesBreakpoint('desktop', event.width)
    },
  },
  actions: {
    requestReload: emit({ type: 'reload' } as const),
    rememberScroll: assign({
      lastScrollY: ({ context, event }) => {
        assertEvent(event, 'layout.scroll')
        return isScrollOffset(event.y) ? event.y : context.lastScrollY
      },
    }),
  },
}).createMachine({
  id: 'layout',
  context: ({ input }) => {
    const initialScrollY = isScrollOffset(input.scrollY) ? input.scrollY : 0
    return { initialWidth: isWidth(input.width) ? input.width : null, initialScrollY, lastScrollY: initialScrollY }
  },
  type: 'parallel',
  states: {
    mode: {
      initial: 'measuring',
      states: {
        measuring: {
          always: [{ guard: 'startsMobile', target: 'mobile' }, { target: 'desktop' }],
        },
        mobile: {
          tags: ['mobile'],
          initial: 'steady',
          states: {
            steady: {
              on: { 'layout.resize': { guard: 'leavesMobile', target: 'reloading', actions: 'requestReload' } },
            },
            reloading: { tags: ['reloading'] },
          },
        },
        desktop: {
          tags: ['desktop'],
          initial: 'steady',
          states: {
            steady: {
              on: { 'layout.resize': { guard: 'leavesDesktop', target: 'reloading', actions: 'requestReload' } },
            },
            reloading: { tags: ['reloading'] },
          },
        },
      },
    },
    scroll: {
      initial: 'measuring',
      states: {
        measuring: {
          always: [{ guard: 'startsScrolled', target: 'scrolled' }, { target: 'top' }],
        },
        top: {
          on: { 'layout.scroll': { guard: 'isPastHeader', target: 'scrolled' } },
        },
        scrolled: {
          tags: ['headerFixed', 'backToTop'],
          on: { 'layout.scroll': { guard: 'isAtTop', target: 'top' } },
        },
      },
    },
    // The guards compare with the offset before this scroll: XState picks every region's transitions before any
    // action runs, so `rememberScroll` (its own region) keeps this offset only afterwards.
    searchBar: {
      initial: 'shown',
      states: {
        shown: {
          on: { 'layout.scroll': { guard: 'hidesSearchBar', target: 'hidden' } },
        },
        hidden: {
          tags: ['searchBarHidden'],
          on: { 'layout.scroll': { guard: 'showsSearchBar', target: 'shown' } },
        },
      },
    },
    lastScroll: {
      on: { 'layout.scroll': { actions: 'rememberScroll' } },
    },
  },
})
