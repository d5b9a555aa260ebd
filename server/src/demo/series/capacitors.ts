import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import type { Random } from '../random.ts'
import {
  E6,
  E12,
  SIZE_PRICE,
  type Value,
  chipPackage,
  decimal,
  faradsText,
  magnitude,
  multiplierCode,
} from '../values.ts'
import { PLAIN, type PartBase, type Series, type Suffix, sfx } from './kit.ts'

/**
 * Capacitors in each maker's code: Murata `GRM188R71H104KA93D`, Samsung `CL10A106KP8NNNC`, TDK
 * `C1608X7R1H104K080AA`, KEMET `C0603C104K5RACTU` / `T491A106K016AT`, Nichicon `UWT1C101MCL1GS`, Rubycon
 * `35ZLH100MEFC8X11.5`. Capacitance is kept in picofarads as `{ m, e }`.
 */

type Dielectric = 'C0G' | 'X7R' | 'X5R'

// Largest capacitance (pF) each dielectric reaches in each size, and the smallest it is made in.
const MLCC_MAX: Readonly<Record<Dielectric, Readonly<Record<string, number>>>> = {
  C0G: { '0201': 1e3, '0402': 1e4, '0603': 2.2e4, '0805': 1e5, '1206': 1e5, '1210': 2.2e5 },
  X7R: { '0201': 1e5, '0402': 1e6, '0603': 2.2e6, '0805': 1e7, '1206': 2.2e7, '1210': 4.7e7 },
  X5R: { '0201': 1e6, '0402': 1e7, '0603': 2.2e7, '0805': 4.7e7, '1206': 1e8, '1210': 1e8 },
}
const MLCC_MIN: Readonly<Record<Dielectric, number>> = { C0G: 1, X7R: 100, X5R: 1000 }
const LOW_VOLTAGES = [4, 6.3, 10, 16, 25] as const
const MID_VOLTAGES = [16, 25, 35, 50, 100] as const
const HIGH_VOLTAGES = [200, 250, 500, 630, 1000] as const

interface Mlcc {
  readonly size: string
  readonly dielectric: Dielectric
  readonly volts: number
  readonly cap: Value
  /** B, C, D (pF), F, G, J, K, M. */
  readonly tol: string
  /** In the top tenth of what the size reaches: the thicker body of the size. */
  readonly large: boolean
}

const TOLERANCE_TEXT: Readonly<Record<string, string>> = {
  B: '±0.1 pF',
  C: '±0.25 pF',
  D: '±0.5 pF',
  F: '±1%',
  G: '±2%',
  J: '±5%',
  K: '±10%',
  M: '±20%',
}

/**
 * Every valid MLCC of some sizes and dielectrics: E12 values the size reaches in the dielectric, the rated
 * voltages such a part is made for (only low voltages near the top of the range, high voltages only for small
 * C0G/X7R values from 0603 up, X5R at most 50 V), and the usual tolerances.
 */
function mlccCatalogue(sizes: readonly string[], dielectrics: readonly Dielectric[]): Mlcc[] {
  const out: Mlcc[] = []
  for (const size of sizes) {
    for (const dielectric of dielectrics) {
      const max = MLCC_MAX[dielectric][size] ?? 1e6
      const min = MLCC_MIN[dielectric]
      for (let e = -1; e <= 7; e++) {
        for (const m of E12) {
          const cap = { m, e }
          const pf = magnitude(cap)
          if (pf < min || pf > max) continue
          const volts: number[] = pf > max / 8 ? [...LOW_VOLTAGES] : [...MID_VOLTAGES]
          if (dielectric !== 'X5R' && size !== '0201' && size !== '0402' && pf <= max / 100)
            volts.push(...HIGH_VOLTAGES)
          const tols = dielectric === 'C0G' ? (pf < 10 ? ['B', 'C', 'D'] : ['J', 'F', 'G', 'K']) : ['K', 'M', 'J']
          for (const v of volts) {
            if (dielectric === 'X5R' && v > 50) continue
            for (const tol of tols) out.push({ size, dielectric, volts: v, cap, tol, large: pf > max / 10 })
          }
        }
      }
    }
  }
  return out
}

