import { cat } from '../categories.ts'
import { mfr } from '../manufacturers.ts'
import type { Random } from '../random.ts'
import { PLAIN, type Row, type Series, type Suffix, sfx, tableSeries } from './kit.ts'

/**
 * Connectors, numbered by position count in each maker's scheme: JST `B2B-PH-K-S(LF)(SN)`, Molex
 * `0532610671` (PicoBlade 53261, 6 circuits), Hirose `DF40C-30DS-0.4V(51)`, Samtec `TSW-110-07-G-S`, TE
 * `1-282834-0`, Würth `61300411121`, Phoenix Contact order numbers with the type (`MKDS 1,5/ 3-5,08`) in the
 * description.
 */

const TAPE = (code: string): Suffix => sfx(code, 'Tape & Reel')

interface ConnectorFamily {
  readonly name: (positions: number, random: Random) => string
  readonly positions: readonly number[]
  readonly description: (positions: number) => string
  readonly pkg: string
  readonly price: number
  readonly suffixes?: readonly Suffix[]
  readonly doc: string
}

function connectorSeries(
  manufacturer: number,
  category: number,
  weight: number,
  families: readonly ConnectorFamily[],
  suffixes: readonly Suffix[] = PLAIN,
): Series {
  return {
    manufacturer,
    category,
    weight,
    suffixes,
    make(random) {
      const family = random.pick(families)
      const n = random.pick(family.positions)
      return {
        base: family.name(n, random),
        package: family.pkg,
        description: family.description(n),
        price: family.price * (1 + n * 0.06) * random.float(0.9, 1.2),
        ...(family.suffixes === undefined ? {} : { suffixes: family.suffixes }),
        attributes: [{ name: 'Positions', value: String(n) }],
        doc: family.doc,
      }
    },
  }
}

const range = (from: number, to: number, step = 1): number[] => {
  const out: number[] = []
  for (let n = from; n <= to; n += step) out.push(n)
  return out
}
const p2 = (n: number): string => String(n).padStart(2, '0')
const p3 = (n: number): string => String(n).padStart(3, '0')

const JST_SUFFIXES: readonly Suffix[] = [sfx('(LF)(SN)', 'Bulk'), sfx('', 'Bulk')]

const headers: Series[] = [
  connectorSeries(mfr('samtec'), cat('headers'), 4, [
    {
      name: (n, r) =>
        `TSW-1${p2(n)}-${r.pick(['07', '08', '14', '23'] as const)}-${r.pick(['G', 'T', 'L', 'F'] as const)}-S`,
      positions: range(2, 40),
      description: (n) => `Pin header, 1x${n} positions, 2.54 mm pitch, through hole`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.2,
      doc: 'tsw-1xx-xx-xxx-x-x-xxx-mkt',
    },
    {
      name: (n, r) => `TSW-1${p2(n)}-${r.pick(['07', '08', '14'] as const)}-${r.pick(['G', 'T', 'L'] as const)}-D`,
      positions: range(2, 40),
      description: (n) => `Pin header, 2x${n} positions, 2.54 mm pitch, through hole`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.3,
      doc: 'tsw-1xx-xx-xxx-d-xxx-mkt',
    },
    {
      name: (n, r) => `FTSH-1${p2(n)}-01-${r.pick(['F', 'L'] as const)}-DV-K`,
      positions: range(3, 25),
      description: (n) => `Pin header, 2x${n} positions, 1.27 mm pitch, SMD, keyed`,
      pkg: 'SMD, 1.27 mm',
      price: 0.9,
      doc: 'ftsh-1xx-xx-xxx-dv-xxx-xxx-mkt',
    },
    {
      name: (n, r) => `SSW-1${p2(n)}-01-${r.pick(['T', 'G'] as const)}-${r.pick(['S', 'D'] as const)}`,
      positions: range(2, 40),
      description: (n) => `Socket strip, ${n} positions per row, 2.54 mm pitch, through hole`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.5,
      doc: 'ssw-1xx-xx-xxx-x-x-xxx-mkt',
    },
  ]),
  connectorSeries(mfr('harwin'), cat('headers'), 3, [
    {
      name: (n) => `M20-999${p2(n)}46`,
      positions: range(2, 36),
      description: (n) => `Pin header, 1x${n} positions, 2.54 mm pitch, through hole, vertical`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.12,
      doc: 'M20-999',
    },
    {
      name: (n) => `M20-998${p2(n)}46`,
      positions: range(2, 36),
      description: (n) => `Pin header, 2x${n} positions, 2.54 mm pitch, through hole, vertical`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.2,
      doc: 'M20-998',
    },
    {
      name: (n) => `M50-35${p3(n)}42`,
      positions: range(3, 25),
      description: (n) => `Archer pin header, 2x${n} positions, 1.27 mm pitch, SMD`,
      pkg: 'SMD, 1.27 mm',
      price: 0.6,
      doc: 'M50-350',
    },
    {
      name: (n) => `M20-78${p2(n)}046`,
      positions: range(2, 20),
      description: (n) => `Female socket, 1x${n} positions, 2.54 mm pitch, through hole`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.3,
      doc: 'M20-78',
    },
  ]),
  connectorSeries(mfr('wurth-elektronik'), cat('headers'), 4, [
    {
      name: (n) => `6130${p2(n)}11121`,
      positions: range(2, 40),
      description: (n) => `WR-PHD pin header, 1x${n} positions, 2.54 mm pitch, THT, vertical`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.1,
      doc: 'WR-PHD-2.54',
    },
    {
      name: (n) => `6130${p2(n * 2)}21121`,
      positions: range(2, 25),
      description: (n) => `WR-PHD pin header, 2x${n} positions, 2.54 mm pitch, THT, vertical`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.18,
      doc: 'WR-PHD-2.54',
    },
    {
      name: (n) => `6130${p2(n)}18121`,
      positions: range(2, 40),
      description: (n) => `WR-PHD female header, 1x${n} positions, 2.54 mm pitch, THT`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.2,
      doc: 'WR-PHD-2.54-FEMALE',
    },
  ]),
  connectorSeries(mfr('amphenol'), cat('headers'), 3, [
    {
      name: (n) => `68000-1${p2(n)}HLF`,
      positions: range(2, 36),
      description: (n) => `BergStik pin header, 1x${n} positions, 2.54 mm pitch`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.15,
      doc: '68000',
    },
    {
      name: (n) => `67996-1${p2(n * 2)}HLF`,
      positions: range(2, 25),
      description: (n) => `BergStik pin header, 2x${n} positions, 2.54 mm pitch`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.25,
      doc: '67996',
    },
    {
      name: (n) => `20021121-000${p2(n * 2)}C4LF`,
      positions: range(3, 25),
      description: (n) => `Minitek127 pin header, 2x${n} positions, 1.27 mm pitch, SMD`,
      pkg: 'SMD, 1.27 mm',
      price: 0.7,
      doc: '20021121',
    },
  ]),
  connectorSeries(mfr('molex'), cat('headers'), 3, [
    {
      name: (n) => `0022232${p2(n)}1`,
      positions: range(2, 12),
      description: (n) => `KK 254 header, ${n} circuits, 2.54 mm pitch, vertical, friction lock`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.2,
      doc: '0022232021',
    },
    {
      name: (n) => `0022284${p3(n * 10)}`,
      positions: range(2, 36),
      description: (n) => `KK 254 breakaway header, ${n} circuits, 2.54 mm pitch`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.15,
      doc: '0022284020',
    },
  ]),
]

