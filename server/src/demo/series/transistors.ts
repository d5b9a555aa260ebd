import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import type { Random } from '../random.ts'
import { type Row, type Series, type Suffix, numberPool, sfx, tableSeries } from './kit.ts'

/**
 * MOSFETs and bipolar transistors. MOSFET names are each maker's own numbering (`IRLML6402TRPBF`,
 * `SI2302CDS-T1-GE3`, `DMG2305UX-7`, `SSM3K333R,LF`, `PSMN4R0-40YS,115`); the ratings in the description are
 * drawn to fit the package. BJTs are the generic types (`MMBT3904`, `BC847C`) in each maker's spelling.
 */

type PackageClass = 'sot23' | 'sot323' | 'so8' | 'dfn3' | 'dfn5' | 'dpak' | 'd2pak' | 'to220' | 'to247'

const PACKAGE_NAME: Readonly<Record<PackageClass, string>> = {
  sot23: 'SOT-23',
  sot323: 'SOT-323 (SC-70)',
  so8: 'SOIC-8',
  dfn3: 'DFN-8 3.3x3.3',
  dfn5: 'DFN-8 5x6 (Power56)',
  dpak: 'TO-252 (DPAK)',
  d2pak: 'TO-263 (D2PAK)',
  to220: 'TO-220AB',
  to247: 'TO-247-3',
}

// Current range (A) and on-resistance range (mΩ at 30 V) by package.
const RATINGS: Readonly<Record<PackageClass, readonly [number, number, number, number]>> = {
  sot23: [0.2, 6, 18, 3000],
  sot323: [0.1, 2, 60, 5000],
  so8: [4, 20, 4, 40],
  dfn3: [8, 60, 2, 20],
  dfn5: [20, 300, 0.6, 12],
  dpak: [10, 100, 3, 60],
  d2pak: [30, 240, 1, 30],
  to220: [20, 200, 1.5, 50],
  to247: [20, 120, 10, 200],
}

const VOLTS_LOW = [20, 30, 40, 60] as const
const VOLTS_ALL = [20, 30, 40, 60, 80, 100, 150, 200] as const
const VOLTS_HIGH = [600, 650, 700, 800] as const

/** A MOSFET's ratings, drawn once per base part. */
export interface Fet {
  readonly channel: 'N' | 'P'
  readonly volts: number
  readonly amps: number
  /** On-resistance in mΩ. */
  readonly rds: number
  readonly pkg: PackageClass
}

function drawFet(random: Random, packages: readonly PackageClass[]): Fet {
  const pkg = random.pick(packages)
  const channel = random.chance(0.72) ? 'N' : 'P'
  const volts =
    pkg === 'to247'
      ? random.pick(VOLTS_HIGH)
      : pkg === 'sot23' || pkg === 'sot323'
        ? random.pick(VOLTS_LOW)
        : random.pick(VOLTS_ALL)
  const [iMin, iMax, rMin, rMax] = RATINGS[pkg]
  const scale = Math.sqrt(volts / 30) * (channel === 'P' ? 1.8 : 1)
  const amps = Number(random.logUniform(iMin, iMax / Math.sqrt(scale)).toPrecision(2))
  const rds = Number(Math.min(rMax * 3, random.logUniform(rMin, rMax) * scale).toPrecision(2))
  return { channel, volts, amps, rds, pkg }
}

function rdsText(rds: number): string {
  return rds >= 1000 ? `${Number((rds / 1000).toPrecision(2))} Ω` : `${rds} mΩ`
}

interface FetLine {
  readonly manufacturer: number
  readonly weight: number
  readonly packages: readonly PackageClass[]
  readonly name: (fet: Fet, random: Random) => string
  readonly suffixes: (fet: Fet) => readonly Suffix[]
  readonly doc?: string
  readonly automotive?: boolean
}

