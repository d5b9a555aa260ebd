import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import { PLAIN, type Row, type Series, type Suffix, sfx, tableSeries } from './kit.ts'

/**
 * LEDs, optocouplers and IR receivers: Lite-On `LTST-C191KRKT`, Everlight `19-217/GHC-YR1S2/3T` and
 * `EL357N(B)(TA)-G`, ams OSRAM `LT QH9G-Q1S2-25-1` (with a space), Broadcom `HCPL-0601-500E`, Toshiba
 * `TLP785(GR-TP6,F)`, onsemi `MOC3063SR2M`, Vishay `TSOP38238`.
 */

const TAPE = (code: string, automotive = false): Suffix => sfx(code, 'Tape & Reel', automotive)

const COLOURS = [
  ['red', '625 nm'],
  ['green', '570 nm'],
  ['yellow', '590 nm'],
  ['orange', '605 nm'],
  ['blue', '470 nm'],
  ['white', '6500 K'],
  ['true green', '525 nm'],
] as const
type Colour = (typeof COLOURS)[number][0]

const CHIP_LEDS = [
  ['0402', '0402 (1005 Metric)'],
  ['0603', '0603 (1608 Metric)'],
  ['0805', '0805 (2012 Metric)'],
  ['1206', '1206 (3216 Metric)'],
] as const

function ledRows(
  spell: (size: string, colour: Colour) => string | null,
  sizes: ReadonlyArray<(typeof CHIP_LEDS)[number]> = CHIP_LEDS,
): Row[] {
  const rows: Row[] = []
  for (const [size, pk] of sizes) {
    for (const [colour, wave] of COLOURS) {
      const name = spell(size, colour)
      if (name !== null)
        rows.push([
          name,
          `LED, ${colour}, ${wave}, 20 mA`,
          colour === 'white' || colour === 'blue' || colour === 'true green' ? 0.05 : 0.025,
          pk,
        ])
    }
  }
  return rows
}

const LITEON_CODE: Readonly<Record<Colour, string>> = {
  red: 'KRKT',
  green: 'KGKT',
  yellow: 'KSKT',
  orange: 'KFKT',
  blue: 'TBKT',
  white: 'TWKT',
  'true green': 'TGKT',
}
const LITEON_SIZE: Readonly<Record<string, readonly string[]>> = {
  '0402': ['C281', 'C282'],
  '0603': ['C190', 'C191', 'C193'],
  '0805': ['C170', 'C171'],
  '1206': ['C150', 'C230'],
}
const KINGBRIGHT_CODE: Readonly<Record<Colour, string>> = {
  red: 'SURCK',
  green: 'SGC',
  yellow: 'SYKC',
  orange: 'SECK',
  blue: 'QBC/D',
  white: 'QWF/D',
  'true green': 'ZGC',
}
const EVERLIGHT_SIZE: Readonly<Record<string, string>> = {
  '0402': '99-215',
  '0603': '19-217',
  '0805': '17-21',
  '1206': '12-21',
}
const EVERLIGHT_CODE: Readonly<Record<Colour, string>> = {
  red: 'R6C-AL1M2VY',
  green: 'GHC-YR1S2',
  yellow: 'Y2C-CP1Q2',
  orange: 'SOC-AN1P2',
  blue: 'BHC-ZL1M2',
  white: 'T1D-CP1Q2',
  'true green': 'G6C-ST2T1',
}
const OSRAM_CODE: Readonly<Record<Colour, string>> = {
  red: 'LS',
  green: 'LT',
  yellow: 'LY',
  orange: 'LO',
  blue: 'LB',
  white: 'LW',
  'true green': 'LT',
}
const WURTH_CODE: Readonly<Record<Colour, string>> = {
  red: 'RS',
  green: 'GS',
  yellow: 'YS',
  orange: 'SS',
  blue: 'BS',
  white: 'VS',
  'true green': 'GS',
}

