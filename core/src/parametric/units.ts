/**
 * The units attribute values are measured in (issue 29), with how buyers and catalogs write them and how we show
 * them. One table, read by parsing, formatting, the filters and the import, so `kOhms`, `Ω` and `R` mean the same
 * everywhere. Prefixes are case-sensitive where it matters (`m` milli, `M` mega); `K`, `U`, `N`, `P` are read
 * as k, µ, n, p because catalogs and BOMs write them so (`10K`, `0.1UF`, `100N`).
 */

/** Every unit an attribute can be measured in. */
export type UnitId =
  | 'ohm'
  | 'farad'
  | 'henry'
  | 'volt'
  | 'ampere'
  | 'watt'
  | 'hertz'
  | 'second'
  | 'metre'
  | 'byte'
  | 'bit'
  | 'resolution-bit'
  | 'bit-per-second'
  | 'sample-per-second'
  | 'celsius'
  | 'kelvin'
  | 'percent'
  | 'ppm'
  | 'ppm-per-celsius'
  | 'decibel'
  | 'decibel-milliwatt'
  | 'gram-force'
  | 'count'

/** How a unit takes prefixes: SI powers of 1000, binary powers of 1024 (memory), or none. */
export type PrefixSystem = 'si' | 'binary' | 'none'

export interface UnitDefinition {
  readonly id: UnitId
  /** What it measures, for messages: `a resistance`. */
  readonly quantity: string
  /** Shown after the number and prefix: `Ω`, `F`, `%`, `` for a count. */
  readonly symbol: string
  /** The symbol in compact (URL) text: `` for ohms (`10k`), `F`, `V`, `%`. */
  readonly ascii: string
  /** Spellings accepted after the number and prefix, case-sensitive (the first is the symbol). */
  readonly words: readonly string[]
  /** A space between the number and the prefixed unit when shown (`10 kΩ`; not `1%`). */
  readonly space: boolean
  readonly prefixes: PrefixSystem
  /** The lowest and highest prefix shown, as powers of 1000 (SI: −4 is pico) or of 1024 (binary). */
  readonly shown: readonly [low: number, high: number]
  /** Whether a value may be negative (voltages, currents, temperatures, dBm). */
  readonly signed: boolean
  /** Another unit of the same dimension whose values are also read, with the factor into this one. */
  readonly also?: { readonly unit: UnitId; readonly numerator: bigint; readonly denominator: bigint }
  /** An example of the unit written, for messages. */
  readonly example: string
}

function unit(
  id: UnitId,
  quantity: string,
  words: readonly string[],
  options: Partial<Omit<UnitDefinition, 'id' | 'quantity' | 'words'>> & { example: string },
): UnitDefinition {
  const symbol = options.symbol ?? words[0] ?? ''
  return {
    id,
    quantity,
    symbol,
    ascii: options.ascii ?? symbol,
    words,
    space: options.space ?? true,
    prefixes: options.prefixes ?? 'si',
    shown: options.shown ?? [0, 0],
    signed: options.signed ?? false,
    ...(options.also === undefined ? {} : { also: options.also }),
    example: options.example,
  }
}

