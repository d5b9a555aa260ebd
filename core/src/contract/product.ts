import * as Schema from 'effect/Schema'
import { TEXT_LIMITS } from '../constants.ts'
import {
  BrandId,
  CategoryId,
  Count,
  Money,
  PagingQuery,
  ProductId,
  Quantity,
  Seo,
  Url,
  idFromString,
  pageOf,
} from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * Products: detail with its price ladder (PAGE-1), "Guess you like it", and the A-Z / 0-9 model index
 * (PAGE-4, `/productmodel/{key}`). Product fields keep the spec's names where it shows them (`intID`,
 * `model`, `brandName`, spec §3); the rest are ours.
 */

/**
 * One price break: from `quantity` pieces up, each costs `unitPrice` (micro-dollars, see `Money`). A ladder
 * lists its breaks by ascending quantity, the first usually at the minimum order quantity.
 */
export const PriceBreak = Schema.Struct({ quantity: Quantity, unitPrice: Money })
export type PriceBreak = typeof PriceBreak.Type

/** A part number (model) as shown and linked: 1 to 100 characters. */
export const Model = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(TEXT_LIMITS.model))
export type Model = typeof Model.Type

/**
 * A product as listed (search results, category and brand pages, the cart's `productDetailEntity`).
 * An empty `priceLadder` means "price on request" (quote it).
 */
export const ProductSummary = Schema.Struct({
  intID: ProductId,
  model: Model,
  brandName: Schema.String,
  brandId: BrandId,
  categoryId: CategoryId,
  /** The category's English name (`catalogEnName`). */
  categoryName: Schema.String,
  description: Schema.String,
  /** The package / case (`SOIC-8`, `0603`), `''` when unknown. */
  packageName: Schema.String,
  image: Schema.NullOr(Url),
  /** Pieces in stock now. */
  stock: Count,
  priceLadder: Schema.Array(PriceBreak),
  /** Minimum order quantity. */
  moq: Quantity,
  /** Standard pack quantity (a reel, a tube): orders go in multiples of it. */
  spq: Quantity,
})
export type ProductSummary = typeof ProductSummary.Type

/** A named technical attribute (`Voltage - Supply`: `3 V ~ 32 V`). */
export const ProductAttribute = Schema.Struct({ name: Schema.String, value: Schema.String })
export type ProductAttribute = typeof ProductAttribute.Type

/** The product detail page's product (PAGE-1): the summary plus the tabs' content. */
export const ProductDetail = Schema.Struct({
  ...ProductSummary.fields,
  /** The Data Sheet tab's PDF, when there is one. */
  datasheetUrl: Schema.NullOr(Url),
  /** Days to ship when out of stock, when known. */
  leadTimeDays: Schema.NullOr(Count),
  rohs: Schema.Boolean,
  /**
   * The specification rows after the part's own facts: its parametric values (issue 29) in its category's attribute
   * order, then the attributes it was loaded with that those do not already name (core's `specificationRows`).
   */
  attributes: Schema.Array(ProductAttribute),
  /** Delivery terms as text (spec §3 "delivery"). */
  delivery: Schema.String,
  /** Payment terms as text (spec §3 "payment"). */
  payment: Schema.String,
  seo: Schema.NullOr(Seo),
})
export type ProductDetail = typeof ProductDetail.Type

/** `?id=` of a product. */
export const ProductQuery = Schema.Struct({ id: idFromString(ProductId) })
export type ProductQuery = typeof ProductQuery.Type

/** A key of the model index: one of `A`-`Z`, `0`-`9` (`MODEL_INDEX_KEYS`). */
export const ModelIndexKey = Schema.String.check(
  Schema.isPattern(/^[A-Z0-9]$/u, { expected: 'one of A-Z or 0-9' }),
)
export type ModelIndexKey = typeof ModelIndexKey.Type

/** `?key=A&page&pageSize` of the model index. */
export const ModelIndexQuery = Schema.Struct({ key: ModelIndexKey, ...PagingQuery.fields })
export type ModelIndexQuery = typeof ModelIndexQuery.Type

/** One entry of the model index: enough for a link (ROUTE-11). */
export const ModelIndexEntry = Schema.Struct({ intID: ProductId, model: Model, brandName: Schema.String })
export type ModelIndexEntry = typeof ModelIndexEntry.Type

