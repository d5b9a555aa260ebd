import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import type { Random } from '../random.ts'
import {
  E24,
  E96,
  E192,
  RESISTOR_POWER,
  SIZE_PRICE,
  type Value,
  chipPackage,
  multiplierCode,
  ohmsText,
  rkmCode,
} from '../values.ts'
import { PLAIN, type PartBase, type Series, type Suffix, sfx } from './kit.ts'

/**
 * Chip resistors, arrays and current-sense resistors in each maker's own code: Yageo `RC0603FR-0710KL`,
 * UNI-ROYAL `0603WAF1002T5E`, Panasonic `ERJ-3EKF1002V`, Vishay `CRCW060310K0FKEA`, KOA `RK73H1JTTD1002F`.
 */

interface Tolerance {
  readonly letter: string
  readonly text: string
  /** Three significant digits (E96, E192) or two (E24). */
  readonly digits: 2 | 3
  readonly values: readonly number[]
}

const F: Tolerance = { letter: 'F', text: '±1%', digits: 3, values: E96 }
const J: Tolerance = { letter: 'J', text: '±5%', digits: 2, values: E24 }
const B: Tolerance = { letter: 'B', text: '±0.1%', digits: 3, values: E192 }
const C: Tolerance = { letter: 'C', text: '±0.25%', digits: 3, values: E192 }
const D: Tolerance = { letter: 'D', text: '±0.5%', digits: 3, values: E192 }

/** Decades of resistance: 0.1 Ω to 9.76 MΩ. */
const DECADES = 8

interface ResistorLine {
  readonly manufacturer: number
  readonly weight: number
  readonly kind: string
  readonly sizes: readonly string[]
  readonly tolerances: readonly Tolerance[]
  /**
   * Codes that vary independently of the value (a reel size, a TCR): each base part comes in every one, and
   * `format` puts the chosen one where the maker writes it.
   */
  readonly extras?: readonly string[]
  /** The part number; `value` is `null` for a zero-ohm jumper. */
  readonly format: (size: string, tolerance: Tolerance, value: Value | null, extra: string) => string
  readonly doc: string
  readonly suffixes?: readonly Suffix[]
  readonly priceFactor?: number
  readonly category?: number
}

interface Block {
  readonly size: string
  readonly tolerance: Tolerance
  /** Values of the block: every E-series value in every decade, plus one jumper for 5% parts. */
  readonly values: number
  readonly offset: number
}

/**
 * A chip-resistor line as an enumerable series: index → (size, tolerance, extra, value), so every value of
 * every decade appears once, as in a maker's catalogue.
 */
function resistorSeries(line: ResistorLine): Series {
  const factor = line.priceFactor ?? 1
  const extras = line.extras ?? ['']
  const blocks: Block[] = []
  let total = 0
  for (const size of line.sizes) {
    for (const tolerance of line.tolerances) {
      const values = tolerance.values.length * DECADES + (tolerance.digits === 2 ? 1 : 0)
      blocks.push({ size, tolerance, values, offset: total })
      total += values * extras.length
    }
  }
  const at = (index: number, random: Random): PartBase => {
    let block = blocks[0]
    for (const candidate of blocks) {
      if (candidate.offset > index) break
      block = candidate
    }
    if (block === undefined) throw new Error('resistorSeries: no blocks')
    const { size, tolerance } = block
    let rest = index - block.offset
    const extra = extras[rest % extras.length] ?? ''
    rest = Math.floor(rest / extras.length)
    const count = tolerance.values.length
    const jumper = rest >= count * DECADES
    const value: Value | null = jumper
      ? null
      : { m: tolerance.values[rest % count] ?? 100, e: Math.floor(rest / count) - (tolerance.digits === 3 ? 3 : 2) }
    const power = RESISTOR_POWER[size] ?? ''
    const pkgName = chipPackage(size)
    const valueText = value === null ? '0 Ω' : ohmsText(value)
    return {
      base: line.format(size, tolerance, value, extra),
      package: pkgName,
      description: jumper
        ? `Zero-ohm jumper chip resistor, ${power}, ${pkgName}`
        : `${line.kind} chip resistor, ${valueText}, ${tolerance.text}, ${power}, ${pkgName}`,
      price: 0.0016 * (SIZE_PRICE[size] ?? 1) * factor * (tolerance.digits === 3 ? 1.25 : 1) * random.float(0.85, 1.2),
      attributes: [
        { name: 'Resistance', value: valueText },
        { name: 'Tolerance', value: jumper ? '-' : tolerance.text },
        { name: 'Power', value: power },
      ],
      doc: line.doc,
    }
  }
  return {
    manufacturer: line.manufacturer,
    category: line.category ?? cat('chip-resistors'),
    weight: line.weight,
    suffixes: line.suffixes ?? PLAIN,
    size: total,
    at,
    make: (random) => at(random.int(0, total - 1), random),
  }
}

