import { categoryAttributes, mainAttributes } from '../parametric/category-attributes.ts'
import type { AttributeDefinition } from '../parametric/parametric.types.ts'

/**
 * "Similar parts" on the product page (issue 29): parts of the same category with the same values of its main
 * attributes (core's category attributes mark them), from another maker or in another package, in stock first.
 * The store finds them; these rules say which attributes count and how the list explains each match.
 */

/** The main attributes of the attribute list `slug`: the ones "similar" compares. */
export function similarAttributes(slug: string): AttributeDefinition[] {
  return mainAttributes(categoryAttributes(slug))
}

/** What one similar part shares with the product, and how it differs. */
export interface SimilarMatch {
  /** The names of the main attributes whose values matched, in the category's order. */
  readonly matched: readonly string[]
  readonly otherMaker: boolean
  readonly otherPackage: boolean
}

/** `Same resistance, tolerance, power; other maker` (and `other package`, `other maker and package`). */
export function similarReason(match: SimilarMatch): string {
  // `Resistance` reads `resistance` mid-sentence; `DC resistance` and `B constant` keep their capitals.
  const names = match.matched.map((name) => (/^[A-Z][a-z]/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name))
  const other =
    match.otherMaker && match.otherPackage ? 'other maker and package' : match.otherMaker ? 'other maker' : match.otherPackage ? 'other package' : ''
  const same = names.length === 0 ? '' : `Same ${names.join(', ')}`
  return [same, other].filter((part) => part !== '').join('; ')
}