export const UNITS: Readonly<Record<UnitId, UnitDefinition>> = {
  ohm: unit('ohm', 'resistance', ['Ω', 'ω', 'Ohms', 'Ohm', 'ohms', 'ohm', 'OHMS', 'OHM', 'R'], {
    ascii: '',
    shown: [-1, 3],
    example: '10k, 4k7, 4.7 kΩ or 10000',
  }),
  farad: unit('farad', 'capacitance', ['F', 'f'], { shown: [-4, -2], example: '100n, 100 nF or 0.1µF' }),
  henry: unit('henry', 'inductance', ['H', 'h'], { shown: [-3, -1], example: '4.7µH or 470nH' }),
  volt: unit('volt', 'voltage', ['V', 'v'], { shown: [-1, 1], signed: true, example: '50V or 3.3 V' }),
  ampere: unit('ampere', 'current', ['A', 'a'], { shown: [-3, 1], signed: true, example: '2A or 500mA' }),
  watt: unit('watt', 'power', ['W', 'w'], { shown: [-1, 1], example: '1/10W, 0.1W or 100mW' }),
  hertz: unit('hertz', 'frequency', ['Hz', 'HZ', 'hz'], { shown: [0, 3], example: '16MHz or 32.768 kHz' }),
  second: unit('second', 'time', ['s'], { shown: [-4, 0], example: '4ns or 1 µs' }),
  metre: unit('metre', 'length', ['m'], { shown: [-3, -1], example: '2.54mm or 570 nm' }),
  byte: unit('byte', 'memory size', ['B', 'byte', 'bytes', 'Byte', 'Bytes'], {
    prefixes: 'binary',
    shown: [0, 3],
    also: { unit: 'bit', numerator: 1n, denominator: 8n },
    example: '256KB or 1 MB',
  }),
  bit: unit('bit', 'memory size', ['bit', 'bits', 'Bit', 'Bits', 'b'], {
    prefixes: 'binary',
    shown: [0, 3],
    also: { unit: 'byte', numerator: 8n, denominator: 1n },
    example: '64 Mbit or 16Kbit',
  }),
  // A converter's resolution counts bits too, but it is not a memory size: its refusals say "resolution", and
  // it takes no prefix (`16 Kbit` is no ADC's) nor bytes.
  'resolution-bit': unit('resolution-bit', 'resolution', ['bit', 'bits', 'Bit', 'Bits', 'b'], {
    prefixes: 'none',
    example: '12 bit, 12-bit or 16 bits',
  }),
  'bit-per-second': unit('bit-per-second', 'data rate', ['bit/s', 'bps', 'b/s'], {
    shown: [0, 3],
    example: '12 Mbit/s or 1Mbps',
  }),
  'sample-per-second': unit('sample-per-second', 'sample rate', ['SPS', 'sps', 'S/s'], {
    shown: [0, 2],
    example: '1 MSPS or 860 SPS',
  }),
  celsius: unit('celsius', 'temperature', ['°C', '℃', '° C', 'C', 'degC'], {
    ascii: 'C',
    prefixes: 'none',
    signed: true,
    example: '-40°C or 125 ℃',
  }),
  kelvin: unit('kelvin', 'temperature', ['K', 'kelvin'], { prefixes: 'none', example: '4050 K' }),
  percent: unit('percent', 'percentage', ['%'], { space: false, prefixes: 'none', example: '±1% or 5%' }),
  ppm: unit('ppm', 'ppm figure', ['ppm', 'PPM'], { prefixes: 'none', example: '±20 ppm' }),
  'ppm-per-celsius': unit('ppm-per-celsius', 'temperature coefficient', ['ppm/°C', 'ppm/℃', 'ppm/K', 'ppm/C', 'ppm'], {
    ascii: 'ppm/C',
    prefixes: 'none',
    signed: true,
    example: '±100 ppm/°C',
  }),
  decibel: unit('decibel', 'level', ['dB'], { prefixes: 'none', signed: true, example: '85 dB' }),
  'decibel-milliwatt': unit('decibel-milliwatt', 'power level', ['dBm'], {
    prefixes: 'none',
    signed: true,
    example: '+30 dBm',
  }),
  'gram-force': unit('gram-force', 'force', ['gf'], { prefixes: 'none', example: '160 gf' }),
  count: unit('count', 'count', [], { prefixes: 'none', space: false, example: '8' }),
}

/** SI prefixes as written, with their power of 1000 (`k` → 1): what is read. */
export const SI_PREFIXES: Readonly<Record<string, number>> = {
  p: -4,
  P: -4,
  n: -3,
  N: -3,
  u: -2,
  U: -2,
  µ: -2,
  μ: -2,
  m: -1,
  k: 1,
  K: 1,
  M: 2,
  meg: 2,
  Meg: 2,
  MEG: 2,
  G: 3,
}

/** Binary prefixes (memory sizes: `256KB` is 262,144 bytes), powers of 1024. */
export const BINARY_PREFIXES: Readonly<Record<string, number>> = { K: 1, k: 1, Ki: 1, M: 2, Mi: 2, G: 3, Gi: 3 }

/** The prefix shown for a power of 1000 (SI) or 1024 (binary). */
export const SHOWN_SI: Readonly<Record<number, string>> = { [-4]: 'p', [-3]: 'n', [-2]: 'µ', [-1]: 'm', 0: '', 1: 'k', 2: 'M', 3: 'G' }
export const SHOWN_BINARY: Readonly<Record<number, string>> = { 0: '', 1: 'K', 2: 'M', 3: 'G' }