const CATALOGUES = new Map<string, Mlcc[]>()
function catalogueOf(sizes: readonly string[], dielectrics: readonly Dielectric[]): Mlcc[] {
  const key = `${sizes.join(',')}|${dielectrics.join(',')}`
  let found = CATALOGUES.get(key)
  if (found === undefined) {
    found = mlccCatalogue(sizes, dielectrics)
    CATALOGUES.set(key, found)
  }
  return found
}

function mlccPrice(random: Random, part: Mlcc): number {
  const pf = magnitude(part.cap)
  const capFactor = 1 + Math.max(0, Math.log10(pf) - 5) * 1.4
  const voltFactor = part.volts >= 500 ? 4 : part.volts >= 100 ? 1.8 : part.volts >= 50 ? 1.2 : 1
  return Math.min(
    0.12,
    0.0022 *
      (SIZE_PRICE[part.size] ?? 1) *
      capFactor *
      voltFactor *
      (part.dielectric === 'C0G' ? 1.4 : 1) *
      random.float(0.85, 1.2),
  )
}

interface MlccLine {
  readonly manufacturer: number
  readonly weight: number
  readonly sizes: readonly string[]
  readonly dielectrics?: readonly Dielectric[]
  /** Codes that vary independently of the ratings (a spec code, a thickness letter), as in `resistorSeries`. */
  readonly extras?: readonly string[]
  readonly format: (part: Mlcc, extra: string) => string
  readonly suffixes?: readonly Suffix[] | ((part: Mlcc) => readonly Suffix[])
  readonly doc: string
  readonly automotive?: boolean
}

const MLCC_SIZES = ['0201', '0402', '0603', '0805', '1206', '1210'] as const

/** An MLCC line as an enumerable series over its catalogue × extras. */
function mlccSeries(line: MlccLine): Series {
  const fixed = Array.isArray(line.suffixes) ? (line.suffixes as readonly Suffix[]) : PLAIN
  const bySize = typeof line.suffixes === 'function' ? line.suffixes : undefined
  const parts = catalogueOf(line.sizes, line.dielectrics ?? ['X7R', 'X5R', 'C0G'])
  const extras = line.extras ?? ['']
  const total = parts.length * extras.length
  const at = (index: number, random: Random): PartBase => {
    const part = parts[Math.floor(index / extras.length)]
    if (part === undefined) throw new RangeError(`mlccSeries: index ${index} out of range`)
    const pkgName = chipPackage(part.size)
    const capText = faradsText(part.cap)
    const tolText = TOLERANCE_TEXT[part.tol] ?? ''
    return {
      base: line.format(part, extras[index % extras.length] ?? ''),
      package: pkgName,
      description: `${line.automotive === true ? 'Automotive MLCC (AEC-Q200)' : 'MLCC ceramic capacitor'}, ${capText}, ${part.volts} V, ${part.dielectric}, ${tolText}, ${pkgName}`,
      price: mlccPrice(random, part) * (line.automotive === true ? 1.5 : 1),
      attributes: [
        { name: 'Capacitance', value: capText },
        { name: 'Voltage', value: `${part.volts} V` },
        { name: 'Tolerance', value: tolText },
        { name: 'Dielectric', value: part.dielectric },
      ],
      ...(bySize === undefined ? {} : { suffixes: bySize(part) }),
      doc: line.doc,
    }
  }
  return {
    manufacturer: line.manufacturer,
    category: cat('mlcc'),
    weight: line.weight,
    suffixes: fixed,
    size: total,
    at,
    make: (random) => at(random.int(0, total - 1), random),
  }
}

/** `104` for 100 nF, `1R0` for 1 pF, `4R7` for 4.7 pF. */
const capCode = (cap: Value): string => multiplierCode(cap, 2)

