/**
 * A page's head metadata (SHELL-8) as plain data: the renderer turns it into `<title>`, `<meta>` and
 * `<script>` tags. Pages pass what they know; everything else has the storefront's defaults.
 */

/** A JSON value, the only thing structured data may hold. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue }

/** What a page knows about itself. */
export interface PageMetaInput {
  /** The site's host name, e.g. `www.partfront.com`. */
  readonly host: string
  /** The page's own title, before ` - {host}`. @default 'Electronic Components Distributor' */
  readonly title?: string | undefined
  /** @default DEFAULT_DESCRIPTION */
  readonly description?: string | undefined
  /** A comma-separated string or a list. @default DEFAULT_KEYWORDS */
  readonly keywords?: string | readonly string[] | undefined
  /** The page's canonical URL, for `og:url`. Ours: left out when not given. */
  readonly url?: string | undefined
  /** A picture for social cards (`og:image`, `twitter:image`). Ours: left out when not given. */
  readonly image?: string | undefined
  /** schema.org data (a `Product`, an `Organization`…), emitted as JSON-LD only when given. */
  readonly structuredData?: JsonValue | undefined
  /** A cover page (a landing page) gets the tag-manager script. @default false */
  readonly cover?: boolean | undefined
}

/** One `<meta>` tag: `name` for standard and Twitter tags, `property` for Open Graph. */
export type MetaTag =
  | { readonly name: string; readonly content: string }
  | { readonly property: string; readonly content: string }

/** Everything a renderer needs to write a page's head. */
export interface PageMeta {
  readonly title: string
  readonly meta: readonly MetaTag[]
  /** The JSON-LD script body, already safe to place inside `<script type="application/ld+json">`. */
  readonly jsonLd?: string
  /** Whether to add the tag-manager script (cover pages only). */
  readonly tagManager: boolean
}

/** The title of a page that gives none, before ` - {host}` (SHELL-8). */
export const DEFAULT_TITLE = 'Electronic Components Distributor'

/** The default meta description (SHELL-8). The wording is ours; the spec says only "for electronic components". */
export const DEFAULT_DESCRIPTION =
  'Electronic components distributor: search part numbers, check stock and price, request quotes and upload ' +
  'your BOM for integrated circuits, semiconductors, passive components, connectors and sensors from ' +
  'leading manufacturers.'

/** The default meta keywords (SHELL-8). The list is ours; the spec says only "for electronic components". */
export const DEFAULT_KEYWORDS = [
  'electronic components',
  'electronic components distributor',
  'integrated circuits',
  'semiconductors',
  'passive components',
  'connectors',
  'sensors',
  'part number search',
  'RFQ',
  'BOM',
] as const

/**
 * SHELL-8: a page's metadata: the title `{title} - {host}` (`Electronic Components Distributor - {host}` by
 * default), description and keywords with defaults, Open Graph and Twitter card tags, JSON-LD only when
 * structured data is given, and the tag-manager flag for cover pages.
 *
 * Ours (the spec names these but not their detail): a page's own title also ends in ` - {host}`, the way
 * distributors brand every page; the social cards repeat the title and description; the Twitter card is
 * `summary_large_image` when there is an image, `summary` otherwise; empty strings count as not given.
 */
export function pageMeta(input: PageMetaInput): PageMeta {
  const host = input.host.trim()
  const pageTitle = given(input.title) ?? DEFAULT_TITLE
  const title = host === '' ? pageTitle : `${pageTitle} - ${host}`
  const description = given(input.description) ?? DEFAULT_DESCRIPTION
  const keywords = keywordText(input.keywords) ?? DEFAULT_KEYWORDS.join(', ')
  const url = given(input.url)
  const image = given(input.image)

  const meta: MetaTag[] = [
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(host === '' ? [] : [{ property: 'og:site_name', content: host }]),
    ...(url === undefined ? [] : [{ property: 'og:url', content: url }]),
    ...(image === undefined ? [] : [{ property: 'og:image', content: image }]),
    { name: 'twitter:card', content: image === undefined ? 'summary' : 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image === undefined ? [] : [{ name: 'twitter:image', content: image }]),
  ]
  const jsonLd = input.structuredData === undefined ? undefined : scriptSafeJson(input.structuredData)
  return { title, meta, ...(jsonLd === undefined ? {} : { jsonLd }), tagManager: input.cover === true }
}

function given(text: string | undefined): string | undefined {
  const trimmed = text?.trim()
  return trimmed === undefined || trimmed === '' ? undefined : trimmed
}

function keywordText(keywords: string | readonly string[] | undefined): string | undefined {
  if (typeof keywords === 'string') return given(keywords)
  const listed = (keywords ?? []).map((keyword) => keyword.trim()).filter((keyword) => keyword !== '')
  return listed.length === 0 ? undefined : listed.join(', ')
}

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` escaped as `\u003c`, `\u003e`, `\u0026` (still
 * the same JSON), so a product description holding `</script>` cannot end the script and inject markup;
 * U+2028/U+2029 escaped for older JavaScript parsers.
 */
function scriptSafeJson(value: JsonValue): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
