import * as Schema from 'effect/Schema'
import { IsoDateTime, Seo } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * Content pages by name (PAGE-3, PAGE-4, PAGE-5: `/about/{name}`, the policies, company pages `abus1`-`abus4`,
 * FAQ, quality, the six industry applications). Ours: the spec names the pages only.
 */

/**
 * A page's name: lower-case letters, digits and `-` (paths are lower-cased, ROUTE-5), 1 to 64 characters:
 * `privacypolicy`, `refundpolicy`, `termsconditions`, `abus1`, `faq`, `quality`, `application-medical`, …
 */
export const ContentName = Schema.String.check(
  Schema.isPattern(/^[a-z0-9][a-z0-9-]{0,63}$/u, {
    expected: 'a page name of lower-case letters, digits and -',
  }),
)
export type ContentName = typeof ContentName.Type

/** `?name=`. */
export const ContentQuery = Schema.Struct({ name: ContentName })
export type ContentQuery = typeof ContentQuery.Type

/** A content page. `content` is HTML written by the shop's staff, sanitised by the server before it is stored. */
export const ContentPage = Schema.Struct({
  name: ContentName,
  title: Schema.String,
  content: Schema.String,
  updatedAt: IsoDateTime,
  seo: Schema.NullOr(Seo),
})
export type ContentPage = typeof ContentPage.Type

export const contentPage = endpoint({
  name: 'contentPage',
  method: 'GET',
  path: '/api/content/page',
  query: ContentQuery,
  response: ContentPage,
  auth: 'none',
  summary: 'A content page (about, policies, FAQ, quality, applications) by name; 404 when there is none.',
})