const MURATA_SIZE: Readonly<Record<string, readonly string[]>> = {
  '0201': ['033'],
  '0402': ['155'],
  '0603': ['188'],
  '0805': ['219', '21B'],
  '1206': ['31M', '31C'],
  '1210': ['32E', '32D'],
}
const MURATA_TC: Readonly<Record<Dielectric, string>> = { C0G: '5C', X7R: 'R7', X5R: 'R6' }
const JIS_VOLTS: Readonly<Record<number, string>> = {
  4: '0G',
  6.3: '0J',
  10: '1A',
  16: '1C',
  25: '1E',
  35: '1V',
  50: '1H',
  100: '2A',
  200: '2D',
  250: '2E',
  500: '2H',
  630: '2J',
  1000: '3A',
}
const SAMSUNG_SIZE: Readonly<Record<string, string>> = {
  '0201': '03',
  '0402': '05',
  '0603': '10',
  '0805': '21',
  '1206': '31',
  '1210': '32',
}
const SAMSUNG_THICK: Readonly<Record<string, string>> = {
  '0201': '3',
  '0402': '5',
  '0603': '8',
  '0805': 'F',
  '1206': 'H',
  '1210': 'V',
}
const SAMSUNG_TC: Readonly<Record<Dielectric, string>> = { C0G: 'C', X7R: 'B', X5R: 'A' }
const SAMSUNG_VOLTS: Readonly<Record<number, string>> = {
  4: 'R',
  6.3: 'Q',
  10: 'P',
  16: 'O',
  25: 'A',
  35: 'L',
  50: 'B',
  100: 'C',
  200: 'D',
  250: 'E',
  500: 'G',
  630: 'H',
  1000: 'I',
}
const METRIC: Readonly<Record<string, string>> = {
  '0201': '0603',
  '0402': '1005',
  '0603': '1608',
  '0805': '2012',
  '1206': '3216',
  '1210': '3225',
}
const TDK_THICK: Readonly<Record<string, string>> = {
  '0201': '030',
  '0402': '050',
  '0603': '080',
  '0805': '125',
  '1206': '160',
  '1210': '250',
}
const YAGEO_VOLTS: Readonly<Record<number, string>> = {
  4: '4',
  6.3: '5',
  10: '6',
  16: '7',
  25: '8',
  35: 'A',
  50: '9',
  100: '0',
  200: 'B',
  250: 'Y',
  500: 'C',
  630: 'Z',
  1000: 'D',
}
const KEMET_VOLTS: Readonly<Record<number, string>> = {
  4: '7',
  6.3: '9',
  10: '8',
  16: '4',
  25: '3',
  35: '6',
  50: '5',
  100: '1',
  200: '2',
  250: 'A',
  500: 'C',
  630: 'B',
  1000: 'D',
}
const KEMET_TC: Readonly<Record<Dielectric, string>> = { C0G: 'G', X7R: 'R', X5R: 'P' }
const AVX_VOLTS: Readonly<Record<number, string>> = {
  4: '4',
  6.3: '6',
  10: 'Z',
  16: 'Y',
  25: '3',
  35: 'D',
  50: '5',
  100: '1',
  200: '2',
  250: 'V',
  500: '7',
  630: 'C',
  1000: 'A',
}
const AVX_TC: Readonly<Record<Dielectric, string>> = { C0G: 'A', X7R: 'C', X5R: 'D' }
const WALSIN_VOLTS: Readonly<Record<number, string>> = {
  4: '4R0',
  6.3: '6R3',
  10: '100',
  16: '160',
  25: '250',
  35: '350',
  50: '500',
  100: '101',
  200: '201',
  250: '251',
  500: '501',
  630: '631',
  1000: '102',
}
const WALSIN_TC: Readonly<Record<Dielectric, string>> = { C0G: 'N', X7R: 'B', X5R: 'X' }
const TAIYO_VOLTS: Readonly<Record<number, string>> = {
  4: 'A',
  6.3: 'J',
  10: 'L',
  16: 'E',
  25: 'T',
  35: 'G',
  50: 'U',
  100: 'H',
  200: 'Q',
  250: 'Q',
  500: 'S',
  630: 'S',
  1000: 'X',
}
const TAIYO_SIZE: Readonly<Record<string, string>> = {
  '0201': '063',
  '0402': '105',
  '0603': '107',
  '0805': '212',
  '1206': '316',
  '1210': '325',
}
const TAIYO_TC: Readonly<Record<Dielectric, string>> = { C0G: 'CG', X7R: 'B7', X5R: 'BJ' }

