import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import { PLAIN, type Row, type Series, type Suffix, sfx, tableSeries } from './kit.ts'

/**
 * Switches, relays and buzzers: Omron `B3F-1000` / `G5V-1-DC5`, C&K `PTS645SM43SMTR92 LFS` (with a space),
 * E-Switch `TL3342F160QG/TR`, Hongfa `HF46F-G/12-HS1`, TE `RT314012`, CUI `CMT-8540S-SMT-TR`.
 */

const TAPE = (code: string): Suffix => sfx(code, 'Tape & Reel')

const cross = <A, B>(as: readonly A[], bs: readonly B[]): Array<readonly [A, B]> =>
  as.flatMap((a) => bs.map((b) => [a, b] as const))

const tactile: Series[] = [
  tableSeries({
    manufacturer: mfr('omron'),
    category: cat('tactile-switches'),
    weight: 4,
    rows: [
      ...[
        '1000',
        '1002',
        '1005',
        '1020',
        '1022',
        '1025',
        '1050',
        '1052',
        '1055',
        '1060',
        '1062',
        '1070',
        '4000',
        '4005',
        '4050',
        '4055',
      ].map((code): Row => [
        `B3F-${code}`,
        `Tactile switch, 6x6 mm, ${code.startsWith('4') ? '12x12 mm, ' : ''}${code.endsWith('0') ? '100 gf' : code.endsWith('2') ? '130 gf' : '260 gf'}, through hole`,
        0.12,
        'Through hole',
      ]),
      ...['1000', '1002', '1010', '1012', '1050', '1052'].map((code): Row => [
        `B3FS-${code}`,
        'Tactile switch, 6x6 mm, SMD, sealed',
        0.3,
        'SMD',
      ]),
      ...['1000', '1100', '3000', '3100'].map((code): Row => [
        `B3U-${code}P`,
        'Tactile switch, 3x2.5 mm ultra-small, SMD',
        0.25,
        'SMD',
      ]),
      ...['3112', '3100'].map((code): Row => [`B3SN-${code}P`, 'Tactile switch, 6x6 mm, sealed, SMD', 0.5, 'SMD']),
    ],
    suffixes: (pk) => (pk === 'SMD' ? [sfx('', 'Bulk'), TAPE('-B')] : [sfx('', 'Bulk')]),
    doc: (name) => name.split('-')[0]?.toLowerCase() ?? name,
  }),
  tableSeries({
    manufacturer: mfr('ck'),
    category: cat('tactile-switches'),
    weight: 3,
    rows: [
      ...['43', '50', '70', '95'].map((h): Row => [
        `PTS645SM${h}SMTR92`,
        `Tactile switch, 6x6 mm, ${Number(h) / 10} mm height, SMD`,
        0.15,
        'SMD',
      ]),
      ...['43', '50', '73', '95'].map((h): Row => [
        `PTS645SL${h}SMTR92`,
        `Tactile switch, 6x6 mm, ${Number(h) / 10} mm height, SMD, low force`,
        0.15,
        'SMD',
      ]),
      ['PTS526 SM15 SMTR2', 'Tactile switch, 5.2x5.2 mm, SMD', 0.2, 'SMD'],
      ['PTS526 SK15 SMTR2', 'Tactile switch, 5.2x5.2 mm, SMD, low force', 0.2, 'SMD'],
      ['PTS810 SJM 250 SMTR', 'Tactile switch, 4.2x3.2 mm, 250 gf, SMD', 0.22, 'SMD'],
      ['PTS810 SJK 250 SMTR', 'Tactile switch, 4.2x3.2 mm, 250 gf, SMD, J-lead', 0.22, 'SMD'],
      ...['1', '2', '3'].flatMap((force): Row[] => [
        [`KMR2${force}1NG`, `Tactile switch, 4.2x2.8 mm, force grade ${force}, SMD`, 0.3, 'SMD'],
        [`KMR2${force}1G`, `Tactile switch, 4.2x2.8 mm, force grade ${force}, SMD, gold`, 0.32, 'SMD'],
      ]),
    ],
    // C&K writes the RoHS marker after a space: `PTS645SM43SMTR92 LFS`.
    suffixes: [sfx(' LFS', 'Tape & Reel')],
    doc: (name) => name.slice(0, 6),
  }),
  tableSeries({
    manufacturer: mfr('e-switch'),
    category: cat('tactile-switches'),
    weight: 2,
    rows: [
      ...cross(['160', '250', '260'], ['QG', 'QJ']).map(([force, end]): Row => [
        `TL3342F${force}${end}`,
        `Tactile switch, 5.2x5.2 mm, ${force} gf, SMD`,
        0.2,
        'SMD',
      ]),
      ...cross(['160', '250'], ['QG', 'QJ']).map(([force, end]): Row => [
        `TL3305AF${force}${end}`,
        `Tactile switch, 4.5x4.5 mm, ${force} gf, SMD`,
        0.25,
        'SMD',
      ]),
      ...['250', '130', '100'].map((force): Row => [
        `TL1105SPF${force}Q`,
        `Tactile switch, 6x6 mm, ${force} gf, through hole`,
        0.2,
        'Through hole',
      ]),
    ],
    suffixes: (pk) => (pk === 'SMD' ? [sfx('', 'Bulk'), TAPE('/TR')] : [sfx('', 'Bulk')]),
    doc: (name) => name.slice(0, 6),
  }),
  tableSeries({
    manufacturer: mfr('panasonic'),
    category: cat('tactile-switches'),
    weight: 2,
    rows: [
      ...['A', 'C', 'J', 'K', 'L'].map((code): Row => [
        `EVQ-P7${code}01P`,
        'Light touch switch, 3.5x2.9 mm, side push, SMD',
        0.25,
        'SMD',
      ]),
      ...['C02', 'B02', 'L02'].map((code): Row => [
        `EVQ-PU${code}K`,
        'Light touch switch, 4.7x3.5 mm, side push, SMD',
        0.3,
        'SMD',
      ]),
      ...['E07', 'E05', 'AD05'].map((code): Row => [`EVQ-Q2${code}W`, 'Light touch switch, 6x6 mm, SMD', 0.22, 'SMD']),
    ],
    suffixes: PLAIN,
    doc: () => 'ATK0000C',
  }),
  tableSeries({
    manufacturer: mfr('wurth-elektronik'),
    category: cat('tactile-switches'),
    weight: 2,
    rows: cross(['043', '050', '070', '095'], ['8', '6']).map(([h, f]): Row => [
      `430182${h}${f}16`,
      `WS-TASV tactile switch, 6x6 mm, ${Number(h) / 10} mm height, SMD`,
      0.18,
      'SMD',
    ]),
    suffixes: PLAIN,
    doc: () => 'WS-TASV',
  }),
]