function fetSeries(line: FetLine): Series {
  const first = line.packages[0] ?? 'sot23'
  return {
    manufacturer: line.manufacturer,
    category: cat('mosfets'),
    weight: line.weight,
    suffixes: line.suffixes({ channel: 'N', volts: 30, amps: 1, rds: 100, pkg: first }),
    make(random) {
      const fet = drawFet(random, line.packages)
      const pkgName = PACKAGE_NAME[fet.pkg]
      const base = line.name(fet, random)
      const power = fet.pkg === 'sot23' || fet.pkg === 'sot323'
      const grade = line.automotive === true ? ', AEC-Q101' : ''
      return {
        base,
        package: pkgName,
        description: `MOSFET ${fet.channel}-channel, ${fet.volts} V, ${fet.amps} A, ${rdsText(fet.rds)} @ 10 V${grade}, ${pkgName}`,
        price: (power ? 0.03 : 0.25) * Math.sqrt(fet.amps) * (fet.volts >= 600 ? 3 : 1) * random.float(0.8, 1.3),
        attributes: [
          { name: 'Channel', value: fet.channel === 'N' ? 'N-channel' : 'P-channel' },
          { name: 'Drain-source voltage', value: `${fet.volts} V` },
          { name: 'Drain current', value: `${fet.amps} A` },
          { name: 'On-resistance', value: rdsText(fet.rds) },
        ],
        doc: line.doc ?? base.toLowerCase(),
      }
    },
  }
}

const pad = (n: number, width: number): string => String(Math.round(n)).padStart(width, '0')
/** Infineon's and Nexperia's on-resistance field: `010` = 1.0 mΩ (tenths), `4R0` = 4.0 mΩ. */
const rdsTenths = (rds: number): string => pad(Math.min(999, rds * 10), 3)
const rdsR = (rds: number): string => (rds < 10 ? rds.toFixed(1).replace('.', 'R') : pad(Math.min(99, rds), 2))
const voltsTens = (volts: number): string => pad(volts / 10, 2)

const REEL_PLAIN: readonly Suffix[] = [sfx('', 'Tape & Reel')]

// Family prefixes by package: Infineon BSC (SuperSO8), BSZ (S3O8), IPD (DPAK)…; onsemi NTR (SOT-23)…; ST STD…
const INFINEON_FAMILY: Partial<Record<PackageClass, string>> = { dfn5: 'BSC', dfn3: 'BSZ', dpak: 'IPD', d2pak: 'IPB' }
const INFINEON_TECH = ['LS', 'NS', 'N', 'LSI', 'NM5'] as const
const ONSEMI_FAMILY: Partial<Record<PackageClass, string>> = { sot23: 'NTR', so8: 'NTMS', dfn5: 'NTMFS' }
const DIODES_TECH = ['U', 'L', 'S', 'UX', 'LSD', 'UFB4'] as const
const ST_FAMILY: Partial<Record<PackageClass, string>> = { dpak: 'D', d2pak: 'B', to220: 'P', dfn5: 'L' }
const TI_FAMILY: Partial<Record<PackageClass, string>> = { dfn3: 'Q3A' }

/** ST's technology code: `M` and the voltage for high-voltage MDmesh, otherwise STripFET and the voltage class. */
function stTechnology(fet: Fet, random: Random): string {
  if (fet.volts >= 600) return `M${fet.volts / 10}`
  return `${random.pick(['F', 'F', 'LLF'] as const)}${random.pick(['6', '7', '3'] as const)}${voltsTens(fet.volts).replace(/^0/, '')}`
}

// Each maker's model numbers: a realistic few hundred per family, not every integer of a range.
const POOL = {
  irlml: numberPool(101, 60, 2000, 9999),
  irfSo8: numberPool(102, 80, 7300, 9999),
  irf: numberPool(103, 150, 510, 4905),
  onsemi: numberPool(104, 200, 1000, 5999),
  onsemiAuto: numberPool(105, 120, 1000, 5999),
  fairchild: numberPool(106, 150, 4000, 9999),
  vishaySo8: numberPool(107, 150, 4400, 4999),
  vishayPower: numberPool(108, 150, 100, 899),
  diodes: numberPool(109, 300, 1000, 6999),
  aosDfn: numberPool(110, 150, 100, 999),
  aosDpak: numberPool(111, 150, 400, 4999),
  tsc: numberPool(112, 200, 100, 9999),
  cj: numberPool(113, 200, 2300, 3499),
  cjSo8: numberPool(114, 100, 4400, 4999),
} as const
const TI_FET = [sfx('', 'Tape & Reel'), sfx('T', 'Cut Tape')] as const
const ON_REEL = [sfx('T1G', 'Tape & Reel'), sfx('T3G', 'Tape & Reel')] as const
const VISHAY_FET = [sfx('-T1-GE3', 'Tape & Reel'), sfx('-T1-E3', 'Tape & Reel')] as const
const DIODES_REEL = [sfx('-7', 'Tape & Reel'), sfx('-13', 'Tape & Reel')] as const
const NEXPERIA_SOT23 = [sfx(',215', 'Tape & Reel'), sfx(',235', 'Tape & Reel')] as const
const NEXPERIA_LFPAK = [sfx(',115', 'Tape & Reel')] as const