/** Murata's size-and-thickness code: the thicker body for the top of a size's range. */
function murataCase(part: Mlcc): string {
  const cases = MURATA_SIZE[part.size] ?? ['188']
  return (part.large ? cases[cases.length - 1] : cases[0]) ?? '188'
}

const REELS_180_330 = [sfx('D', 'Tape & Reel'), sfx('J', 'Tape & Reel')] as const
const SAMSUNG_PAPER = [sfx('C', 'Tape & Reel'), sfx('D', 'Tape & Reel')] as const
const SAMSUNG_EMBOSSED = [sfx('E', 'Tape & Reel'), sfx('F', 'Tape & Reel')] as const

const mlcc: Series[] = [
  mlccSeries({
    manufacturer: mfr('murata'),
    weight: 55,
    sizes: MLCC_SIZES,
    // GRM188R71H104KA93D: series, size+thickness, dielectric, voltage, capacitance, tolerance, A, spec, packaging.
    extras: ['01', '93', '12', '88', '47', '84'],
    format: (p, spec) =>
      `GRM${murataCase(p)}${MURATA_TC[p.dielectric]}${JIS_VOLTS[p.volts] ?? '1H'}${capCode(p.cap)}${p.tol}A${spec}`,
    suffixes: REELS_180_330,
    doc: 'GRM_series',
  }),
  mlccSeries({
    manufacturer: mfr('murata'),
    weight: 12,
    sizes: ['0402', '0603', '0805', '1206'],
    dielectrics: ['X7R', 'C0G'],
    extras: ['55', '57', '16', '37'],
    format: (p, spec) =>
      `GCM${murataCase(p)}${MURATA_TC[p.dielectric]}${JIS_VOLTS[p.volts] ?? '1H'}${capCode(p.cap)}${p.tol}A${spec}`,
    suffixes: REELS_180_330,
    doc: 'GCM_series',
    automotive: true,
  }),
  mlccSeries({
    manufacturer: mfr('samsung-electro-mechanics'),
    weight: 45,
    sizes: MLCC_SIZES,
    // CL10A106KP8NNNC: size, dielectric, capacitance, tolerance, voltage, thickness, NNN, packaging.
    format: (p) =>
      `CL${SAMSUNG_SIZE[p.size] ?? '10'}${SAMSUNG_TC[p.dielectric]}${capCode(p.cap)}${p.tol}${SAMSUNG_VOLTS[p.volts] ?? 'B'}${SAMSUNG_THICK[p.size] ?? '8'}NNN`,
    suffixes: (p) => (p.size === '0805' || p.size === '1206' || p.size === '1210' ? SAMSUNG_EMBOSSED : SAMSUNG_PAPER),
    doc: 'CL_Series_MLCC',
  }),
  mlccSeries({
    manufacturer: mfr('tdk'),
    weight: 30,
    sizes: MLCC_SIZES,
    format: (p) =>
      `C${METRIC[p.size] ?? '1608'}${p.dielectric}${JIS_VOLTS[p.volts] ?? '1H'}${capCode(p.cap)}${p.tol}${TDK_THICK[p.size] ?? '080'}A`,
    suffixes: [sfx('A', 'Tape & Reel'), sfx('B', 'Tape & Reel'), sfx('E', 'Cut Tape')],
    doc: 'mlcc_commercial_general_en',
  }),
  mlccSeries({
    manufacturer: mfr('yageo'),
    weight: 40,
    sizes: MLCC_SIZES,
    format: (p) =>
      `CC${p.size}${p.tol}${p.size === '1206' || p.size === '1210' ? 'K' : 'R'}${p.dielectric === 'C0G' ? 'NPO' : p.dielectric}${YAGEO_VOLTS[p.volts] ?? '9'}B${p.dielectric === 'C0G' ? 'N' : 'B'}${capCode(p.cap)}`,
    doc: 'UPY-GPHC_X7R_6.3V-to-50V_18',
  }),
  mlccSeries({
    manufacturer: mfr('kemet'),
    weight: 25,
    sizes: ['0402', '0603', '0805', '1206', '1210'],
    // C0603C104K5RACTU: the last letters are the packaging (TU 7" reel, 7411 13" reel) or AUTO (automotive).
    format: (p) => `C${p.size}C${capCode(p.cap)}${p.tol}${KEMET_VOLTS[p.volts] ?? '5'}${KEMET_TC[p.dielectric]}AC`,
    suffixes: [sfx('TU', 'Tape & Reel'), sfx('7411', 'Tape & Reel'), sfx('AUTO', 'Tape & Reel', true)],
    doc: 'KEM_C1002_X7R_SMD',
  }),
  mlccSeries({
    manufacturer: mfr('kyocera-avx'),
    weight: 20,
    sizes: ['0402', '0603', '0805', '1206', '1210'],
    format: (p) => `${p.size}${AVX_VOLTS[p.volts] ?? '5'}${AVX_TC[p.dielectric]}${capCode(p.cap)}${p.tol}AT`,
    suffixes: [sfx('2A', 'Tape & Reel'), sfx('4A', 'Tape & Reel')],
    doc: 'X7RDielectric',
  }),
  mlccSeries({
    manufacturer: mfr('walsin'),
    weight: 25,
    sizes: MLCC_SIZES,
    format: (p) => `${p.size}${WALSIN_TC[p.dielectric]}${capCode(p.cap)}${p.tol}${WALSIN_VOLTS[p.volts] ?? '500'}CT`,
    doc: 'MLCC_General_Purpose',
  }),
  mlccSeries({
    manufacturer: mfr('fenghua'),
    weight: 25,
    sizes: MLCC_SIZES,
    format: (p) =>
      `${p.size}${p.dielectric === 'C0G' ? 'CG' : WALSIN_TC[p.dielectric]}${capCode(p.cap)}${p.tol}${WALSIN_VOLTS[p.volts] ?? '500'}NT`,
    doc: 'FH_MLCC_General',
  }),
  mlccSeries({
    manufacturer: mfr('taiyo-yuden'),
    weight: 18,
    sizes: MLCC_SIZES,
    extras: ['A', 'V', 'L', 'D'],
    format: (p, thickness) =>
      `${TAIYO_VOLTS[p.volts] ?? 'U'}MK${TAIYO_SIZE[p.size] ?? '107'}${TAIYO_TC[p.dielectric]}${capCode(p.cap)}${p.tol}${thickness}`,
    suffixes: [sfx('-T', 'Tape & Reel'), sfx('HT', 'Tape & Reel', true)],
    doc: 'mlcc_all_e',
  }),
]