/** `0103` for a 5% part in a four-digit field: the three-digit code with a leading zero. */
function code4(tolerance: Tolerance, value: Value | null): string {
  if (value === null) return '0000'
  return tolerance.digits === 3 ? multiplierCode(value, 3) : `0${multiplierCode(value, 2)}`
}

function code3or4(tolerance: Tolerance, value: Value | null): string {
  if (value === null) return tolerance.digits === 3 ? '0000' : '000'
  return multiplierCode(value, tolerance.digits)
}

const UNIROYAL_POWER: Readonly<Record<string, string>> = {
  '0201': 'WM',
  '0402': 'WG',
  '0603': 'WA',
  '0805': 'W8',
  '1206': 'W4',
  '1210': 'W2',
  '2010': 'W5',
  '2512': 'W1',
}
const PANASONIC_SIZE: Readonly<Record<string, string>> = {
  '0201': '1',
  '0402': '2',
  '0603': '3',
  '0805': '6',
  '1206': '8',
  '1210': '14',
  '2010': '12',
  '2512': '1T',
}
const KOA_SIZE: Readonly<Record<string, string>> = {
  '0201': '1H',
  '0402': '1E',
  '0603': '1J',
  '0805': '2A',
  '1206': '2B',
  '1210': '2E',
  '2010': '2H',
  '2512': '3A',
}
const WALSIN_SIZE: Readonly<Record<string, string>> = {
  '0402': '04',
  '0603': '06',
  '0805': '08',
  '1206': '12',
  '2512': '25',
}
const ROHM_SIZE: Readonly<Record<string, string>> = {
  '0201': '006',
  '0402': '01',
  '0603': '03',
  '0805': '10',
  '1206': '18',
  '2512': '100',
}
const FH_SIZE: Readonly<Record<string, string>> = { '0402': '05', '0603': '03', '0805': '06', '1206': '12' }
const SAMSUNG_SIZE: Readonly<Record<string, string>> = {
  '0402': '1005',
  '0603': '1608',
  '0805': '2012',
  '1206': '3216',
}

const YAGEO_REELS = ['07', '10', '13'] as const
const THIN_TCR = ['B', 'C', 'D', 'E'] as const
const ALL_SIZES = ['0201', '0402', '0603', '0805', '1206', '1210', '2010', '2512'] as const
const COMMON_SIZES = ['0402', '0603', '0805', '1206'] as const

