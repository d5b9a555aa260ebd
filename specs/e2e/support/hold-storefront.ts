import type { Page, Route } from '@playwright/test'

/** The storefront's machines' chunk (`web/src/app/build-storefront.ts`), which a page loads after hydration. */
export const STOREFRONT_CHUNK = /\/assets\/build-storefront-[^/]+\.js$/u

/**
 * Holds the storefront's chunk back (issue 13: the machines load after hydration), so a journey can act on the
 * server-rendered, hydrated page before they run. `asked` settles when the page asks for the chunk (it has
 * hydrated by then); `release` lets it load.
 */
export function holdStorefront(page: Page): { readonly asked: Promise<void>; readonly release: () => void } {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const asked = new Promise<void>((resolve) => {
    void page.route(STOREFRONT_CHUNK, async (route: Route) => {
      resolve()
      await held
      await route.continue()
    })
  })
  return { asked, release: () => release() }
}
