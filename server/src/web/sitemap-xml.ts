/**
 * The sitemaps protocol's XML (https://www.sitemaps.org/protocol.html): a `<urlset>` of at most 50,000 URLs,
 * and a `<sitemapindex>` naming the files.
 */

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000

/** The `Content-Type` of every sitemap. */
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8'

/** A URL of a sitemap (a page, or in an index a sitemap file), with when it last changed when known. */
export interface SitemapEntry {
  /** An absolute URL, already percent-encoded where URL syntax needs it; escaped for XML here. */
  readonly loc: string
  /** ISO 8601 (W3C Datetime). */
  readonly lastmod?: string | undefined
}

/** `text` as XML character data or an attribute value: the five predefined entities. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => ENTITIES[char] ?? char)
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** A sitemap file listing pages. */
export function urlSet(entries: Iterable<SitemapEntry>): string {
  return document('urlset', 'url', entries)
}

/** A sitemap index listing sitemap files. */
export function sitemapIndex(entries: Iterable<SitemapEntry>): string {
  return document('sitemapindex', 'sitemap', entries)
}

function document(root: string, item: string, entries: Iterable<SitemapEntry>): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`]
  for (const entry of entries) {
    const lastmod = entry.lastmod === undefined ? '' : `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>`
    lines.push(`<${item}><loc>${xmlEscape(entry.loc)}</loc>${lastmod}</${item}>`)
  }
  lines.push(`</${root}>`, '')
  return lines.join('\n')
}