const slides: Series[] = [
  tableSeries({
    manufacturer: mfr('ck'),
    category: cat('slide-dip-switches'),
    weight: 2,
    rows: [
      ['JS202011SCQN', 'Slide switch, DPDT, 300 mA, SMD, J-hook', 0.35, 'SMD'],
      ['JS102011SAQN', 'Slide switch, SPDT, 300 mA, SMD', 0.3, 'SMD'],
      ['JS202011AQN', 'Slide switch, DPDT, 300 mA, through hole', 0.3, 'Through hole'],
      ['OS102011MS2QN1', 'Slide switch, SPDT, 100 mA, through hole', 0.25, 'Through hole'],
      ['PCM12SMTR', 'Slide switch, SPDT, 300 mA, SMD, miniature', 0.4, 'SMD'],
      ...['02', '04', '06', '08', '10'].map((n): Row => [
        `TDA${n}H0SB1`,
        `DIP switch, ${Number(n)} positions, through hole`,
        0.5,
        'Through hole',
      ]),
    ],
    suffixes: PLAIN,
    doc: (name) => name.slice(0, 2),
  }),
  tableSeries({
    manufacturer: mfr('e-switch'),
    category: cat('slide-dip-switches'),
    weight: 2,
    rows: [
      ...['1201', '1206', '1218', '1224', '1271', '2201', '2209', '2219'].map((code): Row => [
        `EG${code}`,
        `Slide switch, ${code.startsWith('2') ? 'DPDT' : 'SPDT'}, through hole`,
        0.3,
        'Through hole',
      ]),
      ...['02', '04', '06', '08'].map((n): Row => [
        `KAT11${n}E`,
        `DIP switch, ${Number(n)} positions, SMD`,
        0.6,
        'SMD',
      ]),
    ],
    suffixes: PLAIN,
    doc: (name) => name.slice(0, 4),
  }),
  tableSeries({
    manufacturer: mfr('omron'),
    category: cat('slide-dip-switches'),
    weight: 2,
    rows: [2, 3, 4, 5, 6, 8, 10].flatMap((n): Row[] => [
      [`A6S-${n}101-H`, `DIP switch, ${n} positions, half pitch, SMD`, 0.7, 'SMD'],
      [`A6H-${n}101`, `DIP switch, ${n} positions, half pitch, through hole`, 0.6, 'Through hole'],
    ]),
    suffixes: [sfx('', 'Tube'), TAPE('-PM')],
    doc: (name) => name.split('-')[0]?.toLowerCase() ?? name,
  }),
]

