import { Random } from '../random.ts'

/**
 * The building blocks of a part-number series: what one manufacturer's product line looks like (its base part
 * numbers, packages, descriptions, prices) and which packaging or grade suffixes it is ordered with.
 */

/** A named technical attribute (`Resistance`: `10 kΩ`), as the product page lists them. */
export interface Attribute {
  readonly name: string
  readonly value: string
}

/** How the pieces are delivered. */
export type Packaging = 'Tape & Reel' | 'Cut Tape' | 'Tube' | 'Tray' | 'Bulk'

/**
 * A packaging or grade suffix of a base part: `R` (reel) and `T` (small reel) of `TPS7A2033PDBV`, `,215` of
 * `BC847C`, `-7-F` of `BAT54`, `RQ1` (AEC-Q100) of `TPS71725QDRV`. The code may be empty: the base part is
 * orderable as it is.
 */
export interface Suffix {
  readonly code: string
  readonly packaging: Packaging
  /** An automotive (AEC-Q) grade. */
  readonly automotive: boolean
}

export function sfx(code: string, packaging: Packaging, automotive = false): Suffix {
  return { code, packaging, automotive }
}

/** One base part as a series makes it: everything its variants share. */
export interface PartBase {
  /** The part number without packaging and grade suffix. */
  readonly base: string
  /** The package or case, as distributors name it (`SOT-23-5`, `0603 (1608 Metric)`, `QFN-32 5x5`). */
  readonly package: string
  /** Plain English, with the key ratings and the package. */
  readonly description: string
  /** Unit price in USD at quantity 1, before the ladder's discounts. */
  readonly price: number
  readonly attributes?: readonly Attribute[]
  /** Overrides the series' suffixes for this base (when they depend on the package). */
  readonly suffixes?: readonly Suffix[]
  /** The datasheet's file name on the maker's site, without `.pdf`; from `base` when left out. */
  readonly doc?: string
}

/** A manufacturer's product line in one leaf category. */
export interface Series {
  readonly manufacturer: number
  readonly category: number
  /** Relative share of the catalog. */
  readonly weight: number
  /** The suffixes a base part is ordered with; at least one (its code may be empty). */
  readonly suffixes: readonly Suffix[]
  readonly make: (random: Random) => PartBase
  /**
   * For an enumerable series: how many distinct base parts `at` makes. Large parametric families (chip
   * resistors, MLCCs) enumerate, so a million-part catalog uses their whole space without repeats.
   */
  readonly size?: number
  /** The base part of `index` (0 … size - 1); distinct indexes give distinct base part numbers. */
  readonly at?: (index: number, random: Random) => PartBase
  /**
   * Builds the orderable part number from a base and a suffix code; `base + code` when left out. Microchip
   * writes its tape-and-reel `T` inside the number (`MCP1700T-3302E/TT` of `MCP1700-3302E/TT`).
   */
  readonly compose?: (base: string, code: string) => string
}

/** The description with the package appended, unless it already names it. */
export function withPackage(description: string, packageName: string): string {
  return description.toLowerCase().includes(packageName.toLowerCase()) ? description : `${description}, ${packageName}`
}

/** An empty suffix: the base part number is the orderable one. */
export const PLAIN: readonly Suffix[] = [sfx('', 'Cut Tape')]

/** A package of a device table: its code in the part number, its name and its suffixes. */
export interface Pkg {
  readonly code: string
  readonly name: string
  readonly suffixes: readonly Suffix[]
  /** Price multiplier against the device's price. @default 1 */
  readonly priceFactor?: number
}

export function pkg(code: string, name: string, suffixes: readonly Suffix[], priceFactor = 1): Pkg {
  return { code, name, suffixes, priceFactor }
}

/**
 * A device of a table: base name, description, price in USD at quantity 1, and the keys of the packages it
 * comes in (space-separated), optionally its datasheet name.
 */
export type Device = readonly [name: string, description: string, price: number, packages: string, doc?: string]

export interface DeviceSeriesOptions {
  readonly manufacturer: number
  readonly category: number
  readonly weight: number
  readonly packages: Readonly<Record<string, Pkg>>
  readonly devices: readonly Device[]
  /** Base part from device and package; `device + package code` when left out. */
  readonly base?: (device: string, pkg: Pkg) => string
  readonly compose?: (base: string, code: string) => string
  /** Attributes of every part of the series. */
  readonly attributes?: (device: Device, pkg: Pkg) => readonly Attribute[]
}

/**
 * A series from a table of devices and their packages: the common shape of IC, discrete and module lines
 * (`LM358` in `D`/`DGK`/`PW` → `LM358D`, `LM358DGK`, `LM358PW`, each with `R`/`T` reels).
 */