const chipResistors: Series[] = [
  resistorSeries({
    manufacturer: mfr('yageo'),
    weight: 60,
    kind: 'Thick film',
    sizes: ALL_SIZES,
    tolerances: [F, J],
    // RC0603FR-0710KL: series, size, tolerance, paper tape, reel (07 = 7", 10, 13), value, lead-free.
    extras: YAGEO_REELS,
    format: (size, tol, v, reel) => `RC${size}${tol.letter}R-${reel}${v === null ? '0R' : rkmCode(v)}L`,
    doc: 'PYu-RC_Group_51_RoHS_L',
  }),
  resistorSeries({
    manufacturer: mfr('yageo'),
    weight: 20,
    kind: 'Automotive thick film',
    sizes: ['0402', '0603', '0805', '1206', '2512'],
    tolerances: [F, J],
    format: (size, tol, v) => `AC${size}${tol.letter}R-07${v === null ? '0R' : rkmCode(v)}L`,
    doc: 'PYu-AC_51_RoHS_L',
    priceFactor: 1.6,
  }),
  resistorSeries({
    manufacturer: mfr('yageo'),
    weight: 30,
    kind: 'Thin film',
    sizes: ['0201', '0402', '0603', '0805', '1206'],
    tolerances: [B, C, D, F],
    // RT0603BRD0710KL: tolerance, paper tape, TCR (B ±10, C ±15, D ±25, E ±50 ppm/°C), reel, value.
    extras: THIN_TCR.flatMap((tcr) => YAGEO_REELS.map((reel) => tcr + reel)),
    format: (size, tol, v, extra) => `RT${size}${tol.letter}R${extra}${v === null ? '0R' : rkmCode(v)}L`,
    doc: 'PYu-RT_1-to-0.01_RoHS_L',
    priceFactor: 9,
  }),
  resistorSeries({
    manufacturer: mfr('uni-royal'),
    weight: 55,
    kind: 'Thick film',
    sizes: ALL_SIZES,
    tolerances: [F, J],
    format: (size, tol, v) =>
      `${size}${UNIROYAL_POWER[size] ?? 'WA'}${tol.letter}${code4(tol, v)}${size === '0201' || size === '0402' ? 'TCE' : 'T5E'}`,
    doc: 'Thick_Film_Chip_Resistors',
    priceFactor: 0.7,
  }),
  resistorSeries({
    manufacturer: mfr('panasonic'),
    weight: 35,
    kind: 'Thick film',
    sizes: ['0201', '0402', '0603', '0805', '1206', '1210', '2010', '2512'],
    tolerances: [F, J],
    format: (size, tol, v) => {
      const s = PANASONIC_SIZE[size] ?? '3'
      const tape = size === '0201' ? 'C' : size === '0402' ? 'X' : 'V'
      if (v === null) return `ERJ-${s}GEY0R00${tape}`
      return tol === F
        ? `ERJ-${s}${size === '0402' ? 'RK' : size === '0603' ? 'EK' : 'EN'}F${multiplierCode(v, 3)}${tape}`
        : `ERJ-${s}GEYJ${multiplierCode(v, 2)}${tape}`
    },
    doc: 'AOA0000C304',
  }),
  resistorSeries({
    manufacturer: mfr('panasonic'),
    weight: 18,
    kind: 'Thin film',
    sizes: ['0201', '0402', '0603', '0805', '1206'],
    tolerances: [B, C, D],
    // ERA-3AEB1002V: size, A, TCR (E ±25, R ±10, P ±15, K ±50 ppm/°C), tolerance, value, taping.
    extras: ['E', 'R', 'P', 'K'],
    format: (size, tol, v, tcr) =>
      `ERA-${PANASONIC_SIZE[size] ?? '3'}A${tcr}${tol.letter}${v === null ? '0000' : multiplierCode(v, 3)}${size === '0402' || size === '0201' ? 'X' : 'V'}`,
    doc: 'AOA0000C331',
    priceFactor: 10,
  }),
  resistorSeries({
    manufacturer: mfr('koa'),
    weight: 14,
    kind: 'Thin film',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [B, C, D, F],
    // RN73H1JTTD1002B25: size, taping, value, tolerance, TCR in ppm/°C.
    extras: ['10', '25', '50'],
    format: (size, tol, v, tcr) =>
      `RN73H${KOA_SIZE[size] ?? '1J'}TTD${v === null ? '0000' : multiplierCode(v, 3)}${tol.letter}${tcr}`,
    doc: 'rn73h',
    priceFactor: 9,
  }),
  resistorSeries({
    manufacturer: mfr('vishay'),
    weight: 35,
    kind: 'Thick film',
    sizes: ALL_SIZES,
    tolerances: [F, J],
    // CRCW060310K0FKEA: the last two letters are the packaging (EA 5,000 pcs, EB 10,000 pcs): a variant family.
    format: (size, tol, v) => (v === null ? `CRCW${size}0000Z0` : `CRCW${size}${rkmCode(v, 4)}${tol.letter}K`),
    suffixes: [sfx('EA', 'Tape & Reel'), sfx('EB', 'Tape & Reel'), sfx('ED', 'Cut Tape')],
    doc: '20035',
  }),
  resistorSeries({
    manufacturer: mfr('vishay'),
    weight: 20,
    kind: 'Thin film',
    sizes: ['0402', '0603', '0805', '1206', '1210'],
    tolerances: [B, C, D],
    // TNPW060310K0BEEA: value, tolerance, TCR (E ±25, Y ±10, C ±50 ppm/°C), then the packaging.
    extras: ['E', 'Y', 'C'],
    format: (size, tol, v, tcr) => `TNPW${size}${v === null ? '0000' : rkmCode(v, 4)}${tol.letter}${tcr}E`,
    suffixes: [sfx('A', 'Tape & Reel'), sfx('N', 'Cut Tape'), sfx('B', 'Tape & Reel')],
    doc: '31006',
    priceFactor: 11,
  }),
  resistorSeries({
    manufacturer: mfr('koa'),
    weight: 20,
    kind: 'Thick film',
    sizes: ALL_SIZES,
    tolerances: [F, J],
    format: (size, tol, v) =>
      `RK73${tol === F ? 'H' : 'B'}${KOA_SIZE[size] ?? '1J'}TTD${code3or4(tol, v)}${tol.letter}`,
    doc: 'rk73b',
  }),
  resistorSeries({
    manufacturer: mfr('bourns'),
    weight: 15,
    kind: 'Thick film',
    sizes: COMMON_SIZES,
    tolerances: [F, J],
    format: (size, tol, v) => `CR${size}-${tol === F ? 'FX' : 'JW'}-${code3or4(tol, v)}ELF`,
    doc: 'chpreztr',
  }),
  resistorSeries({
    manufacturer: mfr('walsin'),
    weight: 20,
    kind: 'Thick film',
    sizes: ['0402', '0603', '0805', '1206', '2512'],
    tolerances: [F, J],
    format: (size, tol, v) => `WR${WALSIN_SIZE[size] ?? '06'}X${code3or4(tol, v)}${tol.letter}TL`,
    doc: 'WR_Thick_Film',
    priceFactor: 0.75,
  }),
  resistorSeries({
    manufacturer: mfr('rohm'),
    weight: 18,
    kind: 'Thick film',
    sizes: ['0201', '0402', '0603', '0805', '1206', '2512'],
    tolerances: [F, J],
    format: (size, tol, v) => `MCR${ROHM_SIZE[size] ?? '03'}EZP${tol === F ? 'FX' : 'J'}${code3or4(tol, v)}`,
    doc: 'mcr_series',
  }),
  resistorSeries({
    manufacturer: mfr('fenghua'),
    weight: 20,
    kind: 'Thick film',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [F, J],
    format: (size, tol, v) => `RS-${FH_SIZE[size] ?? '03'}K${code3or4(tol, v)}${tol.letter}T`,
    doc: 'RS_Series',
    priceFactor: 0.7,
  }),
  resistorSeries({
    manufacturer: mfr('samsung-electro-mechanics'),
    weight: 12,
    kind: 'Thick film',
    sizes: ['0402', '0603', '0805', '1206'],
    tolerances: [F, J],
    format: (size, tol, v) => `RC${SAMSUNG_SIZE[size] ?? '1608'}${tol.letter}${code3or4(tol, v)}CS`,
    doc: 'RC_Series',
  }),
]

