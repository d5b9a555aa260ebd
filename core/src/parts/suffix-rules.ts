import type { ManufacturerFamily } from './manufacturer-family.ts'

/**
 * The packaging and grade suffix rules (search issue #7: "the same base part with another packaging or grade
 * suffix (`TPS71725QDRV` for `TPS71725QDRVRQ1`, `…TR`, `…/NOPB`, `…-ND` distributor numbers)"). All ours,
 * from the makers' published ordering-code schemes and checked against the real catalogs in
 * `shared/data/parts`.
 *
 * Conservative by construction:
 * - A rule reads the catalog's part number as stored, separators included, so a suffix is stripped only where
 *   the maker's punctuation marks it (`BC847B,215`, `1N4148W-7-F`, `LM2596SX-5.0/NOPB`, `SMBJ6.0CA-E3/52`).
 * - A bare trailing letter is stripped only after a package code of that maker's scheme (TI: `LM358D` + `R`,
 *   `TPS71725QDRV` + `R` + `Q1`), never blindly: `…R` is a resistor value, a revision or a name elsewhere.
 * - What is left must still look like a part: at least three characters and a digit.
 * - A query is never parsed on its own: it is a variant of a part only when it spells that part's base and
 *   then only suffixes the part's rules allow (`variants.ts`), so a wrong strip needs a real base to land on.
 *
 * Patterns run on the folded text (upper case, separators kept). An end rule matches at the end of what is
 * left; its `strip` group (the whole match when there is none) is removed from the end. It "fires" when it
 * matches, even if it removes nothing (`LM358D` fits TI's scheme with no reel suffix), and then its
 * `language` says what a query may carry in the suffix's place, in exact-key characters (separators gone,
 * decimal points and other punctuation kept: see `exact.ts`). A query may also add the generic `TR`, `Q1`,
 * `/NOPB`, `PBF` and `+` suffixes to any base (`familyWide`), never a bare letter or digits.
 */

/** A rule that strips a suffix from the end of a part number. */
export interface EndRule {
  readonly name: string
  /** The families it applies to; `'any'` for the unmistakable ones. */
  readonly families: 'any' | readonly ManufacturerFamily[]
  /** Matches at the end (`$`) of the remaining folded text. */
  readonly pattern: RegExp
  /** What a query may carry instead (a regular-expression source over exact-key text), when it fired. */
  readonly language: string
  /** Whether the language also applies to every part of the family when the rule did not fire. */
  readonly familyWide?: boolean
}

/** A rule that finds a replaceable stretch inside a part number (a grade letter before a package code). */
export interface MiddleRule {
  readonly name: string
  readonly families: 'any' | readonly ManufacturerFamily[]
  /**
   * Matches the whole remaining folded text as `head`, `middle`, `tail` (named groups). `head` and `tail` are
   * the base; `middle` is what varies.
   */
  readonly pattern: RegExp
  readonly language: string
  /** Fire only when one of these end rules fired too (the evidence that the scheme applies). */
  readonly requires?: readonly string[]
  /** Fire only when the `middle` group is not empty, unless a required rule fired. */
  readonly needsMiddle?: boolean
}

/** TI package designators (the datasheets' "Package Option Addendum"), longest first within a prefix. */
const TI_PACKAGES = [
  'DBQ', 'DBT', 'DBV', 'DBZ', 'DB', 'DCA', 'DCK', 'DCN', 'DCT', 'DCU', 'DCY', 'DDA', 'DDC', 'DDF', 'DGK',
  'DGN', 'DGQ', 'DGS', 'DGV', 'DMB', 'DNP', 'DNT', 'DPJ', 'DPW', 'DPY', 'DQN', 'DRB', 'DRC', 'DRG', 'DRL',
  'DRV', 'DRY', 'DSB', 'DSE', 'DSF', 'DSG', 'DSK', 'DSQ', 'DSS', 'DUB', 'DWV', 'DW', 'DYY', 'D', 'KTT',
  'KVU', 'KTW', 'LP', 'NS', 'N', 'PK', 'PM', 'PN', 'PWP', 'PW', 'PZP', 'PZ', 'P', 'RGE', 'RGP', 'RGR',
  'RGT', 'RGW', 'RGY', 'RGZ', 'RGC', 'RHA', 'RHB', 'RHH', 'RHL', 'RNP', 'RPW', 'RSA', 'RSM', 'RSN', 'RTA',
  'RTE', 'RTJ', 'RTW', 'RUK', 'RUM', 'RUN', 'RVA', 'RWE', 'RYJ', 'YFF', 'YPA', 'YZF', 'YZP', 'M', 'E',
].join('|')

