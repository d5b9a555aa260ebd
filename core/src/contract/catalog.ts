import * as Schema from 'effect/Schema'
import { CATALOG_TYPE } from '../constants.ts'
import {
  BooleanFromString,
  BrandId,
  CategoryId,
  Count,
  PagingQuery,
  Seo,
  Url,
  idFromString,
  numberLiteralFromString,
  pageOf,
} from './common.ts'
import { endpoint } from './endpoint.ts'
import { AttributeFilters, Facet } from './parametric.ts'
import { ProductSummary } from './product.ts'
import { PackageFilter } from './search.ts'

/**
 * Categories (spec §3, §7; API-6): the category groups and header tree (`catalog/group`), and one category
 * with its products (`catalog/detail`, whose shape the spec leaves "not shown": ours).
 */

/** The `seo` block of a group, present when the groups were asked for with `seo=true`. */
export type CategorySeo = typeof Seo.Type

/**
 * A category group (spec §3): English name, id, and children of the same shape. The header tree
 * (`type=1002`) has two levels (SHELL-1: a group's title is its children's English names joined by `/`).
 */
export interface CategoryGroup {
  readonly catalogEnName: string
  readonly intId: CategoryId
  readonly childList: ReadonlyArray<CategoryGroup>
  /** Present with `seo=true` (type 1001). */
  readonly seo?: CategorySeo
}

/** A category group as JSON carries it. */
export interface CategoryGroupEncoded {
  readonly catalogEnName: string
  readonly intId: number
  readonly childList: ReadonlyArray<CategoryGroupEncoded>
  readonly seo?: typeof Seo.Encoded
}

export const CategoryGroup: Schema.Codec<CategoryGroup, CategoryGroupEncoded> = Schema.Struct({
  catalogEnName: Schema.String,
  intId: CategoryId,
  childList: Schema.Array(Schema.suspend((): Schema.Codec<CategoryGroup, CategoryGroupEncoded> => CategoryGroup)),
  seo: Schema.optionalKey(Seo),
}).annotate({ identifier: 'CategoryGroup' })

/**
 * `?type=1002` for the header tree, `?type=1001&seo=true` for the groups with their SEO blocks (API-6).
 * `seo` may be left out (false).
 */
export const CategoryGroupQuery = Schema.Struct({
  type: numberLiteralFromString([CATALOG_TYPE.groupWithSeo, CATALOG_TYPE.headerTree]),
  seo: Schema.optionalKey(BooleanFromString),
})
export type CategoryGroupQuery = typeof CategoryGroupQuery.Type

/** A category named for a link or a breadcrumb (ROUTE-11: its slug is the English name plus the id). */
export const CategoryRef = Schema.Struct({ intId: CategoryId, catalogEnName: Schema.String })
export type CategoryRef = typeof CategoryRef.Type

/** A category with the number of products in it. */
export const CategoryCount = Schema.Struct({ ...CategoryRef.fields, productCount: Count })
export type CategoryCount = typeof CategoryCount.Type

/**
 * `?id=&page&pageSize&brandId&inStock` of a category page. Ours: the spec says only "params passed
 * through"; `brandId` and `inStock` filter the products.
 */
export const CatalogDetailQuery = Schema.Struct({
  id: idFromString(CategoryId),
  ...PagingQuery.fields,
  brandId: Schema.optionalKey(idFromString(BrandId)),
  inStock: Schema.optionalKey(BooleanFromString),
  /**
   * Issue 29: only parts in this package, as the `package` facet lists it (`0603`). A leaf category's filter: a
   * top-level category answers 400.
   */
  package: Schema.optionalKey(PackageFilter),
  /**
   * Issue 29: the category's attribute filters, as a query string of their own, written as a page's URL writes
   * them (`resistance=10k&resistance=4k7&tolerance=1%25&rated-voltage=50V..&dielectric=none`): several values of
   * one attribute, a from/to range typed with units (`10k..100k`, `50V..`), `none` for parts with no value. An
   * unknown attribute or value, or a range that does not read, answers 400 naming each.
   */
  attributes: Schema.optionalKey(AttributeFilters),
  /**
   * Issue 29: the products ordered by one of the category's main attributes (`resistance`), `-` before it for the
   * highest first (`-resistance`): quantities by their number, not their text; parts with no value last. Any
   * other key answers 400 naming it. @default the category's own order
   */
  sort: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(80))),
})
export type CatalogDetailQuery = typeof CatalogDetailQuery.Type

/** A category page: the category, its breadcrumb path, its subcategories and one page of its products. */
export const CatalogDetail = Schema.Struct({
  category: Schema.Struct({
    ...CategoryRef.fields,
    parentId: Schema.NullOr(CategoryId),
    description: Schema.String,
    image: Schema.NullOr(Url),
    seo: Schema.NullOr(Seo),
  }),
  /** From the top-level category down to this one's parent. */
  path: Schema.Array(CategoryRef),
  children: Schema.Array(CategoryCount),
  /** The products of this category and its subcategories. */
  products: pageOf(ProductSummary),
  /** Issue 29: a category with an attribute list counts its parts by attribute, maker, package and stock. */
  facets: Schema.optionalKey(Schema.Array(Facet)),
  /**
   * Issue 29: the attribute list the category's parts take (core's `CATEGORY_ATTRIBUTES` slug, `chip-resistors`):
   * what a page reads its filters, from/to boxes and columns by.
   */
  attributeList: Schema.optionalKey(Schema.String),
  /**
   * Issue 29: the listed products' values of the category's main attributes (the results table's columns), as
   * canonical texts by attribute key, by product id (`{ "1042": { "resistance": "10 kΩ" } }`); a part with no
   * value of one leaves its key out.
   */
  productValues: Schema.optionalKey(Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.String))),
})
export type CatalogDetail = typeof CatalogDetail.Type

export const catalogDetail = endpoint({
  name: 'catalogDetail',
  method: 'GET',
  path: '/api/catalog/detail',
  query: CatalogDetailQuery,
  response: CatalogDetail,
  auth: 'none',
  summary:
    'A category with its path, subcategories and one page of its products, narrowed by maker, stock and attributes, with counts per attribute; 404 when there is none, 400 naming an unknown attribute or unreadable value.',
})

export const catalogGroup = endpoint({
  name: 'catalogGroup',
  method: 'GET',
  path: '/api/catalog/group',
  query: CategoryGroupQuery,
  response: Schema.Array(CategoryGroup),
  auth: 'none',
  summary: 'Category groups: type=1002 the header tree, type=1001&seo=true the groups with SEO blocks (API-6).',
})
