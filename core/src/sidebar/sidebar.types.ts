import type { CartLoadEvent, DrawerList, NavigateEffect, PersistEffect, SidebarOpenEvent } from '../effects/effects.types.ts'
import type { SidebarEntryId } from './sidebar.rules.ts'

/** What the sidebar starts from. */
export interface SidebarInput {
  /** `StoragePort.getItem(SIDEBAR_PARAMS_KEY)` (`sidebarParams`): the list last shown, `null` when absent. */
  readonly stored: string | null
}

export interface SidebarContext {
  /** The drawer's list (`sidebarParams`); kept while the drawer is closed. */
  readonly active: DrawerList | null
}

/** A click on one of the six entries (SIDE-1, SIDE-2). */
export interface SidebarSelectEvent {
  readonly type: 'sidebar.select'
  readonly entry: SidebarEntryId
}

/** Close the drawer. */
export interface SidebarCloseEvent {
  readonly type: 'sidebar.close'
}

/** SIDE-4: the drawer's button (`Check`, `Submit`): navigate and close. */
export interface SidebarProceedEvent {
  readonly type: 'sidebar.proceed'
}

export type SidebarEvent = SidebarSelectEvent | SidebarOpenEvent | SidebarCloseEvent | SidebarProceedEvent

/** What the sidebar asks of the outside world, and of the cart (CART-5). */
export type SidebarEmitted = NavigateEffect | PersistEffect | CartLoadEvent
