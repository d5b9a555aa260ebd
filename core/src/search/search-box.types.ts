import type { NavigateEffect, PersistEffect, ToastEffect } from '../effects/effects.types.ts'
import type { HistoryDirection } from './search.rules.ts'
import type { TrendingPart } from './trending.rules.ts'

/** What the search box starts from. */
export interface SearchBoxInput {
  /**
   * The saved history as storage holds it: `StoragePort.getItem(SEARCH_HISTORY_KEY)` (`searchList`), `null`
   * for none. Anything unreadable starts an empty history.
   */
  readonly stored: string | null
  /**
   * The TRENDING NOW parts known at start (SEARCH-5); at most three are kept. A `loadTrending` actor, when
   * provided, replaces them with the server's.
   * @default []
   */
  readonly trending?: readonly TrendingPart[]
}

export interface SearchBoxContext {
  /** What is typed in the box. */
  readonly text: string
  /** Past keywords, newest first, each once, at most `SEARCH_HISTORY_MAX` (SEARCH-2). */
  readonly history: readonly string[]
  /** The TRENDING NOW parts, at most three (SEARCH-5). */
  readonly trending: readonly TrendingPart[]
  /** The history entry the arrow keys highlight (its index), `null` for none (SEARCH-3). */
  readonly active: number | null
}

/** The buyer types: the box now holds `text`. */
export interface SearchTypeEvent {
  readonly type: 'search.type'
  readonly text: string
}

/** The buyer presses Search (or Enter) on what the box holds (SEARCH-1, SEARCH-2). */
export interface SearchSubmitEvent {
  readonly type: 'search.submit'
}

/** The box gains focus: the history shows if there is any (SEARCH-3). */
export interface SearchFocusEvent {
  readonly type: 'search.focus'
}

/** The box loses focus: the history hides 300 ms later (SEARCH-3). */
export interface SearchBlurEvent {
  readonly type: 'search.blur'
}

/** The buyer clicks a history entry: it is searched (SEARCH-2, SEARCH-3). */
export interface SearchPickEvent {
  readonly type: 'search.pick'
  readonly keyword: string
}

/** The buyer clicks Clear All: the history empties, is saved, and the dropdown hides (SEARCH-3). */
export interface SearchClearAllEvent {
  readonly type: 'search.clearAll'
}

/**
 * An arrow key in the box (SEARCH-3): highlights the next or previous history entry, opening the dropdown
 * first when it is closed and there is history. Enter (`search.submit`) then searches the highlighted entry.
 */
export interface SearchMoveEvent {
  readonly type: 'search.move'
  readonly direction: HistoryDirection
}

/** Esc in the box: the dropdown closes at once, the text stays (SEARCH-3). */
export interface SearchDismissEvent {
  readonly type: 'search.dismiss'
}

export type SearchBoxEvent =
  | SearchTypeEvent
  | SearchSubmitEvent
  | SearchFocusEvent
  | SearchBlurEvent
  | SearchPickEvent
  | SearchClearAllEvent
  | SearchMoveEvent
  | SearchDismissEvent

/** What the search box asks of the outside world: the empty-keyword warning, saving, the results page. */
export type SearchBoxEmitted = ToastEffect | PersistEffect | NavigateEffect
