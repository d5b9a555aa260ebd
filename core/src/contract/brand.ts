import * as Schema from 'effect/Schema'
import { BrandId, Count, PagingQuery, Seo, Url, idFromString, pageOf } from './common.ts'
import { endpoint } from './endpoint.ts'
import { CategoryCount } from './catalog.ts'
import { ModelIndexKey, ProductSummary } from './product.ts'

/** Brands, that is manufacturers (`/brand`, `/brand/{id}`; PAGE-4). Ours: the spec names the pages only. */

/** A brand as listed. */
export const BrandSummary = Schema.Struct({
  id: BrandId,
  name: Schema.String,
  logo: Schema.NullOr(Url),
  productCount: Count,
})
export type BrandSummary = typeof BrandSummary.Type

/** `?letter=A&page&pageSize`: the brands whose name starts with a letter or digit; all when left out. */
export const BrandListQuery = Schema.Struct({
  letter: Schema.optionalKey(ModelIndexKey),
  ...PagingQuery.fields,
})
export type BrandListQuery = typeof BrandListQuery.Type

export const BrandPage = pageOf(BrandSummary)
export type BrandPage = typeof BrandPage.Type

/** `?id=&page&pageSize`: a brand and one page of its products. */
export const BrandDetailQuery = Schema.Struct({ id: idFromString(BrandId), ...PagingQuery.fields })
export type BrandDetailQuery = typeof BrandDetailQuery.Type

/** A brand page: the brand, the categories it makes parts in, one page of its products. */
export const BrandDetail = Schema.Struct({
  brand: Schema.Struct({
    ...BrandSummary.fields,
    website: Schema.NullOr(Url),
    description: Schema.String,
    seo: Schema.NullOr(Seo),
  }),
  categories: Schema.Array(CategoryCount),
  products: pageOf(ProductSummary),
})
export type BrandDetail = typeof BrandDetail.Type

export const brandList = endpoint({
  name: 'brandList',
  method: 'GET',
  path: '/api/brand/list',
  query: BrandListQuery,
  response: BrandPage,
  auth: 'none',
  summary: 'One page of brands (manufacturers) by name, optionally those starting with a letter or digit (PAGE-4).',
})

export const brandDetail = endpoint({
  name: 'brandDetail',
  method: 'GET',
  path: '/api/brand/detail',
  query: BrandDetailQuery,
  response: BrandDetail,
  auth: 'none',
  summary: 'A brand with its categories and one page of its products; 404 when there is none.',
})
