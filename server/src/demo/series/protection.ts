import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import type { Random } from '../random.ts'
import { PLAIN, type Row, type Series, type Suffix, deviceSeries, pkg, sfx, tableSeries } from './kit.ts'

/**
 * Circuit protection. TVS part numbers carry the voltage with a decimal point, so the catalog holds true
 * near-misses: `1.5SMC6.8CA` and `1.5SMC68CA` (6.8 V and 68 V), `SMAJ6.0A` and `SMAJ60A`. Littelfuse fuse
 * numbers move the decimal point with the rating (`0466003.NR` 3 A, `0466.500NR` 500 mA).
 */

const TAPE = (code: string, automotive = false): Suffix => sfx(code, 'Tape & Reel', automotive)

// Stand-off voltages of the SMxJ families and breakdown voltages of the P6KE / 1.5KE families.
const STANDOFF = [
  5.0, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30, 33, 36, 40, 43,
  45, 48, 51, 54, 58, 60, 64, 70, 75, 78, 85, 90, 100, 110, 120, 130, 150, 160, 170,
] as const
const BREAKDOWN = [
  6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91,
  100, 110, 120, 130, 150, 160, 170, 180, 200, 220, 250, 300, 350, 400, 440,
] as const

/** `5.0`, `6.5`, `24`: stand-off voltages below 10 V keep one decimal. */
const standoffText = (v: number): string => (v < 10 ? v.toFixed(1) : String(v))

interface TvsFamily {
  readonly prefix: string
  readonly watts: string
  readonly pkg: string
  readonly breakdown: boolean
  readonly price: number
}

const SMAJ: TvsFamily = { prefix: 'SMAJ', watts: '400 W', pkg: 'DO-214AC (SMA)', breakdown: false, price: 0.04 }
const SMBJ: TvsFamily = { prefix: 'SMBJ', watts: '600 W', pkg: 'DO-214AA (SMB)', breakdown: false, price: 0.05 }
const SMCJ: TvsFamily = { prefix: 'SMCJ', watts: '1500 W', pkg: 'DO-214AB (SMC)', breakdown: false, price: 0.09 }
const SMDJ: TvsFamily = { prefix: 'SMDJ', watts: '3000 W', pkg: 'DO-214AB (SMC)', breakdown: false, price: 0.2 }
const P4SMA: TvsFamily = { prefix: 'P4SMA', watts: '400 W', pkg: 'DO-214AC (SMA)', breakdown: true, price: 0.04 }
const P6SMB: TvsFamily = { prefix: 'P6SMB', watts: '600 W', pkg: 'DO-214AA (SMB)', breakdown: true, price: 0.05 }
const SMC15: TvsFamily = { prefix: '1.5SMC', watts: '1500 W', pkg: 'DO-214AB (SMC)', breakdown: true, price: 0.1 }
const P6KE: TvsFamily = { prefix: 'P6KE', watts: '600 W', pkg: 'DO-15', breakdown: true, price: 0.06 }
const KE15: TvsFamily = { prefix: '1.5KE', watts: '1500 W', pkg: 'DO-201', breakdown: true, price: 0.12 }

function tvsRows(
  families: readonly TvsFamily[],
  spell: (family: TvsFamily, volts: string) => string = (f, v) => `${f.prefix}${v}`,
): Row[] {
  return families.flatMap((family) =>
    (family.breakdown ? BREAKDOWN : STANDOFF).flatMap((volts) => {
      const text = family.breakdown ? String(volts) : standoffText(volts)
      const label = family.breakdown ? `${volts} V breakdown` : `${text} V stand-off`
      return [
        [
          `${spell(family, text)}A`,
          `TVS diode, ${family.watts}, ${label}, unidirectional`,
          family.price,
          family.pkg,
        ] as const,
        [
          `${spell(family, text)}CA`,
          `TVS diode, ${family.watts}, ${label}, bidirectional`,
          family.price * 1.1,
          family.pkg,
        ] as const,
      ]
    }),
  )
}

