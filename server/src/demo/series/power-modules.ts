import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import { PLAIN, type Row, type Series, type Suffix, sfx, tableSeries } from './kit.ts'

/**
 * Board-mount power modules, whose names carry input and output voltages: RECOM `R-78E5.0-0.5` and
 * `RAC05-05SK/277`, MEAN WELL `IRM-05-5` / `LRS-100-24`, Murata `OKI-78SR-5/1.5-W36-C`, CUI
 * `PDQE15-Q24-S5-D`, ADI µModule `LTM8063EY#PBF`.
 */

const TAPE = (code: string): Suffix => sfx(code, 'Tape & Reel')

const cross = <A, B>(as: readonly A[], bs: readonly B[]): Array<readonly [A, B]> =>
  as.flatMap((a) => bs.map((b) => [a, b] as const))
const amps = (watts: number, volts: number): string => `${Number((watts / volts).toPrecision(2))} A`

const dcdc: Series[] = [
  tableSeries({
    manufacturer: mfr('recom'),
    category: cat('dc-dc-modules'),
    weight: 3,
    rows: [
      ...cross(['3.3', '5.0', '9.0', '12', '15'], ['0.5', '1.0']).map(([v, a]): Row => [
        `R-78E${v}-${a}`,
        `Switching regulator module, 7 V to 28 V input, ${v} V, ${a} A, LM78xx replacement`,
        a === '1.0' ? 3.9 : 2.9,
        'SIP-3',
      ]),
      ...cross(['3.3', '5.0', '12'], ['0.5', '1.0']).map(([v, a]): Row => [
        `R-78K${v}-${a}`,
        `Switching regulator module, ${v} V, ${a} A, 96% efficiency`,
        3.4,
        'SIP-3',
      ]),
      ...['3.3', '5.0', '12', '15', '24'].map((v): Row => [
        `R-78HB${v}-0.5`,
        `Switching regulator module, 9 V to 72 V input, ${v} V, 0.5 A`,
        5.9,
        'SIP-3',
      ]),
      ...cross(['05', '12', '24'], ['3.3', '05', '12', '15']).map(([vin, vout]): Row => [
        `RS-${vin}${vout}S`,
        `Isolated DC-DC converter, 2 W, ${Number(vin)} V input, ${Number(vout)} V output, 1.5 kV`,
        3.5,
        'SIP-7',
      ]),
      ...cross(['05', '12', '24'], ['05', '12', '15']).map(([vin, vout]): Row => [
        `RS-${vin}${vout}D`,
        `Isolated DC-DC converter, 2 W, ${Number(vin)} V input, ±${Number(vout)} V output`,
        3.8,
        'SIP-7',
      ]),
      ...['1.0', '1.2', '1.5', '1.8', '2.5', '3.3', '5.0'].map((v): Row => [
        `RPM${v}-3.0`,
        `Non-isolated DC-DC module, 4 V to 15 V input, ${v} V, 3 A`,
        6.9,
        'LGA-25 12.2x12.2',
      ]),
    ],
    suffixes: (pk) => (pk.startsWith('LGA') ? [TAPE('-CT'), sfx('', 'Tray')] : PLAIN),
    doc: (name) => name.split(/(?<=\D)\d/)[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('mean-well'),
    category: cat('dc-dc-modules'),
    weight: 3,
    rows: [
      ...cross(['A', 'B', 'C'], ['03', '05', '12', '15']).map(([input, v]): Row => [
        `SPAN02${input}-${v}`,
        `Isolated DC-DC converter, 2 W, ${input === 'A' ? '4.5 V to 9 V' : input === 'B' ? '9 V to 18 V' : '18 V to 36 V'} input, ${Number(v)} V output`,
        4.9,
        'SIP-8',
      ]),
      ...['03', '05', '12', '15'].map((v): Row => [
        `SPU01M-${v}`,
        `Isolated DC-DC converter, 1 W, 5 V input, ${Number(v)} V output`,
        2.2,
        'SIP-7',
      ]),
      ...['05', '12', '15'].map((v): Row => [
        `DPU01M-${v}`,
        `Isolated DC-DC converter, 1 W, 5 V input, ±${Number(v)} V output`,
        2.4,
        'SIP-7',
      ]),
      ...cross(['12', '48'], ['3', '5', '12', '15']).map(([vin, vout]): Row => [
        `NSD10-${vin}S${vout}`,
        `Non-isolated DC-DC converter, 10 W, ${vin} V input, ${vout} V output`,
        9.5,
        'DIP-24',
      ]),
      ...cross(['A', 'B', 'C'], ['05', '12', '15']).map(([input, v]): Row => [
        `SKM15${input}-${v}`,
        `Isolated DC-DC converter, 15 W, ${input === 'A' ? '9 V to 18 V' : input === 'B' ? '18 V to 36 V' : '36 V to 72 V'} input, ${Number(v)} V output`,
        14.5,
        'DIP-24',
      ]),
    ],
    suffixes: PLAIN,
    doc: (name) => name.split('-')[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('cui-devices'),
    category: cat('dc-dc-modules'),
    weight: 2,
    rows: [
      ...cross(['Q24', 'Q48'], ['S3', 'S5', 'S12', 'S15', 'S24']).map(([vin, vout]): Row => [
        `PDQE15-${vin}-${vout}-D`,
        `Isolated DC-DC converter, 15 W, ${vin === 'Q24' ? '9 V to 36 V' : '18 V to 75 V'} input, ${vout.slice(1)} V output`,
        15.9,
        'DIP-24',
      ]),
      ...cross(['03', '05', '12', '15'], ['500', '1000']).map(([v, a]): Row => [
        `VXO78${v}-${a}`,
        `Switching regulator, ${Number(v) === 3 ? 3.3 : Number(v)} V, ${Number(a) / 1000} A, 78xx replacement`,
        2.9,
        'SIP-3',
      ]),
      ...cross(['S5', 'S12', 'S24'], ['S5', 'S12', 'D12']).map(([vin, vout]): Row => [
        `PDS1-${vin}-${vout}-M`,
        `Isolated DC-DC converter, 1 W, ${vin.slice(1)} V input, ${vout.startsWith('D') ? '±' : ''}${vout.slice(1)} V output`,
        2.6,
        'SMD',
      ]),
    ],
    suffixes: (pk) => (pk === 'SMD' ? [TAPE('-TR'), sfx('', 'Tube')] : PLAIN),
    doc: (name) => name.split('-')[0]?.toLowerCase() ?? name,
  }),
  tableSeries({
    manufacturer: mfr('murata'),
    category: cat('dc-dc-modules'),
    weight: 2,
    rows: [
      ...cross(['05', '12', '24'], ['05', '12', '15']).map(([vin, vout]): Row => [
        `NME${vin}${vout}S`,
        `Isolated DC-DC converter, 1 W, ${Number(vin)} V input, ${Number(vout)} V output`,
        3.9,
        'SIP-4',
      ]),
      ...cross(['05', '12', '24'], ['05', '12', '15']).map(([vin, vout]): Row => [
        `NME${vin}${vout}D`,
        `Isolated DC-DC converter, 1 W, ${Number(vin)} V input, ${Number(vout)} V output, DIP`,
        4.1,
        'DIP-8',
      ]),
      ...['3.3', '5', '12'].flatMap((v): Row[] => [
        [`OKI-78SR-${v}/1.5-W36`, `Switching regulator, 7 V to 36 V input, ${v} V, 1.5 A`, 4.9, 'SIP-3'],
        [`OKI-78SR-${v}/1.5-W36H`, `Switching regulator, 7 V to 36 V input, ${v} V, 1.5 A, horizontal`, 5.1, 'SIP-3'],
      ]),
    ],
    suffixes: (pk) => (pk === 'SIP-3' ? [sfx('-C', 'Bulk')] : [sfx('C', 'Tube'), sfx('', 'Tube')]),
    doc: (name) => name.slice(0, 3).toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('analog-devices'),
    category: cat('dc-dc-modules'),
    weight: 1,
    rows: [
      ['LTM8063E', 'µModule buck regulator, 40 V input, 2 A', 9.9, 'BGA-25 4x6.25'],
      ['LTM8067E', 'µModule isolated DC-DC, 2 kV, 2 W', 19.5, 'BGA-32 9x11.25'],
      ['LTM4622E', 'µModule dual buck regulator, 20 V input, 2.5 A per channel', 11.5, 'LGA-25 6.25x6.25'],
      ['LTM8033E', 'µModule buck regulator, 36 V input, 3 A, EMC compliant', 14.9, 'LGA-68 11.25x15'],
    ],
    rename: (name, pk) => `${name}${pk.startsWith('BGA') ? 'Y' : 'V'}`,
    suffixes: [sfx('#PBF', 'Tray'), TAPE('#TRPBF')],
    doc: (name) => name.slice(0, 7).toLowerCase(),
  }),
  tableSeries({
    manufacturer: mfr('texas-instruments'),
    category: cat('dc-dc-modules'),
    weight: 1,
    rows: [
      ['LMZM23601V5SIL', 'Buck power module, 36 V input, 5 V, 1 A', 3.9, 'uSIP-10 3.8x3'],
      ['LMZM23601V3SIL', 'Buck power module, 36 V input, 3.3 V, 1 A', 3.9, 'uSIP-10 3.8x3'],
      ['TPSM82821SIL', 'Buck power module, 5.5 V input, 1 A', 1.4, 'uSIP-8 2x2.5'],
      ['TPSM53602RDA', 'Buck power module, 36 V input, 2 A', 4.9, 'B3QFN-14'],
    ],
    suffixes: [TAPE('R'), TAPE('T')],
    doc: (name) => name.slice(0, 9).toLowerCase(),
  }),
]

const acdc: Series[] = [
  tableSeries({
    manufacturer: mfr('mean-well'),
    category: cat('ac-dc-modules'),
    weight: 4,
    rows: [
      ...cross([1, 2, 3, 5, 10, 15, 20, 30, 45, 60], ['3.3', '5', '12', '15', '24']).map(([w, v]): Row => [
        `IRM-${String(w).padStart(2, '0')}-${v}`,
        `AC-DC power module, ${w} W, ${v} V, ${amps(w, Number(v))}, encapsulated`,
        2.5 + w * 0.35,
        w >= 20 ? 'PCB mount, encapsulated' : 'PCB mount, compact',
      ]),
      ...cross([5, 10, 20], ['5', '12', '24']).map(([w, v]): Row => [
        `IRM-${String(w).padStart(2, '0')}-${v}ST`,
        `AC-DC power module, ${w} W, ${v} V, screw terminal`,
        4 + w * 0.35,
        'Chassis mount, screw terminal',
      ]),
      ...cross([35, 50, 75, 100, 150, 200, 350], ['5', '12', '15', '24', '36', '48']).map(([w, v]): Row => [
        `LRS-${w}-${v}`,
        `Enclosed switching power supply, ${w} W, ${v} V, ${amps(w, Number(v))}`,
        8 + w * 0.07,
        'Enclosed, chassis mount',
      ]),
      ...cross([15, 30, 60, 100], ['5', '12', '15', '24']).map(([w, v]): Row => [
        `HDR-${w}-${v}`,
        `DIN rail power supply, ${w} W, ${v} V, ${amps(w, Number(v))}`,
        12 + w * 0.12,
        'DIN rail',
      ]),
      ...cross([5, 10, 20, 30], ['5', '12', '15', '24']).map(([w, v]): Row => [
        `MPM-${String(w).padStart(2, '0')}-${v}`,
        `Medical AC-DC module, ${w} W, ${v} V, 2xMOPP`,
        6 + w * 0.4,
        'PCB mount, encapsulated',
      ]),
    ],
    suffixes: PLAIN,
    doc: (name) => name.split('-')[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('recom'),
    category: cat('ac-dc-modules'),
    weight: 2,
    rows: cross(['01', '02', '03', '05', '10'], ['3.3', '05', '12', '15', '24']).flatMap(([w, v]): Row[] => [
      [
        `RAC${w}-${v.replace('.', '')}SK`,
        `AC-DC power module, ${Number(w)} W, ${Number(v)} V, SIP`,
        3 + Number(w) * 0.8,
        'SIP-4',
      ],
      [
        `RAC${w}-${v.replace('.', '')}SC`,
        `AC-DC power module, ${Number(w)} W, ${Number(v)} V, compact`,
        3.2 + Number(w) * 0.8,
        'PCB mount, encapsulated',
      ],
    ]),
    // RAC05-05SK/277: the /277 variant takes 277 V AC input.
    suffixes: [sfx('', 'Tube'), sfx('/277', 'Tube')],
    doc: (name) => name.slice(0, 5),
  }),
  tableSeries({
    manufacturer: mfr('cui-devices'),
    category: cat('ac-dc-modules'),
    weight: 1,
    rows: cross([1, 2, 3, 5, 10], ['3R3', '5', '12', '15', '24']).map(([w, v]): Row => [
      `VSK-S${w}-${v}U`,
      `AC-DC power module, ${w} W, ${v.replace('R', '.')} V, encapsulated`,
      2.8 + w * 0.5,
      'PCB mount, encapsulated',
    ]),
    suffixes: PLAIN,
    doc: (name) => name.split('-').slice(0, 2).join('-').toLowerCase(),
  }),
]

export const POWER_MODULE_SERIES: readonly Series[] = [...dcdc, ...acdc]
