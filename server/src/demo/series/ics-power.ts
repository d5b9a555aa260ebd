import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import { type Device, type Series, type Suffix, deviceSeries, parametric, pkg, sfx } from './kit.ts'
import { LT, MAXIM, MCHP, TI, TI_RT, microchipCompose } from './packages.ts'

/**
 * Power-management ICs: LDOs, switching regulators, chargers, supervisors and drivers. Fixed-output parts
 * carry the voltage in the number in each maker's way: TI `TPS7A2033PDBVR`, National `LM1117IMPX-3.3/NOPB`,
 * Microchip `MCP1700T-3302E/TT`, Diodes `AP2112K-3.3TRG1`, Linear `LT1763CS8-3.3#PBF`, Torex
 * `XC6206P332MR-G`, MPS `MP2315GJ-Z`, Toshiba `TB6612FNG,C,8,EL`.
 */

const TAPE = (code: string, automotive = false): Suffix => sfx(code, 'Tape & Reel', automotive)

const V2 = {
  '12': '1.2 V',
  '15': '1.5 V',
  '18': '1.8 V',
  '25': '2.5 V',
  '28': '2.8 V',
  '30': '3.0 V',
  '33': '3.3 V',
  '50': '5.0 V',
} as const
const VDOT = { '1.8': '1.8 V', '2.5': '2.5 V', '3.3': '3.3 V', '5.0': '5.0 V' } as const

/** National Semiconductor heritage: `X` before the dash selects the large reel (`LM1117IMPX-3.3/NOPB`). */
function nationalCompose(base: string, code: string): string {
  if (!code.startsWith('X')) return base + code
  const dash = base.indexOf('-')
  return dash < 0 ? base + code : `${base.slice(0, dash)}X${base.slice(dash)}${code.slice(1)}`
}
const NOPB: readonly Suffix[] = [sfx('/NOPB', 'Cut Tape'), TAPE('X/NOPB')]

function national(
  prefix: string,
  pkgCode: string,
  pkgKey: string,
  volts: readonly string[],
  description: string,
  price: number,
): Device[] {
  return volts.map((v): Device => [
    `${prefix}${pkgCode}-${v}`,
    description.replace('{v}', v === 'ADJ' ? 'adjustable' : `${v} V`),
    price,
    pkgKey,
    prefix.toLowerCase(),
  ])
}