const mosfets: Series[] = [
  fetSeries({
    manufacturer: mfr('infineon'),
    weight: 8,
    packages: ['dfn5', 'dfn3', 'dpak', 'd2pak', 'to220'],
    // BSC010N04LS: package family, on-resistance in tenths of a mΩ, channel, volts/10, technology.
    name: (f, random) =>
      `${INFINEON_FAMILY[f.pkg] ?? 'IPP'}${rdsTenths(f.rds)}${f.channel}${voltsTens(f.volts)}${random.pick(INFINEON_TECH)}`,
    suffixes: () => [sfx('ATMA1', 'Tape & Reel'), sfx('AUMA1', 'Tape & Reel', true)],
    doc: 'Infineon-OptiMOS',
  }),
  fetSeries({
    manufacturer: mfr('infineon'),
    weight: 5,
    packages: ['sot23', 'so8', 'to220', 'd2pak'],
    name: (f, random) =>
      f.pkg === 'sot23'
        ? `IRLML${random.pick(POOL.irlml)}`
        : f.pkg === 'so8'
          ? `IRF${random.pick(POOL.irfSo8)}`
          : `IRF${random.pick(['', 'B', 'L'])}${random.pick(POOL.irf)}${random.pick(['N', '', 'Z'])}${f.pkg === 'd2pak' ? 'S' : ''}`,
    suffixes: (f) =>
      f.pkg === 'to220'
        ? [sfx('PBF', 'Tube')]
        : f.pkg === 'd2pak'
          ? [sfx('TRLPBF', 'Tape & Reel'), sfx('TRRPBF', 'Tape & Reel')]
          : [sfx('TRPBF', 'Tape & Reel'), sfx('PBF', 'Tube')],
    doc: 'irlml6402pbf',
  }),
  fetSeries({
    manufacturer: mfr('onsemi'),
    weight: 8,
    packages: ['sot23', 'so8', 'dfn5', 'dpak'],
    name: (f, random) =>
      `${ONSEMI_FAMILY[f.pkg] ?? 'NTD'}${random.pick(POOL.onsemi)}${f.channel}${f.pkg === 'dfn5' ? random.pick(['L', '']) : ''}`,
    suffixes: () => ON_REEL,
    doc: 'ntr4003n',
  }),
  fetSeries({
    manufacturer: mfr('onsemi'),
    weight: 3,
    packages: ['sot23', 'dfn5'],
    name: (f, random) =>
      `${f.pkg === 'sot23' ? 'NVR' : 'NVMFS'}${random.pick(POOL.onsemiAuto)}${f.channel}${random.pick(['L', ''])}`,
    suffixes: () => [sfx('WFT1G', 'Tape & Reel', true), sfx('T1G', 'Tape & Reel', true)],
    automotive: true,
    doc: 'nvmfs5c430n',
  }),
  fetSeries({
    manufacturer: mfr('onsemi'),
    weight: 3,
    packages: ['sot23', 'so8', 'dfn5'],
    name: (f, random) =>
      f.pkg === 'sot23'
        ? `FDN${random.int(300, 399)}${f.channel}`
        : `${f.pkg === 'so8' ? 'FDS' : 'FDMS'}${random.pick(POOL.fairchild)}${random.pick(['', 'A'])}`,
    suffixes: () => REEL_PLAIN,
    doc: 'fdn340p',
  }),
  fetSeries({
    manufacturer: mfr('vishay'),
    weight: 7,
    packages: ['sot23', 'so8', 'dfn5', 'dfn3'],
    name: (f, random) =>
      f.pkg === 'sot23'
        ? `SI${random.int(2300, 2399)}${random.pick(['CDS', 'DDS', 'BDS', 'ADS'])}`
        : f.pkg === 'so8'
          ? `SI${random.pick(POOL.vishaySo8)}${random.pick(['DY', 'BDY', 'CDY'])}`
          : `SI${f.pkg === 'dfn5' ? 'R' : 'S'}${random.pick(POOL.vishayPower)}${f.pkg === 'dfn5' ? 'DP' : 'DN'}`,
    suffixes: (f) => (f.pkg === 'dfn5' ? [sfx('-T1-RE3', 'Tape & Reel'), sfx('-T1-GE3', 'Tape & Reel')] : VISHAY_FET),
    doc: '63653',
  }),
  fetSeries({
    manufacturer: mfr('diodes-incorporated'),
    weight: 7,
    packages: ['sot23', 'sot323', 'so8', 'dfn3'],
    name: (f, random) =>
      `DM${f.channel === 'P' ? 'P' : random.pick(['N', 'G'])}${random.pick(POOL.diodes)}${random.pick(DIODES_TECH)}${f.pkg === 'sot323' ? 'W' : ''}`,
    suffixes: () => DIODES_REEL,
    doc: 'DMG2305UX',
  }),
  fetSeries({
    manufacturer: mfr('alpha-omega'),
    weight: 6,
    packages: ['sot23', 'so8', 'dfn5', 'dfn3', 'dpak'],
    name: (f, random) =>
      f.pkg === 'sot23'
        ? `AO${random.int(3400, 3499)}${random.pick(['', 'A', 'L'])}`
        : f.pkg === 'so8'
          ? `AO${random.int(4400, 4899)}${random.pick(['', 'A'])}`
          : f.pkg === 'dfn5'
            ? `AON6${random.pick(POOL.aosDfn)}`
            : f.pkg === 'dfn3'
              ? `AON7${random.pick(POOL.aosDfn)}`
              : `AOD${random.pick(POOL.aosDpak)}${random.pick(['', 'A'])}`,
    suffixes: () => REEL_PLAIN,
    doc: 'AO3400A',
  }),
  fetSeries({
    manufacturer: mfr('nexperia'),
    weight: 6,
    packages: ['sot23', 'dfn5'],
    name: (f, random) =>
      f.pkg === 'sot23'
        ? `PMV${random.int(15, 99)}${random.pick(['EN', 'XN', 'UP', 'XP', 'ENE', 'UPE'])}`
        : `PSMN${rdsR(f.rds)}-${f.volts}${random.pick(['YS', 'YL', 'YLD', 'YSE'])}`,
    suffixes: (f) => (f.pkg === 'sot23' ? NEXPERIA_SOT23 : NEXPERIA_LFPAK),
    doc: 'PMV65XP',
  }),
  fetSeries({
    manufacturer: mfr('nexperia'),
    weight: 3,
    packages: ['dfn5'],
    name: (f, random) =>
      `BUK${random.pick(['9Y', '7Y', '9J', '7J'])}${rdsR(f.rds)}-${f.volts}${random.pick(['B', 'E', 'H'])}`,
    suffixes: () => NEXPERIA_LFPAK,
    automotive: true,
    doc: 'BUK9Y4R4-40H',
  }),
  fetSeries({
    manufacturer: mfr('toshiba'),
    weight: 5,
    packages: ['sot23', 'sot323', 'dfn5', 'to220'],
    name: (f, random) =>
      f.pkg === 'sot23' || f.pkg === 'sot323'
        ? `SSM3${f.channel === 'N' ? 'K' : 'J'}${random.int(100, 399)}${f.pkg === 'sot23' ? 'R' : random.pick(['FU', 'TU'])}`
        : f.pkg === 'dfn5'
          ? `TPH${rdsR(f.rds)}${voltsTens(f.volts)}${f.channel}L`
          : `TK${Math.round(f.amps)}E${voltsTens(f.volts)}N1`,
    suffixes: (f) =>
      f.pkg === 'dfn5'
        ? [sfx(',L1Q', 'Tape & Reel'), sfx(',LQ', 'Tape & Reel')]
        : f.pkg === 'to220'
          ? [sfx(',S1X', 'Tube')]
          : [sfx(',LF', 'Tape & Reel'), sfx(',LXHF', 'Tape & Reel', true)],
    doc: 'SSM3K333R',
  }),
  fetSeries({
    manufacturer: mfr('stmicroelectronics'),
    weight: 6,
    packages: ['dpak', 'd2pak', 'to220', 'dfn5', 'to247'],
    name: (f, random) => `ST${ST_FAMILY[f.pkg] ?? 'W'}${Math.round(f.amps)}${f.channel}${stTechnology(f, random)}`,
    suffixes: (f) =>
      f.pkg === 'dpak' || f.pkg === 'd2pak'
        ? [sfx('T4', 'Tape & Reel'), sfx('', 'Tube')]
        : f.pkg === 'dfn5'
          ? REEL_PLAIN
          : [sfx('', 'Tube')],
    doc: 'stp16nf06',
  }),
  fetSeries({
    manufacturer: mfr('rohm'),
    weight: 4,
    packages: ['sot23', 'sot323', 'dfn3'],
    name: (f, random) =>
      f.pkg === 'dfn3'
        ? `RQ3E${pad(f.amps * 10, 3)}${f.channel === 'N' ? 'GN' : 'AJ'}`
        : `R${random.pick(['E1C', 'U1C', 'V1C', 'SR'])}${pad(f.amps * 10, 3)}${f.channel === 'N' ? 'UN' : 'XP'}`,
    suffixes: (f) =>
      f.pkg === 'dfn3'
        ? [sfx('TB', 'Tape & Reel'), sfx('TB1', 'Tape & Reel')]
        : [sfx('TCL', 'Tape & Reel'), sfx('TL', 'Tape & Reel')],
    doc: 'rq3e120gn',
  }),
  fetSeries({
    manufacturer: mfr('texas-instruments'),
    weight: 3,
    packages: ['dfn5', 'dfn3', 'to220'],
    name: (f, random) =>
      `CSD${f.channel === 'N' ? random.pick(['17', '18', '19']) : '25'}${random.int(300, 599)}${f.pkg === 'dfn5' ? random.pick(['Q5A', 'Q5B']) : (TI_FAMILY[f.pkg] ?? 'KCS')}`,
    suffixes: (f) => (f.pkg === 'to220' ? [sfx('', 'Tube')] : TI_FET),
    doc: 'csd17578q3a',
  }),
  fetSeries({
    manufacturer: mfr('taiwan-semiconductor'),
    weight: 3,
    packages: ['sot23', 'so8', 'dfn5'],
    // Taiwan Semiconductor separates the packing code with a space: `TSM2302CX RFG`.
    name: (f, random) => `TSM${random.pick(POOL.tsc)}${f.pkg === 'sot23' ? 'CX' : f.pkg === 'so8' ? 'CS' : 'CR'}`,
    suffixes: () => [sfx(' RFG', 'Tape & Reel'), sfx(' RF', 'Tape & Reel')],
    doc: 'TSM2302CX',
  }),
  fetSeries({
    manufacturer: mfr('changjiang'),
    weight: 3,
    packages: ['sot23', 'so8', 'dpak'],
    name: (f, random) =>
      f.pkg === 'sot23'
        ? `CJ${random.pick(POOL.cj)}`
        : f.pkg === 'so8'
          ? `CJQ${random.pick(POOL.cjSo8)}`
          : `CJAC${Math.round(f.amps)}${f.channel}${voltsTens(f.volts)}`,
    suffixes: () => REEL_PLAIN,
    doc: 'CJ2302',
  }),
  fetSeries({
    manufacturer: mfr('mcc'),
    weight: 3,
    packages: ['sot23', 'dfn5', 'dpak'],
    name: (f, random) =>
      f.pkg === 'sot23'
        ? `SI${random.int(2300, 2399)}${random.pick(['A', 'B', ''])}`
        : `MC${f.pkg === 'dfn5' ? 'AC' : 'U'}${Math.round(f.amps)}${f.channel}${voltsTens(f.volts)}Y`,
    suffixes: () => [sfx('-TP', 'Tape & Reel')],
    doc: 'MCAC30N06Y',
  }),
]

