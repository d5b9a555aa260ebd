import * as Schema from 'effect/Schema'
import * as SchemaTransformation from 'effect/SchemaTransformation'
import { LIMITS, TEXT_LIMITS } from '../constants.ts'
import { EMPTY_KEYWORD_WARNING } from '../search/search.rules.ts'
import {
  BooleanFromString,
  BrandId,
  CategoryId,
  Count,
  PagingQuery,
  ProductId,
  Quantity,
  idFromString,
  intFromString,
  pageOf,
  plainText,
  requiredText,
  tooLongMessage,
} from './common.ts'
import { endpoint } from './endpoint.ts'
import { AttributeFilters, Facet } from './parametric.ts'
import { Model, ProductSummary } from './product.ts'

/**
 * Part search (SEARCH-4; `/so?keyWord=`) and the search box's trending parts (SEARCH-5). The spec shows the
 * page, not the call: ours, shaped for the search issue (ranked match kinds, highlight ranges, facet counts).
 * The search history is the browser's own (SEARCH-2, local storage), not the server's.
 */

/**
 * The keyword as the search box sends it: trimmed, 1 to `LIMITS.maxKeywordLength` characters; empty reads
 * the search box's own warning (SEARCH-1).
 */
export const Keyword = Schema.String.pipe(Schema.decodeTo(Schema.Trimmed, SchemaTransformation.trim()))
  .check(
    Schema.isMinLength(1, { message: EMPTY_KEYWORD_WARNING }),
    Schema.isMaxLength(LIMITS.maxKeywordLength, { message: tooLongMessage('the keyword', LIMITS.maxKeywordLength) }),
    plainText('the keyword'),
  )
  .pipe(Schema.annotateKey({ messageMissingKey: EMPTY_KEYWORD_WARNING }))
export type Keyword = typeof Keyword.Type

/**
 * How results are ordered: by relevance (match kind, then closeness), by stock (most first), by price (the
 * lowest unit price at the query's `qty` first, each part priced as its row shows it: core's `sortUnitPrice`;
 * price on request last).
 */
export const SearchSort = Schema.Literals(['relevance', 'stock', 'price'])
export type SearchSort = typeof SearchSort.Type

/**
 * A package filter: the product's package as shown (`SOIC-8`, `0603`), matched exactly; trimmed, 1 to
 * `TEXT_LIMITS.model` characters. One value at a time, as the category and manufacturer filters take one.
 */
export const PackageFilter = requiredText('the package', TEXT_LIMITS.model)
export type PackageFilter = typeof PackageFilter.Type

/** `?keyWord=&page&pageSize&categoryId&brandId&package&inStock&sort&qty&attributeSort&attributes`; every filter may be left out. */
export const SearchQuery = Schema.Struct({
  keyWord: Keyword,
  ...PagingQuery.fields,
  categoryId: Schema.optionalKey(idFromString(CategoryId)),
  /** The manufacturer. */
  brandId: Schema.optionalKey(idFromString(BrandId)),
  /** The package (`SOIC-8`), as the package facet lists it. */
  package: Schema.optionalKey(PackageFilter),
  inStock: Schema.optionalKey(BooleanFromString),
  /** @default 'relevance' */
  sort: Schema.optionalKey(SearchSort),
  /**
   * The quantity `sort: 'price'` prices each part at (raised to its minimum order, rounded up to its pack, as
   * its row shows it); other sorts ignore it. @default each part's minimum order
   */
  qty: Schema.optionalKey(intFromString(Quantity)),
  /**
   * Issue 29: orders a search confined to a category (`categoryId`) by one of the category's main attributes, by
   * number (`resistance`, `-resistance` highest first; parts with no value last), as `catalog/detail`'s `sort`; in
   * place of `sort`. Without a category, or naming no main attribute of it, the search answers 400 naming it.
   */
  attributeSort: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(80))),
  /**
   * Issue 29: the attribute filters of the category `categoryId` confines the search to, written as the category
   * page writes them (`resistance=10k&rated-voltage=50V..`; `AttributeFilters`). They take a `categoryId` with
   * an attribute list: without one, or with an unknown attribute or value, or a range that does not read, the
   * search answers 400 naming each.
   */
  attributes: Schema.optionalKey(AttributeFilters),
})
export type SearchQuery = typeof SearchQuery.Type

/**
 * Why a result matched, best first (the search issue's ranking): the same part number; the same base part
 * with another packaging or grade suffix; the part number starts with the query; contains it; or the
 * words matched the description, manufacturer or category.
 */
export const MatchKind = Schema.Literals(['exact', 'variant', 'prefix', 'substring', 'keyword'])
export type MatchKind = typeof MatchKind.Type

