import type { ReloadEffect } from '../effects/effects.types.ts'

/** What the layout starts from: the page as the renderer first measures it. */
export interface LayoutInput {
  /**
   * The viewport width in CSS pixels when the page was built; it decides the layout (SHELL-4). Ours: a width
   * that is not a finite non-negative number gives the desktop layout.
   */
  readonly width: number
  /** The vertical scroll offset at start (a restored scroll position). @default 0 */
  readonly scrollY?: number
}

export interface LayoutContext {
  /** The width the page was built for, `null` when the renderer gave none usable. */
  readonly initialWidth: number | null
  readonly initialScrollY: number
  /** The last vertical scroll offset seen, for the mobile search bar's direction (SHELL-3). */
  readonly lastScrollY: number
}

/** The page scrolled to vertical offset `y` (SHELL-2). */
export interface LayoutScrollEvent {
  readonly type: 'layout.scroll'
  readonly y: number
}

/** The viewport is now `width` CSS pixels wide (SHELL-4). */
export interface LayoutResizeEvent {
  readonly type: 'layout.resize'
  readonly width: number
}

export type LayoutEvent = LayoutScrollEvent | LayoutResizeEvent

/** The layout only ever asks for a reload (SHELL-4). */
export type LayoutEmitted = ReloadEffect

/** Tags: the layout built, the header state, the mobile search bar hidden (SHELL-3), and a reload under way. */
export type LayoutTag = 'mobile' | 'desktop' | 'headerFixed' | 'backToTop' | 'reloading' | 'searchBarHidden'
