import type { ParsedLocation } from '@tanstack/react-router'

/** How the browser came to this document (`PerformanceNavigationTiming.type`), `undefined` where it cannot say. */
export type NavigationType = 'navigate' | 'reload' | 'back_forward' | 'prerender'

function documentNavigationType(): NavigationType | undefined {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type
}

/**
 * The router's `scrollRestoration` (issue 28): whether it restores the scroll for the render at `location`, or
 * sends the window to the top. Only for client navigations (a new history entry: to the top, or to where the
 * buyer was on back/forward) and for a document reached by back/forward. Not for the document's own load, nor
 * for a render of the entry already shown (a loader invalidated as the storefront starts): a buyer on a slow
 * line who scrolled while the page loaded keeps that scroll through hydration. Never on the server, so the
 * router writes no inline script that scrolls to the top while the page is parsed.
 */
export function createScrollRestorationPolicy(navigationType: () => NavigationType | undefined = documentNavigationType) {
  let shown: string | undefined
  return ({ location }: { location: ParsedLocation }): boolean => {
    if (typeof window === 'undefined') return false
    // The router's own key for a history entry (its `defaultGetScrollRestorationKey`).
    const key = location.state.__TSR_key ?? location.href
    const first = shown === undefined
    const same = key === shown
    shown = key
    if (first) return navigationType() === 'back_forward'
    return !same
  }
}