export const ModelIndexPage = pageOf(ModelIndexEntry)
export type ModelIndexPage = typeof ModelIndexPage.Type

export const productDetail = endpoint({
  name: 'productDetail',
  method: 'GET',
  path: '/api/product/detail',
  query: ProductQuery,
  response: ProductDetail,
  auth: 'none',
  summary: 'A product with its price ladder, attributes and terms (PAGE-1); 404 when there is none.',
})

export const productGuess = endpoint({
  name: 'productGuess',
  method: 'GET',
  path: '/api/product/guess',
  query: ProductQuery,
  response: Schema.Array(ProductSummary),
  auth: 'none',
  summary: '"Guess you like it": products related to a product (same category or brand), at most 12 (PAGE-1).',
})

/**
 * Ours (issue 15, PAGE-1 "for passives the same value and size from other makers"): resistors, capacitors and
 * inductors of the product's value and chip size by other manufacturers (core's `sameValueAndSize`), the
 * best-stocked first, at most 12; none for a part that is not a passive or whose value or size cannot be read.
 */
export const productSameValue = endpoint({
  name: 'productSameValue',
  method: 'GET',
  path: '/api/product/samevalue',
  query: ProductQuery,
  response: Schema.Array(ProductSummary),
  auth: 'none',
  summary: 'Passives of the same value and chip size from other makers, at most 12 (PAGE-1); 404 when there is no such product.',
})

/** Ours (issue 29): a part like the product, and what matched (`Same resistance, tolerance; other maker`, core's `similarReason`). */
export const SimilarPart = Schema.Struct({ product: ProductSummary, reason: Schema.String })
export type SimilarPart = typeof SimilarPart.Type

/**
 * Ours (issue 29, "Similar parts" on the product page): parts of the same category with the same values of its
 * main attributes (core's category attributes mark them) that the product has, from another maker or in another
 * package, in stock first, at most 12; none for a part without such values.
 */
export const productSimilar = endpoint({
  name: 'productSimilar',
  method: 'GET',
  path: '/api/product/similar',
  query: ProductQuery,
  response: Schema.Array(SimilarPart),
  auth: 'none',
  summary: 'Parts with the same main attribute values from other makers or packages, in stock first, at most 12, each with what matched (issue 29); 404 when there is no such product.',
})

/** `?ids=1,2,3` of the compare endpoint: read by core's `parseCompareIds` (400 naming a bad term). */
export const CompareQuery = Schema.Struct({ ids: Schema.String.check(Schema.isMaxLength(200)) })
export type CompareQuery = typeof CompareQuery.Type

/** An attribute row of a comparison: its key and name, in the categories' order. */
export const ComparedAttribute = Schema.Struct({ key: Schema.String, name: Schema.String })
export type ComparedAttribute = typeof ComparedAttribute.Type

/** A compared product: as listed, with its attribute values as shown (`10 kΩ`; the catalog's text when it could not be read). */
export const ComparedProduct = Schema.Struct({
  ...ProductSummary.fields,
  values: Schema.Array(Schema.Struct({ key: Schema.String, value: Schema.String })),
})
export type ComparedProduct = typeof ComparedProduct.Type

/** Up to four products side by side, in the order asked, and the union of their attributes. */
export const ProductComparison = Schema.Struct({ attributes: Schema.Array(ComparedAttribute), products: Schema.Array(ComparedProduct) })
export type ProductComparison = typeof ProductComparison.Type

/** Ours (issue 29): the compare page's data. */
export const productCompare = endpoint({
  name: 'productCompare',
  method: 'GET',
  path: '/api/product/compare',
  query: CompareQuery,
  response: ProductComparison,
  auth: 'none',
  summary: 'Up to four products side by side with the union of their attributes in their categories\' order (issue 29); 400 naming a bad id or more than four, 404 naming an id with no product.',
})

export const productIndex = endpoint({
  name: 'productIndex',
  method: 'GET',
  path: '/api/product/index',
  query: ModelIndexQuery,
  response: ModelIndexPage,
  auth: 'none',
  summary: 'One page of the A-Z / 0-9 product model index: the models starting with `key` (PAGE-4).',
})
