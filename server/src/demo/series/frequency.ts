import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import type { Random } from '../random.ts'
import { PLAIN, type Series, type Suffix, sfx } from './kit.ts'

/**
 * Crystals and oscillators, whose part numbers carry the frequency with a decimal point: Abracon
 * `ABM8-16.000MHZ-B2-T`, ECS `ECS-160-20-3X-TR`, Epson `TSX-3225 24.0000MF18X-AC0` (with a space), SiTime
 * `SIT8008BI-73-33E-25.000000`.
 */

/** Common crystal and clock frequencies in MHz. */
const MHZ = [
  4, 6, 8, 10, 11.0592, 12, 13.56, 14.7456, 16, 19.2, 20, 24, 25, 26, 27, 32, 37.4, 38.4, 40, 48, 50,
] as const
const LOADS = [8, 9, 10, 12, 15, 18, 20] as const
const PACKAGES = [
  ['2016', 'SMD-4 2.0x1.6 mm'],
  ['2520', 'SMD-4 2.5x2.0 mm'],
  ['3225', 'SMD-4 3.2x2.5 mm'],
  ['5032', 'SMD-2 5.0x3.2 mm'],
] as const

function mhzText(mhz: number): string {
  return `${mhz} MHz`
}

interface Crystal {
  readonly mhz: number
  readonly load: number
  readonly ppm: number
  readonly size: (typeof PACKAGES)[number]
}

function crystalSeries(
  manufacturer: number,
  weight: number,
  doc: string,
  format: (part: Crystal, random: Random) => string,
  suffixes: readonly Suffix[] = PLAIN,
  sizes: ReadonlyArray<(typeof PACKAGES)[number]> = PACKAGES,
): Series {
  return {
    manufacturer,
    category: cat('crystals'),
    weight,
    suffixes,
    make(random) {
      const part: Crystal = {
        mhz: random.pick(MHZ),
        load: random.pick(LOADS),
        ppm: random.pick([10, 20, 30] as const),
        size: random.pick(sizes),
      }
      return {
        base: format(part, random),
        package: part.size[1],
        description: `Quartz crystal, ${mhzText(part.mhz)}, ${part.load} pF, ±${part.ppm} ppm, ${part.size[1]}`,
        price: 0.12 + random.float(0, 0.35) + (part.size[0] === '2016' ? 0.15 : 0),
        attributes: [
          { name: 'Frequency', value: mhzText(part.mhz) },
          { name: 'Load capacitance', value: `${part.load} pF` },
          { name: 'Frequency tolerance', value: `±${part.ppm} ppm` },
        ],
        doc,
      }
    },
  }
}

const ABRACON_SERIES: Readonly<Record<string, string>> = {
  '2016': 'ABM11',
  '2520': 'ABM10',
  '3225': 'ABM8',
  '5032': 'ABM3',
}
const EPSON_SERIES: Readonly<Record<string, string>> = {
  '2016': 'FA-128',
  '2520': 'TSX-2520',
  '3225': 'TSX-3225',
  '5032': 'FA-238',
}
const TXC_SERIES: Readonly<Record<string, string>> = { '2016': '8Z', '2520': '8Y', '3225': '7V', '5032': '7A' }