/**
 * A matched stretch of the product's part number (`model`), as `[start, end)` UTF-16 offsets, for
 * highlighting. The server sends `start < end <= model.length`, ranges in order and apart; the schema checks
 * only the offsets (a relation between the two would make generated values mostly invalid), and the search
 * rules' own properties check the rest.
 */
export const HighlightRange = Schema.Tuple([Count, Count])
export type HighlightRange = typeof HighlightRange.Type

/** One result: the product, why it matched, and where in its part number. */
export const SearchHit = Schema.Struct({
  product: ProductSummary,
  match: MatchKind,
  highlights: Schema.Array(HighlightRange),
})
export type SearchHit = typeof SearchHit.Type

/** How many results of the current query fall in a category. */
export const CategoryFacet = Schema.Struct({ id: CategoryId, name: Schema.String, count: Count })
export type CategoryFacet = typeof CategoryFacet.Type

/** How many results of the current query are made by a manufacturer. */
export const ManufacturerFacet = Schema.Struct({ id: BrandId, name: Schema.String, count: Count })
export type ManufacturerFacet = typeof ManufacturerFacet.Type

/** How many results of the current query come in a package (`''`, an unknown package, is not listed). */
export const PackageFacet = Schema.Struct({ name: Schema.String, count: Count })
export type PackageFacet = typeof PackageFacet.Type

/**
 * Issue 29: how a search came to be counted in one category: the buyer chose it (`categoryId`), or every result of
 * the keyword falls in it (`results`).
 */
export const ConfinedBy = Schema.Literals(['categoryId', 'results'])
export type ConfinedBy = typeof ConfinedBy.Type

/** Issue 29: a search's counts in the one category its results are confined to (`SearchResult.parametric`). */
export const SearchParametric = Schema.Struct({
  categoryId: CategoryId,
  confinedBy: ConfinedBy,
  attributeList: Schema.String,
  facets: Schema.Array(Facet),
  /**
   * The listed results' values of the category's main attributes (the results table's columns), as canonical
   * texts by attribute key, by product id (`{ "1042": { "resistance": "10 kΩ" } }`), as `catalog/detail`'s
   * `productValues`; a part with no value of one leaves its key out.
   */
  productValues: Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.String)),
})
export type SearchParametric = typeof SearchParametric.Type

/** A page of results with the facet counts of the whole query (before its own filters narrow it). */
export const SearchResult = Schema.Struct({
  /** The keyword as searched (trimmed). */
  keyWord: Schema.String,
  ...pageOf(SearchHit).fields,
  /** `false` when `total` was estimated (very common substrings): show it as "about". */
  totalIsExact: Schema.Boolean,
  facets: Schema.Struct({
    categories: Schema.Array(CategoryFacet),
    manufacturers: Schema.Array(ManufacturerFacet),
    packages: Schema.Array(PackageFacet),
    /** Results with stock now. */
    inStock: Count,
  }),
  /**
   * Issue 29: the results' counts per attribute, maker, package and stock in one category with an attribute list
   * (a leaf of the demo catalog, an imported category with attributes), as the category page counts its parts
   * (`Facet`: each facet over the results passing every filter but its own, with the keyword and the category
   * always applied). Given when the search is confined to it (`categoryId`), or, unconfined, when every result of
   * the keyword falls in that one category (`confinedBy: 'results'`: the answer is the same list, and the page
   * offers the category's panel at once; attribute filters still take its `categoryId`). `attributeList` names the
   * category's attribute list (core's `CATEGORY_ATTRIBUTES` slug, `chip-resistors`), what the page reads its panel
   * and columns by.
   */
  parametric: Schema.optionalKey(SearchParametric),
})
export type SearchResult = typeof SearchResult.Type

/**
 * A part of the TRENDING NOW line (SEARCH-5): enough for a link. The shape `pickTrending` in
 * `core/src/search/trending.rules.ts` reads (`{ id, model }`).
 */
export const TrendingProduct = Schema.Struct({ id: ProductId, model: Model })
export type TrendingProduct = typeof TrendingProduct.Type

export const searchList = endpoint({
  name: 'searchList',
  method: 'GET',
  path: '/api/search/list',
  query: SearchQuery,
  response: SearchResult,
  auth: 'none',
  summary:
    'Searches parts by full or partial part number or keyword, with match kinds, highlight ranges and facet counts (SEARCH-4); confined to a category, narrowed by its attributes with counts per attribute (issue 29); 400 naming an unknown attribute or unreadable value.',
})

export const searchTrending = endpoint({
  name: 'searchTrending',
  method: 'GET',
  path: '/api/search/trending',
  response: Schema.Array(TrendingProduct),
  auth: 'none',
  summary: 'Trending parts for the search box, most searched first, at most 10 (SEARCH-5 shows three).',
})