const ARRAY_SIZES = ['0402x4', '0603x4', '0402x2', '0603x2'] as const

const arrays: Series[] = [
  resistorSeries({
    manufacturer: mfr('yageo'),
    category: cat('resistor-arrays'),
    weight: 6,
    kind: 'Thick film array',
    sizes: ARRAY_SIZES,
    tolerances: [F, J],
    format: (size, tol, v) =>
      `YC${size === '0402x4' ? '104' : size === '0603x4' ? '164' : size === '0402x2' ? '102' : '162'}-${tol.letter}R-07${v === null ? '0R' : rkmCode(v)}L`,
    doc: 'PYu-YC_TC_51_RoHS_L',
    priceFactor: 4,
  }),
  resistorSeries({
    manufacturer: mfr('bourns'),
    category: cat('resistor-arrays'),
    weight: 5,
    kind: 'Thick film array',
    sizes: ARRAY_SIZES,
    tolerances: [J, F],
    format: (size, tol, v) =>
      `CAY${size.startsWith('0402') ? '10' : '16'}-${code3or4(tol, v)}${tol.letter}${size.endsWith('4') ? '4' : '2'}LF`,
    doc: 'cay16',
    priceFactor: 5,
  }),
  resistorSeries({
    manufacturer: mfr('panasonic'),
    category: cat('resistor-arrays'),
    weight: 5,
    kind: 'Thick film array',
    sizes: ARRAY_SIZES,
    tolerances: [J],
    format: (size, tol, v) =>
      `EXB-${size === '0402x4' ? '28V' : size === '0603x4' ? '38V' : size === '0402x2' ? '24V' : '34V'}${code3or4(tol, v)}${tol.letter}X`,
    doc: 'AOC0000C14',
    priceFactor: 4,
  }),
]