export function deviceSeries(options: DeviceSeriesOptions): Series {
  const rows = options.devices.map((device) => {
    const packages = device[3].split(' ').map((key) => {
      const found = options.packages[key]
      if (found === undefined) throw new Error(`Unknown package key ${key} for ${device[0]}`)
      return found
    })
    return { device, packages }
  })
  const base = options.base ?? ((device: string, pk: Pkg) => device + pk.code)
  const firstPackage = Object.values(options.packages)[0]
  if (firstPackage === undefined) throw new Error('deviceSeries: no packages')
  return {
    manufacturer: options.manufacturer,
    category: options.category,
    weight: options.weight,
    suffixes: firstPackage.suffixes,
    ...(options.compose === undefined ? {} : { compose: options.compose }),
    make(random) {
      const row = random.pick(rows)
      const pk = random.pick(row.packages)
      const [name, description, price, , doc] = row.device
      return {
        base: base(name, pk),
        package: pk.name,
        description: withPackage(description, pk.name),
        price: price * (pk.priceFactor ?? 1) * random.float(0.92, 1.12),
        suffixes: pk.suffixes,
        ...(options.attributes === undefined ? {} : { attributes: options.attributes(row.device, pk) }),
        doc: doc ?? name.toLowerCase(),
      }
    },
  }
}

/**
 * Parametric devices: one per output option (`TPS7A20` + `33` → `TPS7A2033`, "3.3 V"). `options` maps the code
 * to the text it puts in the description's `{v}`.
 */
export function parametric(
  prefix: string,
  options: Readonly<Record<string, string>>,
  description: string,
  price: number,
  packages: string,
  suffix = '',
): Device[] {
  const doc = prefix.toLowerCase()
  return Object.entries(options).map(([code, text]) => [
    prefix + code + suffix,
    description.replace('{v}', text),
    price,
    packages,
    doc,
  ])
}

/** A row of a part table: base name, description (without the package), price in USD at quantity 1, package. */
export type Row = readonly [name: string, description: string, price: number, pkg: string]

export interface TableSeriesOptions {
  readonly manufacturer: number
  readonly category: number
  readonly weight: number
  readonly rows: readonly Row[]
  /** The suffixes, fixed or by package name. */
  readonly suffixes: readonly Suffix[] | ((pkg: string) => readonly Suffix[])
  /** The maker's spelling of a generic name (`MMBT3904` → `LMBT3904L` at LRC), with the package. */
  readonly rename?: (name: string, pkg: string) => string
  readonly compose?: (base: string, code: string) => string
  readonly doc?: (name: string) => string
}

/**
 * A series from a table of generic parts (`BAT54`, `SMBJ5.0A`, `MMBT3904`) that several makers second-source,
 * each with its own spelling and suffixes: `BAT54-7-F` (Diodes), `BAT54,215` (Nexperia), `BAT54LT1G` (onsemi).
 */
export function tableSeries(options: TableSeriesOptions): Series {
  if (options.rows.length === 0) throw new Error('tableSeries: no rows')
  const suffixOf = options.suffixes
  const fixed: readonly Suffix[] =
    typeof suffixOf === 'function' ? (options.rows[0] === undefined ? PLAIN : suffixOf(options.rows[0][3])) : suffixOf
  return {
    manufacturer: options.manufacturer,
    category: options.category,
    weight: options.weight,
    suffixes: fixed,
    ...(options.compose === undefined ? {} : { compose: options.compose }),
    make(random) {
      const [name, description, price, pk] = random.pick(options.rows)
      const base = options.rename === undefined ? name : options.rename(name, pk)
      return {
        base,
        package: pk,
        description: withPackage(description, pk),
        price: price * random.float(0.85, 1.2),
        suffixes: typeof suffixOf === 'function' ? suffixOf(pk) : suffixOf,
        doc: options.doc === undefined ? name.toLowerCase() : options.doc(name),
      }
    },
  }
}

/**
 * A fixed pool of model numbers for makers whose numbering is not parametric (`AO3400`, `DMG2305`): drawn
 * once from its own seed, so a series draws from a realistic few hundred numbers rather than from every
 * integer in a range, and the pool is the same whatever the catalog's seed.
 */
export function numberPool(poolSeed: number, size: number, min: number, max: number): readonly number[] {
  const random = new Random(poolSeed)
  const pool = new Set<number>()
  const target = Math.min(size, max - min + 1)
  while (pool.size < target) pool.add(random.int(min, max))
  return [...pool].sort((a, b) => a - b)
}