const SMD_FAMILIES = [SMAJ, SMBJ, SMCJ] as const
const vishayTvs = (pk: string): readonly Suffix[] =>
  pk.includes('SMA')
    ? [TAPE('-E3/61'), TAPE('-E3/5A'), TAPE('HE3_A/H', true)]
    : pk.includes('SMB')
      ? [TAPE('-E3/52'), TAPE('-E3/5B'), TAPE('HE3_A/H', true)]
      : pk.includes('SMC')
        ? [TAPE('-E3/57T'), TAPE('-E3/9AT'), TAPE('HE3/57T', true)]
        : [TAPE('-E3/54'), TAPE('-E3/73')]

const tvs: Series[] = [
  tableSeries({
    manufacturer: mfr('littelfuse'),
    category: cat('tvs-diodes'),
    weight: 8,
    rows: tvsRows([...SMD_FAMILIES, SMDJ, P4SMA, P6SMB, SMC15, P6KE, KE15]),
    suffixes: (pk) => (pk.startsWith('DO-214') ? [TAPE('')] : [TAPE(''), sfx('-B', 'Bulk')]),
    doc: (name) => `littelfuse_tvs_diode_${name.replace(/[\d.]+C?A$/, '').toLowerCase()}`,
  }),
  tableSeries({
    manufacturer: mfr('vishay'),
    category: cat('tvs-diodes'),
    weight: 7,
    rows: tvsRows([...SMD_FAMILIES, SMC15, P6KE, KE15, P6SMB]),
    suffixes: vishayTvs,
    doc: (name) => name.replace(/[\d.]+C?A$/, '').toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('bourns'),
    category: cat('tvs-diodes'),
    weight: 5,
    rows: tvsRows([...SMD_FAMILIES, P6SMB]),
    suffixes: [TAPE(''), TAPE('-Q', true)],
    doc: (name) => name.replace(/[\d.]+C?A$/, '').toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('tvs-diodes'),
    weight: 4,
    rows: [
      ...tvsRows([SMAJ, SMBJ]),
      ...tvsRows(
        [
          { ...SMBJ, prefix: 'SM6T', breakdown: true },
          { ...SMCJ, prefix: 'SM15T', breakdown: true },
        ],
        (f, v) => `${f.prefix}${v.includes('.') ? v.replace('.', 'V') : v}`,
      ),
    ],
    suffixes: (pk) => (pk.includes('SMA') ? [TAPE('-TR')] : [TAPE('-TR'), TAPE('Y', true)]),
    doc: (name) => name.replace(/[\dV.]+C?A$/, '').toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('onsemi'),
    category: cat('tvs-diodes'),
    weight: 4,
    rows: [...tvsRows([{ ...SMAJ, prefix: '1SMA' }, { ...SMBJ, prefix: '1SMB' }, SMC15]), ...tvsRows([P6KE, KE15])],
    suffixes: (pk) => (pk.startsWith('DO-214') ? [TAPE('T3G')] : [sfx('G', 'Bulk'), TAPE('RLG')]),
    doc: (name) => name.replace(/[\d.]+C?A$/, '').toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('tvs-diodes'),
    weight: 3,
    rows: tvsRows(SMD_FAMILIES),
    suffixes: [TAPE('-13-F')],
    doc: (name) => name.replace(/[\d.]+C?A$/, '').toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('mcc'),
    category: cat('tvs-diodes'),
    weight: 3,
    rows: tvsRows([...SMD_FAMILIES, P6KE]),
    suffixes: (pk) => (pk.startsWith('DO-214') ? [TAPE('-TP')] : [TAPE('-TP'), sfx('-BP', 'Bulk')]),
    doc: (name) => name.replace(/[\d.]+C?A$/, '').toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('taiwan-semiconductor'),
    category: cat('tvs-diodes'),
    weight: 3,
    rows: tvsRows([...SMD_FAMILIES, P6KE]),
    suffixes: (pk) =>
      pk.startsWith('DO-214') ? [TAPE(' R3G'), TAPE(' R2G'), TAPE(' M2G')] : [TAPE(' R0G'), sfx(' A0G', 'Bulk')],
    doc: (name) => name.replace(/[\d.]+C?A$/, '').toLowerCase(),
  }),
]