const wireToBoard: Series[] = [
  connectorSeries(
    mfr('jst'),
    cat('wire-to-board'),
    10,
    [
      {
        name: (n) => `B${n}B-PH-K-S`,
        positions: range(2, 16),
        description: (n) => `PH header, ${n} circuits, 2.0 mm pitch, top entry, through hole`,
        pkg: 'Through hole, 2.0 mm',
        price: 0.06,
        suffixes: JST_SUFFIXES,
        doc: 'ePH',
      },
      {
        name: (n) => `S${n}B-PH-K-S`,
        positions: range(2, 16),
        description: (n) => `PH header, ${n} circuits, 2.0 mm pitch, side entry, through hole`,
        pkg: 'Through hole, 2.0 mm',
        price: 0.07,
        suffixes: JST_SUFFIXES,
        doc: 'ePH',
      },
      {
        name: (n) => `B${n}B-PH-SM4-TB`,
        positions: range(2, 16),
        description: (n) => `PH header, ${n} circuits, 2.0 mm pitch, top entry, SMD`,
        pkg: 'SMD, 2.0 mm',
        price: 0.12,
        suffixes: JST_SUFFIXES,
        doc: 'ePH',
      },
      {
        name: (n) => `PHR-${n}`,
        positions: range(2, 16),
        description: (n) => `PH housing, ${n} circuits, 2.0 mm pitch`,
        pkg: 'Cable housing, 2.0 mm',
        price: 0.03,
        doc: 'ePH',
      },
      {
        name: (n) => `B${n}B-XH-A`,
        positions: range(2, 16),
        description: (n) => `XH header, ${n} circuits, 2.5 mm pitch, top entry, through hole`,
        pkg: 'Through hole, 2.5 mm',
        price: 0.06,
        suffixes: JST_SUFFIXES,
        doc: 'eXH',
      },
      {
        name: (n) => `S${n}B-XH-A-1`,
        positions: range(2, 16),
        description: (n) => `XH header, ${n} circuits, 2.5 mm pitch, side entry, through hole`,
        pkg: 'Through hole, 2.5 mm',
        price: 0.07,
        suffixes: JST_SUFFIXES,
        doc: 'eXH',
      },
      {
        name: (n) => `XHP-${n}`,
        positions: range(2, 16),
        description: (n) => `XH housing, ${n} circuits, 2.5 mm pitch`,
        pkg: 'Cable housing, 2.5 mm',
        price: 0.03,
        doc: 'eXH',
      },
      {
        name: (n) => `SM${p2(n)}B-SRSS-TB`,
        positions: range(2, 20),
        description: (n) => `SH header, ${n} circuits, 1.0 mm pitch, side entry, SMD`,
        pkg: 'SMD, 1.0 mm',
        price: 0.12,
        suffixes: JST_SUFFIXES,
        doc: 'eSH',
      },
      {
        name: (n) => `BM${p2(n)}B-SRSS-TB`,
        positions: range(2, 20),
        description: (n) => `SH header, ${n} circuits, 1.0 mm pitch, top entry, SMD`,
        pkg: 'SMD, 1.0 mm',
        price: 0.13,
        suffixes: JST_SUFFIXES,
        doc: 'eSH',
      },
      {
        name: (n) => `SHR-${p2(n)}V-S-B`,
        positions: range(2, 20),
        description: (n) => `SH housing, ${n} circuits, 1.0 mm pitch`,
        pkg: 'Cable housing, 1.0 mm',
        price: 0.04,
        doc: 'eSH',
      },
      {
        name: (n) => `SM${p2(n)}B-GHS-TB`,
        positions: range(2, 15),
        description: (n) => `GH header, ${n} circuits, 1.25 mm pitch, side entry, SMD`,
        pkg: 'SMD, 1.25 mm',
        price: 0.14,
        suffixes: JST_SUFFIXES,
        doc: 'eGH',
      },
      {
        name: (n) => `BM${p2(n)}B-GHS-TBT`,
        positions: range(2, 15),
        description: (n) => `GH header, ${n} circuits, 1.25 mm pitch, top entry, SMD`,
        pkg: 'SMD, 1.25 mm',
        price: 0.15,
        suffixes: [sfx('(LF)(SN)(N)', 'Bulk'), sfx('(LF)(SN)', 'Bulk')],
        doc: 'eGH',
      },
      {
        name: (n) => `B${n}B-ZR`,
        positions: range(2, 12),
        description: (n) => `ZH header, ${n} circuits, 1.5 mm pitch, top entry, through hole`,
        pkg: 'Through hole, 1.5 mm',
        price: 0.06,
        suffixes: JST_SUFFIXES,
        doc: 'eZH',
      },
      {
        name: (n) => `B${n}B-EH-A`,
        positions: range(2, 15),
        description: (n) => `EH header, ${n} circuits, 2.5 mm pitch, top entry`,
        pkg: 'Through hole, 2.5 mm',
        price: 0.06,
        suffixes: JST_SUFFIXES,
        doc: 'eEH',
      },
      {
        name: (n) => `B${n}P-VH`,
        positions: range(2, 10),
        description: (n) => `VH header, ${n} circuits, 3.96 mm pitch, top entry`,
        pkg: 'Through hole, 3.96 mm',
        price: 0.12,
        suffixes: JST_SUFFIXES,
        doc: 'eVH',
      },
    ],
    JST_SUFFIXES,
  ),
  connectorSeries(mfr('molex'), cat('wire-to-board'), 8, [
    {
      name: (n) => `053261${p2(n)}71`,
      positions: range(2, 15),
      description: (n) => `PicoBlade header, ${n} circuits, 1.25 mm pitch, right angle, SMD`,
      pkg: 'SMD, 1.25 mm',
      price: 0.2,
      doc: '532610271',
    },
    {
      name: (n) => `053047${p2(n)}10`,
      positions: range(2, 15),
      description: (n) => `PicoBlade header, ${n} circuits, 1.25 mm pitch, vertical, through hole`,
      pkg: 'Through hole, 1.25 mm',
      price: 0.15,
      doc: '530470210',
    },
    {
      name: (n) => `053048${p2(n)}10`,
      positions: range(2, 15),
      description: (n) => `PicoBlade header, ${n} circuits, 1.25 mm pitch, right angle, through hole`,
      pkg: 'Through hole, 1.25 mm',
      price: 0.16,
      doc: '530480210',
    },
    {
      name: (n) => `051021${p2(n)}00`,
      positions: range(2, 15),
      description: (n) => `PicoBlade receptacle housing, ${n} circuits, 1.25 mm pitch`,
      pkg: 'Cable housing, 1.25 mm',
      price: 0.05,
      doc: '510210200',
    },
    {
      name: (n) => `043650${p2(n)}00`,
      positions: range(2, 12),
      description: (n) => `Micro-Fit 3.0 header, ${n} circuits, single row, 3.0 mm pitch, right angle`,
      pkg: 'Through hole, 3.0 mm',
      price: 0.4,
      doc: '436500200',
    },
    {
      name: (n) => `043045${p2(n * 2)}00`,
      positions: range(1, 12),
      description: (n) => `Micro-Fit 3.0 header, ${n * 2} circuits, dual row, 3.0 mm pitch, right angle`,
      pkg: 'Through hole, 3.0 mm',
      price: 0.6,
      doc: '430450200',
    },
    {
      name: (n) => `043025${p2(n * 2)}00`,
      positions: range(1, 12),
      description: (n) => `Micro-Fit 3.0 receptacle housing, ${n * 2} circuits, dual row`,
      pkg: 'Cable housing, 3.0 mm',
      price: 0.15,
      doc: '430250200',
    },
    {
      name: (n) => `05025851${p2(n)}`,
      positions: range(2, 12),
      description: (n) => `CLIK-Mate header, ${n} circuits, 1.5 mm pitch, SMD`,
      pkg: 'SMD, 1.5 mm',
      price: 0.3,
      doc: '5025850270',
    },
  ]),
  connectorSeries(mfr('te-connectivity'), cat('wire-to-board'), 5, [
    {
      name: (n) => (n < 10 ? `640456-${n}` : `1-640456-${n - 10}`),
      positions: range(2, 15),
      description: (n) => `MTA-100 header, ${n} positions, 2.54 mm pitch, vertical`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.25,
      doc: 'ENG_CD_640456',
    },
    {
      name: (n) => (n < 10 ? `292132-${n}` : `1-292132-${n - 10}`),
      positions: range(2, 15),
      description: (n) => `EI header, ${n} positions, 2.5 mm pitch, right angle`,
      pkg: 'Through hole, 2.5 mm',
      price: 0.2,
      doc: 'ENG_CD_292132',
    },
    {
      name: (n) => (n < 10 ? `1734595-${n}` : `1-1734595-${n - 10}`),
      positions: range(2, 12),
      description: (n) => `Micro MaTch receptacle, ${n} positions, 1.27 mm pitch`,
      pkg: 'Cable mount, 1.27 mm',
      price: 0.35,
      doc: 'ENG_CD_1734595',
    },
  ]),
  connectorSeries(mfr('hirose'), cat('wire-to-board'), 5, [
    {
      name: (n) => `DF13-${n}P-1.25DSA`,
      positions: range(2, 15),
      description: (n) => `DF13 header, ${n} positions, 1.25 mm pitch, vertical, through hole`,
      pkg: 'Through hole, 1.25 mm',
      price: 0.2,
      suffixes: [sfx('(50)', 'Bulk'), sfx('(75)', 'Tape & Reel')],
      doc: 'DF13',
    },
    {
      name: (n) => `DF13-${n}P-1.25H`,
      positions: range(2, 15),
      description: (n) => `DF13 header, ${n} positions, 1.25 mm pitch, right angle, SMD`,
      pkg: 'SMD, 1.25 mm',
      price: 0.25,
      suffixes: [sfx('(50)', 'Tape & Reel'), sfx('(75)', 'Tape & Reel')],
      doc: 'DF13',
    },
    {
      name: (n) => `DF13-${n}S-1.25C`,
      positions: range(2, 15),
      description: (n) => `DF13 crimp socket housing, ${n} positions, 1.25 mm pitch`,
      pkg: 'Cable housing, 1.25 mm',
      price: 0.08,
      doc: 'DF13',
    },
    {
      name: (n) => `DF11-${n * 2}DP-2DSA`,
      positions: range(2, 16),
      description: (n) => `DF11 header, ${n * 2} positions, dual row, 2.0 mm pitch`,
      pkg: 'Through hole, 2.0 mm',
      price: 0.3,
      suffixes: [sfx('(01)', 'Bulk'), sfx('(08)', 'Bulk')],
      doc: 'DF11',
    },
    {
      name: (n) => `DF3A-${n}P-2DSA`,
      positions: range(2, 15),
      description: (n) => `DF3 header, ${n} positions, 2.0 mm pitch, vertical`,
      pkg: 'Through hole, 2.0 mm',
      price: 0.18,
      suffixes: [sfx('(01)', 'Bulk')],
      doc: 'DF3',
    },
  ]),
]

