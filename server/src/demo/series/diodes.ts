import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import { type Row, type Series, type Suffix, sfx, tableSeries } from './kit.ts'

/**
 * Diodes: the generic types every discrete maker second-sources (`1N4007`, `S1M`, `SS34`, `BAT54`, `BAV99`,
 * `BZT52C5V1`, `MMSZ5231B`) with each maker's spelling and packing suffix: Vishay `SS34-E3/57T`, Diodes
 * `BAT54-7-F`, onsemi `MMSZ5231BT1G`, Nexperia `BZX84-C5V1,215`, Taiwan Semiconductor `SS34 R7G`, ROHM
 * `UDZVTE-175.1B` (the packing code inside the number).
 */

const RECT_AXIAL: readonly Row[] = [
  ...[50, 100, 200, 400, 600, 800, 1000].map((v, i): Row => [
    `1N400${i + 1}`,
    `Rectifier diode, ${v} V, 1 A`,
    0.02,
    'DO-41',
  ]),
  ...[50, 100, 200, 300, 400, 500, 600, 800, 1000].map((v, i): Row => [
    `1N540${i}`,
    `Rectifier diode, ${v} V, 3 A`,
    0.05,
    'DO-201AD',
  ]),
  ['UF4007', 'Ultrafast rectifier, 1000 V, 1 A, 75 ns', 0.04, 'DO-41'],
  ['FR107', 'Fast recovery rectifier, 1000 V, 1 A, 500 ns', 0.03, 'DO-41'],
  ['HER108', 'High-efficiency rectifier, 1000 V, 1 A, 75 ns', 0.04, 'DO-41'],
]
const RECT_SMD: readonly Row[] = [
  ...['A', 'B', 'D', 'G', 'J', 'K', 'M'].map((g, i): Row => [
    `S1${g}`,
    `Rectifier diode, ${[50, 100, 200, 400, 600, 800, 1000][i]} V, 1 A`,
    0.02,
    'DO-214AC (SMA)',
  ]),
  ...['A', 'B', 'D', 'G', 'J', 'K', 'M'].map((g, i): Row => [
    `S2${g}`,
    `Rectifier diode, ${[50, 100, 200, 400, 600, 800, 1000][i]} V, 2 A`,
    0.03,
    'DO-214AA (SMB)',
  ]),
  ...['A', 'B', 'D', 'G', 'J', 'K', 'M'].map((g, i): Row => [
    `S3${g}`,
    `Rectifier diode, ${[50, 100, 200, 400, 600, 800, 1000][i]} V, 3 A`,
    0.05,
    'DO-214AB (SMC)',
  ]),
  ...['A', 'B', 'D', 'G', 'J', 'K', 'M'].map((g, i): Row => [
    `US1${g}`,
    `Ultrafast rectifier, ${[50, 100, 200, 400, 600, 800, 1000][i]} V, 1 A, 75 ns`,
    0.03,
    'DO-214AC (SMA)',
  ]),
  ...['A', 'B', 'C', 'D', 'G', 'J'].map((g, i): Row => [
    `ES1${g}`,
    `Superfast rectifier, ${[50, 100, 150, 200, 400, 600][i]} V, 1 A, 35 ns`,
    0.03,
    'DO-214AC (SMA)',
  ]),
  ...['A', 'B', 'D', 'G', 'J', 'K', 'M'].map((g, i): Row => [
    `RS1${g}`,
    `Fast recovery rectifier, ${[50, 100, 200, 400, 600, 800, 1000][i]} V, 1 A`,
    0.025,
    'DO-214AC (SMA)',
  ]),
]
const SCHOTTKY_SMD: readonly Row[] = [
  ...[20, 30, 40, 50, 60, 80, 100].flatMap((v, i): Row[] => {
    const code = ['2', '3', '4', '5', '6', '8', '10'][i] ?? '4'
    return [
      [`SS1${code}`, `Schottky rectifier, ${v} V, 1 A`, 0.02, 'DO-214AC (SMA)'],
      [`SS2${code}`, `Schottky rectifier, ${v} V, 2 A`, 0.03, 'DO-214AC (SMA)'],
      [`SS3${code}`, `Schottky rectifier, ${v} V, 3 A`, 0.04, 'DO-214AB (SMC)'],
      [`SS5${code}`, `Schottky rectifier, ${v} V, 5 A`, 0.06, 'DO-214AB (SMC)'],
    ]
  }),
]
const SCHOTTKY_SMALL: readonly Row[] = [
  ['BAT54', 'Schottky diode, 30 V, 200 mA, single', 0.015, 'SOT-23'],
  ['BAT54A', 'Schottky diode, 30 V, 200 mA, dual common anode', 0.017, 'SOT-23'],
  ['BAT54C', 'Schottky diode, 30 V, 200 mA, dual common cathode', 0.017, 'SOT-23'],
  ['BAT54S', 'Schottky diode, 30 V, 200 mA, dual series', 0.017, 'SOT-23'],
  ['BAT54W', 'Schottky diode, 30 V, 200 mA, single', 0.018, 'SOT-323 (SC-70)'],
  ['BAT54SW', 'Schottky diode, 30 V, 200 mA, dual series', 0.02, 'SOT-323 (SC-70)'],
  ['BAT54WS', 'Schottky diode, 30 V, 200 mA', 0.018, 'SOD-323'],
  ['BAS40', 'Schottky diode, 40 V, 200 mA', 0.02, 'SOT-23'],
  ['BAS40-04', 'Schottky diode, 40 V, 200 mA, dual series', 0.02, 'SOT-23'],
  ['BAS40-05', 'Schottky diode, 40 V, 200 mA, dual common cathode', 0.02, 'SOT-23'],
  ['BAS40-06', 'Schottky diode, 40 V, 200 mA, dual common anode', 0.02, 'SOT-23'],
  ['1N5819HW', 'Schottky diode, 40 V, 1 A', 0.025, 'SOD-123'],
  ['B5819W', 'Schottky diode, 40 V, 1 A', 0.02, 'SOD-123'],
]
const SCHOTTKY_AXIAL: readonly Row[] = [
  ['1N5817', 'Schottky rectifier, 20 V, 1 A', 0.03, 'DO-41'],
  ['1N5818', 'Schottky rectifier, 30 V, 1 A', 0.03, 'DO-41'],
  ['1N5819', 'Schottky rectifier, 40 V, 1 A', 0.03, 'DO-41'],
  ['1N5822', 'Schottky rectifier, 40 V, 3 A', 0.06, 'DO-201AD'],
  ['SB560', 'Schottky rectifier, 60 V, 5 A', 0.09, 'DO-201AD'],
]
const SWITCHING: readonly Row[] = [
  ['1N4148', 'Switching diode, 100 V, 300 mA, 4 ns', 0.01, 'DO-35'],
  ['1N914', 'Switching diode, 100 V, 300 mA, 4 ns', 0.01, 'DO-35'],
  ['1N4148W', 'Switching diode, 100 V, 300 mA, 4 ns', 0.012, 'SOD-123'],
  ['1N4148WS', 'Switching diode, 100 V, 300 mA, 4 ns', 0.012, 'SOD-323'],
  ['1N4148WT', 'Switching diode, 100 V, 300 mA, 4 ns', 0.014, 'SOD-523'],
  ['LL4148', 'Switching diode, 100 V, 300 mA, 4 ns', 0.012, 'MiniMELF (SOD-80)'],
  ['BAS16', 'Switching diode, 100 V, 215 mA, 4 ns', 0.012, 'SOT-23'],
  ['BAS16W', 'Switching diode, 100 V, 175 mA, 4 ns', 0.014, 'SOT-323 (SC-70)'],
  ['BAS21', 'Switching diode, 250 V, 200 mA, 50 ns', 0.015, 'SOT-23'],
  ['BAV99', 'Switching diode array, 100 V, 215 mA, dual series', 0.014, 'SOT-23'],
  ['BAV99W', 'Switching diode array, 100 V, 150 mA, dual series', 0.016, 'SOT-323 (SC-70)'],
  ['BAV70', 'Switching diode array, 100 V, 215 mA, dual common cathode', 0.014, 'SOT-23'],
  ['BAW56', 'Switching diode array, 100 V, 215 mA, dual common anode', 0.014, 'SOT-23'],
  ['BAV21W', 'Switching diode, 250 V, 200 mA', 0.02, 'SOD-123'],
  ['MMBD4148', 'Switching diode, 100 V, 200 mA, 4 ns', 0.012, 'SOT-23'],
]
const BRIDGES: readonly Row[] = [
  ['MB6S', 'Bridge rectifier, 600 V, 0.5 A', 0.05, 'MBS (SOIC-4)'],
  ['MB10S', 'Bridge rectifier, 1000 V, 0.5 A', 0.05, 'MBS (SOIC-4)'],
  ['MB10F', 'Bridge rectifier, 1000 V, 0.8 A', 0.06, 'MBF'],
  ['DF06S', 'Bridge rectifier, 600 V, 1 A', 0.08, 'DFS'],
  ['DF10S', 'Bridge rectifier, 1000 V, 1 A', 0.08, 'DFS'],
  ['ABS10', 'Bridge rectifier, 1000 V, 0.8 A', 0.07, 'ABS'],
  ['HD06', 'Bridge rectifier, 600 V, 0.8 A', 0.05, 'MiniDIP'],
  ['KBP210', 'Bridge rectifier, 1000 V, 2 A', 0.15, 'KBP'],
  ['GBU4K', 'Bridge rectifier, 800 V, 4 A', 0.3, 'GBU'],
  ['GBU8K', 'Bridge rectifier, 800 V, 8 A', 0.45, 'GBU'],
  ['GBJ2510', 'Bridge rectifier, 1000 V, 25 A', 0.9, 'GBJ'],
  ['KBJ610', 'Bridge rectifier, 1000 V, 6 A', 0.5, 'KBJ'],
]

