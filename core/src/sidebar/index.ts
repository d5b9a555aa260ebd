/** The sidebar: six entries, the 270 px drawer on Cart / RFQ / Favourite, its header and button (SIDE-1..4). */
export {
  DRAWER_EMPTY_TEXT,
  DRAWER_WIDTH_PX,
  SIDEBAR_ENTRIES,
  SIDEBAR_PARAMS_KEY,
  drawerButton,
  drawerEmptyText,
  drawerHeader,
  drawerName,
  isDrawerList,
  parseSidebarParams,
  sidebarEntry,
  type SidebarEntry,
  type SidebarEntryId,
} from './sidebar.rules.ts'
export { sidebarMachine } from './sidebar.machine.ts'
export { drawerAction, drawerEmpty, drawerHeaderText, drawerWidth, openDrawer } from './sidebar.selectors.ts'
export type {
  SidebarCloseEvent,
  SidebarContext,
  SidebarEmitted,
  SidebarEvent,
  SidebarInput,
  SidebarProceedEvent,
  SidebarSelectEvent,
} from './sidebar.types.ts'