const leds: Series[] = [
  tableSeries({
    manufacturer: mfr('lite-on'),
    category: cat('leds'),
    weight: 5,
    rows: Object.entries(LITEON_SIZE).flatMap(([size, series]) =>
      series.flatMap((s) => ledRows((sz, colour) => (sz === size ? `LTST-${s}${LITEON_CODE[colour]}` : null))),
    ),
    suffixes: PLAIN,
    doc: (name) => name.slice(0, 9),
  }),
  tableSeries({
    manufacturer: mfr('kingbright'),
    category: cat('leds'),
    weight: 4,
    rows: ledRows(
      (size, colour) =>
        `APT${size === '0402' ? 'D1005' : size === '0603' ? '1608' : size === '0805' ? '2012' : '3216'}${KINGBRIGHT_CODE[colour]}`,
    ),
    suffixes: PLAIN,
    doc: (name) => name.replace('/', '-'),
  }),
  tableSeries({
    manufacturer: mfr('everlight'),
    category: cat('leds'),
    weight: 4,
    rows: ledRows((size, colour) => `${EVERLIGHT_SIZE[size] ?? '19-217'}/${EVERLIGHT_CODE[colour]}`),
    suffixes: [TAPE('/3T'), TAPE('/TR8')],
    doc: (name) => name.split('/')[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('ams-osram'),
    category: cat('leds'),
    weight: 3,
    rows: ['Q976', 'QH9G', 'M67K', 'T67F', 'P47F'].flatMap((pk) =>
      COLOURS.map(([colour, wave]): Row => [
        `${OSRAM_CODE[colour]} ${pk}-${pk.startsWith('Q') ? 'Q1S2' : 'ABBA'}-${pk === 'T67F' ? '24' : '25'}`,
        `LED, ${colour}, ${wave}, ${pk.startsWith('T') ? 'PLCC-2' : 'chip'}`,
        0.06,
        pk.startsWith('Q') ? '0603 (1608 Metric)' : pk === 'T67F' ? 'PLCC-2' : 'SMD 1.7x0.8 mm',
      ]),
    ),
    // ams OSRAM order codes contain a space (`LT QH9G-Q1S2-25-1`): the -1 is the packing variant.
    suffixes: [TAPE('-1'), TAPE('-Z')],
    doc: (name) => name.replace(/ /g, '_'),
  }),
  tableSeries({
    manufacturer: mfr('wurth-elektronik'),
    category: cat('leds'),
    weight: 3,
    rows: ledRows(
      (size, colour) =>
        `150${size === '0402' ? '040' : size === '0603' ? '060' : size === '0805' ? '080' : '120'}${WURTH_CODE[colour]}75000`,
    ),
    suffixes: PLAIN,
    doc: () => '150060GS75000',
  }),
  tableSeries({
    manufacturer: mfr('broadcom'),
    category: cat('leds'),
    weight: 1,
    rows: ['C190', 'C191', 'C170', 'C150'].flatMap((s) =>
      (['G', 'R', 'Y', 'S'] as const).map((c): Row => [
        `HSM${c}-${s}`,
        `LED, ${c === 'G' ? 'green' : c === 'R' ? 'red' : c === 'Y' ? 'yellow' : 'orange'}, 20 mA`,
        0.08,
        s.startsWith('C19') ? '0603 (1608 Metric)' : s === 'C170' ? '0805 (2012 Metric)' : '1206 (3216 Metric)',
      ]),
    ),
    suffixes: PLAIN,
    doc: (name) => name,
  }),
]

const opto: Series[] = [
  tableSeries({
    manufacturer: mfr('lite-on'),
    category: cat('optocouplers'),
    weight: 4,
    rows: [
      ['LTV-817S', 'Optocoupler, phototransistor output, 5 kV, CTR 50-600%', 0.05, 'SMD-4'],
      ['LTV-827S', 'Optocoupler, phototransistor output, 2 channels, 5 kV', 0.09, 'SMD-8'],
      ['LTV-847S', 'Optocoupler, phototransistor output, 4 channels, 5 kV', 0.16, 'SMD-16'],
      ['LTV-357T', 'Optocoupler, phototransistor output, 3.75 kV', 0.05, 'SOP-4'],
      ['LTV-217', 'Optocoupler, phototransistor output, 3.75 kV', 0.06, 'SOP-4'],
      ['LTV-817M', 'Optocoupler, phototransistor output, 5 kV', 0.05, 'DIP-4 wide'],
    ],
    suffixes: [TAPE('-TA1'), TAPE('-TA1-B'), TAPE('-TA1-C'), TAPE('-TA1-D')],
  }),
  tableSeries({
    manufacturer: mfr('everlight'),
    category: cat('optocouplers'),
    weight: 4,
    rows: ['A', 'B', 'C', 'D'].flatMap((rank): Row[] => [
      [`EL817(${rank})`, `Optocoupler, phototransistor output, 5 kV, CTR rank ${rank}`, 0.05, 'DIP-4'],
      [`EL817S1(${rank})`, `Optocoupler, phototransistor output, 5 kV, CTR rank ${rank}`, 0.05, 'SMD-4'],
      [`EL357N(${rank})`, `Optocoupler, phototransistor output, 3.75 kV, CTR rank ${rank}`, 0.05, 'SOP-4'],
    ]),
    suffixes: (pk) =>
      pk === 'DIP-4'
        ? [sfx('-F', 'Tube'), sfx('-V', 'Tube')]
        : pk === 'SMD-4'
          ? [TAPE('(TU)-F'), TAPE('(TA)-F')]
          : [TAPE('(TA)-G'), TAPE('(TB)-G')],
    doc: (name) => name.replace(/\(.*$/, ''),
  }),
  tableSeries({
    manufacturer: mfr('toshiba'),
    category: cat('optocouplers'),
    weight: 3,
    rows: [
      ['TLP785', 'Optocoupler, phototransistor output, 5 kV', 0.09, 'DIP-4'],
      ['TLP291', 'Optocoupler, phototransistor output, 3.75 kV', 0.08, 'SO-4'],
      ['TLP293', 'Optocoupler, phototransistor output, 3.75 kV, 125 °C', 0.1, 'SO-4'],
      ['TLP185', 'Optocoupler, phototransistor output, 3.75 kV', 0.09, 'SO-6'],
      ['TLP187', 'Optocoupler, Darlington output, 3.75 kV', 0.12, 'SO-6'],
    ],
    // Toshiba's rank and packing code sit in parentheses with a comma: TLP785(GR-TP6,F).
    suffixes: [sfx('(GB,F)', 'Tube'), sfx('(GR,F)', 'Tube'), TAPE('(GB-TP,F)'), TAPE('(GR-TP,F)'), TAPE('(BL-TP,F)')],
  }),
  tableSeries({
    manufacturer: mfr('toshiba'),
    category: cat('optocouplers'),
    weight: 2,
    rows: [
      ['TLP2309', 'Optocoupler, logic output, 1 Mbit/s, 3.75 kV', 0.4, 'SO-6'],
      ['TLP2362', 'Optocoupler, logic output, 10 Mbit/s, 3.75 kV', 0.6, 'SO-6'],
      ['TLP2745', 'Optocoupler, logic output, 20 Mbit/s, 5 kV', 0.8, 'SO-6L'],
      ['TLP5214', 'Gate driver optocoupler, 4 A, 5 kV', 2.1, 'SO-16L'],
    ],
    suffixes: [sfx('(E', 'Tube'), TAPE('(TPL,E'), TAPE('(TP,E')],
  }),
  tableSeries({
    manufacturer: mfr('vishay'),
    category: cat('optocouplers'),
    weight: 3,
    rows: [1, 2, 3, 4].flatMap((rank): Row[] => [
      [`VO617A-${rank}`, `Optocoupler, phototransistor output, 5 kV, CTR rank ${rank}`, 0.1, 'SMD-4'],
      [`VOS617A-${rank}`, `Optocoupler, phototransistor output, 3.75 kV, CTR rank ${rank}`, 0.1, 'SOP-4'],
      [`SFH617A-${rank}`, `Optocoupler, phototransistor output, 5.3 kV, CTR rank ${rank}`, 0.11, 'DIP-4'],
    ]),
    suffixes: (pk) =>
      pk === 'DIP-4' ? [sfx('', 'Tube'), sfx('X001', 'Tube')] : [TAPE('X017T'), TAPE('T'), TAPE('X001T')],
    doc: (name) => name.replace(/-.*/, '').toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('broadcom'),
    category: cat('optocouplers'),
    weight: 3,
    rows: [
      ['HCPL-0601', 'High-speed optocoupler, logic output, 10 Mbit/s', 0.9, 'SO-8'],
      ['HCPL-0611', 'High-speed optocoupler, logic output, 10 Mbit/s, 10 kV/µs', 1.1, 'SO-8'],
      ['HCPL-0631', 'High-speed optocoupler, dual, 10 Mbit/s', 1.5, 'SO-8'],
      ['HCPL-063L', 'High-speed optocoupler, dual, 3.3 V, 15 Mbit/s', 1.6, 'SO-8'],
      ['HCPL-2601', 'High-speed optocoupler, logic output, 10 Mbit/s', 0.95, 'DIP-8'],
      ['HCPL-3120', 'Gate drive optocoupler, 2.5 A', 1.8, 'DIP-8'],
      ['ACPL-M43T', 'Automotive optocoupler, 1 Mbit/s, AEC-Q100', 1.3, 'SO-5'],
      ['ACPL-W343', 'Gate drive optocoupler, 4 A, stretched SO-6', 2.2, 'SO-6 stretched'],
      ['ACPL-C87A', 'Isolated voltage sensor, 2 V input', 3.5, 'SSO-8 stretched'],
    ],
    suffixes: [sfx('-000E', 'Tube'), TAPE('-500E'), sfx('-300E', 'Tube')],
  }),
  tableSeries({
    manufacturer: mfr('onsemi'),
    category: cat('optocouplers'),
    weight: 3,
    rows: [
      ['MOC3063', 'Triac driver optocoupler, zero-crossing, 600 V', 0.35, 'DIP-6'],
      ['MOC3021', 'Triac driver optocoupler, random phase, 400 V', 0.3, 'DIP-6'],
      ['MOC3041', 'Triac driver optocoupler, zero-crossing, 400 V', 0.32, 'DIP-6'],
      ['H11L1', 'Optocoupler, Schmitt trigger output, 1 MHz', 0.45, 'DIP-6'],
      ['6N137', 'High-speed optocoupler, logic output, 10 Mbit/s', 0.55, 'DIP-8'],
      ['4N35', 'Optocoupler, phototransistor output', 0.2, 'DIP-6'],
    ],
    // MOC3063SR2M: S gull-wing, R2 tape and reel, M the current die.
    suffixes: [sfx('M', 'Tube'), sfx('SM', 'Tube'), TAPE('SR2M'), TAPE('SR2VM')],
  }),
  tableSeries({
    manufacturer: mfr('onsemi'),
    category: cat('optocouplers'),
    weight: 2,
    rows: [
      ...['A', 'B', 'C', 'D'].map((rank): Row => [
        `FOD817${rank}`,
        `Optocoupler, phototransistor output, 5 kV, CTR rank ${rank}`,
        0.08,
        'DIP-4',
      ]),
      ['HCPL0600', 'High-speed optocoupler, logic output, 10 Mbit/s', 0.7, 'SO-8'],
      ['HCPL0601', 'High-speed optocoupler, logic output, 10 Mbit/s', 0.7, 'SO-8'],
    ],
    suffixes: (pk) =>
      pk === 'DIP-4' ? [sfx('', 'Tube'), sfx('S', 'Tube'), TAPE('SD'), TAPE('3SD')] : [sfx('', 'Tube'), TAPE('R2')],
  }),
]

const IR_FREQ = ['30', '33', '36', '38', '40', '56'] as const
const irReceivers: Series[] = [
  tableSeries({
    manufacturer: mfr('vishay'),
    category: cat('ir-receivers'),
    weight: 3,
    rows: ['TSOP382', 'TSOP384', 'TSOP322', 'TSOP344', 'TSOP348', 'TSOP752', 'TSOP772'].flatMap((series) =>
      IR_FREQ.map((f): Row => [
        `${series}${f}`,
        `IR receiver module, ${f} kHz, ${series.startsWith('TSOP7') ? 'top view SMD' : 'through hole'}`,
        0.35,
        series.startsWith('TSOP7') ? 'SMD 5.3x7.5 mm' : 'Minimold (3 pins)',
      ]),
    ),
    suffixes: (pk) => (pk.startsWith('SMD') ? [TAPE('TR'), TAPE('TT')] : [sfx('', 'Bulk')]),
    doc: (name) => name.slice(0, 7).toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('everlight'),
    category: cat('ir-receivers'),
    weight: 2,
    rows: ['IRM-36', 'IRM-H6', 'IRM-56'].flatMap((series) =>
      IR_FREQ.map((f): Row => [
        `${series}${f}T`,
        `IR receiver module, ${f} kHz`,
        0.25,
        series === 'IRM-H6' ? 'SMD 4.8x3.6 mm' : 'Through hole (3 pins)',
      ]),
    ),
    suffixes: (pk) => (pk.startsWith('SMD') ? [TAPE('/TR2'), TAPE('/TR1')] : [sfx('', 'Bulk')]),
  }),
]

export const OPTO_SERIES: readonly Series[] = [...leds, ...opto, ...irReceivers]