const ldos: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('ldo-regulators'),
    weight: 8,
    packages: TI,
    devices: [
      ...parametric('TPS7A20', V2, 'Low-dropout regulator, {v}, 300 mA, low noise', 0.28, 'DBV DQN', 'P'),
      ...parametric('TLV757', V2, 'Low-dropout regulator, {v}, 1 A', 0.22, 'DBV DRV', 'P'),
      ...parametric('TLV700', V2, 'Low-dropout regulator, {v}, 200 mA, 31 µA', 0.12, 'DCK DBV'),
      ...parametric('TLV733', V2, 'Low-dropout regulator, {v}, 300 mA', 0.12, 'DBV DQN', 'P'),
      ...parametric('TPS717', V2, 'Low-dropout regulator, {v}, 150 mA, high PSRR', 0.35, 'DRV DCK'),
      ...parametric('TPS717', V2, 'Low-dropout regulator, {v}, 150 mA, high PSRR, AEC-Q100', 0.5, 'DRVQ', 'Q'),
      ...parametric('TLV1117-', V2, 'Low-dropout regulator, {v}, 800 mA', 0.16, 'DCY', 'I'),
      ...parametric('LP2985-', V2, 'Low-dropout regulator, {v}, 150 mA, low noise', 0.2, 'DBV'),
      ['TPS7A4700', 'Low-dropout regulator, adjustable 1.4 V to 20 V, 1 A, ultra-low noise', 3.9, 'RGT'],
      ['TPS7A0533', 'Low-dropout regulator, 3.3 V, 200 mA, 1 µA quiescent', 0.3, 'DBV'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('ldo-regulators'),
    weight: 3,
    packages: { NAT: pkg('', 'SOT-223-4', NOPB), NAT5: pkg('', 'SOT-23-5', NOPB) },
    compose: nationalCompose,
    devices: [
      ...national(
        'LM1117I',
        'MP',
        'NAT',
        ['1.8', '2.5', '3.3', '5.0', 'ADJ'],
        'Low-dropout regulator, {v}, 800 mA',
        0.3,
      ),
      ...national(
        'LM1117',
        'MP',
        'NAT',
        ['1.8', '2.5', '3.3', '5.0', 'ADJ'],
        'Low-dropout regulator, {v}, 800 mA',
        0.25,
      ),
      ...national(
        'LM2937I',
        'MP',
        'NAT',
        ['3.3', '5.0'],
        'Low-dropout regulator, {v}, 500 mA, automotive-grade protection',
        0.7,
      ),
      ...national(
        'LP5907',
        'MF',
        'NAT5',
        ['1.8', '2.5', '2.8', '3.3'],
        'Low-dropout regulator, {v}, 250 mA, ultra-low noise',
        0.25,
      ),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('ldo-regulators'),
    weight: 2,
    packages: {
      UJZ: pkg('AUJZ', 'TSOT-23-5', [TAPE('-R7'), sfx('-R2', 'Cut Tape')]),
      RDZ: pkg('ARDZ', 'SOIC-8 exposed pad', [TAPE('-R7'), sfx('', 'Tube')]),
    },
    base: (device, pk) => {
      const [name, volts] = device.split('|')
      return `${name ?? device}${pk.code}-${volts ?? ''}`
    },
    devices: [
      ...Object.entries(VDOT).map(([v, text]): Device => [
        `ADP150|${v}`,
        `Ultralow-noise LDO regulator, ${text}, 150 mA`,
        0.9,
        'UJZ',
        'adp150',
      ]),
      ...Object.entries(VDOT).map(([v, text]): Device => [
        `ADP151|${v}`,
        `Ultralow-noise LDO regulator, ${text}, 200 mA`,
        1,
        'UJZ',
        'adp151',
      ]),
      ...Object.entries(VDOT).map(([v, text]): Device => [
        `ADP7118|${v}`,
        `Low-noise LDO regulator, 20 V input, ${text}, 200 mA`,
        1.8,
        'RDZ',
        'adp7118',
      ]),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('ldo-regulators'),
    weight: 2,
    packages: LT,
    devices: [
      ['LT3045E', 'Ultralow-noise LDO regulator, adjustable, 500 mA, 0.8 µV rms', 4.5, 'DD MSE', 'lt3045'],
      ['LT3045I', 'Ultralow-noise LDO regulator, adjustable, 500 mA, industrial', 5, 'DD MSE', 'lt3045'],
      ['LT3042E', 'Ultralow-noise LDO regulator, adjustable, 200 mA', 3.9, 'DD MSE', 'lt3042'],
      ['LT3080E', 'Adjustable LDO regulator, 1.1 A, parallelable', 3.1, 'DD MS8', 'lt3080'],
      ...Object.entries(VDOT).map(([v, text]): Device => [
        `LT1763CS8-${v}|`,
        `Low-noise LDO regulator, ${text}, 500 mA`,
        2.4,
        'S8',
        'lt1763',
      ]),
    ],
    base: (device, pk) => (device.endsWith('|') ? device.slice(0, -1) : device + pk.code),
  }),
  deviceSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('ldo-regulators'),
    weight: 4,
    packages: {
      S: pkg('S', 'SOT-223', [TAPE('TR')]),
      DT: pkg('DT', 'TO-252 (DPAK)', [TAPE('TR')]),
      V: pkg('V', 'TO-220', [sfx('', 'Tube')]),
      LS: pkg('S', 'SOT-223', [TAPE('R')]),
    },
    base: (device, pk) => {
      const [name, volts] = device.split('|')
      return `${name ?? device}${pk.code}${volts ?? ''}`
    },
    devices: [
      ...['18', '25', '33', '50'].map((v): Device => [
        `LD1117|${v}`,
        `Low-dropout regulator, ${Number(v) / 10} V, 800 mA`,
        0.18,
        'S DT V',
        'ld1117',
      ]),
      ...['18', '25', '33', '50', '12'].map((v): Device => [
        `LDL1117|${v}`,
        `Low-dropout regulator, ${Number(v) / 10} V, 1.2 A`,
        0.2,
        'LS',
        'ldl1117',
      ]),
      ['L7805C|', 'Linear regulator, 5 V, 1.5 A', 0.25, 'V', 'l78'],
      ['L7812C|', 'Linear regulator, 12 V, 1.5 A', 0.25, 'V', 'l78'],
      ['L7833C|', 'Linear regulator, 3.3 V, 1.5 A', 0.25, 'V', 'l78'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('ldo-regulators'),
    weight: 3,
    packages: MCHP,
    compose: microchipCompose,
    base: (device, pk) => `${device}${pk.code.replace(/^-[IE]/, '')}`,
    devices: [
      ...['12', '18', '25', '28', '30', '33', '50'].map((v): Device => [
        `MCP1700-${v}02E`,
        `Low-dropout regulator, ${Number(v) / 10} V, 250 mA, 1.6 µA quiescent`,
        0.18,
        'TT TO',
        'mcp1700',
      ]),
      ...['18', '25', '30', '33', '50'].map((v): Device => [
        `MCP1702-${v}02E`,
        `Low-dropout regulator, ${Number(v) / 10} V, 250 mA, 13.2 V input`,
        0.22,
        'TT TO',
        'mcp1702',
      ]),
      ...['12', '18', '25', '33', '50'].map((v): Device => [
        `MCP1826S-${v}02E`,
        `Low-dropout regulator, ${Number(v) / 10} V, 1 A`,
        0.55,
        'DB',
        'mcp1826',
      ]),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('ldo-regulators'),
    weight: 3,
    packages: {
      K: pkg('K-', 'SOT-25', [TAPE('TRG1')]),
      H: pkg('H-', 'SOT-223', [TAPE('TRG1')]),
      C: pkg('C-', 'SOT-89', [TAPE('-13'), TAPE('-7')]),
    },
    base: (device, pk) => {
      const [name, volts] = device.split('|')
      return pk.code === 'C-'
        ? `${name ?? device}C-${(volts ?? '').replace('.', '')}E`
        : `${name ?? device}${pk.code}${volts ?? ''}`
    },
    devices: [
      ...['1.2', '1.8', '2.5', '2.8', '3.0', '3.3'].map((v): Device => [
        `AP2112|${v}`,
        `Low-dropout regulator, ${v} V, 600 mA`,
        0.08,
        'K',
        'AP2112',
      ]),
      ...['1.2', '1.8', '2.5', '3.3', '5.0'].map((v): Device => [
        `AZ1117C|${v}`,
        `Low-dropout regulator, ${v} V, 1 A`,
        0.07,
        'H',
        'AZ1117C',
      ]),
      ...['1.2', '1.8', '2.5', '3.3'].map((v): Device => [
        `AP7361|${v}`,
        `Low-dropout regulator, ${v} V, 1 A, fast transient`,
        0.15,
        'C',
        'AP7361C',
      ]),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('onsemi'),
    category: cat('ldo-regulators'),
    weight: 2,
    packages: { ST: pkg('ST', 'SOT-223', [TAPE('T3G')]), SN: pkg('SN', 'TSOP-5', [TAPE('T1G')]) },
    base: (device, pk) => {
      const [name, volts] = device.split('|')
      return `${name ?? device}${pk.code}${volts ?? ''}`
    },
    devices: [
      ...['15', '18', '25', '33', '50'].map((v): Device => [
        `NCP1117|${v}`,
        `Low-dropout regulator, ${Number(v) / 10} V, 1 A`,
        0.12,
        'ST',
        'ncp1117',
      ]),
      ...['18', '25', '28', '33'].map((v): Device => [
        `NCP114A|${v}0`,
        `Low-dropout regulator, ${Number(v) / 10} V, 300 mA`,
        0.1,
        'SN',
        'ncp114',
      ]),
      ...['33', '50'].map((v): Device => [
        `NCV8161A|${v}0`,
        `Low-dropout regulator, ${Number(v) / 10} V, 450 mA, AEC-Q100`,
        0.2,
        'SN',
        'ncv8161',
      ]),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('richtek'),
    category: cat('ldo-regulators'),
    weight: 2,
    packages: {
      GB: pkg('GB', 'SOT-23-5', [sfx('', 'Tape & Reel')]),
      GJ5: pkg('GJ5', 'TSOT-23-5', [sfx('', 'Tape & Reel')]),
      GQW: pkg('GQW', 'WDFN-6 2x2', [sfx('', 'Tape & Reel')]),
    },
    devices: [
      ...parametric('RT9013-', V2, 'Low-dropout regulator, {v}, 500 mA, low noise', 0.1, 'GB GQW'),
      ...parametric('RT9193-', V2, 'Low-dropout regulator, {v}, 300 mA', 0.08, 'GB'),
      ...parametric('RT9080-', V2, 'Low-dropout regulator, {v}, 600 mA, 2 µA quiescent', 0.12, 'GJ5'),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('torex'),
    category: cat('ldo-regulators'),
    weight: 3,
    packages: {
      MR: pkg('MR', 'SOT-23', [sfx('-G', 'Tape & Reel'), sfx('', 'Tape & Reel')]),
      PR: pkg('PR', 'SOT-89', [sfx('-G', 'Tape & Reel')]),
    },
    devices: [
      ...parametric(
        'XC6206P',
        {
          '122': '1.2 V',
          '182': '1.8 V',
          '252': '2.5 V',
          '282': '2.8 V',
          '302': '3.0 V',
          '332': '3.3 V',
          '502': '5.0 V',
        },
        'Low-dropout regulator, {v}, 200 mA',
        0.05,
        'MR PR',
      ),
      ...parametric(
        'XC6220B',
        { '181': '1.8 V', '251': '2.5 V', '331': '3.3 V' },
        'Low-dropout regulator, {v}, 1 A, high speed',
        0.3,
        'MR',
      ),
      ...parametric(
        'XC6210B',
        { '182': '1.8 V', '252': '2.5 V', '332': '3.3 V' },
        'Low-dropout regulator, {v}, 700 mA',
        0.25,
        'MR',
      ),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('ldo-regulators'),
    weight: 1,
    packages: { YM5: pkg('YM5', 'SOT-23-5', [TAPE('-TR')]) },
    devices: [
      ...parametric(
        'MIC5219-',
        { '1.8': '1.8 V', '2.5': '2.5 V', '3.3': '3.3 V', '5.0': '5.0 V' },
        'Low-dropout regulator, {v}, 500 mA',
        0.4,
        'YM5',
      ),
      ...parametric(
        'MIC5504-',
        { '1.8': '1.8 V', '2.8': '2.8 V', '3.3': '3.3 V' },
        'Low-dropout regulator, {v}, 300 mA',
        0.12,
        'YM5',
      ),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('rohm'),
    category: cat('ldo-regulators'),
    weight: 1,
    packages: { FP: pkg('FP', 'TO-252-3', [TAPE('-CE2')]), EFJ: pkg('WEFJ', 'HTSOP-J8', [TAPE('-E2')]) },
    devices: [
      ['BD433M5', 'Low-dropout regulator, 3.3 V, 500 mA, 45 V input, AEC-Q100', 0.8, 'FP'],
      ['BD450M5', 'Low-dropout regulator, 5.0 V, 500 mA, 45 V input, AEC-Q100', 0.8, 'FP'],
      ['BD33GA5', 'Low-dropout regulator, 3.3 V, 500 mA', 0.5, 'EFJ'],
      ['BD50GA5', 'Low-dropout regulator, 5.0 V, 500 mA', 0.5, 'EFJ'],
    ],
  }),
]

const dcdc: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('dc-dc-converters'),
    weight: 7,
    packages: TI,
    devices: [
      ['TPS54331', 'Buck converter, 3.5 V to 28 V input, 3 A', 0.9, 'D'],
      ['TPS5430', 'Buck converter, 5.5 V to 36 V input, 3 A', 1.8, 'DDA'],
      ['TPS54302', 'Buck converter, 4.5 V to 28 V input, 3 A', 0.6, 'DDC'],
      ['TPS563200', 'Buck converter, 4.5 V to 17 V input, 3 A', 0.45, 'DDC'],
      ['TPS562201', 'Buck converter, 4.5 V to 17 V input, 2 A', 0.4, 'DDC'],
      ['TPS62160', 'Buck converter, 3 V to 17 V input, 1 A', 1.1, 'DSG DGK'],
      ['TPS62130', 'Buck converter, 3 V to 17 V input, 3 A', 1.7, 'RGT'],
      ['TPS62933', 'Buck converter, 3.8 V to 30 V input, 3 A', 0.55, 'DRL'],
      ['TLV62569A', 'Buck converter, 2.5 V to 5.5 V input, 2 A', 0.3, 'DRL DBV'],
      ['TPS61023', 'Boost converter, 0.5 V to 5.5 V input, 3.7 A switch', 0.6, 'DRL'],
      ['TPS61088', 'Boost converter, 2.7 V to 12 V input, 10 A switch', 1.9, 'RHB'],
      ['LMR33630A', 'Buck converter, 3.8 V to 36 V input, 3 A', 1.6, 'DDA'],
      ['LMR14030S', 'Buck converter, 4 V to 40 V input, 3.5 A', 2.2, 'DDA'],
      ['LM5164', 'Buck converter, 6 V to 100 V input, 1 A', 1.9, 'DDA'],
      ['TPS63020', 'Buck-boost converter, 1.8 V to 5.5 V input, 4 A switch', 2.6, 'DSG'],
      ['TPS62840', 'Buck converter, 1.8 V to 6.5 V input, 750 mA, 60 nA quiescent', 0.9, 'DBV DGK'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('dc-dc-converters'),
    weight: 2,
    packages: { NAT: pkg('', 'TO-263-5 (DDPAK)', NOPB) },
    compose: nationalCompose,
    devices: [
      ...national('LM2596', 'S', 'NAT', ['3.3', '5.0', '12', 'ADJ'], 'Buck regulator, {v}, 3 A, 150 kHz', 2.1),
      ...national('LM2576', 'S', 'NAT', ['3.3', '5.0', '12', 'ADJ'], 'Buck regulator, {v}, 3 A, 52 kHz', 1.9),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('monolithic-power-systems'),
    category: cat('dc-dc-converters'),
    weight: 6,
    packages: {
      GJ: pkg('GJ', 'TSOT-23-8', [TAPE('-Z'), sfx('-P', 'Cut Tape')]),
      GG: pkg('GG', 'QFN-12 2x2', [TAPE('-Z'), sfx('-P', 'Cut Tape')]),
      GQ: pkg('GQ', 'QFN-16 3x3', [TAPE('-Z'), sfx('-P', 'Cut Tape')]),
      EN: pkg('EN', 'SOIC-8 exposed pad', [TAPE('-LF-Z'), sfx('-LF', 'Tube')]),
      DJ: pkg('DJ', 'TSOT-23-6', [TAPE('-LF-Z'), sfx('-LF-P', 'Cut Tape')]),
      DT: pkg('DT', 'SOT-23-6', [TAPE('-LF-Z')]),
      AEC: pkg('GJ', 'TSOT-23-8', [TAPE('-AEC1-Z', true), sfx('-AEC1-P', 'Cut Tape', true)]),
    },
    devices: [
      ['MP2315', 'Buck converter, 4.5 V to 24 V input, 3 A, synchronous', 0.55, 'GJ'],
      ['MP1584', 'Buck converter, 4.5 V to 28 V input, 3 A, 1.5 MHz', 0.7, 'EN'],
      ['MP2451', 'Buck converter, 3.3 V to 36 V input, 0.6 A', 0.5, 'DT'],
      ['MP2359', 'Buck converter, 4.5 V to 24 V input, 1.2 A', 0.4, 'DJ'],
      ['MP2307', 'Buck converter, 4.75 V to 23 V input, 3 A', 0.6, 'EN'],
      ['MP1470', 'Buck converter, 4.7 V to 16 V input, 2 A', 0.35, 'GJ'],
      ['MP2143', 'Buck converter, 2.5 V to 5.5 V input, 3 A', 0.5, 'DJ'],
      ['MP28167', 'Buck-boost converter, 2.8 V to 22 V input, 3 A', 2.4, 'GQ'],
      ['MP2161', 'Buck converter, 2.7 V to 5.5 V input, 2 A', 0.35, 'GJ GG'],
      ['MP8759', 'Buck converter, 4.5 V to 26 V input, 8 A', 1.6, 'GQ'],
      ['MPQ4420H', 'Buck converter, 3.3 V to 36 V input, 2 A, AEC-Q100', 1.3, 'AEC'],
      ['MPQ2315', 'Buck converter, 4.5 V to 24 V input, 3 A, AEC-Q100', 0.9, 'AEC'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('richtek'),
    category: cat('dc-dc-converters'),
    weight: 2,
    packages: {
      GJ5: pkg('GJ5', 'TSOT-23-5', [sfx('', 'Tape & Reel')]),
      GJ6: pkg('GJ6', 'TSOT-23-6', [sfx('', 'Tape & Reel')]),
      GSP: pkg('GSP', 'SOP-8 exposed pad', [sfx('', 'Tape & Reel')]),
      GQW: pkg('GQW', 'WDFN-10 3x3', [sfx('', 'Tape & Reel')]),
    },
    devices: [
      ['RT8059', 'Buck converter, 2.8 V to 5.5 V input, 1 A', 0.18, 'GJ5'],
      ['RT8279', 'Buck converter, 5.5 V to 36 V input, 3 A', 0.9, 'GSP'],
      ['RT6150B', 'Buck-boost converter, 1.8 V to 5.5 V input, 1.2 A', 0.6, 'GQW'],
      ['RT8010', 'Buck converter, 2.5 V to 5.5 V input, 1 A', 0.2, 'GJ5'],
      ['RT9266', 'Boost converter, 1.2 V to 5.5 V input', 0.15, 'GJ6'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('dc-dc-converters'),
    weight: 2,
    packages: {
      WU: pkg('WU', 'TSOT-26', [TAPE('-7')]),
      TWU: pkg('TWU', 'TSOT-26', [TAPE('-7')]),
      KTR: pkg('KTR', 'SOT-23-5', [TAPE('-G1')]),
    },
    devices: [
      ['AP63203', 'Buck converter, 3.8 V to 32 V input, 2 A, 3.3 V output', 0.45, 'WU'],
      ['AP63205', 'Buck converter, 3.8 V to 32 V input, 2 A, 5 V output', 0.45, 'WU'],
      ['AP62300', 'Buck converter, 4.2 V to 18 V input, 3 A', 0.35, 'TWU'],
      ['AP3012', 'Boost converter, 2.6 V to 16 V input, 29 V switch', 0.25, 'KTR'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('dc-dc-converters'),
    weight: 2,
    packages: LT,
    devices: [
      ['LT8609E', 'Buck converter, 3 V to 42 V input, 2 A, 2.5 µA quiescent', 3.4, 'MSE', 'lt8609'],
      ['LT8609I', 'Buck converter, 3 V to 42 V input, 2 A, industrial', 3.7, 'MSE', 'lt8609'],
      ['LT8610E', 'Buck converter, 3.4 V to 42 V input, 2.5 A', 3.9, 'MSE', 'lt8610'],
      ['LTC3780E', 'Buck-boost controller, 4 V to 36 V input', 5.2, 'UDC', 'ltc3780'],
      ['LT3757E', 'Boost, flyback, SEPIC controller, 2.9 V to 40 V', 3.1, 'MSE DD', 'lt3757'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('dc-dc-converters'),
    weight: 2,
    packages: {
      PHR: pkg('PHR', 'PowerSO-8', [sfx('', 'Tape & Reel')]),
      TR: pkg('', 'SO-8', [TAPE('TR')]),
      DR: pkg('D', 'SO-8', [TAPE('R')]),
    },
    devices: [
      ['ST1S10', 'Buck converter, 2.5 V to 18 V input, 3 A', 0.9, 'PHR'],
      ['A7986A', 'Buck converter, 4 V to 38 V input, 3 A, AEC-Q100', 1.4, 'TR'],
      ['L7987L', 'Buck converter, 4.5 V to 61 V input, 2 A', 1.6, 'TR'],
      ['L6981N', 'Buck converter, 3.5 V to 38 V input, 1.5 A', 0.8, 'DR'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('onsemi'),
    category: cat('dc-dc-converters'),
    weight: 1,
    packages: { DR2: pkg('DR2', 'SOIC-8', [TAPE('G')]), MNT: pkg('MNTWG', 'DFN-8 3x3', [sfx('', 'Tape & Reel')]) },
    devices: [
      ['NCP3170A', 'Buck converter, 4.5 V to 18 V input, 3 A', 0.7, 'DR2'],
      ['NCP1529A', 'Buck converter, 2.7 V to 5.5 V input, 1 A', 0.5, 'MNT'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('renesas'),
    category: cat('dc-dc-converters'),
    weight: 1,
    packages: {
      FRZ: pkg('FRZ', 'QFN-16 4x4', [sfx('', 'Tube'), TAPE('-T'), TAPE('-T7A')]),
      IRZ: pkg('IRZ', 'QFN-16 4x4', [sfx('', 'Tube'), TAPE('-T')]),
    },
    devices: [
      ['ISL85410', 'Buck converter, 3 V to 40 V input, 1 A', 1.9, 'FRZ'],
      ['ISL85418', 'Buck converter, 3 V to 40 V input, 800 mA', 1.7, 'FRZ'],
      ['ISL9111A', 'Boost converter, 0.8 V to 4.7 V input', 0.9, 'IRZ'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('dc-dc-converters'),
    weight: 1,
    packages: {
      MNY: pkg('-E/MNY', 'TDFN-8 2x3', [sfx('', 'Tube'), TAPE('T')]),
      CH: pkg('-E/CH', 'SOT-23-6', [sfx('', 'Tube'), TAPE('T')]),
    },
    compose: microchipCompose,
    devices: [
      ['MCP16311', 'Buck converter, 4.4 V to 30 V input, 1 A', 0.9, 'MNY'],
      ['MCP16331', 'Buck converter, 4.4 V to 50 V input, 500 mA', 0.8, 'CH'],
      ['MCP1640', 'Boost converter, 0.65 V to 5.5 V input', 0.45, 'CH'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('maxim-integrated'),
    category: cat('dc-dc-converters'),
    weight: 1,
    packages: { ...MAXIM, ATB: pkg('ATB', 'TDFN-10 3x2', [sfx('+', 'Tube'), TAPE('+T')]) },
    devices: [
      ['MAX17502F', 'Buck converter, 4.5 V to 60 V input, 1 A', 1.8, 'ATB'],
      ['MAX17501E', 'Buck converter, 4.5 V to 60 V input, 500 mA', 1.5, 'ATB'],
    ],
  }),
]

const TI_BMS = {
  ...TI,
  RTW: pkg('RTW', 'WQFN-24 4x4', TI_RT, 1.3),
  DSQ: pkg('DSQ', 'WSON-10 2x2', TI_RT),
  DSE: pkg('DSE', 'WSON-6 1.5x1.5', TI_RT),
}
const battery: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('battery-management'),
    weight: 4,
    packages: TI_BMS,
    devices: [
      ['BQ24075', 'Li-ion charger, 1.5 A, USB compliant, power path', 1.9, 'RGT'],
      ['BQ25895', 'Li-ion charger, 5 A, I2C, USB detection', 2.8, 'RTW'],
      ['BQ24040', 'Li-ion charger, 800 mA, single cell', 0.9, 'DSQ'],
      ['BQ25601', 'Li-ion charger, 3 A, I2C, NVDC power path', 1.5, 'RTW'],
      ['BQ29700', 'Li-ion protector, single cell', 0.35, 'DSE'],
      ['BQ76920', 'Battery monitor, 3 to 5 cells, analog front end', 2.6, 'PW20'],
      ['BQ25120A', 'Li-ion charger for wearables, 300 mA, with LDO and buck', 1.4, 'RGT'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('battery-management'),
    weight: 3,
    packages: {
      OT: pkg('I/OT', 'SOT-23-5', [sfx('', 'Cut Tape'), TAPE('T')]),
      MC: pkg('I/MC', 'DFN-8 2x3', [sfx('', 'Tube'), TAPE('T')]),
      ML: pkg('I/ML', 'QFN-20 4x4', [sfx('', 'Tube'), TAPE('T')]),
    },
    compose: microchipCompose,
    devices: [
      ['MCP73831-2AC', 'Li-ion charger, 500 mA, 4.20 V', 0.4, 'OT', 'mcp73831'],
      ['MCP73831-3AC', 'Li-ion charger, 500 mA, 4.35 V', 0.4, 'OT', 'mcp73831'],
      ['MCP73832-2AC', 'Li-ion charger, 500 mA, 4.20 V, no status', 0.38, 'OT', 'mcp73832'],
      ['MCP73833-AMI', 'Li-ion charger, 1 A, 4.20 V', 0.7, 'MC', 'mcp73833'],
      ['MCP73871-2CC', 'Li-ion charger with power path, 1 A', 1.1, 'ML', 'mcp73871'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('maxim-integrated'),
    category: cat('battery-management'),
    weight: 2,
    packages: {
      G: pkg('G', 'TDFN-8 2x2', [TAPE('+T10'), sfx('+U', 'Cut Tape')]),
      EZK: pkg('EZK', 'SOT-23-5', [TAPE('+T')]),
    },
    devices: [
      ['MAX17048', 'Fuel gauge, single cell Li-ion, ModelGauge, I2C', 1.1, 'G'],
      ['MAX17049', 'Fuel gauge, two cell Li-ion, ModelGauge, I2C', 1.2, 'G'],
      ['MAX1555', 'Li-ion charger, USB and DC input', 0.9, 'EZK'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('battery-management'),
    weight: 1,
    packages: LT,
    base: (device, pk) => (device.includes('-') ? device : device + pk.code),
    devices: [
      ['LTC4054ES5-4.2', 'Li-ion charger, 800 mA, thermal regulation', 1.3, 'S5', 'ltc4054'],
      ['LTC4054XES5-4.2', 'Li-ion charger, 800 mA, no trickle charge', 1.3, 'S5', 'ltc4054'],
      ['LTC2944I', 'Battery gas gauge, 60 V, I2C', 3.5, 'DD', 'ltc2944'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('battery-management'),
    weight: 1,
    packages: {
      PUR: pkg('PUR', 'DFN-10 3x3', [sfx('', 'Tape & Reel')]),
      IQT: pkg('IQT', 'DFN-10 2x3', [sfx('', 'Tape & Reel')]),
      D013: pkg('D013', 'VFQFPN-16 3x3', [TAPE('TR')]),
    },
    devices: [
      ['STNS01', 'Li-ion charger with LDO, 200 mA', 0.8, 'PUR'],
      ['STC3115', 'Gas gauge, single cell, OptimGauge', 0.9, 'IQT'],
      ['L6924', 'Li-ion charger, 1 A, dual input', 1.5, 'D013'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('nordic-semiconductor'),
    category: cat('battery-management'),
    weight: 1,
    packages: {
      CAAA: pkg('-CAAA', 'QFN-24 4x4', [TAPE('-R7'), TAPE('-R')]),
      QEAA: pkg('-QEAA', 'QFN-32 5x5', [TAPE('-R7'), TAPE('-R')]),
    },
    devices: [
      ['nPM1100', 'PMIC with Li-ion charger and buck, 400 mA', 1.2, 'CAAA', 'nPM1100'],
      ['nPM1300', 'PMIC with Li-ion charger, 2 bucks, 2 LDOs, fuel gauge', 2.1, 'QEAA', 'nPM1300'],
    ],
  }),
]

const supervisors: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('supervisors'),
    weight: 4,
    packages: TI,
    devices: [
      ...parametric(
        'TPS3839',
        { G33: '3.08 V', L30: '2.64 V', K33: '2.93 V', E16: '1.52 V', G25: '2.25 V' },
        'Voltage supervisor, {v} threshold, 150 nA',
        0.25,
        'DBZ',
      ),
      ['TPS3808G01', 'Voltage supervisor, adjustable, programmable delay', 0.45, 'DBV'],
      ['TPS22918', 'Load switch, 5.5 V, 2 A, adjustable rise time', 0.25, 'DBV'],
      ['TPS22965', 'Load switch, 5.7 V, 4 A, 16 mΩ', 0.35, 'DSG'],
      ['TPS22810', 'Load switch, 18 V, 2 A, thermal protection', 0.35, 'DBV'],
      ['TPS2113A', 'Power multiplexer, 2.8 V to 5.5 V, 2 A', 0.9, 'DRB PW'],
      ['TPS2051B', 'USB power switch, 500 mA, active-low enable', 0.3, 'DBV D'],
      ['TPS2553', 'Power switch, adjustable current limit, 1.5 A', 0.45, 'DBV DRV'],
      ['LM66100', 'Ideal diode, 5.5 V, 1.5 A', 0.2, 'DCK'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('maxim-integrated'),
    category: cat('supervisors'),
    weight: 2,
    packages: { EUR: pkg('EUR', 'SOT-23-3', [TAPE('+T')]), ZT: pkg('AZT', 'SOT-23-6', [TAPE('+T')]) },
    devices: [
      ...['L', 'M', 'T', 'S', 'R'].map((t): Device => [
        `MAX809${t}`,
        `Reset supervisor, threshold code ${t}, push-pull active-low`,
        0.35,
        'EUR',
        'max803-max810z',
      ]),
      ...['L', 'M', 'T', 'S', 'R'].map((t): Device => [
        `MAX810${t}`,
        `Reset supervisor, threshold code ${t}, push-pull active-high`,
        0.35,
        'EUR',
        'max803-max810z',
      ]),
      ['MAX16054', 'Pushbutton on/off controller', 0.9, 'ZT', 'max16054'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('supervisors'),
    weight: 2,
    packages: {
      WX6F: pkg('WX6F', 'SOT-23-3', [sfx('', 'Tape & Reel')]),
      PUR: pkg('PUR', 'DFN-10 3x3', [sfx('', 'Tape & Reel')]),
      STR: pkg('STR', 'SOT-23-5', [sfx('', 'Tape & Reel')]),
    },
    devices: [
      ['STM809T', 'Reset supervisor, 3.08 V threshold', 0.2, 'WX6F'],
      ['STM809S', 'Reset supervisor, 2.93 V threshold', 0.2, 'WX6F'],
      ['STM811R', 'Reset supervisor, 2.63 V threshold, manual reset', 0.25, 'WX6F'],
      ['STEF4S', 'Electronic fuse, 4 V to 18 V, 3.6 A', 0.8, 'PUR'],
      ['STMPS2141', 'USB power switch, 500 mA', 0.25, 'STR'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('supervisors'),
    weight: 2,
    packages: { W5: pkg('W5', 'SOT-25', [TAPE('-7')]), SA: pkg('SA', 'SOT-23', [TAPE('-7')]) },
    devices: [
      ['AP22802A', 'Power switch, 2 A, current limited', 0.2, 'W5'],
      ['AP22814A', 'USB power switch, 2.1 A', 0.2, 'W5'],
      ...['23', '26', '29', '31', '40', '46'].map((t): Device => [
        `APX809S-${t}`,
        `Reset supervisor, ${Number(t) / 10} V threshold`,
        0.08,
        'SA',
        'APX809S',
      ]),
    ],
  }),
  deviceSeries({
    manufacturer: mfr('microchip'),
    category: cat('supervisors'),
    weight: 1,
    packages: MCHP,
    compose: microchipCompose,
    base: (device, pk) => `${device}${pk.code.replace(/^-[IE]/, '')}`,
    devices: ['270', '300', '315', '450', '460'].flatMap((t): Device[] => [
      [`MCP100-${t}I`, `Reset supervisor, ${Number(t) / 100} V threshold, push-pull`, 0.25, 'TT', 'mcp100'],
      [`MCP809-${t}I`, `Reset supervisor, ${Number(t) / 100} V threshold`, 0.22, 'TT', 'mcp809'],
    ]),
  }),
]

const TAPE_TRPBF: readonly Suffix[] = [TAPE('TRPBF'), sfx('PBF', 'Tube')]
const drivers: Series[] = [
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('motor-gate-drivers'),
    weight: 4,
    packages: { ...TI, RTY: pkg('RTY', 'WQFN-16 4x4', TI_RT, 1.2), DGN: pkg('DGN', 'MSOP-8 PowerPAD', TI_RT) },
    devices: [
      ['DRV8833', 'Dual H-bridge motor driver, 1.5 A, 2.7 V to 10.8 V', 0.9, 'PWP RTY'],
      ['DRV8825', 'Stepper motor driver, 2.5 A, 1/32 microstepping', 2.6, 'PWP'],
      ['DRV8871', 'Brushed DC motor driver, 3.6 A, 45 V', 1.1, 'DDA'],
      ['DRV8837', 'H-bridge motor driver, 1.8 A, 11 V', 0.45, 'DSG'],
      ['DRV8874', 'H-bridge motor driver, 6 A, 37 V, current sense', 1.4, 'PWP'],
      ['UCC27517', 'Low-side gate driver, 4 A, single channel', 0.35, 'DBV'],
      ['UCC27211', 'Half-bridge gate driver, 120 V, 4 A', 1.2, 'DDA'],
      ['UCC27524', 'Dual low-side gate driver, 5 A', 0.6, 'D DGN'],
      ['UCC21520', 'Isolated dual-channel gate driver, 4 A/6 A', 2.4, 'DW'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('motor-gate-drivers'),
    weight: 3,
    packages: {
      D013: pkg('D013', 'SO-20', [TAPE('TR')]),
      N: pkg('N', 'Multiwatt-15', [sfx('', 'Tube')]),
      H: pkg('H', 'HTSSOP-28', [TAPE('TR'), sfx('', 'Tube')]),
      Q: pkg('', 'VFQFPN-16 3x3', [TAPE('TR')]),
      SO8: pkg('D', 'SO-8', [sfx('', 'Tube'), TAPE('TR')]),
    },
    devices: [
      ['L293D', 'Quad half-H driver, 600 mA, 36 V', 1.9, 'D013'],
      ['L298', 'Dual full-bridge driver, 2 A, 46 V', 2.8, 'N'],
      ['L6470', 'Stepper motor driver, dSPIN, 3 A, SPI', 6.5, 'H'],
      ['STSPIN220', 'Stepper motor driver, 1.3 A, 1/256 microstepping', 1.2, 'Q'],
      ['L6384E', 'Half-bridge gate driver, 600 V', 0.9, 'SO8'],
      ['L6393', 'Half-bridge gate driver, 600 V, comparator', 1.1, 'SO8'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('infineon'),
    category: cat('motor-gate-drivers'),
    weight: 3,
    packages: {
      S: pkg('S', 'SOIC-8', TAPE_TRPBF),
      SO14: pkg('S', 'SOIC-14', TAPE_TRPBF, 1.2),
      X: pkg('', 'SOT-23-6', [TAPE('XTSA1')]),
      TA: pkg('TA', 'TO-263-7', [TAPE('AUMA1', true)]),
    },
    devices: [
      ['IR2104', 'Half-bridge gate driver, 600 V, 210 mA/360 mA', 0.9, 'S'],
      ['IR2110', 'High and low side gate driver, 500 V, 2 A', 1.6, 'SO14'],
      ['IR2184', 'Half-bridge gate driver, 600 V, 1.9 A/2.3 A', 1.1, 'S'],
      ['IRS2092', 'Class D audio amplifier driver, 200 V', 2.2, 'SO14'],
      ['1EDN7550B', 'Single-channel gate driver, 8 A, truly differential inputs', 0.8, 'X'],
      ['BTN8982', 'NovalithIC half-bridge, 30 A, automotive', 2.9, 'TA'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('allegro'),
    category: cat('motor-gate-drivers'),
    weight: 2,
    packages: {
      SET: pkg('SETTR', 'QFN-28 5x5', [TAPE('-T')]),
      ELJ: pkg('ELJTR', 'SOIC-8 exposed pad', [TAPE('-T')]),
      SLB: pkg('SLBTR', 'SOIC-24', [TAPE('-T')]),
      KLP: pkg('KLPTR', 'TSSOP-28', [TAPE('-T', true)]),
    },
    devices: [
      ['A4988', 'Stepper motor driver, 2 A, 35 V, 1/16 microstepping', 1.6, 'SET'],
      ['A4950', 'Full-bridge DMOS PWM motor driver, 3.5 A', 1.1, 'ELJ'],
      ['A3967', 'Stepper motor driver, 750 mA, 30 V', 1.8, 'SLB'],
      ['A3941', 'Automotive full-bridge MOSFET driver', 2.6, 'KLP'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('motor-gate-drivers'),
    weight: 2,
    packages: {
      LA: pkg('-LA', 'QFN-28 5x5', [sfx('', 'Tray'), TAPE('-T')]),
      TA: pkg('-TA', 'TQFP-48', [sfx('', 'Tray'), TAPE('-T')]),
    },
    devices: [
      ['TMC2209', 'Stepper motor driver, 2 A, StealthChop2, UART', 2.4, 'LA', 'TMC2209_datasheet'],
      ['TMC2208', 'Stepper motor driver, 1.4 A, StealthChop2', 1.9, 'LA', 'TMC2208_datasheet'],
      ['TMC5160', 'Stepper motor controller and driver, SPI, external MOSFETs', 5.4, 'TA', 'TMC5160_datasheet'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('toshiba'),
    category: cat('motor-gate-drivers'),
    weight: 2,
    packages: {
      FNG: pkg('FNG', 'SSOP-24', [TAPE(',C,8,EL')]),
      FTG: pkg('FTG', 'QFN-48 7x7', [TAPE(',EL')]),
      HG: pkg('HG', 'HZIP-25', [sfx('', 'Tube')]),
    },
    devices: [
      ['TB6612', 'Dual DC motor driver, 1.2 A, 15 V', 0.9, 'FNG'],
      ['TB67S109A', 'Stepper motor driver, 4 A, 50 V, 1/32 step', 2.6, 'FTG'],
      ['TC78H653', 'Dual H-bridge driver, 4 A, 18 V', 0.8, 'FTG'],
      ['TB6600', 'Stepper motor driver, 4.5 A, 50 V', 3.2, 'HG'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('rohm'),
    category: cat('motor-gate-drivers'),
    weight: 1,
    packages: { F: pkg('F', 'SOP-8', [TAPE('-E2')]), EFJ: pkg('EFJ', 'HTSOP-J8', [TAPE('-E2')]) },
    devices: [
      ['BD6211', 'H-bridge motor driver, 1 A, 7 V', 0.5, 'F'],
      ['BD62120A', 'H-bridge motor driver, 2 A, 33 V', 0.9, 'EFJ'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('monolithic-power-systems'),
    category: cat('motor-gate-drivers'),
    weight: 1,
    packages: {
      GG: pkg('GG', 'QFN-8 2x2', [TAPE('-Z'), sfx('-P', 'Cut Tape')]),
      GQ: pkg('GQ', 'QFN-16 3x3', [TAPE('-Z')]),
    },
    devices: [
      ['MP6550', 'H-bridge motor driver, 1.8 A, 22 V', 0.5, 'GG'],
      ['MP6500', 'Stepper motor driver, 2.5 A, 35 V', 1.4, 'GQ'],
    ],
  }),
  deviceSeries({
    manufacturer: mfr('onsemi'),
    category: cat('motor-gate-drivers'),
    weight: 1,
    packages: { MC: pkg('MC', 'SOIC-10', [TAPE('-AH')]), MW: pkg('S', 'SOT-23-5', [TAPE('X')]) },
    devices: [
      ['LV8548', 'Dual H-bridge motor driver, 1 A, 16 V', 0.6, 'MC'],
      ['FAN3111C', 'Low-side gate driver, 1.4 A', 0.35, 'MW'],
    ],
  }),
]

export const POWER_IC_SERIES: readonly Series[] = [...ldos, ...dcdc, ...battery, ...supervisors, ...drivers]
