import type { CategoryId, ProductId } from '@partfront/core/contract'
import type { AttributeValue } from '@partfront/core/parametric'

/**
 * Parametric search's values (issue 29): each product's values of its category's attributes, kept as written,
 * as shown (canonical) and, for quantities, as a number in the base unit. Written in bulk by the catalog loads
 * (the demo seed, `npm run import`); read whole per category for its counts (`parametric/category-facets.ts`) and
 * per product.
 */

/** One attribute of a product: its text as the catalog wrote it, and its value when the text reads as one. */
export interface AttributeValueInput {
  /** The attribute's key (`resistance`). */
  readonly key: string
  /** As written (`10KOhms`). */
  readonly text: string
  /** The value read with core's rules; left out when the text is kept as text. */
  readonly value?: AttributeValue
}

/** A product's attributes, replacing those it had. */
export interface ProductAttributesInput {
  readonly productId: ProductId
  /** The product's category, and the attribute list it takes (core's `CATEGORY_ATTRIBUTES` slug). */
  readonly categoryId: CategoryId
  readonly list: string
  readonly values: ReadonlyArray<AttributeValueInput>
}

/** An attribute value as stored. */
export interface StoredAttributeValue {
  readonly key: string
  readonly text: string
  /** As shown (`10 kΩ`); `null` for a text kept as text. */
  readonly canonical: string | null
  /** Quantities: the number in the base unit; ranges: their lower end. `null` for words and texts. */
  readonly base: number | null
  /** Ranges: their upper end in the base unit; otherwise `null`. */
  readonly baseTo: number | null
}

/** A product of a category as its counts take it. */
export interface AttributePart {
  readonly productId: ProductId
  readonly manufacturerId: number
  /** `''` when unknown. */
  readonly packageName: string
  readonly stock: number
  /** Its stored values, by key (code-unit order, the same on both engines). */
  readonly values: ReadonlyArray<StoredAttributeValue>
}

/** A category's products with their values, by id. */
export interface CategoryAttributeRows {
  /** The attribute list the category's products take; `undefined` when none was stored. */
  readonly list: string | undefined
  readonly parts: ReadonlyArray<AttributePart>
}

/** A part like another (issue 29's "similar parts"): the same values of the keys asked, another maker or package. */
export interface SimilarPartRow {
  readonly productId: ProductId
  readonly otherMaker: boolean
  readonly otherPackage: boolean
}

/** What `similarProducts` found: the keys it matched on (those the product has a value of), and the parts. */
export interface SimilarParts {
  readonly matched: ReadonlyArray<string>
  readonly parts: ReadonlyArray<SimilarPartRow>
}

export interface AttributeStore {
  /**
   * Replaces the values of each product named with those given (none: the product has no values any more), in
   * one transaction, and records each category's attribute list. A product that does not exist is refused (the
   * whole call fails).
   */
  putProductAttributes(products: ReadonlyArray<ProductAttributesInput>): Promise<void>
  /** A product's stored values by key; empty for a product without any (or none such). */
  productAttributeValues(id: ProductId): Promise<ReadonlyArray<StoredAttributeValue>>
  /** The attribute list (core's `CATEGORY_ATTRIBUTES` slug) the category's products take; `undefined` when none was stored. */
  attributeList(id: CategoryId): Promise<string | undefined>
  /**
   * Issue 29's similar parts: the products of `id`'s category (not `id`) whose values equal `id`'s on every key
   * of `keys` it has a value of (shown values, `canonical`), from another maker or in another package; in stock
   * first, then the most stocked, then by id; at most `limit`. None when the product has no value of any key
   * (or is not there).
   */
  similarProducts(id: ProductId, keys: ReadonlyArray<string>, limit: number): Promise<SimilarParts>
  /** Every product of the category (its own, not its children's), by id, with its values. */
  categoryAttributeRows(id: CategoryId): Promise<CategoryAttributeRows>
  /**
   * A number that moves on with every committed change to products and their attribute values (stock, maker,
   * package, category, values): counts worked out at one number are current while it stays.
   */
  catalogVersion(): Promise<number>
  /**
   * What the counts kept in memory need to stay current (migration `0003-facet-versions`): the facet version,
   * which moves on with every committed change to what a category's counts read except stock (products added,
   * deleted or moved to another category, maker or package; attribute values and lists), and the stock changes
   * stamped after the stock number `since`, oldest first, at most `limit` (more: `complete: false`, build
   * again). On PostgreSQL, where a number is taken before its transaction commits, the changes also hold those
   * stamped in the last `STOCK_SLACK` numbers up to `since`, so a commit overtaken by a few others is not missed.
   * `Number.MAX_SAFE_INTEGER` asks for the numbers alone.
   */
  facetState(since: number, limit: number): Promise<FacetState>
}

/** A product whose stock changed, as it stands now. */
export interface StockChange {
  readonly productId: ProductId
  readonly stock: number
  /** The stock number its last change was stamped with. */
  readonly seq: number
}

/** The facet version and the stock changes since a stock number (`AttributeStore.facetState`). */
export interface FacetState {
  readonly version: number
  /** The last stock number given out. */
  readonly latestStock: number
  readonly changes: ReadonlyArray<StockChange>
  /** Whether `changes` holds every change asked for (else more than `limit`). */
  readonly complete: boolean
}