// Zener voltages (E24, 2.4 V to 75 V) and the classic numbered families.
const ZENER_VOLTS = [
  2.4, 2.7, 3, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27,
  30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75,
] as const
/** `5V1`, `3V0`, `12`: how zener voltages are written in part numbers. */
const vCode = (volts: number): string =>
  volts < 10 ? (Number.isInteger(volts) ? `${volts}V0` : String(volts).replace('.', 'V')) : String(volts)
const MMSZ52 = [
  2.4, 2.5, 2.7, 2.8, 3, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6, 6.2, 6.8, 7.5, 8.2, 8.7, 9.1, 10, 11, 12, 13, 14, 15, 16,
  17, 18, 19, 20, 22, 24, 25, 27, 28, 30, 33, 36, 39, 43, 47, 51, 56, 60, 62, 68, 75,
] as const
const N47 = [
  3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36,
  39, 43, 47, 51, 56, 62, 68, 75, 82, 91, 100,
] as const

function zeners(prefix: string, suffix: string, watts: string, pkg: string, price: number, tolerance = '±5%'): Row[] {
  return ZENER_VOLTS.map((v): Row => [
    `${prefix}${vCode(v)}${suffix}`,
    `Zener diode, ${v} V, ${watts}, ${tolerance}`,
    price,
    pkg,
  ])
}
const MMSZ_ROWS = MMSZ52.map((v, i): Row => [`MMSZ${5221 + i}B`, `Zener diode, ${v} V, 500 mW, ±5%`, 0.015, 'SOD-123'])
const N47_ROWS = N47.map((v, i): Row => [`1N${4728 + i}A`, `Zener diode, ${v} V, 1 W, ±5%`, 0.03, 'DO-41'])

