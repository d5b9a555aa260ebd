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

/** The one router event `keepScrollTracked` listens to. */
interface RenderedEvents {
  subscribe(eventType: 'onRendered', listener: () => void): () => void
}

/**
 * Keeps a scrolled window known to the router's restoration across renders (issue 28). The restoration records
 * a page's position on leaving it only for the targets a `scroll` event was seen on since the last render, and
 * every render forgets them, also one it does not scroll at: the hydration's own render. A buyer on a slow phone
 * who scrolled while the page loaded or hydrated, then followed a link, came back to the top: nothing was
 * recorded for the page. After each render, a window still scrolled is marked again by the event the router
 * listens for (on the document, capturing), dispatched without bubbling so the storefront's own scroll listeners
 * on the window do not hear it. Subscribed after the router's own listener, so it runs after the forgetting.
 */
export function keepScrollTracked(router: RenderedEvents, target: Document = document): () => void {
  return router.subscribe('onRendered', () => {
    const view = target.defaultView
    if (view !== null && (view.scrollY !== 0 || view.scrollX !== 0)) target.dispatchEvent(new Event('scroll'))
  })
}
