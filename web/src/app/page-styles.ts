import { setNonce } from 'get-nonce'
import { inlinedCssHrefs } from '@partfront/core/routing'

/**
 * The page's own `<style>`: the CSS of the routes the server rendered, written into the HTML under the
 * response's CSP nonce (issue 28; `server/src/web/route-assets.ts`), or `null` on a page without it (a component
 * test's container).
 */
function inlinedStyle(document: Document): HTMLStyleElement | null {
  return document.querySelector<HTMLStyleElement>('style[data-tsr-inline-css]')
}

/**
 * The CSP nonce of this page, as the server put it on its `<style>`, or `undefined` without one. Browsers hide a
 * nonce from the element's attributes but keep it in its `nonce` property, for the page's scripts to read.
 */
export function pageStyleNonce(document: Document): string | undefined {
  const nonce = inlinedStyle(document)?.nonce
  return nonce === undefined || nonce === '' ? undefined : nonce
}

/**
 * Before the page hydrates (and before the router or anything else loads a chunk):
 * - the CSP allows a `<style>` only with the response's nonce (no 'unsafe-inline'). The one library that adds
 *   its own, the scroll lock of the Radix dialogs and drawers (react-remove-scroll, through `get-nonce`), gets it;
 * - each stylesheet the page already holds gets a disabled `<link rel="stylesheet">`, which the browser never
 *   downloads: Vite's chunk loader looks for such a link before it adds one, so the first chunk that lists a
 *   stylesheet the page holds (the page's route, a drawer's panel) neither downloads it again nor waits for it.
 *   A stylesheet the page does not hold (another route's, on a client-side navigation) still loads.
 */
export function preparePageStyles(document: Document): void {
  const nonce = pageStyleNonce(document)
  if (nonce !== undefined) setNonce(nonce)
  const style = inlinedStyle(document)
  if (style === null) return
  for (const href of inlinedCssHrefs(style.textContent)) {
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`) !== null) continue
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.disabled = true
    link.href = href
    link.dataset['inlined'] = ''
    document.head.append(link)
  }
}