// ESD protection: each maker's device list in its packages.
const TI_ESD = [sfx('R', 'Tape & Reel'), sfx('T', 'Tape & Reel')] as const
const esd: Series[] = [
  tableSeries({
    manufacturer: mfr('nexperia'),
    category: cat('esd-protection'),
    weight: 5,
    rows: [
      ['PESD5V0S1BL', 'ESD protection diode, 5 V, bidirectional, 1 line', 0.04, 'SOD-882 (DFN1006-2)'],
      ['PESD5V0S1UL', 'ESD protection diode, 5 V, unidirectional, 1 line', 0.04, 'SOD-882 (DFN1006-2)'],
      ['PESD3V3S1UL', 'ESD protection diode, 3.3 V, unidirectional, 1 line', 0.04, 'SOD-882 (DFN1006-2)'],
      ['PESD12VS1UL', 'ESD protection diode, 12 V, unidirectional, 1 line', 0.04, 'SOD-882 (DFN1006-2)'],
      ['PESD24VS1UL', 'ESD protection diode, 24 V, unidirectional, 1 line', 0.04, 'SOD-882 (DFN1006-2)'],
      ['PESD5V0X1BCAL', 'ESD protection diode, 5 V, ultra-low capacitance', 0.06, 'SOD-882 (DFN1006-2)'],
      ['PESD15VL1BA', 'ESD protection diode, 15 V, bidirectional', 0.04, 'SOD-323'],
      ['PESD5V0S2BT', 'ESD protection diode array, 5 V, 2 lines', 0.05, 'SOT-23'],
      ['PESD1CAN', 'CAN bus ESD protection, 24 V, 2 lines', 0.08, 'SOT-23'],
      ['PESD2CAN', 'CAN bus ESD protection, 24 V, 2 lines', 0.08, 'SOT-23'],
      ['PRTR5V0U2X', 'USB ESD protection array, 5 V, 2 lines, rail-to-rail', 0.09, 'SOT-143B'],
      ['IP4220CZ6', 'ESD protection array, 4 lines, low capacitance', 0.12, 'SOT-457 (TSOP-6)'],
    ],
    suffixes: (pk) =>
      pk.startsWith('SOD-882')
        ? [TAPE(',315'), TAPE(',115')]
        : pk === 'SOD-323'
          ? [TAPE(',115'), TAPE(',135')]
          : [TAPE(',215'), TAPE(',235')],
  }),
  deviceSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('esd-protection'),
    weight: 4,
    packages: {
      DPY: pkg('DPY', 'X1SON-2 (0402)', TI_ESD),
      DBV: pkg('DBV', 'SOT-23-6', TI_ESD),
      DQA: pkg('DQA', 'USON-10', TI_ESD),
      DCK: pkg('DCK', 'SC-70-6', TI_ESD),
      DRT: pkg('DRT', 'SOT-5X3', TI_ESD),
    },
    devices: [
      ['TPD1E10B06', 'ESD protection diode, 6 V, bidirectional, 1 channel', 0.09, 'DPY'],
      ['TPD1E05U06', 'ESD protection diode, 5.5 V, 0.5 pF, 1 channel', 0.1, 'DPY'],
      ['ESD321', 'ESD protection diode, 3.6 V, 1 channel', 0.08, 'DPY'],
      ['ESD401', 'ESD protection diode, 5.5 V, 1 channel', 0.08, 'DPY'],
      ['TPD2E2U06', 'ESD protection array, 5.5 V, 2 channels', 0.14, 'DCK DRT'],
      ['TPD4E05U06', 'ESD protection array, 5.5 V, 4 channels, 0.5 pF', 0.22, 'DQA'],
      ['TPD4EUSB30', 'USB 3.0 ESD protection array, 4 channels', 0.24, 'DQA'],
      ['TPD4E1U06', 'ESD protection array, 5.5 V, 4 channels', 0.18, 'DBV DCK'],
      ['TPD2EUSB30', 'USB 3.0 ESD protection array, 2 channels', 0.16, 'DRT'],
    ],
  }),
  tableSeries({
    manufacturer: mfr('stmicroelectronics'),
    category: cat('esd-protection'),
    weight: 4,
    rows: [
      ['USBLC6-2SC6', 'USB ESD protection array, 6 V, 2 lines', 0.1, 'SOT-23-6'],
      ['USBLC6-2P6', 'USB ESD protection array, 6 V, 2 lines', 0.11, 'SOT-666'],
      ['USBLC6-4SC6', 'USB ESD protection array, 6 V, 4 lines', 0.14, 'SOT-23-6'],
      ['ESDA6V1-5SC6', 'ESD protection array, 6.1 V, 5 lines', 0.12, 'SOT-23-6'],
      ['ESDA5V3L', 'ESD protection array, 5.3 V, 2 lines', 0.07, 'SOT-23'],
      ['ESDALC6V1-1U2', 'ESD protection diode, 6.1 V, low capacitance', 0.06, 'ST0201'],
      ['ESDZV5-1BV2', 'ESD protection diode, 5 V, bidirectional', 0.05, 'SOD-882'],
      ['HSP061-4M10', 'HDMI ESD protection array, 4 lines', 0.25, 'uQFN-10'],
    ],
    suffixes: [TAPE(''), TAPE('Y', true)],
  }),
  tableSeries({
    manufacturer: mfr('littelfuse'),
    category: cat('esd-protection'),
    weight: 3,
    rows: [
      ['SP0503BAHT', 'TVS diode array, 3 channels, 30 kV ESD', 0.12, 'SOT-143'],
      ['SP0502BAHT', 'TVS diode array, 2 channels, 30 kV ESD', 0.1, 'SOT-23'],
      ['SP3012-06UT', 'ESD protection array, 6 channels, 0.5 pF', 0.25, 'uDFN-14'],
      ['SP1005-01ET', 'ESD protection diode, 6 V, 30 kV', 0.06, 'SOD-882'],
      ['SP3003-04XT', 'ESD protection array, 4 channels, 0.65 pF', 0.2, 'SC-70-6'],
      ['SM712-02HT', 'RS-485 TVS array, -7 V to 12 V, 2 lines', 0.15, 'SOT-23'],
    ],
    suffixes: [TAPE('G')],
  }),
  tableSeries({
    manufacturer: mfr('semtech'),
    category: cat('esd-protection'),
    weight: 3,
    rows: [
      ['RCLAMP0524P', 'RailClamp ESD protection array, 5 V, 4 lines', 0.28, 'SLP2510P8'],
      ['RCLAMP0502BA', 'RailClamp ESD protection, 5 V, 2 lines', 0.18, 'SLP1210N6'],
      ['RCLAMP0521PA', 'RailClamp ESD protection, 5 V, 1 line', 0.12, 'SLP1006P2'],
      ['RCLAMP3328P', 'RailClamp ESD protection array, 3.3 V, 8 lines', 0.35, 'SLP2710P10'],
      ['UCLAMP0511P', 'MicroClamp ESD protection, 5 V, 1 line', 0.1, 'SLP1006P2'],
      ['SRV05-4', 'RailClamp ESD protection array, 5 V, 4 lines', 0.2, 'SOT-23-6'],
    ],
    // Semtech's tape-and-reel code comes after a dot: RCLAMP0524P.TCT.
    suffixes: [TAPE('.TCT'), TAPE('.TNT')],
  }),
  tableSeries({
    manufacturer: mfr('onsemi'),
    category: cat('esd-protection'),
    weight: 3,
    rows: [
      ['ESD9B5.0S', 'ESD protection diode, 5 V, bidirectional', 0.04, 'SOD-923'],
      ['ESD9L5.0S', 'ESD protection diode, 5 V, low capacitance', 0.05, 'SOD-923'],
      ['ESD5Z5.0', 'ESD protection diode, 5 V, unidirectional', 0.03, 'SOD-523'],
      ['ESD5Z3.3', 'ESD protection diode, 3.3 V, unidirectional', 0.03, 'SOD-523'],
      ['ESD7L5.0D', 'ESD protection diode, 5 V, ultra-low capacitance', 0.06, 'SOD-882'],
      ['NUP2105L', 'CAN bus ESD protection, 24 V, 2 lines', 0.1, 'SOT-23'],
      ['SZESD9B5.0S', 'ESD protection diode, 5 V, automotive AEC-Q101', 0.05, 'SOD-923'],
    ],
    suffixes: (pk) => (pk === 'SOT-23' ? [TAPE('T1G'), TAPE('T3G')] : [TAPE('T5G'), TAPE('T1G')]),
  }),
  tableSeries({
    manufacturer: mfr('infineon'),
    category: cat('esd-protection'),
    weight: 2,
    rows: [
      ['ESD5V3U1U-02LRH', 'ESD protection diode, 5.3 V, 0.4 pF', 0.06, 'TSSLP-2'],
      ['ESD8V0L2B-03L', 'ESD protection diode, 8 V, 2 lines', 0.07, 'TSLP-3'],
      ['ESD0P2RF-02LRH', 'RF ESD protection diode, 0.2 pF', 0.12, 'TSSLP-2'],
      ['TVS3V3L4U', 'TVS diode array, 3.3 V, 4 lines', 0.15, 'TSLP-9'],
    ],
    // Infineon's older orderable codes add the packing after a space: `ESD5V3U1U-02LRH E6327`.
    suffixes: [TAPE(' E6327'), TAPE(' E6433')],
  }),
  tableSeries({
    manufacturer: mfr('vishay'),
    category: cat('esd-protection'),
    weight: 2,
    rows: [
      ['VESD05A1C-02V', 'ESD protection diode, 5 V, bidirectional', 0.05, 'SOD-523'],
      ['VESD12A1C-02V', 'ESD protection diode, 12 V, bidirectional', 0.05, 'SOD-523'],
      ['VBUS05L1-DD1', 'USB VBUS ESD protection, 5 V', 0.09, 'LLP1006-2L'],
      ['GBLC05C-HE3', 'ESD protection diode, 5 V, low capacitance', 0.06, 'SOD-323'],
    ],
    suffixes: [TAPE('-G3-08'), TAPE('-G3-18')],
  }),
  tableSeries({
    manufacturer: mfr('bourns'),
    category: cat('esd-protection'),
    weight: 2,
    rows: [
      ['CDSOT23-SM712', 'RS-485 TVS diode array, 2 lines', 0.14, 'SOT-23'],
      ['CDSOT23-T05C', 'TVS diode array, 5 V, 2 lines', 0.09, 'SOT-23'],
      ['CDSOD323-T05C', 'TVS diode, 5 V, bidirectional', 0.06, 'SOD-323'],
      ['CDDFN10-0524P', 'ESD protection array, 5 V, 4 lines', 0.22, 'DFN-10'],
    ],
    suffixes: [TAPE('')],
  }),
  tableSeries({
    manufacturer: mfr('diodes-incorporated'),
    category: cat('esd-protection'),
    weight: 2,
    rows: [
      ['D5V0L1B2LP', 'ESD protection diode, 5 V, bidirectional', 0.04, 'X1-DFN1006-2'],
      ['D5V0F1U2LP', 'ESD protection diode, 5 V, unidirectional', 0.04, 'X1-DFN1006-2'],
      ['D3V3XA4B10LP', 'ESD protection array, 3.3 V, 4 lines', 0.12, 'U-DFN2510-10'],
      ['DESD5V0U1BA', 'ESD protection diode, 5 V', 0.04, 'SOD-323'],
    ],
    suffixes: [TAPE('-7'), TAPE('-7B')],
  }),
]