// Aluminum electrolytics: capacitance in µF as `{ m, e }` (E6), rated voltage, case by C×V.
const ELECTRO_VOLTS = [6.3, 10, 16, 25, 35, 50, 63, 100] as const
const ALU_VOLT_CODE: Readonly<Record<number, string>> = {
  6.3: '0J',
  10: '1A',
  16: '1C',
  25: '1E',
  35: '1V',
  50: '1H',
  63: '1J',
  100: '2A',
}

function electroCase(uf: number, volts: number, smd: boolean): string {
  const cv = uf * volts
  const cases = smd
    ? (['D4xL5.4mm', 'D5xL5.4mm', 'D6.3xL5.4mm', 'D6.3xL7.7mm', 'D8xL10.2mm', 'D10xL10.2mm', 'D12.5xL13.5mm'] as const)
    : (['5x11', '5x11', '6.3x11', '8x11.5', '10x12.5', '10x20', '12.5x20', '16x25'] as const)
  const index =
    cv <= 60
      ? 0
      : cv <= 150
        ? 1
        : cv <= 500
          ? 2
          : cv <= 1500
            ? 3
            : cv <= 4000
              ? 4
              : cv <= 10000
                ? 5
                : cv <= 25000
                  ? 6
                  : 7
  return cases[Math.min(index, cases.length - 1)] ?? cases[0]
}