const COILS = ['3', '5', '9', '12', '24'] as const
const relays: Series[] = [
  tableSeries({
    manufacturer: mfr('omron'),
    category: cat('relays'),
    weight: 4,
    rows: [
      ...COILS.map((v): Row => [`G5V-1-DC${v}`, `Signal relay, SPDT, 1 A, ${v} V DC coil`, 0.9, 'Through hole']),
      ...COILS.map((v): Row => [
        `G5V-2-H1-DC${v}`,
        `Signal relay, DPDT, 2 A, ${v} V DC coil, high sensitivity`,
        1.5,
        'Through hole',
      ]),
      ...['3', '4.5', '5', '12'].map((v): Row => [
        `G6K-2F-Y-DC${v}`,
        `Signal relay, DPDT, 1 A, ${v} V DC coil, surface mount`,
        2.2,
        'SMD',
      ]),
      ...['3', '4.5', '5', '12'].map((v): Row => [
        `G6K-2P-Y-DC${v}`,
        `Signal relay, DPDT, 1 A, ${v} V DC coil`,
        2,
        'Through hole',
      ]),
      ...['5', '12', '24'].map((v): Row => [
        `G5LE-1-DC${v}`,
        `Power relay, SPDT, 10 A, ${v} V DC coil`,
        0.8,
        'Through hole',
      ]),
      ...['5', '12', '24'].map((v): Row => [
        `G2R-1-E-DC${v}`,
        `Power relay, SPDT, 16 A, ${v} V DC coil`,
        1.6,
        'Through hole',
      ]),
      ...['5', '12', '24'].map((v): Row => [
        `G5Q-14-DC${v}`,
        `Power relay, SPDT, 10 A, ${v} V DC coil, compact`,
        0.9,
        'Through hole',
      ]),
      ['G3MB-202P-DC5', 'Solid state relay, 2 A, 5 V DC input, zero cross', 3.4, 'Through hole'],
      ['G3VM-61A1', 'MOSFET relay, 60 V, 500 mA, SPST-NO', 1.8, 'DIP-4'],
    ],
    suffixes: [sfx('', 'Tube')],
    doc: (name) => name.split('-')[0]?.toLowerCase() ?? name,
  }),
  tableSeries({
    manufacturer: mfr('hongfa'),
    category: cat('relays'),
    weight: 4,
    rows: [
      ...['5', '12', '24'].flatMap((v): Row[] => [
        [`HF46F/${v}-HS1`, `Power relay, SPST-NO, 5 A, ${v} V DC coil, subminiature`, 0.6, 'Through hole'],
        [`HF46F-G/${v}-HS1`, `Power relay, SPST-NO, 10 A, ${v} V DC coil, subminiature`, 0.7, 'Through hole'],
      ]),
      ...['005', '012', '024'].flatMap((v): Row[] => [
        [`HF115F/${v}-1ZS3`, `Power relay, SPDT, 16 A, ${Number(v)} V DC coil`, 1.1, 'Through hole'],
        [`HF115F/${v}-2ZS4`, `Power relay, DPDT, 8 A, ${Number(v)} V DC coil`, 1.3, 'Through hole'],
        [`HF3FF/${v}-1ZS`, `Power relay, SPDT, 10 A, ${Number(v)} V DC coil`, 0.45, 'Through hole'],
        [`JQC-3FF/${v}-1ZS`, `Power relay, SPDT, 10 A, ${Number(v)} V DC coil`, 0.4, 'Through hole'],
      ]),
      ...['3', '5', '12'].map((v): Row => [`HFD4/${v}-S`, `Signal relay, DPDT, 2 A, ${v} V DC coil, SMD`, 1.2, 'SMD']),
    ],
    suffixes: (pk) => (pk === 'SMD' ? [TAPE('R'), sfx('', 'Tube')] : [sfx('', 'Tube')]),
    doc: (name) => name.split('/')[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('te-connectivity'),
    category: cat('relays'),
    weight: 3,
    rows: [
      ...['005', '012', '024'].flatMap((v): Row[] => [
        [`RT314${v}`, `Power relay, SPDT, 16 A, ${Number(v)} V DC coil`, 1.6, 'Through hole'],
        [`RT424${v}`, `Power relay, DPDT, 8 A, ${Number(v)} V DC coil`, 2.1, 'Through hole'],
      ]),
      ...[
        ['01', '3'],
        ['02', '4.5'],
        ['03', '5'],
        ['06', '12'],
        ['07', '24'],
      ].map(([code, v]): Row => [
        `IM${code}GR`,
        `Signal relay, DPDT, 2 A, ${v} V DC coil, Axicom IM`,
        1.9,
        'Through hole',
      ]),
      ['V23105A5003A201', 'Signal relay, DPDT, 2 A, 5 V DC coil, Axicom D2n', 2.4, 'Through hole'],
      ['PCN-105D3MHZ', 'Power relay, SPST-NO, 3 A, 5 V DC coil, sealed', 1.2, 'Through hole'],
    ],
    suffixes: [sfx('', 'Tube')],
  }),
  tableSeries({
    manufacturer: mfr('panasonic'),
    category: cat('relays'),
    weight: 2,
    rows: [
      ...['3V', '4.5V', '5V', '12V', '24V'].flatMap((v): Row[] => [
        [`TQ2-${v}`, `Signal relay, DPDT, 1 A, ${v.replace('V', ' V')} DC coil`, 2.9, 'Through hole'],
        [`TQ2SA-${v}`, `Signal relay, DPDT, 1 A, ${v.replace('V', ' V')} DC coil, SMD`, 3.2, 'SMD'],
        [`TX2-${v}`, `Signal relay, DPDT, 2 A, ${v.replace('V', ' V')} DC coil`, 2.7, 'Through hole'],
      ]),
      ['ALQ105', 'Power relay, SPST-NO, 10 A, 5 V DC coil', 1.1, 'Through hole'],
      ['AQY212EH', 'PhotoMOS relay, 60 V, 500 mA, SPST-NO', 1.4, 'DIP-4'],
    ],
    suffixes: (pk) => (pk === 'SMD' ? [TAPE('-Z'), sfx('', 'Tube')] : [sfx('', 'Tube')]),
    doc: (name) => name.split('-')[0] ?? name,
  }),
]

const buzzers: Series[] = [
  tableSeries({
    manufacturer: mfr('cui-devices'),
    category: cat('buzzers'),
    weight: 3,
    rows: [
      ['CMT-8540S-SMT', 'Magnetic buzzer transducer, 2.7 kHz, 85 dB, SMD', 0.9, 'SMD 8.5x8.5 mm'],
      ['CMT-5023S-SMT', 'Magnetic buzzer transducer, 4 kHz, 80 dB, SMD', 0.7, 'SMD 5x5 mm'],
      ['CMT-9650S-SMT', 'Magnetic buzzer transducer, 2.7 kHz, 85 dB, SMD', 1.1, 'SMD 9.6x9.6 mm'],
      ['CPT-9019S-SMT', 'Piezo transducer, 4 kHz, 75 dB, SMD', 0.9, 'SMD 9x9 mm'],
      ['CEM-1203(42)', 'Magnetic buzzer, 2.3 kHz, 85 dB, 3 V, through hole', 0.6, 'Through hole, 12 mm'],
      ['CMI-1295IC-0385T', 'Magnetic buzzer with driver, 2.3 kHz, 85 dB, 3 V', 0.9, 'Through hole, 12 mm'],
    ],
    suffixes: (pk) => (pk.startsWith('SMD') ? [TAPE('-TR'), sfx('', 'Tray')] : [sfx('', 'Bulk')]),
    doc: (name) => name.split('-').slice(0, 2).join('-').toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('murata'),
    category: cat('buzzers'),
    weight: 2,
    rows: [
      ['PKM13EPYH4000-A0', 'Piezo sounder, 4 kHz, 70 dB, through hole', 0.5, 'Through hole, 13 mm'],
      ['PKM17EPPH4001-B0', 'Piezo sounder, 4 kHz, 75 dB, through hole', 0.55, 'Through hole, 17 mm'],
      ['PKLCS1212E4001-R1', 'Piezo sounder, 4 kHz, 75 dB, SMD', 0.7, 'SMD 12x12 mm'],
      ['PKMCS0909E4000-R1', 'Piezo sounder, 4 kHz, 71 dB, SMD', 0.6, 'SMD 9x9 mm'],
    ],
    suffixes: PLAIN,
  }),
  tableSeries({
    manufacturer: mfr('tdk'),
    category: cat('buzzers'),
    weight: 2,
    rows: [
      ['PS1240P02BT', 'Piezo buzzer, 4 kHz, 70 dB, through hole', 0.35, 'Through hole, 12 mm'],
      ['PS1720P02', 'Piezo buzzer, 4 kHz, 75 dB, through hole', 0.45, 'Through hole, 17 mm'],
      ['PS1420P02CT', 'Piezo buzzer, 4 kHz, 72 dB, through hole', 0.4, 'Through hole, 14 mm'],
      ['PS1240P02CT3', 'Piezo buzzer, 4 kHz, 70 dB, through hole, taped', 0.35, 'Through hole, 12 mm'],
    ],
    suffixes: PLAIN,
    doc: () => 'piezo_buzzer_ps_en',
  }),
]

export const ELECTROMECHANICAL_SERIES: readonly Series[] = [...tactile, ...slides, ...relays, ...buzzers]
