import { SIDEBAR_DRAWER_WIDTH_PX } from '../constants.ts'
import type { DrawerList } from '../effects/effects.types.ts'

/** Spec §3: the storage key of the drawer's active list (`sidebarParams`). */
export const SIDEBAR_PARAMS_KEY = 'sidebarParams'

/** SIDE-1: the drawer's width in CSS pixels. */
export const DRAWER_WIDTH_PX = SIDEBAR_DRAWER_WIDTH_PX

/** SIDE-3: the text of an empty drawer. */
export const DRAWER_EMPTY_TEXT = 'no data'

/** SIDE-1: the six sidebar entries. */
export type SidebarEntryId = 'account' | DrawerList | 'order' | 'contact'

/** SIDE-1: an entry that opens the drawer on a list, or one that navigates. */
export type SidebarEntry =
  | { readonly id: DrawerList; readonly label: string; readonly kind: 'drawer' }
  | { readonly id: Exclude<SidebarEntryId, DrawerList>; readonly label: string; readonly kind: 'link'; readonly to: string }

/** SIDE-1: the six entries, in order. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { id: 'account', label: 'Account Center', kind: 'link', to: '/member/information' },
  { id: 'cart', label: 'Shopping Cart', kind: 'drawer' },
  { id: 'rfq', label: 'RFQ List', kind: 'drawer' },
  { id: 'order', label: 'Order List', kind: 'link', to: '/member/order' },
  { id: 'contact', label: 'Contact', kind: 'link', to: '/contactus' },
  { id: 'favourite', label: 'Favourite', kind: 'drawer' },
]

/** SIDE-1: the entry with `id`, or `undefined` for anything else. */
export function sidebarEntry(id: unknown): SidebarEntry | undefined {
  return SIDEBAR_ENTRIES.find((entry) => entry.id === id)
}

/** SIDE-1: whether `value` names a drawer list. */
export function isDrawerList(value: unknown): value is DrawerList {
  return value === 'cart' || value === 'rfq' || value === 'favourite'
}

/** Spec §3: the stored active list (`sidebarParams`), or `null` when absent or unknown. */
export function parseSidebarParams(stored: string | null | undefined): DrawerList | null {
  return isDrawerList(stored) ? stored : null
}

/** SIDE-3: the drawer's name for a list (the entry's label). */
export function drawerName(list: DrawerList): string {
  return sidebarEntry(list)?.label ?? list
}

/** SIDE-3: the drawer header, `{name} ( {n} Items )`. */
export function drawerHeader(list: DrawerList, count: number): string {
  return `${drawerName(list)} ( ${count} Items )`
}

/** SIDE-3: `no data` for an empty list, else `null` (the rows show). */
export function drawerEmptyText(count: number): string | null {
  return count === 0 ? DRAWER_EMPTY_TEXT : null
}

/** SIDE-4: the drawer's button: `Check` → `/cart` for the cart, `Submit` → `/cart/reserve` for the RFQ list. */
export function drawerButton(list: DrawerList): { readonly label: string; readonly to: string } | null {
  if (list === 'cart') return { label: 'Check', to: '/cart' }
  if (list === 'rfq') return { label: 'Submit', to: '/cart/reserve' }
  return null
}
