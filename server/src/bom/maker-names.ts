import { manufacturerFamily } from '@partfront/core/parts'

/**
 * Whether a BOM's manufacturer and a catalog's name the same maker (issue 8: "prefer the line's manufacturer
 * when several makers share" a part number). BOMs write makers as their authors, distributors and suppliers
 * do: `YAGEO (VA)` (Digi-Key), `村田 Murata`, `TI(德州仪器)`, `Samsung Electro-Mechanics`, `Diodes Inc.`; a
 * catalog has `Yageo`, `Murata Electronics`, `Texas Instruments`, `SAMSUNG`, `Diodes Incorporated`.
 */

/** How a BOM's maker relates to a part's. */
export type MakerAffinity = 'same' | 'other' | 'unknown'

/** Words that say what kind of company, not which. */
const COMMON_WORDS = new Set([
  'inc', 'incorporated', 'co', 'corp', 'corporation', 'company', 'ltd', 'limited', 'llc', 'gmbh', 'ag', 'sa', 'bv', 'plc',
  'electronics', 'electronic', 'elec', 'electro', 'mechanics', 'semiconductor', 'semiconductors', 'semi', 'technology',
  'technologies', 'tech', 'international', 'industries', 'industrial', 'components', 'group', 'systems', 'the', 'va',
  'devices', 'micro', 'products', 'circuits', 'america', 'usa', 'china', 'japan',
])

/** The words of a maker's name that identify it, lower case (`YAGEO (VA)` → `yageo`, `村田 Murata` → `村田 murata`). */
export function makerWords(name: string): string[] {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word !== '' && !COMMON_WORDS.has(word))
}

function familyOf(name: string): string | undefined {
  const whole = manufacturerFamily(name)
  if (whole !== undefined) return whole
  for (const word of name.split(/[^\p{L}\p{N}]+/u)) {
    const family = word === '' ? undefined : manufacturerFamily(word.toUpperCase())
    if (family !== undefined) return family
  }
  return undefined
}

/**
 * `same` when the two names share a word that identifies a maker (`Samsung Electro-Mechanics` and `SAMSUNG`)
 * or one starts the other's (`Murata` and `muRata`), or both belong to one known family (`TI` and `Texas
 * Instruments`); `unknown` when the BOM names no maker; `other` otherwise.
 */
export function makerAffinity(bomMaker: string, catalogMaker: string): MakerAffinity {
  const wanted = makerWords(bomMaker)
  if (wanted.length === 0) return 'unknown'
  const have = makerWords(catalogMaker)
  for (const word of wanted) {
    for (const other of have) {
      if (word === other) return 'same'
      const [shorter, longer] = word.length <= other.length ? [word, other] : [other, word]
      if (shorter.length >= 4 && longer.startsWith(shorter)) return 'same'
    }
  }
  const family = familyOf(bomMaker)
  return family !== undefined && family === familyOf(catalogMaker) ? 'same' : 'other'
}