const TAPE = (code: string): Suffix => sfx(code, 'Tape & Reel')
const VISHAY_BY_PKG = (pk: string): readonly Suffix[] =>
  pk.includes('SMA')
    ? [TAPE('-E3/61T'), TAPE('-E3/5AT')]
    : pk.includes('SMB')
      ? [TAPE('-E3/52T'), TAPE('-E3/5BT')]
      : pk.includes('SMC')
        ? [TAPE('-E3/57T'), TAPE('-E3/9AT')]
        : pk.startsWith('DO-')
          ? [TAPE('-E3/54'), TAPE('-E3/73')]
          : [TAPE('-E3-08'), TAPE('-E3-18')]
const DIODES_BY_PKG = (pk: string): readonly Suffix[] =>
  pk.startsWith('DO-214') || pk.startsWith('DO-4') || pk.startsWith('DO-2')
    ? [TAPE('-13-F')]
    : [TAPE('-7-F'), TAPE('-13-F')]
// onsemi writes SOT-23 parts with an L before the packing code (`BAV99LT1G`), axial ones with RL (`1N4007RLG`).
const ON_BY_PKG = (pk: string): readonly Suffix[] =>
  pk.startsWith('DO-214')
    ? [TAPE('T3G')]
    : pk.startsWith('DO-')
      ? [TAPE('RLG'), sfx('G', 'Bulk')]
      : [TAPE('LT1G'), TAPE('LT3G')]
