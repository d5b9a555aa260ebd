import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import type { Random } from '../random.ts'
import { E6, E12, type Value, chipPackage, henriesText, magnitude, multiplierCode } from '../values.ts'
import { PLAIN, type Series, type Suffix, sfx } from './kit.ts'

/**
 * Inductors, ferrite beads and common-mode chokes: Würth `74437324100`, Murata `LQH3NPN4R7MJ0L` /
 * `BLM18AG601SN1D` / `DFE252012F-2R2M=P2`, Coilcraft `XAL4020-222MEB`, TDK `ACM2012-900-2P-T002`.
 * Inductance is kept in nanohenries as `{ m, e }`.
 */

/** µH code: `4R7` = 4.7 µH, `100` = 10 µH, `R47` = 0.47 µH. */
const uhCode = (nh: Value): string => multiplierCode({ m: nh.m, e: nh.e - 3 }, 2)
/** Würth's numeric value field: `047` = 4.7 µH, `100` = 10 µH, `101` = 100 µH. */
const wurthCode = (nh: Value): string => (nh.e < 3 ? `0${String(nh.m).padStart(2, '0')}`.slice(-3) : uhCode(nh))

interface PowerLine {
  readonly manufacturer: number
  readonly weight: number
  /** Case names with their footprint in mm and the largest inductance exponent (nH, `{ m, e }`). */
  readonly cases: ReadonlyArray<readonly [code: string, footprint: string]>
  readonly kind: string
  readonly format: (caseCode: string, nh: Value, random: Random) => string
  readonly doc: string
  readonly suffixes?: readonly Suffix[]
  readonly priceFactor?: number
  /** Smallest inductance exponent in nH (1: from 0.1 µH; Würth's numeric codes start at 1 µH). @default 1 */
  readonly minE?: number
}

function powerInductors(line: PowerLine): Series {
  return {
    manufacturer: line.manufacturer,
    category: cat('power-inductors'),
    weight: line.weight,
    suffixes: line.suffixes ?? PLAIN,
    make(random) {
      const [code, footprint] = random.pick(line.cases)
      const nh: Value = { m: random.pick(random.chance(0.5) ? E6 : E12), e: random.int(line.minE ?? 1, 4) }
      const text = henriesText(nh)
      const size = Number(footprint.split('x')[0]) || 4
      const current = Math.max(0.1, (size * size * 0.12) / Math.sqrt(magnitude(nh) / 1000))
      const currentText = `${current >= 10 ? Math.round(current) : current.toFixed(1)} A`
      return {
        base: line.format(code, nh, random),
        package: `SMD ${footprint} mm`,
        description: `${line.kind}, ${text}, ±20%, ${currentText}, ${footprint} mm`,
        price: (0.06 + size * 0.03) * (line.priceFactor ?? 1) * random.float(0.85, 1.25),
        attributes: [
          { name: 'Inductance', value: text },
          { name: 'Tolerance', value: '±20%' },
          { name: 'Rated current', value: currentText },
        ],
        doc: line.doc,
      }
    },
  }
}

