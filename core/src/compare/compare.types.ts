import type { ProductId } from '../contract/common.ts'
import type { PersistEffect, ToastEffect } from '../effects/effects.types.ts'

/** What the compare list starts from. */
export interface CompareInput {
  /** `StoragePort.getItem(COMPARE_LIST_KEY)` (`compareList`): `null` when absent. */
  readonly stored: string | null
}

export interface CompareContext {
  /** The ticked parts' ids, in the order ticked, at most `COMPARE_LIMIT`. */
  readonly list: readonly ProductId[]
  /** Why the last tick was refused (a fifth part); `null` after any change that went through. */
  readonly refusal: string | null
}

/** Tick a part (add it), or untick it when it is there. */
export interface CompareToggleEvent {
  readonly type: 'compare.toggle'
  readonly id: ProductId
}

/** Take a part off (the compare page's Remove). */
export interface CompareRemoveEvent {
  readonly type: 'compare.remove'
  readonly id: ProductId
}

/** Replace the list with the ids of a shared `/compare?ids=…` address the buyer opened. */
export interface CompareOpenEvent {
  readonly type: 'compare.open'
  readonly ids: readonly ProductId[]
}

export interface CompareClearEvent {
  readonly type: 'compare.clear'
}

export type CompareEvent = CompareToggleEvent | CompareRemoveEvent | CompareOpenEvent | CompareClearEvent

export type CompareEmitted = PersistEffect | ToastEffect