/** National Semiconductor prefixes (now TI), whose tape-and-reel mark is an `X` after the package code. */
const NATIONAL_PREFIXES = 'LMV|LMR|LMC|LMH|LMS|LMZ|LMP|LM|LP|LF|DP|DS|ADC|DAC|CLC|COP'

/** Murata series whose last letter is the packaging code (`GRM155R71C104KA88D`: `D` = 180 mm reel). */
const MURATA_SERIES = 'GRM|GCM|GJM|GRT|GCJ|GQM|GCQ|GMA|KCM|KRM|LQW|LQM|LQH|LQP|BLM|NFM|NFZ|DLW|DLP'

/** The end rules, in the order they are tried (repeatedly, each at most once, until none strips). */
export const END_RULES: readonly EndRule[] = [
  // Generic and unmistakable.
  { name: 'nopb', families: 'any', pattern: /[-/_\s]NOPB$/, language: 'NOPB', familyWide: true },
  { name: 'pbf', families: 'any', pattern: /#?(?:TR[MLR]?)?PBF$/, language: '(?:TR[MLR]?)?PBF', familyWide: true },
  {
    name: 'lead-free-plus',
    families: 'any',
    pattern: /\+(?:T&R|TR|T\d{0,2})?$/,
    language: '\\+(?:T&R|TR|T\\d{0,2})?',
    familyWide: true,
  },
  // Three digits after a comma: a packing code (Nexperia's scheme, copied by others). A query may add one to a
  // part without it only for the makers that use them: elsewhere three more digits are often another part
  // (`RN4020-V/RM` and `RN4020-V/RM120`, firmware 1.20).
  { name: 'packing-code', families: 'any', pattern: /(?<=[0-9A-Z]),\d{3}$/, language: '\\d{3}' },
  // `TR` (tape and reel) and `Q1` (AEC-Q grade 1) are stripped only after a separator, but a query may add
  // them to any base: in the real catalogs every part that exists with and without them is the same part.
  { name: 'tape-and-reel', families: 'any', pattern: /(?<=[0-9A-Z])[-/._\s]TR$/, language: 'TR', familyWide: true },
  { name: 'aec-q', families: 'any', pattern: /(?<=[0-9A-Z])[-_\s]Q1$/, language: 'Q1', familyWide: true },
  // Texas Instruments: `/2K5` reel quantities (Burr-Brown), then package code + reel + finish + grade.
  { name: 'ti-reel-quantity', families: ['ti'], pattern: /\/(?:2K5|3K|250|1K|500)$/, language: '2K5|3K|250|1K|500' },
  {
    name: 'ti-package',
    families: ['ti'],
    // The greedy `keep` takes the longest head that ends in a package code: strip as little as possible.
    pattern: new RegExp(`^(?<keep>.*\\d[0-9A-Z]*(?:${TI_PACKAGES}))(?<strip>(?:R|T|96)?(?:G4|E4)?(?:Q1)?)$`),
    language: '(?:R|T|96)?(?:G4|E4)?(?:Q1)?',
  },
  // Nexperia: the 3-digit packing code after a comma (`,215`, `,115`, `,653`); Mouser drops the comma.
  {
    name: 'nexperia-packing',
    families: ['nexperia'],
    pattern: /(?<=[0-9A-Z]),\d{3}$/,
    language: '\\d{3}',
    familyWide: true,
  },
  // Diodes Incorporated: `-7` (7" reel), `-13` (13" reel), `-F` (lead-free), `Q` (automotive) before them.
  {
    name: 'diodes-reel',
    families: ['diodes'],
    pattern: /(?<=\d[0-9A-Z-]*?)(?:Q?-(?:7|13)(?:-F)?|-F)$/,
    language: 'Q?(?:7|13)?F?',
    familyWide: true,
  },
  // onsemi: `T1G`, `T3G`, `R2G`, `RLG` (reel + Pb-free `G`), a bare `G`, Fairchild's `TR`.
  {
    name: 'onsemi-reel',
    families: ['onsemi'],
    pattern: /(?<=\d[0-9A-Z]*?)(?:(?:T\d|R\d|RL|RA|RE|ZL|ZR|H)?G|TR)$/,
    language: '(?:T\\d|R\\d|RL|RA|RE|ZL|ZR|H)?G|TR',
    familyWide: true,
  },
  // Microchip (Atmel): `-AUR`, `-MUR`, `-SSHR`, `-20SUT` (package-grade code, then reel `R`/`T`), and `-T`.
  {
    name: 'atmel-reel',
    families: ['microchip'],
    pattern: /(?<=\d[0-9A-Z]*-\d{0,2}[A-Z]{1,3}[UHN])(?<strip>R|T)?$/,
    language: 'R|T',
  },
  { name: 'microchip-reel', families: ['microchip'], pattern: /(?<=[0-9A-Z])-T$/, language: 'T' },
  // STMicroelectronics: `TR` (tape and reel), `TP` after a digit (`M24C02-WMN6TP`).
  { name: 'st-reel', families: ['st'], pattern: /(?<=[0-9A-Z])-?TR$|(?<=\d)TP$/, language: 'TR|TP', familyWide: true },
  // Vishay: `-E3/52`, `-E3-08`, `-M3/89A`, `-T1-E3`, `-T1-GE3`, `-GS08` (finish, then packing).
  {
    name: 'vishay-packing',
    families: ['vishay'],
    pattern: /(?:-T1)?-(?:E3|GE3|HE3|BE3|M3|HM3)(?:[-/][0-9A-Z]{1,4})?$|-GS[01]8$/,
    language: '(?:T1)?(?:E3|GE3|HE3|BE3|M3|HM3)[0-9A-Z]{0,4}|GS[01]8',
    familyWide: true,
  },
  // Analog Devices: `-REEL7`, `-REEL`, `-RL7`, `-R7`.
  {
    name: 'adi-reel',
    families: ['adi'],
    pattern: /-(?:REEL7?|RL7?|R7)$/,
    language: 'REEL7?|RL7?|R7',
    familyWide: true,
  },
  // Murata: the last letter of a capacitor, inductor or filter code; DFE inductors' `=P2`.
  {
    name: 'murata-packaging',
    families: ['murata'],
    pattern: new RegExp(`(?<=^(?:${MURATA_SERIES})[0-9A-Z]{8,})[BCDEFJKLW]$`),
    language: '[BCDEFJKLW]',
  },
  { name: 'murata-dfe', families: ['murata'], pattern: /=P\d$/, language: '=P\\d', familyWide: true },
]

/** The middle rules; the first that fires is used. */
export const MIDDLE_RULES: readonly MiddleRule[] = [
  // National (TI): `LM1117MPX-3.3/NOPB` is `LM1117MP-3.3/NOPB` on a reel.
  {
    name: 'national-reel',
    families: ['ti'],
    pattern: new RegExp(
      `^(?<head>(?:${NATIONAL_PREFIXES})\\d[0-9A-Z]*?[A-Z]\\d?)(?<middle>X?)` +
        `(?<tail>-(?:\\d{1,2}(?:\\.\\d{1,2})?|ADJ|\\d))?$`,
    ),
    language: 'X?',
    requires: ['nopb'],
    needsMiddle: true,
  },
  // Microchip: `MCP6002T-I/SN`: device, reel `T`, temperature grade, `/` package code.
  {
    name: 'microchip-grade',
    families: ['microchip'],
    pattern: /^(?<head>.*\d[0-9A-Z]*?)(?<middle>T?-[IEHMV])(?<tail>\/[0-9A-Z]{1,4})$/,
    language: 'T?[IEHMV]?',
  },
  // Yageo chip resistors: `RC0603FR-0710KL`: packaging letter and reel size between tolerance and value.
  {
    name: 'yageo-resistor',
    families: ['yageo'],
    pattern: /^(?<head>(?:RC|RT|AC|AT|RL|PT|RV|SR|AF)\d{4}[A-Z])(?<middle>[RKP]-(?:07|10|13))(?<tail>[0-9A-Z]+)$/,
    language: '[RKP](?:07|10|13)?',
  },
  // Yageo chip capacitors: `CC0402KRX7R9BB104`: packaging letter after the tolerance.
  {
    name: 'yageo-capacitor',
    families: ['yageo'],
    pattern: /^(?<head>(?:CC|CQ|AC|CS)\d{4}[A-Z])(?<middle>[RKP])(?<tail>[0-9A-Z]{6,})$/,
    language: '[RKP]',
  },
]