const power: Series[] = [
  powerInductors({
    manufacturer: mfr('wurth-elektronik'),
    weight: 10,
    cases: [
      ['74437324', '4.1x4.1'],
      ['74437346', '7.1x6.6'],
      ['74438357', '3.2x2.5'],
      ['7447714', '12x12'],
      ['7447789', '7.3x7.3'],
      ['744043', '4.8x4.8'],
      ['744031', '3.8x3.8'],
    ],
    kind: 'Shielded power inductor',
    format: (code, nh) => `${code}${wurthCode(nh)}`,
    minE: 2,
    doc: 'WE-LHMI',
    priceFactor: 1.6,
  }),
  powerInductors({
    manufacturer: mfr('murata'),
    weight: 6,
    cases: [
      ['LQH3NPN', '3.0x3.0'],
      ['LQH44PN', '4.0x4.0'],
      ['LQH2MPN', '2.0x1.6'],
    ],
    kind: 'Wire-wound power inductor',
    format: (code, nh) => `${code}${uhCode(nh)}MJ0`,
    suffixes: [sfx('L', 'Tape & Reel'), sfx('K', 'Tape & Reel')],
    doc: 'LQH_series',
  }),
  powerInductors({
    manufacturer: mfr('murata'),
    weight: 4,
    cases: [
      ['DFE201610E', '2.0x1.6'],
      ['DFE252012F', '2.5x2.0'],
      ['DFE322512F', '3.2x2.5'],
    ],
    kind: 'Metal alloy power inductor',
    format: (code, nh) => `${code}-${uhCode(nh)}M`,
    // The `=P2`/`=P3` packaging code with an equals sign is Murata's own.
    suffixes: [sfx('=P2', 'Tape & Reel'), sfx('=P3', 'Tape & Reel')],
    doc: 'DFE_series',
  }),
  powerInductors({
    manufacturer: mfr('tdk'),
    weight: 7,
    cases: [
      ['VLS2012', '2.0x2.0'],
      ['VLS3012', '3.0x3.0'],
      ['VLS3015', '3.0x3.0'],
      ['VLS4012', '4.0x4.0'],
      ['VLS5045', '5.0x5.0'],
      ['VLS6045', '6.0x6.0'],
    ],
    kind: 'Wire-wound power inductor',
    format: (code, nh, random) => `${code}${random.pick(['EX', 'ET', 'CX'])}-${uhCode(nh)}M`,
    doc: 'inductor_commercial_power_vls_en',
  }),
  powerInductors({
    manufacturer: mfr('taiyo-yuden'),
    weight: 5,
    cases: [
      ['NRS2012', '2.0x2.0'],
      ['NRS4018', '4.0x4.0'],
      ['NRS5020', '5.0x5.0'],
      ['NRS6028', '6.0x6.0'],
      ['NRS8040', '8.0x8.0'],
    ],
    kind: 'Wire-wound power inductor',
    format: (code, nh, random) => `${code}T${uhCode(nh)}M${random.pick(['GJ', 'MGJ', 'NGK'])}`,
    doc: 'wound_nr_e',
  }),
  powerInductors({
    manufacturer: mfr('sunlord'),
    weight: 10,
    cases: [
      ['SWPA3012', '3.0x3.0'],
      ['SWPA3015', '3.0x3.0'],
      ['SWPA4018', '4.0x4.0'],
      ['SWPA4020', '4.0x4.0'],
      ['SWPA5020', '5.0x5.0'],
      ['SWPA6045', '6.0x6.0'],
      ['SWPA8040', '8.0x8.0'],
    ],
    kind: 'Shielded power inductor',
    format: (code, nh) => `${code}S${uhCode(nh)}MT`,
    doc: 'SWPA_Series',
    priceFactor: 0.6,
  }),
  powerInductors({
    manufacturer: mfr('bourns'),
    weight: 6,
    cases: [
      ['SRR1260', '12x12'],
      ['SRR1280', '12x12'],
      ['SRR4028', '4.8x4.8'],
      ['SRR6028', '6.0x6.0'],
      ['SRN4018TA', '4.0x4.0'],
      ['SRN6045TA', '6.0x6.0'],
      ['SRN8040TA', '8.0x8.0'],
    ],
    kind: 'Shielded power inductor',
    format: (code, nh) => `${code}-${uhCode(nh)}M`,
    doc: 'srr1260',
  }),
  powerInductors({
    manufacturer: mfr('coilcraft'),
    weight: 6,
    cases: [
      ['XAL4020', '4.0x4.0'],
      ['XAL4030', '4.0x4.0'],
      ['XAL5030', '5.3x5.3'],
      ['XAL6060', '6.5x6.5'],
      ['XAL7070', '7.5x7.2'],
      ['XFL4020', '4.0x4.0'],
    ],
    kind: 'Shielded molded power inductor',
    // XAL4020-222MEB: inductance in nH (222 = 2.2 µH), M ±20%, E RoHS, then the reel: B 7", C 13".
    format: (code, nh) => `${code}-${multiplierCode(nh, 2)}ME`,
    suffixes: [sfx('B', 'Tape & Reel'), sfx('C', 'Tape & Reel')],
    doc: 'xal4000',
    priceFactor: 2.2,
  }),
  powerInductors({
    manufacturer: mfr('vishay'),
    weight: 5,
    cases: [
      ['IHLP1616AB', '4.1x4.4'],
      ['IHLP2020BZ', '5.2x5.5'],
      ['IHLP2525CZ', '6.5x6.9'],
      ['IHLP4040DZ', '10.2x10.2'],
    ],
    kind: 'Low-profile high-current inductor',
    format: (code, nh) => `${code}ER${uhCode(nh)}M`,
    suffixes: [sfx('01', 'Tape & Reel'), sfx('5A', 'Tape & Reel', true)],
    doc: '34117',
    priceFactor: 2,
  }),
]