// Fuses.
const FUSE_AMPS = [
  0.05, 0.1, 0.125, 0.2, 0.25, 0.315, 0.375, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 3.15, 4, 5, 6.3, 7, 8, 10,
] as const

/** Littelfuse's four-character rating field with a moving decimal point: `003.`, `01.5`, `.500`, `3.15`. */
function littelfuseRating(amps: number): string {
  if (amps < 1) return `.${String(Math.round(amps * 1000)).padStart(3, '0')}`
  if (Number.isInteger(amps)) return `${String(amps).padStart(3, '0')}.`
  return String(amps).padStart(4, '0')
}

function ampsText(amps: number): string {
  return amps < 1 ? `${Math.round(amps * 1000)} mA` : `${amps} A`
}

interface FuseLine {
  readonly manufacturer: number
  readonly weight: number
  readonly kinds: ReadonlyArray<readonly [series: string, description: string, pkg: string, maxAmps: number]>
  readonly format: (series: string, amps: number) => string
  readonly suffixes: readonly Suffix[]
  readonly compose?: (base: string, code: string) => string
  readonly doc: string
}

function fuseSeries(line: FuseLine): Series {
  return {
    manufacturer: line.manufacturer,
    category: cat('fuses'),
    weight: line.weight,
    suffixes: line.suffixes,
    ...(line.compose === undefined ? {} : { compose: line.compose }),
    make(random: Random) {
      const [series, description, pk, maxAmps] = random.pick(line.kinds)
      let amps: number = random.pick(FUSE_AMPS)
      if (amps > maxAmps) amps = maxAmps
      return {
        base: line.format(series, amps),
        package: pk,
        description: `${description}, ${ampsText(amps)}, ${pk}`,
        price: (pk.includes('x') ? 0.12 : 0.06) * random.float(0.8, 2),
        attributes: [{ name: 'Current rating', value: ampsText(amps) }],
        doc: line.doc,
      }
    },
  }
}

