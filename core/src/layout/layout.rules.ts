import { LAYOUT } from '../constants.ts'

/**
 * The page layout's rules (SHELL-2, SHELL-4): when the header becomes fixed, and which layout a viewport
 * width gets.
 */

/** The two layouts; the page is built for one of them and switching means a reload (SHELL-4). */
export type LayoutMode = 'mobile' | 'desktop'

/** SHELL-4: the layout for a viewport `width`: mobile below 768 px, desktop from 768 px. */
export function modeForWidth(width: number): LayoutMode {
  return width < LAYOUT.mobileBreakpointPx ? 'mobile' : 'desktop'
}

/**
 * SHELL-4: whether resizing to `width` crosses the 768 px boundary away from the layout `mode` the page was
 * built for: from below 768 to 768 or more, or back.
 */
export function crossesBreakpoint(mode: LayoutMode, width: number): boolean {
  return modeForWidth(width) !== mode
}

/**
 * SHELL-2: whether the header is fixed (and the back-to-top button shown) at vertical scroll `y`. "After 44 px
 * of scroll" and "appear at 44 px scroll" (spec §2, §9): at 44 px it is fixed, at 43 px not.
 */
export function isPastHeader(y: number): boolean {
  return y >= LAYOUT.fixedHeaderScrollPx
}

/** A viewport width as a renderer reports it: a finite number of CSS pixels, not negative. */
export function isWidth(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

/**
 * A vertical scroll offset as a renderer reports it: any finite number (iOS reports negative offsets while
 * bouncing at the top; they are "not scrolled").
 */
export function isScrollOffset(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** What a scroll does to the mobile header's search bar (SHELL-3). */
export type SearchBarChange = 'hide' | 'show' | 'keep'

/**
 * SHELL-3: the mobile search bar after the page scrolled from `previousY` to `y`. "The search bar hides on
 * scroll"; ours, as mobile shops do it: it hides while scrolling down past the header (44 px, SHELL-2) and
 * shows again on any scroll up, or back within the header's height. No movement changes nothing.
 */
export function searchBarChange(previousY: number, y: number): SearchBarChange {
  if (!isPastHeader(y)) return 'show'
  if (y > previousY) return 'hide'
  if (y < previousY) return 'show'
  return 'keep'
}