// RF inductors: 1 nH to 470 nH.
/** `2N2` (2.2 nH), `10N` (10 nH), `R10` (100 nH). */
function rfCode(nh: Value): string {
  const digits = String(nh.m)
  if (nh.e < 0) return `${digits.charAt(0)}N${digits.charAt(1)}`
  return nh.e === 0 ? `${digits}N` : `R${digits}`
}

function rfInductors(
  manufacturer: number,
  weight: number,
  sizes: readonly string[],
  kind: string,
  doc: string,
  format: (size: string, code: string, tol: string) => string,
  suffixes: readonly Suffix[] = PLAIN,
): Series {
  return {
    manufacturer,
    category: cat('rf-inductors'),
    weight,
    suffixes,
    make(random) {
      const size = random.pick(sizes)
      const nh: Value = { m: random.pick(E12), e: random.int(-1, 1) }
      const value = magnitude(nh)
      const tol = value < 10 ? random.pick(['S', 'C', 'B']) : random.pick(['J', 'J', 'H', 'G'])
      const tolText =
        tol === 'J'
          ? '±5%'
          : tol === 'H'
            ? '±3%'
            : tol === 'G'
              ? '±2%'
              : tol === 'S'
                ? '±0.3 nH'
                : tol === 'C'
                  ? '±0.2 nH'
                  : '±0.1 nH'
      const text = henriesText(nh)
      const pkgName = chipPackage(size)
      return {
        base: format(size, rfCode(nh), tol),
        package: pkgName,
        description: `${kind}, ${text}, ${tolText}, ${pkgName}`,
        price: (size === '0201' ? 0.012 : 0.009) * random.float(0.8, 2.5),
        attributes: [
          { name: 'Inductance', value: text },
          { name: 'Tolerance', value: tolText },
        ],
        doc,
      }
    },
  }
}

const METRIC: Readonly<Record<string, string>> = { '0201': '0603', '0402': '1005', '0603': '1608', '0805': '2012' }
const MURATA_RF: Readonly<Record<string, string>> = { '0201': '03', '0402': '15', '0603': '18', '0805': '21' }

const rf: Series[] = [
  rfInductors(
    mfr('murata'),
    8,
    ['0402', '0603'],
    'Wire-wound RF chip inductor',
    'LQW_series',
    (size, code, tol) => `LQW${MURATA_RF[size] ?? '15'}AN${code}${tol}00`,
    [sfx('D', 'Tape & Reel'), sfx('J', 'Tape & Reel')],
  ),
  rfInductors(
    mfr('murata'),
    6,
    ['0201', '0402'],
    'Multilayer RF chip inductor',
    'LQG_series',
    (size, code, tol) => `LQG${MURATA_RF[size] ?? '15'}HS${code}${tol}02`,
    [sfx('D', 'Tape & Reel'), sfx('J', 'Tape & Reel')],
  ),
  rfInductors(
    mfr('tdk'),
    6,
    ['0201', '0402', '0603'],
    'Multilayer RF chip inductor',
    'inductor_commercial_mlg1005s_en',
    (size, code, tol) => `MLG${METRIC[size] ?? '1005'}S${code}${tol}T`,
    [sfx('000', 'Tape & Reel'), sfx('D25', 'Tape & Reel')],
  ),
  rfInductors(
    mfr('sunlord'),
    6,
    ['0201', '0402', '0603'],
    'Multilayer RF chip inductor',
    'SDCL_Series',
    (size, code, tol) => `SDCL${METRIC[size] ?? '1005'}C${code}${tol}TDF`,
  ),
  rfInductors(
    mfr('coilcraft'),
    5,
    ['0402', '0603', '0805'],
    'Ceramic-core RF chip inductor',
    '0402hp',
    (size, code, tol) => `${size}HP-${code}X${tol}`,
    [sfx('LU', 'Tape & Reel'), sfx('RU', 'Tape & Reel'), sfx('TU', 'Cut Tape')],
  ),
]

