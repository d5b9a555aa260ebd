import type { Seo } from '@partfront/core/contract'
import { routeHead, type RouteHead } from '../../app/head.ts'
import { shellOf } from '../../app/route-data.ts'

/** What a simple page says about itself in its head (SHELL-8). */
export interface PageHeadInput {
  /** The page's own title, before ` - {host}`. */
  readonly title: string
  /** The page's canonical path (`/brand/7`), joined to the site's origin. */
  readonly path: string
  /** @default the site's default description */
  readonly description?: string | undefined
  readonly keywords?: string | undefined
  readonly image?: string | undefined
  /** The entity's own SEO block, when the shop's staff wrote one: its non-empty fields win. */
  readonly seo?: Seo | null | undefined
}

/**
 * A route's `head` for a simple page: `routeHead` with the host and origin of the frame's data, the title,
 * description and keywords taken from the entity's SEO block when it has them. Nothing until the frame's
 * data is there (the root's head then writes the defaults).
 */
export function pageHead(
  matches: ReadonlyArray<{ readonly loaderData?: unknown }>,
  page: PageHeadInput,
): RouteHead | Record<string, never> {
  const shell = shellOf(matches)
  if (shell === undefined) return {}
  return routeHead({
    host: shell.host,
    title: nonEmpty(page.seo?.title) ?? page.title,
    description: nonEmpty(page.seo?.description) ?? nonEmpty(page.description),
    keywords: nonEmpty(page.seo?.keywords) ?? nonEmpty(page.keywords),
    url: `${shell.origin}${page.path}`,
    image: page.image,
  })
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text
}
