import * as Schema from 'effect/Schema'
import { BANNER } from '../constants.ts'
import { BannerId, Count, CountFromString, SitePath, Url } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * Site-wide data (spec §7; API-6): the sitemap (`POST /api/other/sitmap`, the spec's spelling kept) and
 * banners (`GET /api/other/banner?type&classes`). What they answer is "not shown": ours.
 */

/** A link of the sitemap page. */
export const SitemapLink = Schema.Struct({ label: Schema.String, path: SitePath })
export type SitemapLink = typeof SitemapLink.Type

/** The sitemap (`/about/sitemap`): sections of links (categories, brands, information pages, …). */
export const Sitemap = Schema.Struct({
  sections: Schema.Array(Schema.Struct({ title: Schema.String, links: Schema.Array(SitemapLink) })),
})
export type Sitemap = typeof Sitemap.Type

/** A banner layout class: the images are cut for the desktop (`pc`) or the mobile layout. */
export const BannerClass = Schema.Literals(BANNER.classes)
export type BannerClass = typeof BannerClass.Type

/**
 * `?type=1&classes=pc`: the placement (`BANNER.type`: 1 home carousel, 2 home ads, 3 page top) and the
 * layout. `classes` may be left out: banners for every layout.
 */
export const BannerQuery = Schema.Struct({
  type: CountFromString,
  classes: Schema.optionalKey(BannerClass),
})
export type BannerQuery = typeof BannerQuery.Type

/** A banner: its image, where it leads (`null`: nowhere), its order among its placement's banners. */
export const Banner = Schema.Struct({
  id: BannerId,
  title: Schema.String,
  image: Url,
  link: Schema.NullOr(Url),
  classes: BannerClass,
  sort: Count,
})
export type Banner = typeof Banner.Type

export const otherSitemap = endpoint({
  name: 'otherSitemap',
  method: 'POST',
  path: '/api/other/sitmap',
  response: Sitemap,
  auth: 'none',
  summary: 'The sitemap page content: sections of links. POST with no payload; the path keeps the spelling "sitmap" (API-6).',
})

export const otherBanner = endpoint({
  name: 'otherBanner',
  method: 'GET',
  path: '/api/other/banner',
  query: BannerQuery,
  response: Schema.Array(Banner),
  auth: 'none',
  summary: 'The banners of one placement, in display order (API-6).',
})
