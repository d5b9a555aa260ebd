import type { Decimal } from './decimal.ts'
import type { UnitId } from './units.ts'

/**
 * Parametric search's vocabulary (issue 29): what an attribute of a category is, what a part's value of it is,
 * and what a buyer's filter on it asks.
 */

/** The three kinds of attribute: a quantity with a unit, a range of quantities, a word from a set. */
export type AttributeKind = 'quantity' | 'range' | 'word'

interface AttributeBase {
  /** The attribute's key in URLs and the API: lower-case, hyphenated (`resistance`, `rated-voltage`). */
  readonly key: string
  /** Its name as shown: `Resistance`, `Rated voltage`. */
  readonly name: string
  /** One of the category's main attributes: a column of the results table, compared by "similar parts". @default false */
  readonly main?: boolean
}

/** A quantity with a unit: resistance, capacitance, rated voltage, tolerance, flash size. */
export interface QuantityAttribute extends AttributeBase {
  readonly kind: 'quantity'
  readonly unit: UnitId
  /** A tolerance, written and shown with `±`. @default false */
  readonly plusMinus?: boolean
}

/** A range of quantities: operating temperature (`-55℃~+155℃`), supply voltage (`1.8 V to 5.5 V`). */
export interface RangeAttribute extends AttributeBase {
  readonly kind: 'range'
  readonly unit: UnitId
}

/** One word of a set, with the other ways catalogs write it (`C0G`: `NP0`, `COG`). */
export interface AttributeWord {
  readonly value: string
  readonly aliases?: readonly string[]
}

/** A word from a set: dielectric, channel, core, output type. */
export interface WordAttribute extends AttributeBase {
  readonly kind: 'word'
  readonly words: readonly AttributeWord[]
  /** Words outside the set are kept as written (a catalog's cores, interfaces). @default false */
  readonly open?: boolean
}

export type AttributeDefinition = QuantityAttribute | RangeAttribute | WordAttribute

/** A part's value of a quantity attribute. */
export interface QuantityValue {
  readonly kind: 'quantity'
  /** As the catalog wrote it (`10KOhms`). */
  readonly text: string
  /** As we show it (`10 kΩ`): one text for one value. */
  readonly canonical: string
  /** Exact, in the base unit. */
  readonly value: Decimal
  /** In the base unit as a double, for sorting and counting (ordered as `value`). */
  readonly base: number
}

/** A part's value of a range attribute. */
export interface RangeValue {
  readonly kind: 'range'
  readonly text: string
  /** `-55 °C to 155 °C`. */
  readonly canonical: string
  readonly from: Decimal
  readonly to: Decimal
  readonly fromBase: number
  readonly toBase: number
}

/** A part's value of a word attribute. */
export interface WordValue {
  readonly kind: 'word'
  readonly text: string
  /** The set's spelling (`C0G` for `NP0`). */
  readonly canonical: string
}

export type AttributeValue = QuantityValue | RangeValue | WordValue

/** A from/to bound of a filter; either side may be open. */
export interface FilterRange {
  readonly from?: Decimal
  readonly to?: Decimal
}

/**
 * A buyer's filter on one attribute: a part passes when its value is one of `values` (canonical texts), or lies
 * in `range`, or, with `none`, when it has no value. At least one of the three is set.
 */
export interface AttributeFilter {
  readonly key: string
  readonly values: readonly string[]
  readonly range?: FilterRange
  readonly none: boolean
}
