import * as Schema from 'effect/Schema'
import { Count, tooLongMessage } from './common.ts'

/**
 * Parametric search in the contract (issue 29): the attribute filters a category listing and a search confined
 * to one category take, and the counts they answer with. One shape for both, so a page's filter panel reads
 * either answer the same way.
 */

/** Longest `attributes` query string, in characters: far past any real set of filters, bounding the work of one. */
export const MAX_ATTRIBUTE_FILTERS_LENGTH = 4000

/**
 * The attribute filters, as a query string of their own, written as a page's URL writes them
 * (`resistance=10k&resistance=4k7&tolerance=1%25&rated-voltage=50V..&dielectric=none`): several values of one
 * attribute, a from/to range typed with units (`10k..100k`, `50V..`), `none` for parts with no value. Read by
 * core's `parseParametricParams` against the category's attribute list: an unknown attribute or value, or a range
 * that does not read, answers 400 naming each.
 */
export const AttributeFilters = Schema.String.check(
  Schema.isMaxLength(MAX_ATTRIBUTE_FILTERS_LENGTH, { message: tooLongMessage('the attribute filters', MAX_ATTRIBUTE_FILTERS_LENGTH) }),
)
export type AttributeFilters = typeof AttributeFilters.Type

/**
 * One value of a facet with how many parts have it: `null` stands for "no value". A value that is an id (the
 * `manufacturer` facet's maker ids) carries its `label`, the name a page shows (`Yageo`).
 */
export const FacetValueCount = Schema.Struct({ value: Schema.NullOr(Schema.String), count: Count, label: Schema.optionalKey(Schema.String) })
export type FacetValueCount = typeof FacetValueCount.Type

/**
 * One facet of a category page or a confined search (issue 29): an attribute (`resistance`), or `manufacturer`
 * (values: maker ids), `package` or `stock` (`in stock`, `no stock`). Its values are every one the category has,
 * the most common first, each counted as Digi-Key counts: over the parts that pass every filter but this facet's
 * own (0: none would). For quantities, the lowest and highest value among those parts, in the base unit (Ω, F,
 * V…).
 */
export const Facet = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  values: Schema.Array(FacetValueCount),
  min: Schema.NullOr(Schema.Finite),
  max: Schema.NullOr(Schema.Finite),
})
export type Facet = typeof Facet.Type
