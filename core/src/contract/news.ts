import * as Schema from 'effect/Schema'
import { IsoDateTime, NewsCategoryId, NewsId, PagingQuery, Seo, Url, idFromString, pageOf } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * News (`/news/list_{id}`, `/news/{id}`; PAGE-5; the header links `/news/list_1`). Ours: the spec names the
 * pages only.
 */

/** A news category (the `{id}` of `/news/list_{id}`). */
export const NewsCategory = Schema.Struct({ id: NewsCategoryId, name: Schema.String })
export type NewsCategory = typeof NewsCategory.Type

/** A news item as listed. */
export const NewsSummary = Schema.Struct({
  id: NewsId,
  categoryId: NewsCategoryId,
  title: Schema.String,
  summary: Schema.String,
  image: Schema.NullOr(Url),
  publishedAt: IsoDateTime,
})
export type NewsSummary = typeof NewsSummary.Type

/** `?categoryId=&page&pageSize`: one category's news, newest first. */
export const NewsListQuery = Schema.Struct({ categoryId: idFromString(NewsCategoryId), ...PagingQuery.fields })
export type NewsListQuery = typeof NewsListQuery.Type

/** A news list page: its category, every category (for the tabs), and one page of items. */
export const NewsList = Schema.Struct({
  category: NewsCategory,
  categories: Schema.Array(NewsCategory),
  news: pageOf(NewsSummary),
})
export type NewsList = typeof NewsList.Type

/** `?id=` of a news item. */
export const NewsQuery = Schema.Struct({ id: idFromString(NewsId) })
export type NewsQuery = typeof NewsQuery.Type

/** A link to a neighbouring item. */
export const NewsLink = Schema.Struct({ id: NewsId, title: Schema.String })
export type NewsLink = typeof NewsLink.Type

/**
 * A news item. `content` is HTML written by the shop's staff, sanitised by the server before it is stored;
 * the page still renders it only inside the article body.
 */
export const NewsItem = Schema.Struct({
  ...NewsSummary.fields,
  content: Schema.String,
  seo: Schema.NullOr(Seo),
  previous: Schema.NullOr(NewsLink),
  next: Schema.NullOr(NewsLink),
})
export type NewsItem = typeof NewsItem.Type

export const newsList = endpoint({
  name: 'newsList',
  method: 'GET',
  path: '/api/news/list',
  query: NewsListQuery,
  response: NewsList,
  auth: 'none',
  summary: "One page of a news category's items, newest first; 404 when there is no such category.",
})

export const newsDetail = endpoint({
  name: 'newsDetail',
  method: 'GET',
  path: '/api/news/detail',
  query: NewsQuery,
  response: NewsItem,
  auth: 'none',
  summary: 'A news item with its neighbours; 404 when there is none.',
})