const fuses: Series[] = [
  fuseSeries({
    manufacturer: mfr('littelfuse'),
    weight: 5,
    kinds: [
      ['0466', 'SMD fuse, fast-acting, 32 V', '1206 (3216 Metric)', 5],
      ['0467', 'SMD fuse, very fast-acting, 32 V', '0603 (1608 Metric)', 5],
      ['0451', 'SMD fuse, very fast-acting, 125 V (Nano2)', '2410 (6125 Metric)', 10],
      ['0448', 'SMD fuse, slow-blow, 125 V (Nano2)', '2410 (6125 Metric)', 10],
    ],
    format: (series, amps) =>
      `${series}${littelfuseRating(amps)}${series === '0466' || series === '0467' ? 'NR' : 'MR'}`,
    suffixes: [TAPE(''), TAPE('HF'), TAPE('L')],
    doc: 'littelfuse_fuse_466_datasheet',
  }),
  fuseSeries({
    manufacturer: mfr('littelfuse'),
    weight: 3,
    kinds: [
      ['0217', 'Cartridge fuse, fast-acting, 250 V', '5x20 mm', 10],
      ['0218', 'Cartridge fuse, time-lag, 250 V', '5x20 mm', 10],
      ['0235', 'Cartridge fuse, fast-acting, 250 V', '6.3x32 mm', 10],
    ],
    format: (series, amps) => `${series}${littelfuseRating(amps)}M`,
    suffixes: [sfx('XP', 'Bulk'), sfx('XEP', 'Bulk'), TAPE('RT1P')],
    doc: 'littelfuse_fuse_218_datasheet',
  }),
  fuseSeries({
    manufacturer: mfr('eaton'),
    weight: 4,
    kinds: [
      ['0402FA', 'SMD fuse, fast-acting, 32 V', '0402 (1005 Metric)', 3],
      ['0603FA', 'SMD fuse, fast-acting, 32 V', '0603 (1608 Metric)', 5],
      ['1206FA', 'SMD fuse, fast-acting, 63 V', '1206 (3216 Metric)', 8],
      ['3216FF', 'SMD fuse, fast-acting, 125 V', '1206 (3216 Metric)', 8],
      ['3216TD', 'SMD fuse, time-delay, 125 V', '1206 (3216 Metric)', 8],
    ],
    format: (series, amps) => `${series}${amps}-R`,
    // Bussmann puts the packaging before the number: `TR/0603FA1-R` on tape and reel.
    suffixes: [sfx('', 'Cut Tape'), TAPE('TR/')],
    compose: (base, code) => code + base,
    doc: 'bus-elx-ds-4303-0603fa',
  }),
  fuseSeries({
    manufacturer: mfr('eaton'),
    weight: 2,
    kinds: [
      ['S505', 'Cartridge fuse, fast-acting, 250 V', '5x20 mm', 10],
      ['S506', 'Cartridge fuse, time-delay, 250 V', '5x20 mm', 10],
      ['GMA', 'Cartridge fuse, fast-acting, 250 V', '5x20 mm', 10],
      ['GMC', 'Cartridge fuse, time-delay, 250 V', '5x20 mm', 10],
    ],
    format: (series, amps) => `${series}-${amps < 1 ? Math.round(amps * 1000) : amps}-R`,
    suffixes: [sfx('BK/', 'Bulk'), TAPE('TR2/')],
    compose: (base, code) => code + base,
    doc: 'bus-elx-ds-2001-s505',
  }),
]