interface Electrolytic {
  readonly uf: Value
  readonly volts: number
  readonly caseName: string
}

function pickElectro(random: Random, smd: boolean): Electrolytic {
  const volts = random.pick(ELECTRO_VOLTS)
  const maxExp = volts >= 50 ? 1 : 2
  const uf = { m: random.pick(E6), e: random.int(-1, maxExp) }
  return { uf, volts, caseName: electroCase(magnitude(uf), volts, smd) }
}

function electroSeries(
  manufacturer: number,
  weight: number,
  smd: boolean,
  kind: string,
  doc: string,
  format: (part: Electrolytic, random: Random) => string,
  suffixes: readonly Suffix[] = PLAIN,
): Series {
  return {
    manufacturer,
    category: cat('electrolytic-capacitors'),
    weight,
    suffixes,
    make(random) {
      const part = pickElectro(random, smd)
      const capText = `${decimal(part.uf)} µF`
      const pkgName = smd ? `SMD ${part.caseName}` : `Radial ${part.caseName} mm`
      return {
        base: format(part, random),
        package: pkgName,
        description: `${kind}, ${capText}, ${part.volts} V, ±20%, ${pkgName}`,
        price: Math.min(1.2, 0.02 + magnitude(part.uf) * part.volts * 0.000004 * random.float(0.8, 1.3)),
        attributes: [
          { name: 'Capacitance', value: capText },
          { name: 'Voltage', value: `${part.volts} V` },
          { name: 'Tolerance', value: '±20%' },
        ],
        doc,
      }
    },
  }
}

/** µF code: `101` = 100 µF, `4R7` = 4.7 µF. */
const ufCode = (uf: Value): string => multiplierCode(uf, 2)

const electrolytics: Series[] = [
  electroSeries(
    mfr('panasonic'),
    14,
    true,
    'Aluminum electrolytic capacitor, SMD',
    'ABA0000C1181',
    (p, random) =>
      `EEE-${random.pick(['FK', 'FT', 'FN'])}${ALU_VOLT_CODE[p.volts] ?? '1C'}${ufCode(p.uf)}${random.pick(['P', 'AP', 'GP', 'XP'])}`,
  ),
  electroSeries(
    mfr('panasonic'),
    6,
    false,
    'Aluminum electrolytic capacitor, radial',
    'ABA0000C1209',
    (p, random) =>
      `EEU-${random.pick(['FR', 'FM', 'FC'])}${ALU_VOLT_CODE[p.volts] ?? '1C'}${ufCode(p.uf)}${random.pick(['', 'L', 'H'])}`,
  ),
  electroSeries(
    mfr('nichicon'),
    12,
    true,
    'Aluminum electrolytic capacitor, SMD',
    'e-uwt',
    (p, random) => `U${random.pick(['WT', 'WX', 'CD', 'WF'])}${ALU_VOLT_CODE[p.volts] ?? '1C'}${ufCode(p.uf)}MCL`,
    [sfx('1GS', 'Tape & Reel'), sfx('6GS', 'Tape & Reel')],
  ),
  electroSeries(
    mfr('nichicon'),
    8,
    false,
    'Aluminum electrolytic capacitor, radial',
    'e-uvr',
    (p, random) =>
      `U${random.pick(['VR', 'VZ', 'PW', 'HE'])}${ALU_VOLT_CODE[p.volts] ?? '1C'}${ufCode(p.uf)}M${random.pick(['DD', 'ED', 'PD', 'HD'])}`,
    [sfx('', 'Bulk'), sfx('1TD', 'Tape & Reel')],
  ),
  electroSeries(
    mfr('rubycon'),
    10,
    false,
    'Aluminum electrolytic capacitor, radial',
    'e-zlh',
    (p, random) =>
      `${p.volts === 6.3 ? '6.3' : p.volts}${random.pick(['ZLH', 'ZLJ', 'YXF', 'ZL', 'YXJ'])}${decimal(p.uf).replace('.', 'R')}MEFC${p.caseName.toUpperCase()}`,
  ),
  electroSeries(
    mfr('kemet'),
    5,
    true,
    'Aluminum electrolytic capacitor, SMD',
    'KEM_A4001_EDK',
    (p) => `EDK${ufCode(p.uf)}M${String(p.volts === 6.3 ? 6 : p.volts).padStart(3, '0')}A9`,
    [sfx('BAA', 'Tape & Reel'), sfx('GAA', 'Tape & Reel')],
  ),
]