const usb: Series[] = [
  tableSeries({
    manufacturer: mfr('amphenol'),
    category: cat('usb-connectors'),
    weight: 3,
    rows: [
      ['10118193-0001LF', 'USB 2.0 Micro-B receptacle, 5 positions, SMD, right angle', 0.35, 'SMD'],
      ['10118194-0001LF', 'USB 2.0 Micro-B receptacle, 5 positions, SMD, right angle, flanged', 0.38, 'SMD'],
      ['10103594-0001LF', 'USB 2.0 Micro-B receptacle, 5 positions, bottom mount', 0.4, 'SMD'],
      ['12401610E4#2A', 'USB 3.1 Type-C receptacle, 24 positions, SMD, right angle', 1.1, 'SMD'],
      ['12402012E212A', 'USB 2.0 Type-C receptacle, 16 positions, SMD, right angle', 0.6, 'SMD'],
      ['87583-2010BLF', 'USB 2.0 Type-A receptacle, 4 positions, through hole', 0.45, 'Through hole'],
      ['61729-0010BLF', 'USB 2.0 Type-B receptacle, 4 positions, through hole', 0.5, 'Through hole'],
    ],
    suffixes: PLAIN,
    doc: (name) => name.split(/[-#]/)[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('molex'),
    category: cat('usb-connectors'),
    weight: 3,
    rows: [
      ['1050170001', 'USB 2.0 Micro-B receptacle, 5 positions, SMD, right angle', 0.35, 'SMD'],
      ['1050171001', 'USB 2.0 Micro-B receptacle, 5 positions, SMD, bottom mount', 0.36, 'SMD'],
      ['2171750001', 'USB Type-C receptacle, 24 positions, SMD and through hole, right angle', 0.9, 'SMD'],
      ['2171790001', 'USB Type-C receptacle, 16 positions, SMD, right angle', 0.7, 'SMD'],
      ['0675031020', 'USB 2.0 Type-A receptacle, 4 positions, through hole, right angle', 0.5, 'Through hole'],
      ['0482580002', 'USB 2.0 Type-A receptacle, vertical, through hole', 0.55, 'Through hole'],
    ],
    suffixes: PLAIN,
  }),
  tableSeries({
    manufacturer: mfr('gct'),
    category: cat('usb-connectors'),
    weight: 3,
    rows: [
      ['USB4105-GF-A', 'USB 2.0 Type-C receptacle, 16 positions, SMD, right angle', 0.55, 'SMD'],
      ['USB4085-GF-A', 'USB 2.0 Type-C receptacle, 16 positions, SMD and through hole', 0.6, 'SMD'],
      ['USB4110-GF-A', 'USB 2.0 Type-C receptacle, 16 positions, through hole', 0.65, 'Through hole'],
      ['USB4125-GF-A-0190', 'USB 2.0 Type-C receptacle, 6 positions, power only', 0.4, 'SMD'],
      ['USB3140-30-0170-1-C', 'USB 2.0 Micro-B receptacle, 5 positions, SMD', 0.3, 'SMD'],
      ['USB3131-30-0230-A', 'USB 2.0 Micro-B receptacle, 5 positions, mid mount', 0.35, 'SMD'],
      ['USB1061-GF-L-A', 'USB 3.0 Type-A receptacle, 9 positions, through hole', 0.7, 'Through hole'],
    ],
    suffixes: PLAIN,
  }),
  tableSeries({
    manufacturer: mfr('wurth-elektronik'),
    category: cat('usb-connectors'),
    weight: 2,
    rows: [
      ['629105150521', 'WR-COM USB 2.0 Micro-B receptacle, SMD, horizontal', 0.4, 'SMD'],
      ['629105136821', 'WR-COM USB 2.0 Micro-B receptacle, SMD, bottom mount', 0.45, 'SMD'],
      ['632723300011', 'WR-COM USB 3.1 Type-C receptacle, 24 positions, SMD', 1.2, 'SMD'],
      ['632723130112', 'WR-COM USB 2.0 Type-C receptacle, 16 positions, SMD', 0.7, 'SMD'],
      ['614004134726', 'WR-COM USB 2.0 Type-B receptacle, through hole', 0.5, 'Through hole'],
    ],
    suffixes: PLAIN,
    doc: () => 'WR-COM',
  }),
  tableSeries({
    manufacturer: mfr('hirose'),
    category: cat('usb-connectors'),
    weight: 2,
    rows: [
      ['ZX62R-B-5P', 'USB 2.0 Micro-B receptacle, 5 positions, SMD, right angle', 0.4, 'SMD'],
      ['ZX62D-B-5P8', 'USB 2.0 Micro-B receptacle, 5 positions, SMD, reinforced', 0.45, 'SMD'],
      ['UX60SC-MB-5ST', 'USB 2.0 Mini-B receptacle, 5 positions, SMD', 0.5, 'SMD'],
      ['CX70M-24P1', 'USB 3.1 Type-C receptacle, 24 positions, SMD', 1.2, 'SMD'],
    ],
    suffixes: [sfx('(30)', 'Tape & Reel'), sfx('(80)', 'Tape & Reel')],
  }),
  tableSeries({
    manufacturer: mfr('cui-devices'),
    category: cat('usb-connectors'),
    weight: 2,
    rows: [
      ['UJ2-MBH-1-SMT', 'USB 2.0 Micro-B receptacle, 5 positions, SMD, horizontal', 0.4, 'SMD'],
      ['UJC-HP-3-SMT', 'USB 2.0 Type-C receptacle, power only, SMD', 0.45, 'SMD'],
      ['UJ20-C-H-G-SMT-1', 'USB 2.0 Type-C receptacle, 16 positions, SMD', 0.6, 'SMD'],
      ['UJ31-CH-3-SMT', 'USB 3.1 Type-C receptacle, 24 positions, SMD', 1, 'SMD'],
      ['UJ2-ADH-TH', 'USB 2.0 Type-A receptacle, through hole', 0.45, 'Through hole'],
    ],
    suffixes: [TAPE('-TR'), sfx('', 'Tray')],
  }),
]

const boardToBoard: Series[] = [
  connectorSeries(mfr('hirose'), cat('board-to-board'), 4, [
    {
      name: (n) => `DF40C-${n}DS-0.4V`,
      positions: range(10, 100, 10),
      description: (n) => `DF40 receptacle, ${n} positions, 0.4 mm pitch, 1.5 mm stack`,
      pkg: 'SMD, 0.4 mm',
      price: 0.4,
      suffixes: [TAPE('(51)'), TAPE('(58)')],
      doc: 'DF40',
    },
    {
      name: (n) => `DF40HC(3.0)-${n}DS-0.4V`,
      positions: range(10, 100, 10),
      description: (n) => `DF40 header, ${n} positions, 0.4 mm pitch, 3.0 mm stack`,
      pkg: 'SMD, 0.4 mm',
      price: 0.45,
      suffixes: [TAPE('(51)'), TAPE('(58)')],
      doc: 'DF40',
    },
    {
      name: (n) => `DF12(3.0)-${n}DP-0.5V`,
      positions: range(10, 80, 10),
      description: (n) => `DF12 header, ${n} positions, 0.5 mm pitch, 3.0 mm stack`,
      pkg: 'SMD, 0.5 mm',
      price: 0.5,
      suffixes: [TAPE('(86)'), TAPE('(81)')],
      doc: 'DF12',
    },
    {
      name: (n) => `BM28B0.6-${n}DS/2-0.35V`,
      positions: range(10, 50, 10),
      description: (n) => `BM28 receptacle, ${n} positions, 0.35 mm pitch, 0.6 mm stack`,
      pkg: 'SMD, 0.35 mm',
      price: 0.6,
      suffixes: [TAPE('(53)')],
      doc: 'BM28',
    },
  ]),
  connectorSeries(mfr('samtec'), cat('board-to-board'), 3, [
    {
      name: (n, r) => `QSH-0${p2(n)}-01-${r.pick(['L', 'F'] as const)}-D-A`,
      positions: [20, 30, 40, 60],
      description: (n) => `Q Strip socket, ${n * 2} positions, 0.5 mm pitch, high speed`,
      pkg: 'SMD, 0.5 mm',
      price: 3.2,
      doc: 'qsh-xxx-01-x-d-xx-mkt',
    },
    {
      name: (n, r) => `QTH-0${p2(n)}-01-${r.pick(['L', 'F'] as const)}-D-A`,
      positions: [20, 30, 40, 60],
      description: (n) => `Q Strip terminal, ${n * 2} positions, 0.5 mm pitch, high speed`,
      pkg: 'SMD, 0.5 mm',
      price: 3,
      doc: 'qth-xxx-01-x-d-xx-mkt',
    },
    {
      name: (n, r) => `TFM-1${p2(n)}-02-${r.pick(['S', 'L'] as const)}-D`,
      positions: range(5, 50, 5),
      description: (n) => `Tiger Eye terminal strip, 2x${n} positions, 1.27 mm pitch`,
      pkg: 'SMD, 1.27 mm',
      price: 1.8,
      doc: 'tfm-1xx-xx-x-d-xxx-mkt',
    },
  ]),
  connectorSeries(mfr('molex'), cat('board-to-board'), 3, [
    {
      name: (n) => `505070${p2(n)}22`,
      positions: range(10, 60, 2),
      description: (n) => `SlimStack plug, ${n} circuits, 0.35 mm pitch`,
      pkg: 'SMD, 0.35 mm',
      price: 0.35,
      doc: '5050700822',
    },
    {
      name: (n) => `505066${p2(n)}22`,
      positions: range(10, 60, 2),
      description: (n) => `SlimStack receptacle, ${n} circuits, 0.35 mm pitch`,
      pkg: 'SMD, 0.35 mm',
      price: 0.35,
      doc: '5050660822',
    },
  ]),
  connectorSeries(mfr('panasonic'), cat('board-to-board'), 2, [
    {
      name: (n) => `AXK5F${p2(n)}347YG`,
      positions: range(10, 80, 2),
      description: (n) => `P4S socket, ${n} positions, 0.4 mm pitch`,
      pkg: 'SMD, 0.4 mm',
      price: 0.5,
      doc: 'AXK5F',
    },
    {
      name: (n) => `AXK6F${p2(n)}347YG`,
      positions: range(10, 80, 2),
      description: (n) => `P4S header, ${n} positions, 0.4 mm pitch`,
      pkg: 'SMD, 0.4 mm',
      price: 0.5,
      doc: 'AXK6F',
    },
  ]),
]

const fpc: Series[] = [
  connectorSeries(mfr('hirose'), cat('fpc-connectors'), 4, [
    {
      name: (n) => `FH12-${n}S-0.5SH`,
      positions: range(4, 50, 2),
      description: (n) => `FFC/FPC connector, ${n} positions, 0.5 mm pitch, bottom contact, slide lock`,
      pkg: 'SMD, 0.5 mm',
      price: 0.35,
      suffixes: [TAPE('(55)'), sfx('(10)', 'Tray')],
      doc: 'FH12',
    },
    {
      name: (n) => `FH19C-${n}S-0.5SH`,
      positions: range(4, 40, 2),
      description: (n) => `FFC/FPC connector, ${n} positions, 0.5 mm pitch, 1.0 mm height`,
      pkg: 'SMD, 0.5 mm',
      price: 0.4,
      suffixes: [TAPE('(10)'), TAPE('(05)')],
      doc: 'FH19',
    },
    {
      name: (n) => `FH34SRJ-${n}S-0.5SH`,
      positions: range(4, 40, 2),
      description: (n) => `FFC/FPC connector, ${n} positions, 0.5 mm pitch, back flip lock`,
      pkg: 'SMD, 0.5 mm',
      price: 0.45,
      suffixes: [TAPE('(50)')],
      doc: 'FH34SRJ',
    },
    {
      name: (n) => `FH26W-${n}S-0.3SHW`,
      positions: range(13, 71, 2),
      description: (n) => `FFC/FPC connector, ${n} positions, 0.3 mm pitch, dual contact`,
      pkg: 'SMD, 0.3 mm',
      price: 0.6,
      suffixes: [TAPE('(60)'), TAPE('(97)')],
      doc: 'FH26W',
    },
  ]),
  connectorSeries(mfr('molex'), cat('fpc-connectors'), 3, [
    {
      name: (n) => `503480${p2(n)}00`,
      positions: range(6, 50, 2),
      description: (n) => `Easy-On FFC/FPC connector, ${n} circuits, 0.5 mm pitch, right angle`,
      pkg: 'SMD, 0.5 mm',
      price: 0.35,
      doc: '5034800600',
    },
    {
      name: (n) => `052271${p2(n)}69`,
      positions: range(4, 30, 1),
      description: (n) => `Easy-On FFC/FPC connector, ${n} circuits, 1.0 mm pitch`,
      pkg: 'SMD, 1.0 mm',
      price: 0.3,
      doc: '522710469',
    },
    {
      name: (n) => `505110${p2(n)}92`,
      positions: range(8, 50, 2),
      description: (n) => `Easy-On FFC/FPC connector, ${n} circuits, 0.5 mm pitch, back flip`,
      pkg: 'SMD, 0.5 mm',
      price: 0.4,
      doc: '5051100892',
    },
  ]),
  connectorSeries(mfr('wurth-elektronik'), cat('fpc-connectors'), 2, [
    {
      name: (n) => `6871${p2(n)}14022`,
      positions: range(4, 40, 2),
      description: (n) => `WR-FPC connector, ${n} positions, 0.5 mm pitch, horizontal, bottom contact`,
      pkg: 'SMD, 0.5 mm',
      price: 0.3,
      doc: 'WR-FPC-0.5',
    },
    {
      name: (n) => `6861${p2(n)}14822`,
      positions: range(4, 30, 2),
      description: (n) => `WR-FPC connector, ${n} positions, 1.0 mm pitch, horizontal`,
      pkg: 'SMD, 1.0 mm',
      price: 0.28,
      doc: 'WR-FPC-1.0',
    },
  ]),
  connectorSeries(
    mfr('jst'),
    cat('fpc-connectors'),
    2,
    [
      {
        name: (n) => `${p2(n)}FLZ-SM1-TB`,
        positions: range(4, 40, 2),
        description: (n) => `FLZ FFC/FPC connector, ${n} circuits, 0.5 mm pitch`,
        pkg: 'SMD, 0.5 mm',
        price: 0.3,
        doc: 'eFLZ',
      },
    ],
    JST_SUFFIXES,
  ),
]

/** Phoenix Contact order numbers are seven digits, the last one a check digit. */
function phoenixNumber(stem: number): string {
  const digits = String(stem).padStart(6, '0')
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 3 : 1)
  return `${digits}${(10 - (sum % 10)) % 10}`
}

// Four-digit family stems: with two digits of position count and the check digit, seven digits in all.
const PHOENIX: ReadonlyArray<readonly [stem: number, type: (n: number) => string, pitch: string, kind: string]> = [
  [1935, (n) => `MKDS 1,5/ ${n}-5,08`, '5.08 mm', 'PCB screw terminal block'],
  [1729, (n) => `MKDS 3/ ${n}-5,08`, '5.08 mm', 'PCB screw terminal block, 3 mm²'],
  [1984, (n) => `MPT 0,5/ ${n}-2,54`, '2.54 mm', 'PCB screw terminal block, miniature'],
  [1990, (n) => `PT 1,5/ ${n}-3,5-H`, '3.5 mm', 'PCB spring terminal block, push-in'],
  [1803, (n) => `MC 1,5/ ${n}-G-3,81`, '3.81 mm', 'Pluggable header'],
  [1757, (n) => `MSTB 2,5/ ${n}-G-5,08`, '5.08 mm', 'Pluggable header'],
  [1754, (n) => `MSTB 2,5/ ${n}-ST-5,08`, '5.08 mm', 'Pluggable plug'],
]

const terminals: Series[] = [
  {
    manufacturer: mfr('phoenix-contact'),
    category: cat('terminal-blocks'),
    weight: 4,
    suffixes: [sfx('', 'Bulk')],
    make(random) {
      const [stem, type, pitch, kind] = random.pick(PHOENIX)
      const n = random.int(2, 16)
      const name = type(n)
      return {
        base: phoenixNumber(stem * 100 + n),
        package: `Through hole, ${pitch}`,
        description: `${kind}, ${name}, ${n} positions, ${pitch} pitch`,
        price: (0.15 + n * 0.08) * random.float(0.9, 1.2),
        attributes: [
          { name: 'Positions', value: String(n) },
          { name: 'Type', value: name },
        ],
        doc: name.replace(/[ ,/]+/g, '_'),
      }
    },
  },
  connectorSeries(mfr('wurth-elektronik'), cat('terminal-blocks'), 3, [
    {
      name: (n) => `6911377100${p2(n)}`,
      positions: range(2, 12),
      description: (n) => `WR-TBL screw terminal block, ${n} positions, 5.0 mm pitch`,
      pkg: 'Through hole, 5.0 mm',
      price: 0.15,
      doc: 'WR-TBL-5.00',
    },
    {
      name: (n) => `6912141100${p2(n)}`,
      positions: range(2, 12),
      description: (n) => `WR-TBL screw terminal block, ${n} positions, 3.5 mm pitch`,
      pkg: 'Through hole, 3.5 mm',
      price: 0.14,
      doc: 'WR-TBL-3.50',
    },
    {
      name: (n) => `6913152100${p2(n)}`,
      positions: range(2, 12),
      description: (n) => `WR-TBL pluggable header, ${n} positions, 3.81 mm pitch`,
      pkg: 'Through hole, 3.81 mm',
      price: 0.12,
      doc: 'WR-TBL-3.81',
    },
  ]),
  connectorSeries(mfr('cui-devices'), cat('terminal-blocks'), 2, [
    {
      name: (n) => `TB001-500-${p2(n)}BE`,
      positions: range(2, 12),
      description: (n) => `Screw terminal block, ${n} positions, 5.0 mm pitch, blue`,
      pkg: 'Through hole, 5.0 mm',
      price: 0.14,
      doc: 'tb001-500',
    },
    {
      name: (n) => `TB002-500-${p2(n)}BE`,
      positions: range(2, 12),
      description: (n) => `Screw terminal block, ${n} positions, 5.0 mm pitch, low profile`,
      pkg: 'Through hole, 5.0 mm',
      price: 0.15,
      doc: 'tb002-500',
    },
    {
      name: (n) => `TB007-508-${p2(n)}BE`,
      positions: range(2, 12),
      description: (n) => `Screw terminal block, ${n} positions, 5.08 mm pitch, rising cage`,
      pkg: 'Through hole, 5.08 mm',
      price: 0.17,
      doc: 'tb007-508',
    },
  ]),
  connectorSeries(mfr('te-connectivity'), cat('terminal-blocks'), 3, [
    {
      name: (n) => (n < 10 ? `282834-${n}` : `1-282834-${n - 10}`),
      positions: range(2, 12),
      description: (n) => `Terminal block, ${n} positions, 2.54 mm pitch, side entry`,
      pkg: 'Through hole, 2.54 mm',
      price: 0.2,
      doc: 'ENG_CD_282834',
    },
    {
      name: (n) => (n < 10 ? `796949-${n}` : `1-796949-${n - 10}`),
      positions: range(2, 12),
      description: (n) => `Terminal block, ${n} positions, 5.08 mm pitch`,
      pkg: 'Through hole, 5.08 mm',
      price: 0.25,
      doc: 'ENG_CD_796949',
    },
    {
      name: (n) => (n < 10 ? `1776275-${n}` : `2-1776275-${n - 10}`),
      positions: range(2, 12),
      description: (n) => `Terminal block, ${n} positions, 3.5 mm pitch`,
      pkg: 'Through hole, 3.5 mm',
      price: 0.2,
      doc: 'ENG_CD_1776275',
    },
  ]),
]

const RF_ROWS_HIROSE: readonly Row[] = [
  ['U.FL-R-SMT-1', 'U.FL receptacle, 50 Ω, SMD, up to 6 GHz', 0.3, 'SMD'],
  ['W.FL-R-SMT-1', 'W.FL receptacle, 50 Ω, SMD, ultra-small', 0.45, 'SMD'],
  ['U.FL-LP-040', 'U.FL plug, for 1.13 mm cable', 0.4, 'Cable mount'],
  ['MS-156C', 'RF test switch connector, SMD', 0.35, 'SMD'],
]

const rfConnectors: Series[] = [
  tableSeries({
    manufacturer: mfr('hirose'),
    category: cat('rf-connectors'),
    weight: 2,
    rows: RF_ROWS_HIROSE,
    suffixes: [TAPE('(10)'), TAPE('(80)'), sfx('(01)', 'Bulk')],
    doc: (name) => name.split('-')[0] ?? name,
  }),
  tableSeries({
    manufacturer: mfr('amphenol'),
    category: cat('rf-connectors'),
    weight: 2,
    rows: [
      ['132134', 'SMA jack, end launch, 50 Ω, PCB edge', 1.9, 'Edge mount'],
      ['132289', 'SMA jack, vertical, 50 Ω, through hole', 1.6, 'Through hole'],
      ['901-144-8RFX', 'SMA jack, bulkhead, 50 Ω', 2.4, 'Panel mount'],
      ['132322', 'SMA jack, edge mount, 50 Ω, 0.062" board', 2.1, 'Edge mount'],
      ['A-1JB', 'U.FL-compatible receptacle, SMD', 0.35, 'SMD'],
    ],
    suffixes: PLAIN,
  }),
  tableSeries({
    manufacturer: mfr('molex'),
    category: cat('rf-connectors'),
    weight: 2,
    rows: [
      ['0732511150', 'SMA jack, PCB vertical, 50 Ω', 1.5, 'Through hole'],
      ['0732511350', 'SMA jack, end launch, 50 Ω', 1.8, 'Edge mount'],
      ['0734120110', 'MHF microminiature receptacle, 50 Ω, SMD', 0.3, 'SMD'],
      ['0734150961', 'MHF plug with 100 mm cable', 1.2, 'Cable assembly'],
    ],
    suffixes: PLAIN,
  }),
  tableSeries({
    manufacturer: mfr('te-connectivity'),
    category: cat('rf-connectors'),
    weight: 1,
    rows: [
      ['5-1814832-1', 'SMA jack, end launch, 50 Ω', 1.9, 'Edge mount'],
      ['1-1337482-0', 'SMB jack, PCB vertical, 50 Ω', 1.4, 'Through hole'],
      ['2118718-1', 'MMCX jack, SMD, 50 Ω', 0.9, 'SMD'],
    ],
    suffixes: PLAIN,
  }),
]

export const CONNECTOR_SERIES: readonly Series[] = [
  ...headers,
  ...wireToBoard,
  ...usb,
  ...boardToBoard,
  ...fpc,
  ...terminals,
  ...rfConnectors,
]
