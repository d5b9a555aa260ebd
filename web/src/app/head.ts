import { pageMeta, type PageMetaInput } from '@partfront/core/shell'

/** What a route's `head` returns, in TanStack Router's shape. */
export interface RouteHead {
  readonly meta: Array<Record<string, string>>
  readonly links?: Array<Record<string, string>>
  readonly scripts?: Array<Record<string, string>>
}

/**
 * SHELL-8: a page's head from core's `pageMeta` (title `{title} - {host}`, description, keywords, Open Graph,
 * Twitter card, JSON-LD): every route's `head` goes through here, so the tags are written one way. The
 * JSON-LD body comes from core's serialiser, which escapes `<`, `>` and `&` (a part name holding
 * `</script>` cannot end the script); it is written as it is, never through `JSON.stringify` here.
 * The root route adds the canonical link; a page adds only what it knows about itself.
 */
export function routeHead(input: PageMetaInput): RouteHead {
  const meta = pageMeta(input)
  return {
    meta: [{ title: meta.title }, ...meta.meta.map((tag) => ({ ...tag }))],
    ...(meta.jsonLd === undefined ? {} : { scripts: [{ type: 'application/ld+json', children: meta.jsonLd }] }),
  }
}

/**
 * SHELL-8: the tag manager on a cover page, when a container is configured: its loader script from its own
 * origin (which the CSP then allows) and the one-line `dataLayer` start, inline under the response's nonce
 * (the router adds it to every head script).
 */
export function tagManagerScripts(containerId: string | null): Array<Record<string, string>> {
  if (containerId === null) return []
  return [
    { children: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'})" },
    { src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`, async: 'true' },
  ]
}
