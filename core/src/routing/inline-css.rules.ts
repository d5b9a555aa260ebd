/**
 * Each page's CSS is written into its HTML rather than linked (issue 28), one `<style>` for the stylesheets of
 * the routes it renders. Each stylesheet in it starts with a comment naming its URL, so the browser knows which
 * ones the page already holds: Vite's loader would otherwise download them again with the first chunk that
 * lists them (a route's, a drawer's), and wait for them.
 */

/** A URL the label can carry as it is: a built file's path under the site's root, nothing that could end a comment. */
const SAFE_HREF = /^\/[\w./-]+\.css$/u

/** A `url()` relative to the stylesheet's own address, which would point elsewhere from the page's. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:\/|data:|https?:|#))/iu

/**
 * Whether a stylesheet can be inlined: its text cannot end the `<style>` early (`</style`), it holds no
 * relative `url()` (Vite writes its assets' URLs from the site's root), and its URL fits a label.
 */
export function isInlinableCss(href: string, css: string): boolean {
  return SAFE_HREF.test(href) && !href.includes('*/') && !/<\/style/iu.test(css) && !RELATIVE_URL.test(css)
}

/** The stylesheet's text as the page holds it: its label, then the text. */
export function labelInlinedCss(href: string, css: string): string {
  return `/*inlined:${href}*/${css}`
}

/** The URLs of the stylesheets a page's inlined CSS holds, in order, each once. */
export function inlinedCssHrefs(text: string): string[] {
  return [...new Set([...text.matchAll(/\/\*inlined:(\/[\w./-]+\.css)\*\//gu)].map((match) => match[1] ?? ''))].filter((href) => href !== '')
}