const crystals: Series[] = [
  crystalSeries(
    mfr('abracon'),
    6,
    'ABM8',
    (p) =>
      `${ABRACON_SERIES[p.size[0]] ?? 'ABM8'}-${p.mhz.toFixed(3)}MHZ-${p.load === 8 ? '8' : `B${p.load === 18 ? '2' : p.load === 20 ? '4' : '1'}`}${p.ppm === 10 ? '' : `-${p.ppm}`}`,
    [sfx('-T', 'Tape & Reel'), sfx('-T3', 'Tape & Reel')],
  ),
  // ECS-160-20-3X-TR: frequency in tenths of a MHz, load, package code, then -TR.
  crystalSeries(
    mfr('ecs'),
    5,
    'ECS-3X',
    (p, random) =>
      `ECS-${Number.isInteger(p.mhz * 10) ? String(p.mhz * 10) : p.mhz.toFixed(4)}-${p.load}-${random.pick(['3X', '33-QN', '30B', '36', '47'])}`,
    [sfx('-TR', 'Tape & Reel'), sfx('', 'Bulk')],
  ),
  crystalSeries(
    mfr('epson'),
    5,
    'TSX-3225',
    (p) =>
      `${EPSON_SERIES[p.size[0]] ?? 'TSX-3225'} ${p.mhz.toFixed(4)}MF${String(p.load).padStart(2, '0')}${p.ppm === 10 ? 'X' : 'Z'}-AC`,
    [sfx('0', 'Tape & Reel'), sfx('3', 'Tape & Reel')],
  ),
  crystalSeries(
    mfr('txc'),
    5,
    '7V',
    (p, random) => `${TXC_SERIES[p.size[0]] ?? '7V'}-${p.mhz.toFixed(3)}M${random.pick(['AAE', 'AAJ', 'BBQ', 'EEQ'])}`,
    [sfx('-T', 'Tape & Reel')],
  ),
  crystalSeries(
    mfr('murata'),
    3,
    'XRCGB_series',
    (p) => `XRCGB${p.mhz.toFixed(3).replace('.', 'M')}F${p.ppm === 10 ? '1' : '2'}P${String(p.load).padStart(2, '0')}`,
    [sfx('R0', 'Tape & Reel')],
    [PACKAGES[0], PACKAGES[1]],
  ),
  {
    manufacturer: mfr('epson'),
    category: cat('crystals'),
    weight: 2,
    suffixes: [sfx('-A3', 'Tape & Reel'), sfx('-AC3', 'Tape & Reel')],
    make(random) {
      const load = random.pick([6, 7, 9, 12.5] as const)
      const model = random.pick(['FC-135', 'FC-12M', 'FC-135R'] as const)
      return {
        base: `${model} 32.7680K${load === 12.5 ? 'A' : load === 9 ? 'D' : 'F'}`,
        package: model === 'FC-12M' ? 'SMD-2 2.0x1.2 mm' : 'SMD-2 3.2x1.5 mm',
        description: `Tuning-fork crystal, 32.768 kHz, ${load} pF, ±20 ppm, ${model}`,
        price: 0.18 + random.float(0, 0.2),
        attributes: [
          { name: 'Frequency', value: '32.768 kHz' },
          { name: 'Load capacitance', value: `${load} pF` },
        ],
        doc: 'FC-135',
      }
    },
  },
]

const VOLTS = [
  ['18', '1.8 V'],
  ['25', '2.5 V'],
  ['28', '2.8 V'],
  ['30', '3.0 V'],
  ['33', '3.3 V'],
] as const

