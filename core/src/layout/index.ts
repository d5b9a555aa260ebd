/** The page layout (SHELL-2, SHELL-4): machine and rules. */
export { layoutMachine } from './layout.machine.ts'
export {
  crossesBreakpoint,
  isPastHeader,
  isScrollOffset,
  isWidth,
  modeForWidth,
  searchBarChange,
  type LayoutMode,
  type SearchBarChange,
} from './layout.rules.ts'
export type {
  LayoutContext,
  LayoutEmitted,
  LayoutEvent,
  LayoutInput,
  LayoutResizeEvent,
  LayoutScrollEvent,
  LayoutTag,
} from './layout.types.ts'