// Tantalum: case by C×V.
const TANT_VOLTS = [4, 6.3, 10, 16, 20, 25, 35, 50] as const
const TANT_CASES = [
  ['A', 'CASE-A-3216', 'EIA 3216-18 (A)'],
  ['B', 'CASE-B-3528', 'EIA 3528-21 (B)'],
  ['C', 'CASE-C-6032', 'EIA 6032-28 (C)'],
  ['D', 'CASE-D-7343', 'EIA 7343-31 (D)'],
] as const

interface Tantalum {
  readonly uf: Value
  readonly volts: number
  readonly caseLetter: string
  readonly caseName: string
  readonly tol: 'K' | 'M'
}

function pickTantalum(random: Random): Tantalum {
  const volts = random.pick(TANT_VOLTS)
  const uf = { m: random.pick(E6), e: random.int(-1, volts >= 35 ? -1 : volts > 16 ? 0 : 1) }
  const cv = magnitude(uf) * volts
  const index = cv <= 60 ? 0 : cv <= 250 ? 1 : cv <= 800 ? 2 : 3
  const entry = TANT_CASES[index] ?? TANT_CASES[0]
  return { uf, volts, caseLetter: entry[0], caseName: entry[2], tol: random.chance(0.7) ? 'K' : 'M' }
}

function tantalumSeries(
  manufacturer: number,
  weight: number,
  kind: string,
  doc: string,
  format: (part: Tantalum, random: Random) => string,
  suffixes: readonly Suffix[] = PLAIN,
): Series {
  return {
    manufacturer,
    category: cat('tantalum-capacitors'),
    weight,
    suffixes,
    make(random) {
      const part = pickTantalum(random)
      const capText = `${decimal(part.uf)} µF`
      const tolText = part.tol === 'K' ? '±10%' : '±20%'
      return {
        base: format(part, random),
        package: part.caseName,
        description: `${kind}, ${capText}, ${part.volts} V, ${tolText}, ${part.caseName}`,
        price: Math.min(2.5, 0.04 + magnitude(part.uf) * part.volts * 0.0006 * random.float(0.8, 1.3)),
        attributes: [
          { name: 'Capacitance', value: capText },
          { name: 'Voltage', value: `${part.volts} V` },
          { name: 'Tolerance', value: tolText },
        ],
        doc,
      }
    },
  }
}

/** Tantalum capacitance as a picofarad code: 10 µF = `106`. */
const tantCode = (uf: Value): string => multiplierCode({ m: uf.m, e: uf.e + 6 }, 2)
const voltCode3 = (volts: number): string => (volts === 6.3 ? '006' : String(volts).padStart(3, '0'))

const tantalums: Series[] = [
  tantalumSeries(
    mfr('kemet'),
    10,
    'Tantalum capacitor, molded',
    'KEM_T2005_T491',
    (p) => `T491${p.caseLetter}${tantCode(p.uf)}${p.tol}${voltCode3(p.volts)}A`,
    [sfx('T', 'Tape & Reel'), sfx('T7280', 'Tape & Reel')],
  ),
  tantalumSeries(
    mfr('kemet'),
    5,
    'Polymer tantalum capacitor',
    'KEM_T2076_T520',
    (p, random) =>
      `T520${p.caseLetter}${tantCode(p.uf)}M${voltCode3(p.volts)}ATE${random.pick(['015', '025', '040', '045', '070'])}`,
  ),
  tantalumSeries(
    mfr('kyocera-avx'),
    10,
    'Tantalum capacitor, molded',
    'TAJ',
    (p, random) => `TAJ${p.caseLetter}${tantCode(p.uf)}${p.tol}${voltCode3(p.volts)}${random.pick(['R', 'S'])}NJ`,
  ),
  tantalumSeries(
    mfr('kyocera-avx'),
    4,
    'Low-ESR tantalum capacitor',
    'TPS',
    (p, random) =>
      `TPS${p.caseLetter}${tantCode(p.uf)}${p.tol}${voltCode3(p.volts)}R${random.pick(['0100', '0150', '0250', '0500'])}`,
  ),
  tantalumSeries(
    mfr('vishay'),
    6,
    'Tantalum capacitor, molded',
    '40002',
    (p) => `293D${tantCode(p.uf)}X${p.tol === 'K' ? '9' : '0'}${voltCode3(p.volts)}${p.caseLetter}2TE3`,
  ),
  tantalumSeries(
    mfr('panasonic'),
    3,
    'Polymer tantalum capacitor (POSCAP)',
    'AAB8000C303',
    (p) =>
      `${p.volts === 6.3 ? '6' : p.volts}TPE${decimal(p.uf)}M${p.caseLetter === 'D' ? 'I' : p.caseLetter === 'C' ? 'F' : 'A'}`,
  ),
]