const NEXPERIA_BY_PKG = (pk: string): readonly Suffix[] =>
  pk === 'SOT-23' ? [TAPE(',215'), TAPE(',235')] : [TAPE(',115'), TAPE(',135')]
const TSC_BY_PKG = (pk: string): readonly Suffix[] =>
  pk.startsWith('DO-214')
    ? [TAPE(' R3G'), TAPE(' R5G'), TAPE(' M2G')]
    : pk.startsWith('DO-')
      ? [TAPE(' R0G'), sfx(' B0G', 'Bulk')]
      : [TAPE(' RHG'), TAPE(' RH')]
const MCC_BY_PKG = (pk: string): readonly Suffix[] =>
  pk.startsWith('DO-4') || pk.startsWith('DO-35') || pk.startsWith('DO-2')
    ? [TAPE('-TP'), sfx('-BP', 'Bulk'), TAPE('-AP')]
    : [TAPE('-TP')]
const PLAIN_REEL: readonly Suffix[] = [TAPE('')]

const diodes: Series[] = [
  // Rectifiers
  tableSeries({
    manufacturer: mfr('vishay'),
    category: cat('rectifier-diodes'),
    weight: 6,
    rows: [...RECT_AXIAL, ...RECT_SMD],
    suffixes: VISHAY_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('onsemi'),
    category: cat('rectifier-diodes'),
    weight: 4,
    rows: [
      ...RECT_AXIAL.slice(0, 7),
      ['MURS120', 'Ultrafast rectifier, 200 V, 1 A, 35 ns', 0.05, 'DO-214AA (SMB)'],
      ['MURS160', 'Ultrafast rectifier, 600 V, 1 A, 75 ns', 0.05, 'DO-214AA (SMB)'],
      ['MRA4007', 'Rectifier diode, 1000 V, 1 A', 0.03, 'DO-214AC (SMA)'],
      ['MURA160', 'Ultrafast rectifier, 600 V, 1 A', 0.05, 'DO-214AC (SMA)'],
    ],
    suffixes: ON_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('rectifier-diodes'),
    weight: 5,
    rows: [...RECT_AXIAL.slice(0, 7), ...RECT_SMD],
    suffixes: (pk) => (pk === 'DO-41' ? [TAPE('-T'), sfx('-B', 'Bulk')] : DIODES_BY_PKG(pk)),
  }),
  tableSeries({
    manufacturer: mfr('mcc'),
    category: cat('rectifier-diodes'),
    weight: 4,
    rows: [...RECT_AXIAL, ...RECT_SMD.slice(0, 14)],
    suffixes: MCC_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('taiwan-semiconductor'),
    category: cat('rectifier-diodes'),
    weight: 4,
    rows: [...RECT_AXIAL, ...RECT_SMD],
    suffixes: TSC_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('changjiang'),
    category: cat('rectifier-diodes'),
    weight: 3,
    rows: [
      ...RECT_SMD.slice(0, 7),
      ...['1', '2', '3', '4', '5', '6', '7'].map((n, i): Row => [
        `M${n}`,
        `Rectifier diode, ${[50, 100, 200, 400, 600, 800, 1000][i]} V, 1 A`,
        0.01,
        'DO-214AC (SMA)',
      ]),
    ],
    suffixes: PLAIN_REEL,
  }),
  tableSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('rectifier-diodes'),
    weight: 2,
    rows: [
      ['STTH1R06A', 'Ultrafast rectifier, 600 V, 1 A', 0.12, 'DO-214AC (SMA)'],
      ['STTH2R06U', 'Ultrafast rectifier, 600 V, 2 A', 0.16, 'DO-214AA (SMB)'],
      ['STTH3R06S', 'Ultrafast rectifier, 600 V, 3 A', 0.2, 'DO-214AB (SMC)'],
      ['STTH8R06D', 'Ultrafast rectifier, 600 V, 8 A', 0.45, 'TO-220AC'],
      ['STTH30R06W', 'Ultrafast rectifier, 600 V, 30 A', 1.4, 'DO-247'],
    ],
    suffixes: (pk) =>
      pk.startsWith('DO-214') ? [sfx('', 'Tape & Reel'), sfx('Y', 'Tape & Reel', true)] : [sfx('', 'Tube')],
  }),
  // Schottky
  tableSeries({
    manufacturer: mfr('vishay'),
    category: cat('schottky-diodes'),
    weight: 5,
    rows: [...SCHOTTKY_SMD, ...SCHOTTKY_AXIAL],
    suffixes: VISHAY_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('schottky-diodes'),
    weight: 6,
    rows: [
      ...SCHOTTKY_SMALL,
      ...[20, 30, 40, 50, 60, 100].flatMap((v): Row[] => [
        [`B1${v}`, `Schottky rectifier, ${v} V, 1 A`, 0.03, 'DO-214AC (SMA)'],
        [`B2${v}A`, `Schottky rectifier, ${v} V, 2 A`, 0.04, 'DO-214AC (SMA)'],
        [`B3${v}A`, `Schottky rectifier, ${v} V, 3 A`, 0.05, 'DO-214AC (SMA)'],
        [`B3${v}B`, `Schottky rectifier, ${v} V, 3 A`, 0.06, 'DO-214AA (SMB)'],
        [`B5${v}C`, `Schottky rectifier, ${v} V, 5 A`, 0.08, 'DO-214AB (SMC)'],
      ]),
    ],
    suffixes: DIODES_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('onsemi'),
    category: cat('schottky-diodes'),
    weight: 5,
    rows: [
      ...SCHOTTKY_SMALL.slice(0, 4),
      ...SCHOTTKY_AXIAL.slice(0, 3),
      ['MBR0520L', 'Schottky diode, 20 V, 500 mA', 0.03, 'SOD-123'],
      ['MBR0530', 'Schottky diode, 30 V, 500 mA', 0.03, 'SOD-123'],
      ['MBR0540', 'Schottky diode, 40 V, 500 mA', 0.03, 'SOD-123'],
      ['MBRS130L', 'Schottky rectifier, 30 V, 1 A', 0.05, 'DO-214AA (SMB)'],
      ['MBRS340', 'Schottky rectifier, 40 V, 3 A', 0.07, 'DO-214AB (SMC)'],
      ['MBRA340', 'Schottky rectifier, 40 V, 3 A', 0.06, 'DO-214AC (SMA)'],
      ['RB521S30', 'Schottky diode, 30 V, 200 mA', 0.025, 'SOD-523'],
      ['NSR0240P2', 'Schottky diode, 40 V, 250 mA', 0.04, 'SOD-923'],
    ],
    suffixes: (pk) => (pk.startsWith('SOD') ? [TAPE('T1G'), TAPE('T3G')] : ON_BY_PKG(pk)),
  }),
  tableSeries({
    manufacturer: mfr('nexperia'),
    category: cat('schottky-diodes'),
    weight: 6,
    rows: [
      ...SCHOTTKY_SMALL.slice(0, 11),
      ...['10', '20', '30', '40', '60', '100'].flatMap((v): Row[] =>
        ['05', '10', '20', '30'].map((i): Row => [
          `PMEG${v}${i}${v === '100' ? 'ELR' : 'EH'}`,
          `Schottky rectifier, ${v} V, ${Number(i) / 10} A, low VF`,
          0.05,
          v === '100' ? 'SOD-123W' : 'SOD-123F',
        ]),
      ),
    ],
    suffixes: NEXPERIA_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('taiwan-semiconductor'),
    category: cat('schottky-diodes'),
    weight: 4,
    rows: [...SCHOTTKY_SMD, ...SCHOTTKY_AXIAL],
    suffixes: TSC_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('mcc'),
    category: cat('schottky-diodes'),
    weight: 3,
    rows: [...SCHOTTKY_SMD, ...SCHOTTKY_SMALL.slice(0, 7)],
    suffixes: MCC_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('rohm'),
    category: cat('schottky-diodes'),
    weight: 4,
    rows: [
      ['RB751V-40', 'Schottky diode, 40 V, 30 mA', 0.02, 'SOD-323'],
      ['RB751S-40', 'Schottky diode, 40 V, 30 mA', 0.02, 'SOD-523'],
      ['RB160M-60', 'Schottky rectifier, 60 V, 1 A', 0.05, 'SOD-123FL'],
      ['RB060M-30', 'Schottky rectifier, 30 V, 2 A', 0.06, 'SOD-123FL'],
      ['RB520S-30', 'Schottky diode, 30 V, 200 mA', 0.02, 'SOD-523'],
      ['RB088BM100', 'Schottky rectifier, 100 V, 5 A', 0.25, 'TO-252'],
      ['RBR3MM30A', 'Schottky rectifier, 30 V, 3 A', 0.09, 'SOD-123FL'],
    ],
    suffixes: (pk) =>
      pk === 'SOD-323' ? [TAPE('TE-17')] : pk === 'SOD-523' ? [TAPE('T2R')] : [TAPE('TR'), TAPE('TFTR')],
  }),
  tableSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('schottky-diodes'),
    weight: 3,
    rows: [
      ['STPS2L40AF', 'Schottky rectifier, 40 V, 2 A', 0.09, 'SMA flat'],
      ['STPS340U', 'Schottky rectifier, 40 V, 3 A', 0.12, 'DO-214AA (SMB)'],
      ['STPS5L60S', 'Schottky rectifier, 60 V, 5 A', 0.2, 'DO-214AB (SMC)'],
      ['STPS1L30A', 'Schottky rectifier, 30 V, 1 A', 0.07, 'DO-214AC (SMA)'],
      ['STPS20L45CT', 'Schottky rectifier, 45 V, 2x10 A', 0.5, 'TO-220AB'],
      ['BAT60A', 'Schottky diode, 10 V, 3 A', 0.08, 'SOD-323'],
      ['BAT41KFILM', 'Schottky diode, 100 V, 200 mA', 0.06, 'SOD-523'],
    ],
    suffixes: (pk) =>
      pk.startsWith('TO') ? [sfx('', 'Tube')] : [sfx('', 'Tape & Reel'), sfx('Y', 'Tape & Reel', true)],
  }),
  tableSeries({
    manufacturer: mfr('toshiba'),
    category: cat('schottky-diodes'),
    weight: 2,
    rows: [
      ['CUS10S30', 'Schottky diode, 30 V, 1 A', 0.06, 'SOD-323 (USC)'],
      ['CUS08F30', 'Schottky diode, 30 V, 800 mA', 0.05, 'SOD-323 (USC)'],
      ['CRS08', 'Schottky rectifier, 30 V, 1.5 A', 0.07, 'SOD-123F (S-FLAT)'],
      ['CMS11', 'Schottky rectifier, 40 V, 2 A', 0.1, 'M-FLAT'],
    ],
    suffixes: (pk) =>
      pk.includes('USC') ? [TAPE(',H3F'), TAPE(',H3F(T')] : [TAPE('(TE85L,Q,M)'), TAPE('(TE12L,Q,M)')],
  }),
  tableSeries({
    manufacturer: mfr('changjiang'),
    category: cat('schottky-diodes'),
    weight: 3,
    rows: [...SCHOTTKY_SMD, ...SCHOTTKY_SMALL],
    suffixes: PLAIN_REEL,
  }),
  // Zeners
  tableSeries({
    manufacturer: mfr('nexperia'),
    category: cat('zener-diodes'),
    weight: 5,
    rows: [
      ...zeners('BZX84-C', '', '250 mW', 'SOT-23', 0.02),
      ...zeners('BZX84-B', '', '250 mW', 'SOT-23', 0.025, '±2%'),
      ...zeners('BZV55-C', '', '500 mW', 'MiniMELF (SOD-80)', 0.025),
      ...zeners('BZX384-C', '', '300 mW', 'SOD-323', 0.02),
    ],
    suffixes: NEXPERIA_BY_PKG,
    doc: (name) => name.split('-')[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('onsemi'),
    category: cat('zener-diodes'),
    weight: 5,
    rows: [
      ...zeners('BZX84C', '', '250 mW', 'SOT-23', 0.02),
      ...MMSZ_ROWS,
      ...zeners('MM3Z', '', '300 mW', 'SOD-323', 0.02),
      ...N47_ROWS,
    ],
    suffixes: (pk) =>
      pk === 'SOT-23'
        ? [TAPE('LT1G'), TAPE('LT3G')]
        : pk === 'DO-41'
          ? [TAPE('RLG'), sfx('G', 'Bulk')]
          : [TAPE('T1G'), TAPE('T3G')],
    doc: (name) => name.replace(/\d.*$/, ''),
  }),
  tableSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('zener-diodes'),
    weight: 5,
    rows: [
      ...zeners('BZT52C', '', '500 mW', 'SOD-123', 0.02),
      ...zeners('BZT52C', 'S', '200 mW', 'SOD-323', 0.02),
      ...MMSZ_ROWS,
      ...zeners('BZX84C', '', '300 mW', 'SOT-23', 0.02),
      ...zeners('SMAZ', '', '1 W', 'DO-214AC (SMA)', 0.05),
    ],
    suffixes: DIODES_BY_PKG,
    doc: (name) => name.replace(/\d.*$/, ''),
  }),
  tableSeries({
    manufacturer: mfr('vishay'),
    category: cat('zener-diodes'),
    weight: 3,
    rows: [
      ...zeners('TZMC', '', '500 mW', 'MiniMELF (SOD-80)', 0.02),
      ...N47_ROWS,
      ...zeners('BZX55C', '', '500 mW', 'DO-35', 0.02),
    ],
    suffixes: (pk) => (pk.startsWith('MiniMELF') ? [TAPE('-GS08'), TAPE('-GS18')] : [TAPE('-TAP'), TAPE('-TR')]),
    doc: (name) => name.replace(/\d.*$/, ''),
  }),
  tableSeries({
    manufacturer: mfr('changjiang'),
    category: cat('zener-diodes'),
    weight: 3,
    rows: [...zeners('BZT52C', '', '500 mW', 'SOD-123', 0.01), ...zeners('MM3Z', 'B', '200 mW', 'SOD-323', 0.01)],
    suffixes: PLAIN_REEL,
    doc: (name) => name.replace(/\d.*$/, ''),
  }),
  tableSeries({
    manufacturer: mfr('lrc'),
    category: cat('zener-diodes'),
    weight: 3,
    rows: MMSZ_ROWS.map(([name, desc, price, pk]): Row => [`L${name}`, desc, price, pk]),
    suffixes: [TAPE('T1G'), TAPE('T3G')],
    doc: () => 'lmsz5221bt1g',
  }),
  tableSeries({
    manufacturer: mfr('rohm'),
    category: cat('zener-diodes'),
    weight: 3,
    rows: ZENER_VOLTS.flatMap((v): Row[] => [
      [`UDZV${v}B`, `Zener diode, ${v} V, 200 mW, ±2%`, 0.02, 'SOD-323 (UMD2)'],
      [`EDZV${v}B`, `Zener diode, ${v} V, 150 mW, ±2%`, 0.02, 'SOD-523 (EMD2)'],
    ]),
    // ROHM puts the packing code between the series and the voltage: UDZV + TE-17 + 5.1B.
    suffixes: (pk) => (pk.includes('UMD2') ? [TAPE('TE-17')] : [TAPE('T2R')]),
    compose: (base, code) => (code === '' ? base : `${base.slice(0, 4)}${code}${base.slice(4)}`),
    doc: (name) => name.slice(0, 4).toLowerCase(),
  }),
  // Switching
  tableSeries({
    manufacturer: mfr('nexperia'),
    category: cat('switching-diodes'),
    weight: 4,
    rows: SWITCHING.filter(([, , , pk]) => pk.startsWith('SO')),
    suffixes: NEXPERIA_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('onsemi'),
    category: cat('switching-diodes'),
    weight: 4,
    rows: SWITCHING.filter(([, , , pk]) => pk !== 'MiniMELF (SOD-80)'),
    suffixes: (pk) =>
      pk === 'SOT-23'
        ? [TAPE('LT1G'), TAPE('LT3G')]
        : pk === 'DO-35'
          ? [TAPE('TR'), sfx('', 'Bulk')]
          : [TAPE('T1G'), TAPE('T3G')],
  }),
  tableSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('switching-diodes'),
    weight: 4,
    rows: SWITCHING.filter(([, , , pk]) => pk !== 'DO-35'),
    suffixes: (pk) => (pk.startsWith('MiniMELF') ? [TAPE('-13')] : [TAPE('-7-F'), TAPE('-13-F'), TAPE('-7')]),
  }),
  tableSeries({
    manufacturer: mfr('vishay'),
    category: cat('switching-diodes'),
    weight: 4,
    rows: SWITCHING,
    suffixes: (pk) =>
      pk === 'DO-35'
        ? [TAPE('-TAP'), TAPE('-TR')]
        : [TAPE('-E3-08'), TAPE('-E3-18'), sfx('-HE3-08', 'Tape & Reel', true)],
  }),
  tableSeries({
    manufacturer: mfr('mcc'),
    category: cat('switching-diodes'),
    weight: 2,
    rows: SWITCHING,
    suffixes: MCC_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('taiwan-semiconductor'),
    category: cat('switching-diodes'),
    weight: 2,
    rows: SWITCHING,
    suffixes: TSC_BY_PKG,
  }),
  tableSeries({
    manufacturer: mfr('changjiang'),
    category: cat('switching-diodes'),
    weight: 3,
    rows: SWITCHING,
    suffixes: PLAIN_REEL,
  }),
  tableSeries({
    manufacturer: mfr('lrc'),
    category: cat('switching-diodes'),
    weight: 3,
    rows: SWITCHING.filter(([, , , pk]) => pk === 'SOT-23').map(([name, desc, price, pk]): Row => [
      `L${name}`,
      desc,
      price,
      pk,
    ]),
    suffixes: [TAPE('LT1G'), TAPE('LT3G')],
  }),
  // Bridges
  tableSeries({
    manufacturer: mfr('vishay'),
    category: cat('bridge-rectifiers'),
    weight: 3,
    rows: BRIDGES,
    suffixes: (pk) =>
      pk === 'GBU' || pk === 'GBJ' || pk === 'KBP' || pk === 'KBJ'
        ? [sfx('-E3/51', 'Tube'), sfx('-E3/45', 'Bulk')]
        : [TAPE('-E3/80'), TAPE('-E3/77')],
  }),
  tableSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('bridge-rectifiers'),
    weight: 3,
    rows: BRIDGES.slice(0, 8),
    suffixes: [TAPE('-T'), TAPE('-13')],
  }),
  tableSeries({
    manufacturer: mfr('mcc'),
    category: cat('bridge-rectifiers'),
    weight: 2,
    rows: BRIDGES,
    suffixes: (pk) =>
      pk === 'GBU' || pk === 'GBJ' || pk === 'KBP' || pk === 'KBJ' ? [sfx('-BP', 'Bulk')] : [TAPE('-TP')],
  }),
  tableSeries({
    manufacturer: mfr('taiwan-semiconductor'),
    category: cat('bridge-rectifiers'),
    weight: 2,
    rows: BRIDGES,
    suffixes: (pk) =>
      pk === 'GBU' || pk === 'GBJ' || pk === 'KBP' || pk === 'KBJ'
        ? [sfx(' C2G', 'Tube')]
        : [TAPE(' RDG'), TAPE(' M3G')],
  }),
]

export const DIODE_SERIES: readonly Series[] = diodes