// PTC resettable fuses: hold current code in hundredths of an ampere.
const HOLD = [0.05, 0.1, 0.14, 0.2, 0.25, 0.35, 0.5, 0.75, 1.1, 1.5, 2, 2.6, 3] as const
const holdCode = (amps: number): string => String(Math.round(amps * 100)).padStart(3, '0')

function ptcSeries(
  manufacturer: number,
  weight: number,
  kinds: ReadonlyArray<readonly [string, string, number]>,
  format: (series: string, amps: number) => string,
  suffixes: readonly Suffix[],
  doc: string,
): Series {
  return {
    manufacturer,
    category: cat('ptc-resettable-fuses'),
    weight,
    suffixes,
    make(random) {
      const [series, pk, volts] = random.pick(kinds)
      const amps = random.pick(HOLD)
      return {
        base: format(series, amps),
        package: pk,
        description: `PTC resettable fuse, ${ampsText(amps)} hold, ${ampsText(amps * 2)} trip, ${volts} V, ${pk}`,
        price: 0.05 * random.float(0.8, 3),
        attributes: [
          { name: 'Hold current', value: ampsText(amps) },
          { name: 'Voltage', value: `${volts} V` },
        ],
        doc,
      }
    },
  }
}

const ptc: Series[] = [
  ptcSeries(
    mfr('bourns'),
    4,
    [
      ['MF-MSMF', '1812 (4532 Metric)', 15],
      ['MF-NSMF', '1206 (3216 Metric)', 9],
      ['MF-PSMF', '0805 (2012 Metric)', 6],
      ['MF-FSMF', '0603 (1608 Metric)', 6],
      ['MF-SMDF', '2018 (5045 Metric)', 30],
    ],
    (s, a) => `${s}${holdCode(a)}${s === 'MF-PSMF' || s === 'MF-FSMF' ? 'X' : ''}`,
    [TAPE('-2')],
    'mf-msmf',
  ),
  ptcSeries(
    mfr('bourns'),
    2,
    [['MF-R', 'Radial, 5.1 mm pitch', 60]],
    (s, a) => `${s}${holdCode(a)}`,
    [sfx('', 'Bulk'), TAPE('-AP')],
    'mf-r',
  ),
  ptcSeries(
    mfr('littelfuse'),
    4,
    [
      ['0603L', '0603 (1608 Metric)', 6],
      ['0805L', '0805 (2012 Metric)', 6],
      ['1206L', '1206 (3216 Metric)', 16],
      ['1812L', '1812 (4532 Metric)', 33],
    ],
    (s, a) => `${s}${holdCode(a)}${s === '1812L' ? '/33' : s === '1206L' ? '/16' : ''}`,
    [TAPE('YR'), TAPE('MR'), TAPE('PR')],
    'littelfuse_ptc_1206l',
  ),
  ptcSeries(
    mfr('te-connectivity'),
    3,
    [
      ['MICROSMD', '1206 (3216 Metric)', 6],
      ['NANOSMDC', '1206 (3216 Metric)', 6],
      ['MINISMDC', '1812 (4532 Metric)', 15],
      ['FEMTOSMDC', '0805 (2012 Metric)', 6],
    ],
    (s, a) => `${s}${holdCode(a)}F`,
    [TAPE('-2')],
    'ENG_DS_RF_MICROSMD',
  ),
  ptcSeries(
    mfr('te-connectivity'),
    2,
    [
      ['RXEF', 'Radial, 5.1 mm pitch', 72],
      ['RUEF', 'Radial, 5.1 mm pitch', 30],
    ],
    (s, a) => `${s}${holdCode(a)}`,
    [sfx('', 'Bulk'), TAPE('-AP'), TAPE('-2')],
    'ENG_DS_RF_RXEF',
  ),
]

