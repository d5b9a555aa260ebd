/**
 * Manufacturer families whose part-numbering schemes the packaging-variant rules know (search issue #7, "the
 * same base part with another packaging or grade suffix"). Ours: the families are those with many parts in
 * the real catalogs (`shared/data/parts`) and a published ordering-code scheme; the Mouser prefixes are the
 * ones Mouser puts before those makers' part numbers (`595-TPS71725QDRVRQ1`), as seen in the real BOMs.
 */

/** A family of part-numbering schemes. */
export type ManufacturerFamily =
  | 'ti'
  | 'nexperia'
  | 'diodes'
  | 'onsemi'
  | 'microchip'
  | 'st'
  | 'vishay'
  | 'adi'
  | 'infineon'
  | 'murata'
  | 'yageo'

interface FamilyEntry {
  readonly family: ManufacturerFamily
  /** Matched against the manufacturer name as stored (`Texas Instruments`, `onsemi`, `ON Semiconductor`). */
  readonly name: RegExp
  /** Mouser's prefixes for the family's parts, without the `-`. */
  readonly mouser: readonly string[]
}

const FAMILIES: readonly FamilyEntry[] = [
  { family: 'ti', name: /\bTEXAS INSTRUMENTS\b|^TI$|\bNATIONAL SEMI|\bBURR[- ]?BROWN\b/i, mouser: ['595', '926'] },
  { family: 'nexperia', name: /\bNEXPERIA\b|\bNXP\b|\bPHILIPS\b/i, mouser: ['771', '841'] },
  { family: 'diodes', name: /\bDIODES\b|\bZETEX\b/i, mouser: ['621', '522'] },
  { family: 'onsemi', name: /\bON ?SEMI|\bONSEMI\b|\bFAIRCHILD\b/i, mouser: ['863', '512'] },
  { family: 'microchip', name: /\bMICROCHIP\b|\bATMEL\b/i, mouser: ['579', '556'] },
  { family: 'st', name: /\bSTMICRO|\bST ?MICROELECTRONICS\b|^ST$/i, mouser: ['511'] },
  { family: 'vishay', name: /\bVISHAY\b/i, mouser: ['78', '71', '781'] },
  { family: 'adi', name: /\bMAXIM\b|\bANALOG DEVICES\b|\bLINEAR TECH/i, mouser: ['700', '584'] },
  { family: 'infineon', name: /\bINFINEON\b|\bINTERNATIONAL RECTIFIER\b/i, mouser: ['726', '942'] },
  { family: 'murata', name: /\bMURATA\b/i, mouser: ['81'] },
  { family: 'yageo', name: /\bYAGEO\b/i, mouser: ['603'] },
]

/**
 * The family of a manufacturer name, or `undefined` when its scheme is not known (then only the generic,
 * unmistakable suffix rules apply). Case-insensitive; a name that merely contains a family's name in another
 * word does not count (`Semtech` is not ST).
 */
export function manufacturerFamily(manufacturer: string | undefined): ManufacturerFamily | undefined {
  if (manufacturer === undefined) return undefined
  const name = manufacturer.trim()
  return FAMILIES.find((entry) => entry.name.test(name))?.family
}

/** Mouser's prefixes for a family (none for an unknown family: a bare number prefix is too ambiguous). */
export function mouserPrefixes(family: ManufacturerFamily | undefined): readonly string[] {
  if (family === undefined) return []
  return FAMILIES.find((entry) => entry.family === family)?.mouser ?? []
}