// Ferrite beads: impedance at 100 MHz.
const BEAD_OHMS = [
  10, 22, 30, 33, 47, 60, 68, 80, 100, 120, 150, 180, 220, 240, 300, 330, 470, 600, 680, 1000, 1500, 1800, 2200, 2500,
] as const
/** `601` for 600 Ω, `102` for 1 kΩ. */
const beadCode = (ohms: number): string => {
  const exp = String(ohms).length - 2
  return `${String(ohms).slice(0, 2)}${exp}`
}

function beads(
  manufacturer: number,
  weight: number,
  sizes: readonly string[],
  doc: string,
  format: (size: string, ohms: number, random: Random) => string,
  suffixes: readonly Suffix[] = PLAIN,
): Series {
  return {
    manufacturer,
    category: cat('ferrite-beads'),
    weight,
    suffixes,
    make(random) {
      const size = random.pick(sizes)
      const ohms = random.pick(BEAD_OHMS)
      const pkgName = chipPackage(size)
      const current =
        size === '0201'
          ? 0.3
          : size === '0402'
            ? 0.5 + (ohms < 100 ? 1 : 0)
            : size === '0603'
              ? 1 + (ohms < 200 ? 1.5 : 0)
              : 3
      return {
        base: format(size, ohms, random),
        package: pkgName,
        description: `Ferrite bead, ${ohms >= 1000 ? `${ohms / 1000} kΩ` : `${ohms} Ω`} @ 100 MHz, ${current} A, ${pkgName}`,
        price: 0.004 * random.float(0.7, 3),
        attributes: [
          { name: 'Impedance @ 100 MHz', value: ohms >= 1000 ? `${ohms / 1000} kΩ` : `${ohms} Ω` },
          { name: 'Rated current', value: `${current} A` },
        ],
        doc,
      }
    },
  }
}

const FH_METRIC: Readonly<Record<string, string>> = {
  '0402': '100505',
  '0603': '160808',
  '0805': '201209',
  '1206': '321611',
}
const BEAD_SIZES = ['0402', '0603', '0805', '1206'] as const