const oscillators: Series[] = [
  {
    manufacturer: mfr('sitime'),
    category: cat('oscillators'),
    weight: 5,
    suffixes: [sfx('', 'Bulk'), sfx('T', 'Tape & Reel'), sfx('X', 'Tape & Reel')],
    make(random) {
      const mhz = random.pick(MHZ)
      const [vCode, vText] = random.pick(VOLTS)
      const pkgCode = random.pick(['71', '72', '73', '12', '13', '21', '22'] as const)
      const stability = random.pick(['1', '2', '3'] as const)
      const family = random.pick(['SIT8008BI', 'SIT8008AI', 'SIT8009BI', 'SIT1602BI'] as const)
      const size = pkgCode.startsWith('7') ? '2.0x1.6 mm' : pkgCode.startsWith('1') ? '2.5x2.0 mm' : '3.2x2.5 mm'
      return {
        base: `${family}-${pkgCode}-${vCode}${stability === '1' ? 'E' : stability === '2' ? 'S' : 'N'}-${mhz.toFixed(6)}`,
        package: `SMD-4 ${size}`,
        description: `MEMS oscillator, ${mhzText(mhz)}, ${vText}, LVCMOS, ±${stability === '1' ? 20 : stability === '2' ? 25 : 50} ppm, ${size}`,
        price: 0.6 + random.float(0, 1.2),
        attributes: [
          { name: 'Frequency', value: mhzText(mhz) },
          { name: 'Supply voltage', value: vText },
        ],
        doc: family.toLowerCase(),
      }
    },
  },
  {
    manufacturer: mfr('abracon'),
    category: cat('oscillators'),
    weight: 4,
    suffixes: [sfx('-T', 'Tape & Reel'), sfx('-T3', 'Tape & Reel')],
    make(random) {
      const mhz = random.pick(MHZ)
      const series = random.pick(['ASE', 'ASFL1', 'ASDMB', 'ASCO', 'ASTMHTFL'] as const)
      return {
        base: `${series}-${mhz.toFixed(3)}MHZ-${random.pick(['LC', 'EC', 'ET', 'L', 'LR'] as const)}`,
        package: series === 'ASFL1' ? 'SMD-4 5.0x3.2 mm' : 'SMD-4 3.2x2.5 mm',
        description: `Crystal clock oscillator, ${mhzText(mhz)}, 3.3 V, CMOS, ±50 ppm`,
        price: 0.7 + random.float(0, 1),
        attributes: [{ name: 'Frequency', value: mhzText(mhz) }],
        doc: series,
      }
    },
  },
  {
    manufacturer: mfr('ecs'),
    category: cat('oscillators'),
    weight: 3,
    suffixes: [sfx('-TR', 'Tape & Reel'), sfx('', 'Cut Tape')],
    make(random) {
      const mhz = random.pick(MHZ)
      const size = random.pick(['2016', '2520', '3225', '5032'] as const)
      return {
        base: `ECS-${size}MV-${Number.isInteger(mhz * 10) ? String(mhz * 10) : mhz.toFixed(4)}-${random.pick(['BN', 'CN', 'BL', 'CM'] as const)}`,
        package: `SMD-4 ${size.slice(0, 1)}.${size.slice(1, 2)}x${size.slice(2, 3)}.${size.slice(3)} mm`,
        description: `Crystal clock oscillator, ${mhzText(mhz)}, 1.8 V to 3.3 V, CMOS`,
        price: 0.55 + random.float(0, 0.8),
        attributes: [{ name: 'Frequency', value: mhzText(mhz) }],
        doc: 'ECS-2520MV',
      }
    },
  },
  {
    manufacturer: mfr('txc'),
    category: cat('oscillators'),
    weight: 3,
    suffixes: [sfx('-T', 'Tape & Reel')],
    make(random) {
      const mhz = random.pick(MHZ)
      const series = random.pick(['7W', '7X', '8W', '7C'] as const)
      return {
        base: `${series}-${mhz.toFixed(3)}M${random.pick(['BA', 'BB', 'EA', 'BD'] as const)}`,
        package: series.startsWith('8') ? 'SMD-4 2.5x2.0 mm' : 'SMD-4 3.2x2.5 mm',
        description: `Crystal clock oscillator, ${mhzText(mhz)}, 3.3 V, CMOS`,
        price: 0.35 + random.float(0, 0.6),
        attributes: [{ name: 'Frequency', value: mhzText(mhz) }],
        doc: series,
      }
    },
  },
  {
    manufacturer: mfr('epson'),
    category: cat('oscillators'),
    weight: 2,
    suffixes: [sfx('', 'Tape & Reel')],
    make(random) {
      const mhz = random.pick(MHZ)
      const model = random.pick(['SG-8018CA', 'SG-8018CE', 'SG-210STF', 'SG-8002CA'] as const)
      return {
        base: `${model} ${mhz.toFixed(6)}MHZ ${random.pick(['TJHPA', 'TJHSA', 'PCB', 'SHB'] as const)}`,
        package: model === 'SG-210STF' ? 'SMD-4 2.5x2.0 mm' : 'SMD-4 7.0x5.0 mm',
        description: `Programmable crystal oscillator, ${mhzText(mhz)}, 1.8 V to 3.3 V, CMOS`,
        price: 0.9 + random.float(0, 1),
        attributes: [{ name: 'Frequency', value: mhzText(mhz) }],
        doc: model,
      }
    },
  },
]

export const FREQUENCY_SERIES: readonly Series[] = [...crystals, ...oscillators]
