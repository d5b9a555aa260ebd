import type { DrawerList } from '../effects/effects.types.ts'
import { DRAWER_WIDTH_PX, drawerButton, drawerEmptyText, drawerHeader } from './sidebar.rules.ts'
import type { SidebarContext } from './sidebar.types.ts'

/**
 * What the sidebar shows, read from any snapshot of its machine (`sidebar.machine.ts`). Kept apart from the
 * machine so a renderer can import them without XState or the machine (issue 13: the first load).
 */

/** What the selectors read: any snapshot of the sidebar. */
interface SidebarSnapshotLike {
  readonly context: SidebarContext
  hasTag(tag: 'drawerOpen'): boolean
}

/** SIDE-1: the list the drawer shows while open, else `null`. */
export function openDrawer(snapshot: SidebarSnapshotLike): DrawerList | null {
  return snapshot.hasTag('drawerOpen') ? snapshot.context.active : null
}

/** SIDE-1: the drawer's width in CSS pixels. */
export function drawerWidth(): number {
  return DRAWER_WIDTH_PX
}

/** SIDE-3: the open drawer's header for a list of `count` rows, `{name} ( {n} Items )`; `null` when closed. */
export function drawerHeaderText(snapshot: SidebarSnapshotLike, count: number): string | null {
  const list = openDrawer(snapshot)
  return list === null ? null : drawerHeader(list, count)
}

/** SIDE-3: `no data` when the open drawer's list is empty, else `null`. */
export function drawerEmpty(snapshot: SidebarSnapshotLike, count: number): string | null {
  return openDrawer(snapshot) === null ? null : drawerEmptyText(count)
}

/** SIDE-4: the open drawer's button (`Check` → `/cart`, `Submit` → `/cart/reserve`), or `null`. */
export function drawerAction(snapshot: SidebarSnapshotLike): { readonly label: string; readonly to: string } | null {
  const list = openDrawer(snapshot)
  return list === null ? null : drawerButton(list)
}
