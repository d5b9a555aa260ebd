import type { ValueUnit } from '@partfront/core/bom'
import { descriptionValue, passiveUnitOfCategory, passiveValue, type NamedValue } from '@partfront/core/parts'

/**
 * The value and chip size of a catalog passive, for the BOM value index (issue 8: "for lines with only a value
 * and a footprint (passives), candidates by value and package") and the product page's "same value and size from
 * other makers" (issue 15). The rules are core's (`passiveValue`, `passiveUnitOfCategory`); this reads the
 * store's JSON attributes for them.
 */
export { descriptionValue, passiveUnitOfCategory }

/** One product's columns the index is built from. */
export interface CatalogValueSource {
  /** JSON `[{ name, value }]`. */
  readonly attributes: string
  readonly description: string
  readonly packageName: string
}

/** A passive's entry in the value index. */
export interface CatalogValue {
  readonly valueKey: string
  /** The imperial chip size, `''` when the package is not one. */
  readonly chip: string
}

/** The stored attributes as name/value pairs; none when the JSON is unreadable or holds something else. */
function attributesOf(json: string): NamedValue[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return (parsed as unknown[]).flatMap((item) => {
    if (typeof item !== 'object' || item === null) return []
    const { name, value } = item as { name?: unknown; value?: unknown }
    return typeof name === 'string' && typeof value === 'string' ? [{ name, value }] : []
  })
}

/**
 * The value key and chip size of a product of a passive category (core's `passiveValue`); `undefined` when
 * neither its value attribute nor its description gives one.
 */
export function catalogValue(source: CatalogValueSource, unit: ValueUnit): CatalogValue | undefined {
  const value = passiveValue({ ...source, attributes: attributesOf(source.attributes) }, unit)
  return value === undefined ? undefined : { valueKey: value.valueKey, chip: value.chip }
}