// Bipolar transistors: the generic types, with polarity, VCEO, IC and package.
const BJT_SOT23: readonly Row[] = [
  ['MMBT3904', 'NPN transistor, 40 V, 200 mA', 0.02, 'SOT-23'],
  ['MMBT3906', 'PNP transistor, 40 V, 200 mA', 0.02, 'SOT-23'],
  ['MMBT2222A', 'NPN transistor, 40 V, 600 mA', 0.02, 'SOT-23'],
  ['MMBT2907A', 'PNP transistor, 60 V, 600 mA', 0.02, 'SOT-23'],
  ['MMBT4401', 'NPN transistor, 40 V, 600 mA', 0.025, 'SOT-23'],
  ['MMBT4403', 'PNP transistor, 40 V, 600 mA', 0.025, 'SOT-23'],
  ['MMBT5551', 'NPN transistor, 160 V, 600 mA', 0.03, 'SOT-23'],
  ['MMBT5401', 'PNP transistor, 150 V, 600 mA', 0.03, 'SOT-23'],
  ['MMBTA42', 'NPN high-voltage transistor, 300 V, 500 mA', 0.03, 'SOT-23'],
  ['MMBTA92', 'PNP high-voltage transistor, 300 V, 500 mA', 0.03, 'SOT-23'],
  ['BC817-16', 'NPN transistor, 45 V, 500 mA, hFE 100-250', 0.02, 'SOT-23'],
  ['BC817-25', 'NPN transistor, 45 V, 500 mA, hFE 160-400', 0.02, 'SOT-23'],
  ['BC817-40', 'NPN transistor, 45 V, 500 mA, hFE 250-600', 0.02, 'SOT-23'],
  ['BC807-16', 'PNP transistor, 45 V, 500 mA, hFE 100-250', 0.02, 'SOT-23'],
  ['BC807-25', 'PNP transistor, 45 V, 500 mA, hFE 160-400', 0.02, 'SOT-23'],
  ['BC807-40', 'PNP transistor, 45 V, 500 mA, hFE 250-600', 0.02, 'SOT-23'],
  ['BC846B', 'NPN transistor, 65 V, 100 mA, hFE 200-450', 0.02, 'SOT-23'],
  ['BC847A', 'NPN transistor, 45 V, 100 mA, hFE 110-220', 0.018, 'SOT-23'],
  ['BC847B', 'NPN transistor, 45 V, 100 mA, hFE 200-450', 0.018, 'SOT-23'],
  ['BC847C', 'NPN transistor, 45 V, 100 mA, hFE 420-800', 0.018, 'SOT-23'],
  ['BC848B', 'NPN transistor, 30 V, 100 mA, hFE 200-450', 0.018, 'SOT-23'],
  ['BC848C', 'NPN transistor, 30 V, 100 mA, hFE 420-800', 0.018, 'SOT-23'],
  ['BC856B', 'PNP transistor, 65 V, 100 mA, hFE 220-475', 0.02, 'SOT-23'],
  ['BC857B', 'PNP transistor, 45 V, 100 mA, hFE 220-475', 0.018, 'SOT-23'],
  ['BC857C', 'PNP transistor, 45 V, 100 mA, hFE 420-800', 0.018, 'SOT-23'],
  ['BC858B', 'PNP transistor, 30 V, 100 mA, hFE 220-475', 0.018, 'SOT-23'],
]
const BJT_SOT323: readonly Row[] = BJT_SOT23.filter(([name]) => name.startsWith('BC84') || name.startsWith('BC85')).map(
  ([name, desc, price]) => [`${name}W`, desc, price * 1.2, 'SOT-323 (SC-70)'],
)
const BJT_POWER: readonly Row[] = [
  ['BCP56-16', 'NPN medium-power transistor, 80 V, 1 A', 0.06, 'SOT-223'],
  ['BCP53-16', 'PNP medium-power transistor, 80 V, 1 A', 0.06, 'SOT-223'],
  ['BCX56-16', 'NPN medium-power transistor, 80 V, 1 A', 0.05, 'SOT-89'],
  ['BCX53-16', 'PNP medium-power transistor, 80 V, 1 A', 0.05, 'SOT-89'],
  ['PBSS4041NT', 'NPN low-VCEsat transistor, 60 V, 4 A', 0.09, 'SOT-23'],
  ['PBSS5540Z', 'PNP low-VCEsat transistor, 40 V, 5 A', 0.12, 'SOT-223'],
]
const BJT_THT: readonly Row[] = [
  ['2N3904', 'NPN transistor, 40 V, 200 mA', 0.03, 'TO-92'],
  ['2N3906', 'PNP transistor, 40 V, 200 mA', 0.03, 'TO-92'],
  ['2N2222A', 'NPN transistor, 40 V, 600 mA', 0.035, 'TO-92'],
  ['2N4401', 'NPN transistor, 40 V, 600 mA', 0.035, 'TO-92'],
  ['2N5551', 'NPN transistor, 160 V, 600 mA', 0.04, 'TO-92'],
  ['BC547B', 'NPN transistor, 45 V, 100 mA', 0.03, 'TO-92'],
  ['BC557B', 'PNP transistor, 45 V, 100 mA', 0.03, 'TO-92'],
  ['TIP31C', 'NPN power transistor, 100 V, 3 A, 40 W', 0.35, 'TO-220'],
  ['TIP32C', 'PNP power transistor, 100 V, 3 A, 40 W', 0.35, 'TO-220'],
  ['TIP120', 'NPN Darlington transistor, 60 V, 5 A, 65 W', 0.4, 'TO-220'],
  ['TIP122', 'NPN Darlington transistor, 100 V, 5 A, 65 W', 0.4, 'TO-220'],
  ['TIP127', 'PNP Darlington transistor, 100 V, 5 A, 65 W', 0.42, 'TO-220'],
  ['BD139', 'NPN medium-power transistor, 80 V, 1.5 A', 0.2, 'TO-126'],
  ['BD140', 'PNP medium-power transistor, 80 V, 1.5 A', 0.2, 'TO-126'],
  ['MJD31C', 'NPN power transistor, 100 V, 3 A', 0.25, 'TO-252 (DPAK)'],
  ['MJD32C', 'PNP power transistor, 100 V, 3 A', 0.25, 'TO-252 (DPAK)'],
]
const CJ_BJT: readonly Row[] = [
  ['S8050', 'NPN transistor, 25 V, 500 mA', 0.01, 'SOT-23'],
  ['S8550', 'PNP transistor, 25 V, 500 mA', 0.01, 'SOT-23'],
  ['SS8050', 'NPN transistor, 25 V, 1.5 A', 0.012, 'SOT-23'],
  ['SS8550', 'PNP transistor, 25 V, 1.5 A', 0.012, 'SOT-23'],
  ['S9013', 'NPN transistor, 25 V, 500 mA', 0.01, 'SOT-23'],
  ['S9014', 'NPN transistor, 45 V, 100 mA', 0.01, 'SOT-23'],
  ['S9012', 'PNP transistor, 25 V, 500 mA', 0.01, 'SOT-23'],
  ['2SC1815', 'NPN transistor, 50 V, 150 mA', 0.015, 'SOT-23'],
  ['2SA1015', 'PNP transistor, 50 V, 150 mA', 0.015, 'SOT-23'],
]