// Film: TDK (EPCOS) B32529, Panasonic ECQ-E, Vishay MKP X2.
const FILM_VOLTS = [63, 100, 250, 400, 630] as const
const film: Series[] = [
  {
    manufacturer: mfr('tdk'),
    category: cat('film-capacitors'),
    weight: 4,
    suffixes: PLAIN,
    make(random) {
      const volts = random.pick(FILM_VOLTS)
      const pf = { m: random.pick(E6), e: random.int(2, 4) }
      const capText = faradsText(pf)
      return {
        base: `B32529C${String(FILM_VOLTS.indexOf(volts))}${capCode(pf)}${random.pick(['J', 'K', 'M'])}`,
        package: 'Radial, 5 mm pitch',
        description: `Metallized polyester film capacitor, ${capText}, ${volts} V DC, radial 5 mm`,
        price: 0.08 + magnitude(pf) * 2e-7 * volts * 0.01 + random.float(0, 0.1),
        attributes: [
          { name: 'Capacitance', value: capText },
          { name: 'Voltage', value: `${volts} V` },
        ],
        doc: 'FilmCapacitors_B32529',
      }
    },
  },
  {
    manufacturer: mfr('panasonic'),
    category: cat('film-capacitors'),
    weight: 4,
    suffixes: PLAIN,
    make(random) {
      const volts = random.pick([100, 250, 400, 630] as const)
      const pf = { m: random.pick(E6), e: random.int(2, 4) }
      const capText = faradsText(pf)
      return {
        base: `ECQ-E${volts === 100 ? '1' : volts === 250 ? '2' : volts === 400 ? '4' : '6'}${capCode(pf)}${random.pick(['J', 'K'])}F`,
        package: 'Radial, 10 mm pitch',
        description: `Metallized polyester film capacitor, ${capText}, ${volts} V DC, radial`,
        price: 0.12 + random.float(0, 0.3),
        attributes: [
          { name: 'Capacitance', value: capText },
          { name: 'Voltage', value: `${volts} V` },
        ],
        doc: 'ABD0000C159',
      }
    },
  },
  {
    manufacturer: mfr('vishay'),
    category: cat('film-capacitors'),
    weight: 3,
    suffixes: PLAIN,
    make(random) {
      const pf = { m: random.pick(E6), e: random.int(3, 5) }
      const capText = faradsText(pf)
      const pitch = random.pick(['15', '22', '27'] as const)
      return {
        base: `BFC2338${pitch === '15' ? '20' : pitch === '22' ? '24' : '29'}${capCode(pf)}`,
        package: `Radial, ${pitch}.5 mm pitch`,
        description: `X2 interference suppression film capacitor, ${capText}, 310 V AC, MKP 338 2`,
        price: 0.15 + random.float(0, 0.5),
        attributes: [
          { name: 'Capacitance', value: capText },
          { name: 'Voltage', value: '310 V AC' },
        ],
        doc: '28121',
      }
    },
  },
]

export const CAPACITOR_SERIES: readonly Series[] = [...mlcc, ...electrolytics, ...tantalums, ...film]
