/**
 * Issue 28, item 5: a page asks for its scripts after its first paint, not while it parses. The server's HTML is
 * the whole page (SSR), so the first paint needs no script; a `<script type="module">` and `modulepreload` links
 * in the HTML are found by the browser's preload scanner at once, and on a fast line they arrive, and are
 * evaluated, before the first paint, which then waits for them. Instead one inline script under the CSP nonce,
 * at the end of the body, waits a frame and a task (the frame's paint comes between), then preloads the page's
 * chunks and imports the entry. In a hidden tab, where frames do not run, it does that at once.
 */

/** A built file's URL the loader can carry in a JavaScript string as it is: under the site's root, nothing else. */
const SAFE_SCRIPT = /^\/[\w./-]+\.js$/u

/**
 * The inline loader's text: preloads `modules` (`modulepreload` links), then imports `entry`, after the first
 * paint. Every URL must be a built script's path under the root (`/assets/x-Hash.js`), else it throws: the text
 * is written into a `<script>` as it is.
 */
export function afterPaintLoader(entry: string, modules: readonly string[]): string {
  for (const url of [entry, ...modules]) {
    if (!SAFE_SCRIPT.test(url)) throw new Error(`Not a built script's URL for the page's loader: ${JSON.stringify(url)}`)
  }
  const list = JSON.stringify([...new Set(modules)])
  return (
    `(function(){function go(){${list}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;` +
    `document.head.appendChild(l)});import(${JSON.stringify(entry)})}` +
    'if(document.visibilityState==="hidden")setTimeout(go);else requestAnimationFrame(function(){setTimeout(go)})})()'
  )
}