const ferrites: Series[] = [
  beads(
    mfr('murata'),
    10,
    ['0201', '0402', '0603', '0805', '1206'],
    'BLM_series',
    (size, ohms, random) =>
      `BLM${MURATA_RF[size] ?? (size === '1206' ? '31' : '18')}${random.pick(['AG', 'PD', 'PG', 'KG', 'SZ', 'HG', 'BB', 'EH'])}${beadCode(ohms)}SN1`,
    [sfx('D', 'Tape & Reel'), sfx('J', 'Tape & Reel')],
  ),
  beads(
    mfr('tdk'),
    6,
    ['0402', '0603', '0805'],
    'beads_commercial_signal_mmz1608_en',
    (size, ohms, random) => `MMZ${METRIC[size] ?? '1608'}${random.pick(['B', 'S', 'Y', 'Q'])}${beadCode(ohms)}C`,
    [sfx('TA000', 'Tape & Reel'), sfx('TAH0', 'Tape & Reel', true)],
  ),
  beads(
    mfr('sunlord'),
    8,
    BEAD_SIZES,
    'GZ_Series',
    (size, ohms, random) => `GZ${METRIC[size] ?? '1608'}${random.pick(['D', 'U'])}${beadCode(ohms)}TF`,
  ),
  beads(
    mfr('fenghua'),
    8,
    BEAD_SIZES,
    'CBG_Series',
    (size, ohms) => `CBG${FH_METRIC[size] ?? '160808'}U${beadCode(ohms)}T`,
  ),
  beads(
    mfr('wurth-elektronik'),
    6,
    BEAD_SIZES,
    'WE-CBF',
    (size, ohms) =>
      `742792${size === '0402' ? '0' : size === '0603' ? '6' : size === '0805' ? '1' : '2'}${String(BEAD_OHMS.indexOf(ohms as (typeof BEAD_OHMS)[number]) + 10)}`,
  ),
  beads(
    mfr('bourns'),
    4,
    ['0603', '0805', '1206'],
    'mh',
    (size, ohms) => `MH${size === '0603' ? '1608' : size === '0805' ? '2029' : '3261'}-${beadCode(ohms)}Y`,
  ),
  beads(
    mfr('taiyo-yuden'),
    4,
    ['0402', '0603', '0805'],
    'beads_bk_e',
    (size, ohms, random) =>
      `BK${size === '0402' ? '1005' : size === '0603' ? '1608' : '2125'}${random.pick(['HS', 'HM', 'LL'])}${beadCode(ohms)}`,
    [sfx('-T', 'Tape & Reel')],
  ),
]

const CHOKE_OHMS = [67, 90, 120, 200, 370, 600, 900, 1000, 2200] as const
function chokes(
  manufacturer: number,
  weight: number,
  doc: string,
  cases: ReadonlyArray<readonly [string, string]>,
  format: (code: string, ohms: number) => string,
  suffixes: readonly Suffix[],
): Series {
  return {
    manufacturer,
    category: cat('common-mode-chokes'),
    weight,
    suffixes,
    make(random) {
      const [code, footprint] = random.pick(cases)
      const ohms = random.pick(CHOKE_OHMS)
      return {
        base: format(code, ohms),
        package: `SMD ${footprint}`,
        description: `Common mode choke, ${ohms} Ω @ 100 MHz, 2 lines, ${footprint}`,
        price: 0.08 * random.float(0.8, 3),
        attributes: [{ name: 'Impedance @ 100 MHz', value: `${ohms} Ω` }],
        doc,
      }
    },
  }
}

const commonMode: Series[] = [
  chokes(
    mfr('tdk'),
    4,
    'cmf_commercial_signal_acm2012_en',
    [
      ['ACM2012', '2.0x1.2 mm'],
      ['ACM2520', '2.5x2.0 mm'],
      ['ACM4520', '4.5x2.0 mm'],
    ],
    (code, ohms) => `${code}-${beadCode(ohms)}-2P`,
    [sfx('-T002', 'Tape & Reel'), sfx('-T001', 'Tape & Reel')],
  ),
  chokes(
    mfr('murata'),
    4,
    'DLW21_series',
    [
      ['DLW21SN', '2.0x1.2 mm'],
      ['DLW31SN', '3.2x1.6 mm'],
      ['DLP11SN', '1.25x1.0 mm'],
    ],
    (code, ohms) => `${code}${beadCode(ohms)}SQ2`,
    [sfx('L', 'Tape & Reel'), sfx('B', 'Bulk')],
  ),
  chokes(
    mfr('wurth-elektronik'),
    3,
    'WE-CNSW',
    [
      ['7442320', '1206'],
      ['7442330', '0805'],
      ['7442340', '0603'],
    ],
    (code, ohms) => `${code}${String(CHOKE_OHMS.indexOf(ohms as (typeof CHOKE_OHMS)[number]) + 1).padStart(2, '0')}`,
    PLAIN,
  ),
]

export const MAGNETIC_SERIES: readonly Series[] = [...power, ...rf, ...ferrites, ...commonMode]