// Varistors: working voltage (V rms) and disk size.
const VRMS = [
  11, 14, 17, 20, 25, 30, 35, 40, 50, 60, 75, 95, 115, 130, 150, 175, 230, 250, 275, 300, 320, 385, 420, 460, 510, 550,
  625, 680,
] as const
const DISKS = [5, 7, 10, 14, 20] as const
/** Varistor voltage code: about 1.6 × Vrms, two digits and a zero count (471 = 470 V). */
function varistorCode(vrms: number): string {
  const v = Math.round((vrms * 1.6) / 10) * 10
  const text = String(v)
  return `${text.slice(0, 2)}${text.length - 2}`
}

const varistors: Series[] = [
  {
    manufacturer: mfr('tdk'),
    category: cat('varistors'),
    weight: 3,
    suffixes: PLAIN,
    make(random) {
      const vrms = random.pick(VRMS)
      const disk = random.pick(DISKS)
      return {
        base: `B722${String(disk).padStart(2, '0')}S0${varistorCode(vrms)}K101`,
        package: `Radial disk, ${disk} mm`,
        description: `Metal oxide varistor, ${vrms} V rms, ${disk} mm disk (S${disk}K${vrms})`,
        price: 0.05 + disk * 0.01 + random.float(0, 0.05),
        attributes: [{ name: 'Voltage (rms)', value: `${vrms} V` }],
        doc: 'pdf_siov_leaded_std',
      }
    },
  },
  {
    manufacturer: mfr('littelfuse'),
    category: cat('varistors'),
    weight: 3,
    suffixes: [sfx('', 'Bulk'), TAPE('RP')],
    make(random) {
      const vrms = random.pick(VRMS)
      const disk = random.pick(DISKS)
      return {
        base: random.chance(0.5)
          ? `V${disk}E${vrms}P`
          : `V${vrms}LA${disk === 5 ? 2 : disk === 7 ? 4 : disk === 10 ? 10 : disk === 14 ? 20 : 40}A`,
        package: `Radial disk, ${disk} mm`,
        description: `Metal oxide varistor, ${vrms} V rms, ${disk} mm disk`,
        price: 0.06 + disk * 0.012 + random.float(0, 0.05),
        attributes: [{ name: 'Voltage (rms)', value: `${vrms} V` }],
        doc: 'littelfuse_varistor_la',
      }
    },
  },
  {
    manufacturer: mfr('littelfuse'),
    category: cat('varistors'),
    weight: 2,
    suffixes: [TAPE('NH'), TAPE('NR'), TAPE('WH')],
    make(random) {
      const vdc = random.pick([3.5, 5.5, 9, 14, 18, 26, 30, 33, 42, 48] as const)
      const size = random.pick(['0402', '0603', '0805', '1206'] as const)
      return {
        base: `V${vdc < 10 ? String(vdc).replace('.', 'R') : vdc}MLA${size}`,
        package: `${size} multilayer`,
        description: `Multilayer varistor, ${vdc} V DC, ${size}`,
        price: 0.04 + random.float(0, 0.06),
        attributes: [{ name: 'Voltage (DC)', value: `${vdc} V` }],
        doc: 'littelfuse_varistor_mla',
      }
    },
  },
  {
    manufacturer: mfr('bourns'),
    category: cat('varistors'),
    weight: 2,
    suffixes: PLAIN,
    make(random) {
      const vrms = random.pick(VRMS)
      const disk = random.pick(DISKS)
      return {
        base: `MOV-${disk}D${varistorCode(vrms)}K`,
        package: `Radial disk, ${disk} mm`,
        description: `Metal oxide varistor, ${vrms} V rms, ${disk} mm disk`,
        price: 0.05 + disk * 0.01 + random.float(0, 0.04),
        attributes: [{ name: 'Voltage (rms)', value: `${vrms} V` }],
        doc: 'mov',
      }
    },
  },
  {
    manufacturer: mfr('panasonic'),
    category: cat('varistors'),
    weight: 2,
    suffixes: PLAIN,
    make(random) {
      const vrms = random.pick(VRMS)
      const disk = random.pick(DISKS)
      return {
        base: `ERZ-V${String(disk).padStart(2, '0')}D${varistorCode(vrms)}`,
        package: `Radial disk, ${disk} mm`,
        description: `ZNR surge absorber varistor, ${vrms} V rms, ${disk} mm disk`,
        price: 0.07 + disk * 0.01 + random.float(0, 0.05),
        attributes: [{ name: 'Voltage (rms)', value: `${vrms} V` }],
        doc: 'AWA0000C22',
      }
    },
  },
]

export const PROTECTION_SERIES: readonly Series[] = [...tvs, ...esd, ...fuses, ...ptc, ...varistors]