const bjts: Series[] = [
  tableSeries({
    manufacturer: mfr('nexperia'),
    category: cat('bjts'),
    weight: 8,
    rows: [
      ...BJT_SOT23.filter(([name]) => name.startsWith('BC')),
      ...BJT_SOT323,
      ...BJT_POWER,
      ['PMBT3904', 'NPN transistor, 40 V, 200 mA', 0.02, 'SOT-23'],
      ['PMBT3906', 'PNP transistor, 40 V, 200 mA', 0.02, 'SOT-23'],
      ['PMBT2222A', 'NPN transistor, 40 V, 600 mA', 0.02, 'SOT-23'],
    ],
    suffixes: (pk) => (pk === 'SOT-23' ? NEXPERIA_SOT23 : [sfx(',115', 'Tape & Reel'), sfx(',135', 'Tape & Reel')]),
    doc: (name) => name.replace(/-.*/, ''),
  }),
  tableSeries({
    manufacturer: mfr('onsemi'),
    category: cat('bjts'),
    weight: 8,
    rows: [...BJT_SOT23, ...BJT_THT.filter(([name]) => !name.startsWith('BC5'))],
    // MMBT3904LT1G: L is the SOT-23 package, T1 the 7" reel (T3 13"), G lead-free.
    rename: (name, pk) => (pk === 'SOT-23' ? `${name}L` : name),
    suffixes: (pk) =>
      pk === 'SOT-23'
        ? ON_REEL
        : pk === 'TO-92'
          ? [sfx('BU', 'Bulk'), sfx('TA', 'Tape & Reel'), sfx('TF', 'Tape & Reel')]
          : pk.startsWith('TO-252')
            ? [sfx('T4G', 'Tape & Reel'), sfx('G', 'Tube')]
            : [sfx('G', 'Tube')],
    doc: (name) => name.replace(/-.*/, ''),
  }),
  tableSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('bjts'),
    weight: 6,
    rows: [
      ...BJT_SOT23,
      ...BJT_POWER.filter(([name]) => name.startsWith('BC')),
      ['FMMT491', 'NPN low-VCEsat transistor, 40 V, 1 A', 0.09, 'SOT-23'],
      ['FMMT591', 'PNP low-VCEsat transistor, 60 V, 1 A', 0.09, 'SOT-23'],
      ['ZXTN25020DFH', 'NPN low-VCEsat transistor, 20 V, 4.5 A', 0.16, 'SOT-23'],
    ],
    suffixes: (pk) =>
      pk === 'SOT-23'
        ? [sfx('-7-F', 'Tape & Reel'), sfx('-13-F', 'Tape & Reel')]
        : [sfx('TA', 'Tape & Reel'), sfx('TC', 'Tape & Reel')],
    rename: (name) => name,
  }),
  tableSeries({
    manufacturer: mfr('lrc'),
    category: cat('bjts'),
    weight: 5,
    rows: BJT_SOT23,
    rename: (name) => `L${name.replace('MMBT', 'MBT')}L`,
    suffixes: ON_REEL,
  }),
  tableSeries({
    manufacturer: mfr('changjiang'),
    category: cat('bjts'),
    weight: 5,
    rows: [...CJ_BJT, ...BJT_SOT23.slice(0, 10)],
    suffixes: REEL_PLAIN,
  }),
  tableSeries({
    manufacturer: mfr('mcc'),
    category: cat('bjts'),
    weight: 4,
    rows: [...BJT_SOT23.slice(0, 14), ...BJT_THT.slice(0, 7)],
    suffixes: (pk) => (pk === 'TO-92' ? [sfx('-AP', 'Tape & Reel'), sfx('-BP', 'Bulk')] : [sfx('-TP', 'Tape & Reel')]),
  }),
  tableSeries({
    manufacturer: mfr('taiwan-semiconductor'),
    category: cat('bjts'),
    weight: 3,
    rows: BJT_SOT23.slice(0, 12),
    suffixes: [sfx(' RFG', 'Tape & Reel'), sfx(' RF', 'Tape & Reel')],
  }),
  tableSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('bjts'),
    weight: 3,
    rows: BJT_THT.filter(([, , , pk]) => pk !== 'TO-92'),
    suffixes: (pk) => (pk.startsWith('TO-252') ? [sfx('T4', 'Tape & Reel')] : [sfx('', 'Tube')]),
  }),
  tableSeries({
    manufacturer: mfr('toshiba'),
    category: cat('bjts'),
    weight: 4,
    rows: ['O', 'Y', 'GR', 'BL'].flatMap((rank): Row[] => [
      [`2SC2712-${rank}`, `NPN transistor, 50 V, 150 mA, hFE rank ${rank}`, 0.03, 'SOT-346 (S-Mini)'],
      [`2SA1162-${rank}`, `PNP transistor, 50 V, 150 mA, hFE rank ${rank}`, 0.03, 'SOT-346 (S-Mini)'],
      [`2SC4116-${rank}`, `NPN transistor, 50 V, 150 mA, hFE rank ${rank}`, 0.03, 'SOT-323 (USM)'],
      [`2SA1586-${rank}`, `PNP transistor, 50 V, 150 mA, hFE rank ${rank}`, 0.03, 'SOT-323 (USM)'],
    ]),
    // Toshiba's packing codes come after a comma or in parentheses: `2SC2712-GR,LF`, `2SC4116-Y(TE85L,F)`.
    suffixes: [sfx(',LF', 'Tape & Reel'), sfx('(TE85L,F)', 'Tape & Reel'), sfx(',LXHF', 'Tape & Reel', true)],
    doc: (name) => name.replace(/-.*/, ''),
  }),
  tableSeries({
    manufacturer: mfr('rohm'),
    category: cat('bjts'),
    weight: 5,
    // Pre-biased (digital) transistors: DTC = NPN, DTA = PNP; resistor code; package KA (SMT3), UA (UMT3), E (EMT3).
    rows: ['DTC', 'DTA'].flatMap((type) =>
      ['114', '124', '143', '144', '123', '115', '113'].flatMap((res) =>
        ['E', 'Y', 'T', 'W'].flatMap((ratio) =>
          (
            [
              ['KA', 'SOT-346 (SMT3)'],
              ['UA', 'SOT-323 (UMT3)'],
              ['E', 'SOT-416 (EMT3)'],
            ] as const
          ).map(([code, pk]): Row => [
            `${type}${res}${ratio}${code}`,
            `${type === 'DTC' ? 'NPN' : 'PNP'} digital transistor, 50 V, 100 mA, built-in bias resistors`,
            0.025,
            pk,
          ]),
        ),
      ),
    ),
    suffixes: (pk) =>
      pk.includes('SMT3')
        ? [sfx('T146', 'Tape & Reel')]
        : pk.includes('UMT3')
          ? [sfx('T106', 'Tape & Reel')]
          : [sfx('TL', 'Tape & Reel')],
    doc: (name) => name.slice(0, 7).toLowerCase(),
  }),
]

export const TRANSISTOR_SERIES: readonly Series[] = [...mosfets, ...bjts]
