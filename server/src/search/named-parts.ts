import { basePartNumber, normalizePartNumber, type ParsedSearchQuery } from '@partfront/core/parts'

/**
 * Where a query may name a part exactly or by another packaging of it (search issue #7: "the same base part
 * with another packaging or grade suffix (`TPS71725QDRV` for `TPS71725QDRVRQ1`, `…TR`, `…/NOPB`, `…-ND`
 * distributor numbers)"). The index finds a part whose number holds the query; these keys find the parts
 * whose number the query holds, through the normalised base part (`products.base_normalized`). Core's
 * `classifyMatch` then decides what each candidate is; a wrong candidate costs one index lookup.
 */

/** Shortest base worth looking up (core's variant rules keep bases of at least three characters). */
const MIN_BASE = 3
/** A Mouser number: the maker's number after a two- or three-digit prefix (`595-LM358DR`, `595LM358DR`). */
const MOUSER_DIGITS = [2, 3]

function prefixes(key: string, into: Set<string>): void {
  for (let length = MIN_BASE; length <= key.length; length++) into.add(key.slice(0, length))
}

/**
 * The normalised bases a query may spell: every prefix of its search key (a base followed by suffixes; a
 * Digi-Key `…-ND` number too), the same after two or three leading digits (a Mouser prefix, which core
 * reads the same with or without its dash), and the query's own base under each
 * manufacturer family's suffix rules (Microchip's `MCP6002-E/SN` is the base `MCP6002/SN` with a grade in the
 * middle). `familyMakers`: one manufacturer name per family the catalog holds.
 */
export function candidateBases(parsed: ParsedSearchQuery, familyMakers: readonly string[]): string[] {
  const keys = new Set<string>()
  prefixes(parsed.partKey, keys)
  for (const digits of MOUSER_DIGITS) {
    if (/^\d+$/u.test(parsed.partKey.slice(0, digits))) prefixes(parsed.partKey.slice(digits), keys)
  }
  for (const maker of familyMakers) {
    const base = normalizePartNumber(basePartNumber(parsed.text, maker))
    if (base.length >= MIN_BASE) keys.add(base)
  }
  return [...keys]
}