// Current-sense values in milliohms.
const SHUNTS = [
  1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 22, 25, 30, 33, 40, 47, 50, 68, 100, 150, 200, 250, 330, 470, 500,
] as const
const SHUNT_SIZES = ['0603', '0805', '1206', '2010', '2512'] as const

function shuntText(milliohms: number): string {
  return milliohms >= 1000 ? `${milliohms / 1000} Ω` : `${milliohms} mΩ`
}

function shuntSeries(
  manufacturer: number,
  weight: number,
  doc: string,
  format: (size: string, milliohms: number, tol: Tolerance) => string,
  suffixes: readonly Suffix[] = PLAIN,
): Series {
  return {
    manufacturer,
    category: cat('current-sense-resistors'),
    weight,
    suffixes,
    make(random) {
      const size = random.pick(SHUNT_SIZES)
      const milliohms = random.pick(SHUNTS)
      const tol = random.chance(0.7) ? F : J
      const power =
        size === '2512'
          ? '2 W'
          : size === '2010'
            ? '1 W'
            : size === '1206'
              ? '1/2 W'
              : size === '0805'
                ? '1/4 W'
                : '1/5 W'
      const pkgName = chipPackage(size)
      return {
        base: format(size, milliohms, tol),
        package: pkgName,
        description: `Current sense resistor, ${shuntText(milliohms)}, ${tol.text}, ${power}, ${pkgName}`,
        price: 0.03 * (SIZE_PRICE[size] ?? 1) * random.float(0.8, 1.3),
        attributes: [
          { name: 'Resistance', value: shuntText(milliohms) },
          { name: 'Tolerance', value: tol.text },
          { name: 'Power', value: power },
        ],
        doc,
      }
    },
  }
}

const shunts: Series[] = [
  // WSL2512R0100FEA: value in ohms after R (R0100 = 10 mΩ); EA/EB/EK are the packaging.
  shuntSeries(
    mfr('vishay'),
    6,
    'wsl',
    (size, mo, tol) => `WSL${size}R${String(mo * 10).padStart(4, '0')}${tol.letter}E`,
    [sfx('A', 'Tape & Reel'), sfx('B', 'Tape & Reel'), sfx('K', 'Cut Tape')],
  ),
  shuntSeries(
    mfr('panasonic'),
    4,
    'AOA0000C307',
    (size, mo, tol) => `ERJ-${PANASONIC_SIZE[size] ?? '8'}BW${tol.letter}R${String(mo).padStart(3, '0')}V`,
  ),
  shuntSeries(
    mfr('rohm'),
    4,
    'pmr',
    (size, mo, tol) =>
      `PMR${ROHM_SIZE[size] ?? '10'}EZP${tol.letter}U${mo < 100 ? `${mo}L${mo < 10 ? '00' : '0'}` : `R${String(mo).padStart(3, '0')}`}`,
  ),
  shuntSeries(
    mfr('yageo'),
    4,
    'PYu-PE_51_RoHS_L',
    (size, mo, tol) =>
      `PE${size}${tol.letter}KE${mo % 2 === 0 ? '07' : '70'}${mo < 1000 ? `R${String(mo).padStart(3, '0')}` : '1R'}L`,
  ),
  shuntSeries(
    mfr('koa'),
    3,
    'tlr',
    (size, mo, tol) =>
      `TLR${KOA_SIZE[size] ?? '3A'}PDTE${mo < 100 ? `${mo}L${mo < 10 ? '00' : '0'}` : `R${String(mo).padStart(3, '0')}`}${tol.letter}`,
  ),
  shuntSeries(
    mfr('bourns'),
    3,
    'css2h-2512',
    (size, mo, tol) =>
      `CSS2H-${size}${tol === F ? 'R' : 'K'}-${mo < 100 ? `${mo}L${mo < 10 ? '00' : '0'}` : `R${String(mo).padStart(3, '0')}`}F`,
  ),
]

export const RESISTOR_SERIES: readonly Series[] = [...chipResistors, ...arrays, ...shunts]
