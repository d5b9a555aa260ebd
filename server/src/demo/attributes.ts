import { LEAF_CATEGORIES } from './categories.ts'
import type { DemoProduct } from './products.ts'
import type { Attribute } from './series/kit.ts'

/**
 * Each demo part's parametric attributes (issue 29): for every leaf category, the values its attribute list
 * (core's `CATEGORY_ATTRIBUTES`) asks for, as text a distributor would write, keyed by attribute key. What the
 * part's description or its series' attributes state is taken from there (a `10 kΩ` resistor has resistance
 * `10 kΩ`; a `MOSFET P-channel, 30 V, 2.6 A, 110 mΩ` has channel, Vds, Id and Rds(on) from those words); what
 * they leave out is drawn from the ranges real parts of that kind have, by a hash of the base part number, so it
 * is the same for every packaging variant and every seed, and drawing it consumes nothing of the catalog's random
 * stream.
 *
 * A structure parallel to the generated rows (`productAttributes(product)`), not a field of them: the generator
 * keeps its speed (a field cost 3 to 5 times its time at 50,000 parts on the shared machine), and only what
 * needs the attributes (the parametric counts, a seed that stores them) pays for them, about 6 µs a part.
 */

/** Attribute key → the value as written (`'resistance': '10 kΩ'`). */
export type DemoAttributeTexts = Readonly<Record<string, string>>

/** What a part's attributes are worked out from. */
export interface AttributeSource {
  readonly categorySlug: string
  readonly basePartNumber: string
  readonly description: string
  readonly packageName: string
  /** The series' named attributes (`Resistance`, `Dielectric`…). */
  readonly attributes: readonly Attribute[]
}

type Texts = Record<string, string>

/** FNV-1a of the text and a salt: a stable draw per base part and attribute. */
function hash(text: string, salt: string): number {
  let value = 0x811c9dc5
  for (const piece of [text, salt]) {
    for (let i = 0; i < piece.length; i++) {
      value ^= piece.charCodeAt(i)
      value = Math.imul(value, 0x01000193)
    }
    value ^= 0xff
  }
  return value >>> 0
}

/** One of `options`, chosen by the base part number (the same for every variant). */
function draw<T>(source: AttributeSource, salt: string, options: readonly T[]): T {
  const option = options[hash(source.basePartNumber, salt) % options.length]
  if (option === undefined) throw new Error(`draw: no options for ${salt}`)
  return option
}

const NUMBER = String.raw`[+-]?\d+(?:\.\d+)?`

/** Patterns built once per unit (building a RegExp per part would cost more than the rest of a part). */
const PATTERNS = new Map<string, RegExp>()

function compiled(key: string, source: () => string, flags: string): RegExp {
  let pattern = PATTERNS.get(key)
  if (pattern === undefined) {
    pattern = new RegExp(source(), flags)
    PATTERNS.set(key, pattern)
  }
  return pattern
}

/** Every `number prefix unit` in the description with the words after it (`3.3 V input` → `3.3 V`, `input`). */
function quantities(description: string, unit: string, prefixes = 'pnuµmkMG'): { text: string; after: string }[] {
  const pattern = compiled(`q${prefixes}|${unit}`, () => String.raw`(?<![\w.±-])(${NUMBER}) ?([${prefixes}]?)(${unit})(?![\w/])([^,]*)`, 'g')
  pattern.lastIndex = 0
  return [...description.matchAll(pattern)].map((match) => ({
    text: `${match[1] ?? ''} ${match[2] ?? ''}${match[3] ?? ''}`,
    after: (match[4] ?? '').trim(),
  }))
}

/** The first quantity of `unit` whose following words match `context` (or have none, when `context` is null). */
function quantityText(description: string, unit: string, context: RegExp | null = null): string | undefined {
  return quantities(description, unit).find((item) => (context === null ? true : context.test(item.after)))?.text
}

/** `2.5 V to 5.5 V`, `1.8 V to 3.3 V`, `-40 °C to 125 °C` in the description. */
function rangeText(description: string, unit: string): string | undefined {
  const pattern = compiled(`r|${unit}`, () => String.raw`(${NUMBER}) ?([pnuµmkMG]?${unit})? to (${NUMBER}) ?([pnuµmkMG]?${unit})(?![\w/])`, '')
  const match = pattern.exec(description)
  return match === null ? undefined : `${match[1]} ${match[2] ?? match[4]} to ${match[3]} ${match[4]}`
}

/** The first of `words` the description contains (case-insensitive), as the attribute's word. */
function wordIn(description: string, words: readonly (readonly [RegExp, string])[]): string | undefined {
  return words.find(([pattern]) => pattern.test(description))?.[1]
}

function given(source: AttributeSource, name: string): string | undefined {
  const found = source.attributes.find((attribute) => attribute.name === name)?.value
  // A zero-ohm jumper's tolerance is `-`: it has none.
  return found === undefined || found.trim() === '' || found.trim() === '-' ? undefined : found
}

/** `amount` of `a` over `b` (`3 W` over `5 V`) in `unit`, two significant digits. */
function quotient(a: string | undefined, b: string | undefined, unit: string): string | undefined {
  const x = Number(/[\d.]+/.exec(a ?? '')?.[0] ?? Number.NaN)
  const y = Number(/[\d.]+/.exec(b ?? '')?.[0] ?? Number.NaN)
  return Number.isFinite(x / y) && y > 0 ? `${Number((x / y).toPrecision(2))} ${unit}` : undefined
}

const COUNT_WORDS: Readonly<Record<string, string>> = { single: '1', dual: '2', triple: '3', quad: '4', hex: '6', octal: '8' }

/** `Dual op amp` → 2; `8 channels`, `4 outputs` → that number. */
function countOf(description: string, noun: RegExp): string | undefined {
  const leading = /\b(single|dual|triple|quad|hex|octal)\b/i.exec(description)
  const numbered = compiled(`c|${noun.source}`, () => String.raw`(\d+)[ -]${noun.source}`, 'i').exec(description)
  if (numbered !== null) return numbered[1]
  return leading === null ? undefined : COUNT_WORDS[(leading[1] ?? '').toLowerCase()]
}

/** Pins of a package name: `LQFP-64 10x10` → 64, `SOT-23-5` → 5, `SOIC-8` → 8. */
function pinsOf(packageName: string): string | undefined {
  const last = /-(\d+)(?:\D*$)/.exec(packageName.replace(/ .*$/, ''))
  return last?.[1]
}

function isAutomotive(source: AttributeSource): boolean {
  return /AEC-Q|automotive/i.test(source.description)
}

/** A described range wins; an automotive part is −40 °C to 125 °C; otherwise one of the kind's usual ranges. */
function temperature(source: AttributeSource, usual: readonly string[]): string {
  return (
    rangeText(source.description, '°C') ??
    (isAutomotive(source) ? '-40 °C to 125 °C' : draw(source, 'temperature', usual))
  )
}

const IC_TEMPERATURES = ['-40 °C to 85 °C', '-40 °C to 85 °C', '-40 °C to 85 °C', '-40 °C to 105 °C', '-40 °C to 125 °C', '0 °C to 70 °C']
const PASSIVE_TEMPERATURES = ['-55 °C to 125 °C', '-55 °C to 155 °C']
const DISCRETE_TEMPERATURES = ['-55 °C to 150 °C', '-55 °C to 150 °C', '-65 °C to 175 °C', '-55 °C to 125 °C']
const LOW_SUPPLIES = ['1.8 V to 5.5 V', '2.7 V to 5.5 V', '1.71 V to 3.6 V', '2.3 V to 5.5 V', '3 V to 3.6 V']

/** Drops the entries with no value. */
function defined(texts: Readonly<Record<string, string | undefined>>): Texts {
  const out: Texts = {}
  for (const [key, value] of Object.entries(texts)) if (value !== undefined) out[key] = value
  return out
}

type Builder = (source: AttributeSource) => Texts

/** A supply range up to a described maximum (`36 V` → `4.5 V to 36 V`; low-voltage parts from 1.8 V). */
function upTo(maximum: string | undefined): string | undefined {
  const volts = Number(/[\d.]+/.exec(maximum ?? '')?.[0] ?? Number.NaN)
  return Number.isFinite(volts) && volts > 0 ? `${volts > 6 ? '4.5' : '1.8'} V to ${volts} V` : undefined
}

/** The ISM band a described frequency range covers (`137 MHz to 525 MHz` → `433 MHz`), else its low end. */
function bandIn(range: string | undefined): string | undefined {
  const match = /^([\d.]+) (k|M|G)?Hz to ([\d.]+) (k|M|G)?Hz$/.exec(range ?? '')
  if (match === null) return undefined
  const scale = (prefix: string | undefined): number => (prefix === 'G' ? 1e9 : prefix === 'M' ? 1e6 : prefix === 'k' ? 1e3 : 1)
  const low = Number(match[1]) * scale(match[2])
  const high = Number(match[3]) * scale(match[4])
  const band = ([[433e6, '433 MHz'], [868e6, '868 MHz'], [915e6, '915 MHz'], [2.4e9, '2.4 GHz']] as const).find(([hz]) => hz >= low && hz <= high)
  return band?.[1] ?? `${match[1]} ${match[2] ?? ''}Hz`
}

const mountingOf = (source: AttributeSource): string =>
  /through hole|THT|radial|axial|DIP|TO-92|TO-220|Through/i.test(`${source.description} ${source.packageName}`)
    ? 'Through hole'
    : 'Surface mount'

const pitchOf = (description: string): string | undefined => quantityText(description, 'mm', /pitch/)

function mm(description: string, context: RegExp): string | undefined {
  const found = compiled(`m|${context.source}`, () => String.raw`(\d+(?:\.\d+)?) mm ${context.source}`, '').exec(description)
  return found === null ? undefined : `${found[1]} mm`
}

/**
 * An MCU's ADC resolution: what its description states (`16-bit ADC`), else its family's: 10 bits on the 8-bit and
 * 16-bit families (AVR, PIC, RL78, MSP430, 8051), 12 on dsPIC, Arm Cortex-M, RISC-V and Xtensa parts.
 */
function adcResolution(description: string, core: string | undefined): string | undefined {
  const stated = /(\d+)-bit ADC/.exec(description)?.[1]
  if (stated !== undefined) return `${stated} bit`
  if (core === undefined) return undefined
  return /^(?:AVR|PIC|RL78|MSP430|8051)$/.test(core) ? '10 bit' : '12 bit'
}

const BUILDERS: Readonly<Record<string, Builder>> = {
  microcontrollers: (s) => {
    const d = s.description
    const core =
      /Cortex-M(\d+)(\+|F)?/.exec(d)?.[0] ?? (/RISC-V/.test(d) ? 'RISC-V' : /dsPIC/.test(d) ? 'dsPIC' : /MSP430/.test(d) ? 'MSP430' : /RL78/.test(d) ? 'RL78' : /PIC/.test(d) ? 'PIC' : /AVR/.test(d) ? 'AVR' : /EFM8/.test(d) ? '8051' : undefined)
    const flash = /(\d+) (KB|MB) (?:flash|FRAM)/.exec(d)
    const flashKb = flash === null ? undefined : Number(flash[1]) * (flash[2] === 'MB' ? 1024 : 1)
    const ramKb = /(\d+) KB RAM/.exec(d)?.[1] ?? (flashKb === undefined ? undefined : String(Math.max(1, Math.min(1024, Math.round(flashKb / draw(s, 'ram', [4, 8, 8, 16]))))))
    return defined({
      core: core === undefined ? undefined : core.startsWith('Cortex') ? `Arm ${core}` : core,
      flash: flash === null ? undefined : `${flash[1]} ${flash[2]}`,
      ram: ramKb === undefined ? undefined : `${ramKb} KB`,
      'max-frequency': quantityText(d, 'Hz') ?? draw(s, 'clock', ['16 MHz', '20 MHz', '48 MHz', '64 MHz']),
      pins: pinsOf(s.packageName),
      'adc-resolution': adcResolution(d, core),
      'supply-voltage': rangeText(d, 'V') ?? draw(s, 'supply', LOW_SUPPLIES),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'op-amps': (s) => {
    const d = s.description
    return defined({
      channels: countOf(d, /channel/) ?? (/instrumentation|microphone/i.test(d) ? '1' : draw(s, 'channels', ['1', '2', '4'])),
      'gain-bandwidth': quantityText(d, 'Hz') ?? draw(s, 'gbw', ['1 MHz', '10 MHz', '350 kHz', '3 MHz']),
      'supply-voltage':
        rangeText(d, 'V') ??
        upTo(quantityText(d, 'V', /^$/)) ??
        (/zero-drift|precision/i.test(d) ? '1.8 V to 5.5 V' : draw(s, 'supply', ['3 V to 32 V', '2.7 V to 5.5 V', '1.8 V to 5.5 V', '4.5 V to 36 V'])),
      output: /rail-to-rail/i.test(d) ? 'Rail-to-rail' : 'Standard',
      'supply-current': quantityText(d, 'A') ?? draw(s, 'iq', ['100 µA', '500 µA', '1 mA', '45 µA']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  comparators: (s) => {
    const d = s.description
    return defined({
      channels: countOf(d, /channel/) ?? '1',
      'output-type': wordIn(d, [[/open collector/i, 'Open collector'], [/open drain/i, 'Open drain'], [/push-pull/i, 'Push-pull']]) ?? 'Open collector',
      'supply-voltage': rangeText(d, 'V') ?? draw(s, 'supply', ['2 V to 36 V', '1.8 V to 5.5 V', '2.7 V to 5.5 V']),
      'propagation-delay': quantityText(d, 's') ?? draw(s, 'delay', ['300 ns', '1.3 µs', '8 µs', '40 ns']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'ldo-regulators': (s) => {
    const d = s.description
    const adjustable = /adjustable/i.test(d)
    const output = adjustable ? undefined : quantityText(d, 'V', /^$/)
    const input = quantityText(d, 'V', /input/)
    return defined({
      'output-type': adjustable ? 'Adjustable' : 'Fixed',
      'output-voltage': output,
      'output-current': quantityText(d, 'A', /^$/) ?? quantityText(d, 'A'),
      'max-input-voltage': input ?? draw(s, 'vin', ['5.5 V', '6 V', '16 V', '20 V', '36 V']),
      'quiescent-current': quantityText(d, 'A', /quiescent/) ?? draw(s, 'iq', ['1 µA', '25 µA', '50 µA', '250 µA']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'dc-dc-converters': (s) => {
    const d = s.description
    return defined({
      topology: wordIn(d, [[/buck-boost/i, 'Buck-boost'], [/flyback|SEPIC/i, 'Flyback/SEPIC'], [/inverting/i, 'Inverting'], [/boost/i, 'Boost'], [/buck/i, 'Buck']]),
      'input-voltage': rangeText(d, 'V') ?? draw(s, 'vin', ['4.5 V to 28 V', '3 V to 17 V', '4.5 V to 40 V']),
      'output-current': quantityText(d, 'A', /^$/) ?? quantityText(d, 'A', /switch/),
      'switching-frequency': quantityText(d, 'Hz') ?? draw(s, 'fsw', ['500 kHz', '1 MHz', '2.2 MHz', '600 kHz']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'voltage-references': (s) => {
    const d = s.description
    return defined({
      type: /shunt/i.test(d) ? 'Shunt' : 'Series',
      'reference-voltage': quantityText(d, 'V', /^$/) ?? rangeText(d, 'V')?.replace(/ to .*$/, ''),
      'initial-accuracy': /(\d+(?:\.\d+)?)%/.exec(d)?.[1] === undefined ? draw(s, 'accuracy', ['±0.5%', '±0.1%', '±1%']) : `±${/(\d+(?:\.\d+)?)%/.exec(d)?.[1]}%`,
      'temperature-coefficient': quantities(d, 'ppm/°C', '')[0]?.text ?? draw(s, 'tempco', ['50 ppm/°C', '20 ppm/°C', '100 ppm/°C']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'battery-management': (s) => {
    const d = s.description
    return defined({
      function: wordIn(d, [[/charger/i, 'Charger'], [/gauge/i, 'Fuel gauge'], [/protector|protection/i, 'Protector'], [/monitor/i, 'Monitor']]),
      cells: /two cell/i.test(d) ? '2' : (/(\d+) to (\d+) cells/.exec(d)?.[2] ?? '1'),
      'charge-current': /charger/i.test(d) ? (quantityText(d, 'A') ?? '1 A') : undefined,
      interface: /I2C/.test(d) ? 'I2C' : /SMBus/.test(d) ? 'SMBus' : undefined,
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'flash-memory': (s) => {
    const d = s.description
    return defined({
      type: /NAND/.test(d) ? 'NAND' : 'NOR',
      'memory-size': /(\d+) (Mbit|Gbit)/.exec(d)?.slice(1, 3).join(' '),
      interface: /Quad SPI/.test(d) ? 'SPI/Quad SPI' : 'SPI',
      'max-frequency': quantityText(d, 'Hz') ?? '104 MHz',
      'supply-voltage': rangeText(d, 'V') ?? (/1\.8 V/.test(d) ? '1.65 V to 1.95 V' : '2.7 V to 3.6 V'),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  eeprom: (s) => {
    const d = s.description
    return defined({
      'memory-size': /(\d+) (Kbit|Mbit)/.exec(d)?.slice(1, 3).join(' '),
      interface: /SPI/.test(d) ? 'SPI' : /Microwire/i.test(d) ? 'Microwire' : 'I2C',
      'max-frequency': quantityText(d, 'Hz') ?? (/SPI/.test(d) ? '10 MHz' : '400 kHz'),
      'supply-voltage': rangeText(d, 'V') ?? draw(s, 'supply', ['1.7 V to 5.5 V', '2.5 V to 5.5 V', '1.8 V to 5.5 V']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'interface-transceivers': (s) => {
    const d = s.description
    return defined({
      protocol: wordIn(d, [[/CAN FD/, 'CAN FD'], [/CAN/, 'CAN'], [/RS-485|RS-422/, 'RS-485'], [/RS-232/, 'RS-232'], [/LIN/, 'LIN'], [/isolator/i, 'Digital isolator']]),
      'data-rate': quantities(d, 'bit/s')[0]?.text ?? (/CAN FD/.test(d) ? '5 Mbit/s' : /CAN/.test(d) ? '1 Mbit/s' : /LIN/.test(d) ? '20 kbit/s' : draw(s, 'rate', ['250 kbit/s', '1 Mbit/s', '20 Mbit/s'])),
      'supply-voltage': rangeText(d, 'V') ?? (quantityText(d, 'V', /^$/) === '3.3 V' ? '3 V to 3.6 V' : '4.5 V to 5.5 V'),
      isolation: /isolat/i.test(d) ? 'Isolated' : 'Not isolated',
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'usb-bridges': (s) => {
    const d = s.description
    return defined({
      function: wordIn(d, [[/hub/i, 'USB hub'], [/(dual|quad) UART/i, 'USB to multiple UART'], [/to UART/i, 'USB to UART'], [/I2C/i, 'USB to I2C'], [/SPI/i, 'USB to SPI'], [/controller/i, 'USB controller']]),
      'usb-speed': /high speed/i.test(d) ? 'High speed' : 'Full speed',
      'supply-voltage': draw(s, 'supply', ['3 V to 3.6 V', '3.3 V to 5.25 V', '1.8 V to 5.5 V']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  logic: (s) => {
    const d = s.description
    const family = /, (HCT|HC|AHCT|AHC|LVC|AUP|LVX|LV|ALVC|AVC),/.exec(`${d},`)?.[1]
    return defined({
      function: wordIn(d, [[/level translator|translat/i, 'Level translator'], [/shift register/i, 'Shift register'], [/NAND/, 'NAND gate'], [/NOR/, 'NOR gate'], [/XOR/, 'XOR gate'], [/AND gate/, 'AND gate'], [/OR gate/, 'OR gate'], [/inverter/i, 'Inverter'], [/flip-flop/i, 'Flip-flop'], [/multiplexer|mux/i, 'Multiplexer'], [/latch/i, 'Latch'], [/buffer/i, 'Buffer']]),
      'logic-family': family ?? draw(s, 'family', ['HC', 'LVC', 'AHC']),
      gates: /(\d+)-bit/.exec(d)?.[1] ?? countOf(d, /gate/) ?? '1',
      'supply-voltage': family === 'AUP' ? '0.8 V to 3.6 V' : family === 'LVC' ? '1.65 V to 5.5 V' : family === 'HCT' || family === 'AHCT' ? '4.5 V to 5.5 V' : '2 V to 6 V',
      'operating-temperature': temperature(s, ['-40 °C to 125 °C', '-40 °C to 85 °C']),
    })
  },
  'data-converters': (s) => {
    const d = s.description
    return defined({
      type: wordIn(d, [[/DAC/, 'DAC'], [/ADC/, 'ADC'], [/waveform/i, 'Waveform generator'], [/front end/i, 'Analog front end']]),
      resolution: /(\d+)-bit/.exec(d)?.[1],
      channels: countOf(d, /(?:differential )?channels?/) ?? '1',
      'sample-rate':
        quantities(d, 'SPS')[0]?.text ??
        (/ADC/.test(d) ? draw(s, 'rate', Number(/(\d+)-bit/.exec(d)?.[1] ?? '12') >= 16 ? ['860 SPS', '4 kSPS', '32 kSPS'] : ['200 kSPS', '1 MSPS', '500 kSPS']) : undefined),
      interface: /I2C/.test(d) ? 'I2C' : /SPI/.test(d) ? 'SPI' : undefined,
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'clock-timing': (s) => {
    const d = s.description
    return defined({
      function: wordIn(d, [[/real-time clock/i, 'Real-time clock'], [/clock generator/i, 'Clock generator'], [/clock buffer/i, 'Clock buffer'], [/timer/i, 'Timer']]),
      outputs: /(\d+) outputs/.exec(d)?.[1] ?? /1:(\d+)/.exec(d)?.[1] ?? '1',
      interface: /I2C\/SPI/.test(d) ? 'I2C/SPI' : /I2C/.test(d) ? 'I2C' : /SPI/.test(d) ? 'SPI' : undefined,
      'supply-voltage': rangeText(d, 'V') ?? draw(s, 'supply', ['1.8 V to 5.5 V', '2.5 V to 3.6 V', '4.5 V to 5.5 V']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'motor-gate-drivers': (s) => {
    const d = s.description
    return defined({
      type: wordIn(d, [[/stepper/i, 'Stepper'], [/BLDC/i, 'BLDC'], [/half-bridge/i, 'Half-bridge gate'], [/low-side/i, 'Low-side gate'], [/high and low side/i, 'High- and low-side gate'], [/full-bridge|H-bridge/i, 'Full-bridge'], [/DC motor/i, 'Brushed DC']]),
      'output-current': quantityText(d, 'A', /^$/) ?? draw(s, 'current', ['1 A', '2 A', '4 A']),
      'max-voltage': quantityText(d, 'V', /^$/) ?? draw(s, 'voltage', ['18 V', '35 V', '45 V', '600 V']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  fpgas: (s) => {
    const d = s.description
    const k = /(\d+)K (?:LUT|logic elements)/.exec(d)?.[1]
    const plain = /(\d+) (?:LUT|logic elements)/.exec(d)?.[1]
    const family = /^(iCE40|ECP5|MachXO\d|Artix-7|Spartan-7|Zynq-7000|Cyclone IV E|Cyclone V E|MAX II|MAX 10)/.exec(d)?.[1]
    return defined({
      family,
      'logic-elements': k !== undefined ? String(Number(k) * 1000) : (plain ?? (/XC\d[A-Z](\d+)/.exec(d)?.[1] === undefined ? draw(s, 'cells', ['8000', '25000', '49000', '85000']) : String(Number(/XC\d[A-Z](\d+)/.exec(d)?.[1]) * 1000))),
      pins: /(\d+)/.exec(s.packageName.replace(/^[^\d]*/, ''))?.[1],
      grade: wordIn(d, [[/automotive/i, 'Automotive'], [/industrial/i, 'Industrial'], [/extended/i, 'Extended']]) ?? 'Commercial',
    })
  },
  supervisors: (s) => {
    const d = s.description
    return defined({
      function: wordIn(d, [[/supervisor/i, 'Voltage supervisor'], [/USB power switch/i, 'USB power switch'], [/load switch/i, 'Load switch'], [/fuse/i, 'eFuse'], [/ideal diode/i, 'Ideal diode'], [/multiplexer/i, 'Power multiplexer']]),
      threshold: quantityText(d, 'V', /threshold/),
      'current-limit': quantityText(d, 'A'),
      'supply-voltage': rangeText(d, 'V') ?? draw(s, 'supply', LOW_SUPPLIES),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'rf-transceivers': (s) => {
    const d = s.description
    return defined({
      protocol: wordIn(d, [[/multiprotocol/i, 'Multiprotocol'], [/Wi-Fi/i, 'Wi-Fi + Bluetooth LE'], [/Bluetooth|BLE/i, 'Bluetooth LE'], [/LoRa/i, 'LoRa'], [/NFC/i, 'NFC'], [/LTE|NB-IoT/i, 'Cellular'], [/sub-|transceiver/i, 'Sub-GHz'], [/Zigbee|Thread|802\.15\.4/i, 'Zigbee/Thread']]),
      core: /Cortex-M\d+(?:\+|F)?/.exec(d)?.[0] === undefined ? (/RISC-V/.test(d) ? 'RISC-V' : /Xtensa LX7/.test(d) ? 'Xtensa LX7' : /Xtensa LX6/.test(d) ? 'Xtensa LX6' : undefined) : `Arm ${/Cortex-M\d+(?:\+|F)?/.exec(d)?.[0]}`,
      flash: /(\d+) (KB|MB) (?:in-package )?(?:flash|NVM)/.exec(d)?.slice(1, 3).join(' '),
      ram: /(\d+) KB RAM/.exec(d)?.[1] === undefined ? (/flash/.test(d) ? draw(s, 'ram', ['64 KB', '128 KB', '256 KB', '512 KB']) : undefined) : `${/(\d+) KB RAM/.exec(d)?.[1]} KB`,
      band: bandIn(rangeText(d, 'Hz')) ?? (/LoRa|sub-GHz/i.test(d) ? '868 MHz' : /NFC/i.test(d) ? '13.56 MHz' : '2.4 GHz'),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'wireless-modules': (s) => {
    const d = s.description
    return defined({
      protocol: wordIn(d, [[/Wi-Fi 6/i, 'Wi-Fi 6'], [/Wi-Fi and Bluetooth/i, 'Wi-Fi + Bluetooth LE'], [/Wi-Fi/i, 'Wi-Fi'], [/LoRa/i, 'LoRa'], [/Bluetooth/i, 'Bluetooth LE'], [/LTE|cellular|NB-IoT/i, 'Cellular'], [/GNSS|GPS/i, 'GNSS'], [/multiprotocol/i, 'Multiprotocol']]),
      flash: /(\d+) (MB|KB) flash/.exec(d)?.slice(1, 3).join(' '),
      antenna: /U\.FL/i.test(d) ? 'U.FL connector' : /chip antenna/i.test(d) ? 'Chip antenna' : 'PCB antenna',
      band: /LoRa|sub-GHz|868|915/i.test(d) ? '868 MHz' : '2.4 GHz',
      'operating-temperature': temperature(s, ['-40 °C to 85 °C', '-40 °C to 105 °C']),
    })
  },
  'rf-front-end': (s) => {
    const d = s.description
    const band = rangeText(d, 'Hz') ?? quantityText(d, 'Hz')
    return defined({
      type: wordIn(d, [[/front-end/i, 'Front-end module'], [/low-noise/i, 'Low-noise amplifier'], [/switch/i, 'RF switch'], [/power amplifier/i, 'Power amplifier']]),
      'frequency-range': band,
      'output-power': /\+(\d+) dBm/.exec(d)?.[0] ?? draw(s, 'power', ['+20 dBm', '+24 dBm', '+30 dBm']),
      'operating-temperature': temperature(s, IC_TEMPERATURES),
    })
  },
  'chip-resistors': (s) => {
    const thin = /thin film/i.test(s.description)
    return defined({
      resistance: given(s, 'Resistance'),
      tolerance: given(s, 'Tolerance'),
      power: given(s, 'Power'),
      'temperature-coefficient': thin ? draw(s, 'tcr', ['±25 ppm/°C', '±10 ppm/°C', '±50 ppm/°C']) : '±100 ppm/°C',
      technology: thin ? 'Thin film' : 'Thick film',
      'operating-temperature': thin ? '-55 °C to 155 °C' : draw(s, 'temperature', PASSIVE_TEMPERATURES),
    })
  },
  'current-sense-resistors': (s) =>
    defined({
      resistance: given(s, 'Resistance'),
      tolerance: given(s, 'Tolerance'),
      power: given(s, 'Power'),
      'temperature-coefficient': draw(s, 'tcr', ['±50 ppm/°C', '±75 ppm/°C', '±100 ppm/°C']),
      'operating-temperature': '-55 °C to 170 °C',
    }),
  'resistor-arrays': (s) => {
    const size = /^(\d{4})x(\d)/.exec(s.packageName)
    const power: Readonly<Record<string, string>> = { '0201': '1/32 W', '0402': '1/16 W', '0603': '1/16 W', '0805': '1/8 W' }
    return defined({
      resistance: given(s, 'Resistance'),
      tolerance: given(s, 'Tolerance'),
      elements: size?.[2] ?? '4',
      'power-per-element': given(s, 'Power') ?? power[size?.[1] ?? ''] ?? '1/16 W',
      'temperature-coefficient': '±200 ppm/°C',
      'operating-temperature': '-55 °C to 155 °C',
    })
  },
  mlcc: (s) => {
    const dielectric = given(s, 'Dielectric')
    const range: Readonly<Record<string, string>> = {
      X5R: '-55 °C to 85 °C',
      X6S: '-55 °C to 105 °C',
      X8R: '-55 °C to 150 °C',
      Y5V: '-30 °C to 85 °C',
    }
    return defined({
      capacitance: given(s, 'Capacitance'),
      'rated-voltage': given(s, 'Voltage'),
      dielectric,
      tolerance: given(s, 'Tolerance'),
      'operating-temperature': range[dielectric ?? ''] ?? '-55 °C to 125 °C',
    })
  },
  'electrolytic-capacitors': (s) =>
    defined({
      capacitance: given(s, 'Capacitance'),
      'rated-voltage': given(s, 'Voltage'),
      tolerance: given(s, 'Tolerance'),
      lifetime: draw(s, 'life', ['1000', '2000', '5000', '10000']),
      mounting: /SMD/.test(s.description) ? 'Surface mount' : 'Through hole',
      'operating-temperature': draw(s, 'temperature', ['-40 °C to 105 °C', '-55 °C to 105 °C', '-40 °C to 85 °C']),
    }),
  'tantalum-capacitors': (s) => {
    const polymer = /polymer/i.test(s.description)
    return defined({
      capacitance: given(s, 'Capacitance'),
      'rated-voltage': given(s, 'Voltage'),
      tolerance: given(s, 'Tolerance'),
      type: polymer ? 'Polymer' : 'MnO2',
      esr: polymer ? draw(s, 'esr', ['40 mΩ', '70 mΩ', '100 mΩ']) : draw(s, 'esr', ['500 mΩ', '1 Ω', '2 Ω', '3.5 Ω']),
      'operating-temperature': '-55 °C to 125 °C',
    })
  },
  'film-capacitors': (s) => {
    const safety = /X2/.test(s.description)
    return defined({
      capacitance: given(s, 'Capacitance'),
      'rated-voltage': given(s, 'Voltage')?.replace(/ (AC|DC)$/, ''),
      dielectric: /polyester/i.test(s.description) ? 'Polyester (PET)' : 'Polypropylene (PP)',
      'safety-class': safety ? 'X2' : 'None',
      tolerance: draw(s, 'tolerance', ['±10%', '±5%', '±20%']),
      'operating-temperature': safety ? '-40 °C to 110 °C' : '-40 °C to 105 °C',
    })
  },
  'power-inductors': (s) => {
    const d = s.description
    const amps = Number(/(\d+(?:\.\d+)?) A/.exec(given(s, 'Rated current') ?? '')?.[1] ?? '1')
    // DC resistance falls as the rated current rises: about 60 mΩ·A² over the current squared, two digits.
    const dcr = Math.max(1, Math.round((60 / (amps * amps)) * draw(s, 'dcr', [0.7, 0.85, 1, 1.2])))
    return defined({
      inductance: given(s, 'Inductance'),
      tolerance: given(s, 'Tolerance'),
      'rated-current': given(s, 'Rated current'),
      'dc-resistance': `${Number(dcr.toPrecision(2))} mΩ`,
      shielding: /unshielded|wire-wound/i.test(d) ? 'Unshielded' : /semi/i.test(d) ? 'Semi-shielded' : 'Shielded',
      'operating-temperature': isAutomotive(s) ? '-55 °C to 155 °C' : '-40 °C to 125 °C',
    })
  },
  'rf-inductors': (s) => {
    const d = s.description
    return defined({
      inductance: given(s, 'Inductance'),
      tolerance: given(s, 'Tolerance'),
      'self-resonant-frequency': draw(s, 'srf', ['1.2 GHz', '2.5 GHz', '4 GHz', '6 GHz', '10 GHz']),
      'rated-current': draw(s, 'current', ['100 mA', '300 mA', '500 mA', '1 A']),
      construction: wordIn(d, [[/multilayer/i, 'Multilayer'], [/wire-wound/i, 'Wire-wound'], [/thin film/i, 'Thin film'], [/ceramic/i, 'Ceramic core']]),
      'operating-temperature': '-55 °C to 125 °C',
    })
  },
  'ferrite-beads': (s) =>
    defined({
      impedance: given(s, 'Impedance @ 100 MHz'),
      'rated-current': given(s, 'Rated current'),
      'dc-resistance': draw(s, 'dcr', ['25 mΩ', '50 mΩ', '150 mΩ', '300 mΩ']),
      'operating-temperature': isAutomotive(s) ? '-55 °C to 150 °C' : '-55 °C to 125 °C',
    }),
  'common-mode-chokes': (s) =>
    defined({
      impedance: given(s, 'Impedance @ 100 MHz'),
      lines: /(\d+) lines/.exec(s.description)?.[1] ?? '2',
      'rated-current': draw(s, 'current', ['100 mA', '250 mA', '400 mA']),
      'operating-temperature': '-40 °C to 85 °C',
    }),
  crystals: (s) => {
    const d = s.description
    return defined({
      frequency: given(s, 'Frequency') ?? quantityText(d, 'Hz'),
      'load-capacitance': given(s, 'Load capacitance') ?? quantityText(d, 'F'),
      'frequency-tolerance': given(s, 'Frequency tolerance') ?? /±\d+ ppm/.exec(d)?.[0],
      'operating-temperature': draw(s, 'temperature', ['-40 °C to 85 °C', '-20 °C to 70 °C', '-40 °C to 125 °C']),
    })
  },
  oscillators: (s) => {
    const d = s.description
    const single = quantityText(d, 'V', /^$/)
    return defined({
      frequency: given(s, 'Frequency') ?? quantityText(d, 'Hz'),
      'supply-voltage': rangeText(d, 'V') ?? (single === undefined ? '1.8 V to 3.3 V' : `${single} to ${single}`),
      output: /LVDS/.test(d) ? 'LVDS' : 'CMOS',
      'frequency-stability': /±\d+ ppm/.exec(d)?.[0] ?? draw(s, 'stability', ['±25 ppm', '±50 ppm', '±20 ppm']),
      'operating-temperature': draw(s, 'temperature', ['-40 °C to 85 °C', '-20 °C to 70 °C', '-40 °C to 105 °C']),
    })
  },
  mosfets: (s) => {
    const d = s.description
    const channel = /dual N|2N-CH/i.test(d) ? 'Dual N-channel' : /N and P|complementary/i.test(d) ? 'N and P-channel' : /P-channel/i.test(d) ? 'P-channel' : 'N-channel'
    const vds = given(s, 'Drain-source voltage') ?? quantityText(d, 'V', /^$/)
    const volts = Number(/(\d+)/.exec(vds ?? '30')?.[1] ?? '30')
    return defined({
      channel,
      vds,
      id: given(s, 'Drain current') ?? quantityText(d, 'A'),
      'rds-on': given(s, 'On-resistance') ?? quantityText(d, 'Ω'),
      'vgs-th': volts >= 100 ? draw(s, 'vth', ['2 V', '3 V', '4 V']) : draw(s, 'vth', ['0.9 V', '1.5 V', '2 V', '2.5 V']),
      'operating-temperature': '-55 °C to 150 °C',
    })
  },
  bjts: (s) => {
    const d = s.description
    const power = /power/i.test(d) ? draw(s, 'power', ['1.25 W', '15 W', '20 W']) : /SOT-523|SOT-416|SOT-323|SC-70|USM/i.test(`${d} ${s.packageName}`) ? '150 mW' : draw(s, 'power', ['225 mW', '250 mW', '300 mW'])
    return defined({
      polarity: /PNP/.test(d) ? 'PNP' : 'NPN',
      vceo: quantityText(d, 'V'),
      ic: quantityText(d, 'A'),
      type: /digital|pre-biased|bias resistor/i.test(d) ? 'Digital (pre-biased)' : /darlington/i.test(d) ? 'Darlington' : 'General purpose',
      power,
      'operating-temperature': temperature(s, ['-55 °C to 150 °C']),
    })
  },
  'rectifier-diodes': (s) => {
    const d = s.description
    return defined({
      'reverse-voltage': quantityText(d, 'V'),
      'forward-current': quantityText(d, 'A'),
      speed: wordIn(d, [[/ultrafast/i, 'Ultrafast'], [/superfast/i, 'Superfast'], [/fast/i, 'Fast']]) ?? 'Standard',
      'recovery-time': quantityText(d, 's') ?? (/ultrafast/i.test(d) ? '75 ns' : /superfast/i.test(d) ? '35 ns' : '1.5 µs'),
      'operating-temperature': temperature(s, DISCRETE_TEMPERATURES),
    })
  },
  'schottky-diodes': (s) => {
    const d = s.description
    const amps = quantityText(d, 'A')
    return defined({
      'reverse-voltage': quantityText(d, 'V'),
      'forward-current': amps,
      'forward-voltage': /low VF/i.test(d) ? '0.45 V' : draw(s, 'vf', ['0.5 V', '0.55 V', '0.7 V', '0.85 V']),
      'operating-temperature': temperature(s, ['-55 °C to 125 °C', '-55 °C to 150 °C']),
    })
  },
  'zener-diodes': (s) => {
    const d = s.description
    return defined({
      'zener-voltage': quantityText(d, 'V'),
      power: quantityText(d, 'W'),
      tolerance: /±\d+(?:\.\d+)?%/.exec(d)?.[0],
      'operating-temperature': temperature(s, ['-55 °C to 150 °C', '-65 °C to 150 °C']),
    })
  },
  'switching-diodes': (s) => {
    const d = s.description
    return defined({
      'reverse-voltage': quantityText(d, 'V'),
      'forward-current': quantityText(d, 'A'),
      'recovery-time': quantityText(d, 's') ?? '4 ns',
      configuration: wordIn(d, [[/common anode/i, 'Dual common anode'], [/common cathode/i, 'Dual common cathode'], [/dual series|series/i, 'Dual series']]) ?? 'Single',
      'operating-temperature': temperature(s, ['-55 °C to 150 °C', '-65 °C to 150 °C']),
    })
  },
  'bridge-rectifiers': (s) =>
    defined({
      'reverse-voltage': quantityText(s.description, 'V'),
      'forward-current': quantityText(s.description, 'A'),
      'operating-temperature': temperature(s, ['-55 °C to 150 °C', '-55 °C to 125 °C']),
    }),
  'tvs-diodes': (s) => {
    const d = s.description
    const breakdown = quantityText(d, 'V', /breakdown/)
    // A breakdown voltage given instead of the stand-off: the stand-off is about 85% of it (P4SMA, 1.5KE series).
    const standoff = quantityText(d, 'V', /stand-off/) ?? (breakdown === undefined ? undefined : `${Number((Number(/[\d.]+/.exec(breakdown)?.[0] ?? '0') * 0.855).toPrecision(3))} V`)
    return defined({
      'standoff-voltage': standoff,
      'peak-pulse-power': quantityText(d, 'W'),
      direction: /bidirectional/i.test(d) ? 'Bidirectional' : 'Unidirectional',
      'operating-temperature': temperature(s, ['-55 °C to 150 °C', '-65 °C to 150 °C']),
    })
  },
  'esd-protection': (s) => {
    const d = s.description
    return defined({
      'working-voltage': quantityText(d, 'V') ?? draw(s, 'voltage', ['3.3 V', '5 V']),
      lines: /(\d+) lines?/.exec(d)?.[1] ?? '1',
      direction: /unidirectional/i.test(d) ? 'Unidirectional' : 'Bidirectional',
      capacitance: draw(s, 'capacitance', ['0.3 pF', '0.5 pF', '1 pF', '15 pF']),
      'operating-temperature': temperature(s, ['-40 °C to 125 °C', '-55 °C to 150 °C']),
    })
  },
  fuses: (s) => {
    const d = s.description
    return defined({
      'current-rating': given(s, 'Current rating') ?? quantityText(d, 'A'),
      'rated-voltage': quantityText(d, 'V'),
      speed: wordIn(d, [[/very fast/i, 'Very fast-acting'], [/fast/i, 'Fast-acting'], [/time-delay|time-lag|slow-blow/i, 'Time-delay']]),
      'operating-temperature': '-55 °C to 125 °C',
    })
  },
  'ptc-resettable-fuses': (s) => {
    const d = s.description
    return defined({
      'hold-current': quantityText(d, 'A', /hold/),
      'trip-current': quantityText(d, 'A', /trip/),
      'max-voltage': quantityText(d, 'V'),
      'operating-temperature': '-40 °C to 85 °C',
    })
  },
  varistors: (s) => {
    const d = s.description
    const rms = quantityText(d, 'V', /rms/)
    const dc = quantityText(d, 'V', /DC/)
    const volts = (text: string | undefined, factor: number): string | undefined =>
      text === undefined ? undefined : `${Math.round(Number(/[\d.]+/.exec(text)?.[0] ?? '0') * factor)} V`
    return defined({
      'voltage-ac': rms ?? volts(dc, 0.77),
      'voltage-dc': dc ?? volts(rms, 1.3),
      construction: /multilayer/i.test(d) ? 'Multilayer' : 'Disk',
      'operating-temperature': '-40 °C to 85 °C',
    })
  },
  leds: (s) => {
    const d = s.description
    const colour = /LED, (true green|warm white|[a-z]+)/i.exec(d)?.[1]?.toLowerCase()
    const names: Readonly<Record<string, string>> = { 'true green': 'Green', 'warm white': 'Warm white' }
    return defined({
      colour: colour === undefined ? undefined : (names[colour] ?? colour.charAt(0).toUpperCase() + colour.slice(1)),
      wavelength: quantityText(d, 'm', /^$/),
      'colour-temperature': /(\d{4}) K/.exec(d)?.[0],
      'forward-current': quantityText(d, 'A') ?? '20 mA',
      'operating-temperature': '-40 °C to 85 °C',
    })
  },
  optocouplers: (s) => {
    const d = s.description
    return defined({
      output: wordIn(d, [[/darlington/i, 'Darlington'], [/logic/i, 'Logic'], [/triac/i, 'Triac'], [/photovoltaic/i, 'Photovoltaic'], [/phototransistor/i, 'Phototransistor']]),
      'isolation-voltage': quantityText(d, 'V', /^$/) ?? draw(s, 'isolation', ['3.75 kV', '5 kV']),
      channels: /(\d+) channels/.exec(d)?.[1] ?? '1',
      'operating-temperature': temperature(s, ['-55 °C to 110 °C', '-40 °C to 100 °C']),
    })
  },
  'ir-receivers': (s) =>
    defined({
      'carrier-frequency': quantityText(s.description, 'Hz'),
      mounting: /SMD/.test(`${s.description} ${s.packageName}`) ? 'Surface mount' : 'Through hole',
      'supply-voltage': draw(s, 'supply', ['2.5 V to 5.5 V', '2.7 V to 5.5 V']),
      'operating-temperature': '-25 °C to 85 °C',
    }),
  headers: (s) => {
    const d = s.description
    const grid = /(\d+)x(\d+) positions/.exec(d)
    return defined({
      positions: given(s, 'Positions'),
      rows: grid?.[1] ?? (/dual row/i.test(d) ? '2' : '1'),
      pitch: pitchOf(d),
      gender: /female|socket/i.test(d) ? 'Female' : 'Male',
      mounting: /SMD/.test(`${d} ${s.packageName}`) ? 'Surface mount' : 'Through hole',
    })
  },
  'wire-to-board': (s) => {
    const d = s.description
    return defined({
      positions: given(s, 'Positions'),
      pitch: pitchOf(d),
      part: /housing/i.test(d) ? 'Housing' : /receptacle|socket/i.test(d) ? 'Receptacle' : 'Header',
      mounting: /housing/i.test(d) ? undefined : /SMD/.test(`${d} ${s.packageName}`) ? 'Surface mount' : 'Through hole',
    })
  },
  'usb-connectors': (s) => {
    const d = s.description
    return defined({
      type: wordIn(d, [[/Type-C/, 'Type-C'], [/Micro-B/, 'Micro-B'], [/Mini-B/, 'Mini-B'], [/Type-A/, 'Type-A'], [/Type-B/, 'Type-B']]),
      'usb-version': /power only/i.test(d) ? 'Power only' : (/USB (2\.0|3\.0|3\.1|3\.2)/.exec(d)?.[0] ?? 'USB 2.0'),
      positions: /(\d+) positions/.exec(d)?.[1],
      mounting: mountingOf(s),
    })
  },
  'board-to-board': (s) => {
    const d = s.description
    return defined({
      // The description's count over the series' (a two-row strip's series counts one row).
      positions: /(\d+) (?:positions|circuits)/.exec(d)?.[1] ?? given(s, 'Positions'),
      pitch: pitchOf(d),
      'stack-height': mm(d, /stack/) ?? draw(s, 'stack', ['1.5 mm', '3 mm', '4 mm']),
    })
  },
  'fpc-connectors': (s) => {
    const d = s.description
    return defined({
      positions: given(s, 'Positions'),
      pitch: pitchOf(d),
      contacts: /dual contact/i.test(d) ? 'Dual' : /bottom contact/i.test(d) ? 'Bottom' : 'Top',
      actuator: /back flip/i.test(d) ? 'Back flip' : /slide/i.test(d) ? 'Slider' : draw(s, 'actuator', ['Front flip', 'Back flip']),
    })
  },
  'terminal-blocks': (s) => {
    const d = s.description
    return defined({
      positions: given(s, 'Positions') ?? /(\d+) positions/.exec(d)?.[1],
      pitch: pitchOf(d),
      connection: /push-in/i.test(d) ? 'Push-in' : /spring/i.test(d) ? 'Spring' : 'Screw',
      colour: /blue/i.test(d) ? 'Blue' : /black/i.test(d) ? 'Black' : draw(s, 'colour', ['Green', 'Green', 'Blue', 'Grey']),
    })
  },
  'rf-connectors': (s) => {
    const d = s.description
    return defined({
      type: wordIn(d, [[/SMA/, 'SMA'], [/W\.FL/, 'W.FL'], [/U\.FL/, 'U.FL'], [/MHF/, 'MHF'], [/MMCX/, 'MMCX'], [/BNC/, 'BNC']]),
      impedance: quantityText(d, 'Ω') ?? '50 Ω',
      mounting: /edge/i.test(`${d} ${s.packageName}`) ? 'Edge mount' : mountingOf(s),
    })
  },
  'tactile-switches': (s) => {
    const d = s.description
    const size = /(\d+(?:\.\d+)?x\d+(?:\.\d+)?) mm/.exec(d)?.[1]
    return defined({
      'actuation-force': /(\d+) gf/.exec(d)?.[0] ?? draw(s, 'force', ['160 gf', '260 gf', '100 gf']),
      size: size === undefined ? undefined : `${size} mm`,
      height: mm(d, /height/) ?? draw(s, 'height', ['1.5 mm', '3.5 mm', '4.3 mm', '5 mm']),
      mounting: mountingOf(s),
    })
  },
  'slide-dip-switches': (s) => {
    const d = s.description
    return defined({
      type: /DIP/.test(d) ? 'DIP' : 'Slide',
      circuit: /(SPST|SPDT|DPDT)/.exec(d)?.[1] ?? (/DIP/.test(d) ? 'SPST' : undefined),
      positions: /(\d+) positions/.exec(d)?.[1] ?? '1',
      mounting: mountingOf(s),
    })
  },
  relays: (s) => {
    const d = s.description
    return defined({
      'coil-voltage': quantityText(d, 'V', /coil/),
      'contact-form': /(SPST-NO|SPDT|DPDT)/.exec(d)?.[1] ?? (/SPST/.test(d) ? 'SPST-NO' : undefined),
      'contact-current': quantityText(d, 'A'),
      type: /power/i.test(d) ? 'Power' : 'Signal',
      mounting: mountingOf(s),
    })
  },
  buzzers: (s) => {
    const d = s.description
    return defined({
      type: /piezo/i.test(d) ? 'Piezo' : 'Magnetic',
      frequency: quantityText(d, 'Hz'),
      'sound-pressure': /(\d+) dB/.exec(d)?.[0],
      voltage: quantityText(d, 'V') ?? draw(s, 'voltage', ['3 V', '5 V', '12 V']),
      mounting: mountingOf(s),
    })
  },
  'temperature-humidity-sensors': (s) => {
    const d = s.description
    return defined({
      'humidity-accuracy': /(±\d+(?:\.\d+)?)% RH/.exec(d)?.[1] === undefined ? undefined : `${/(±\d+(?:\.\d+)?)% RH/.exec(d)?.[1]}%`,
      'temperature-accuracy': /±\d+(?:\.\d+)? °C/.exec(d)?.[0] ?? draw(s, 'accuracy', ['±0.3 °C', '±0.5 °C', '±0.2 °C']),
      interface: /1-Wire/i.test(d) ? '1-Wire' : /analog/i.test(d) ? 'Analog' : /SPI/.test(d) ? 'SPI' : 'I2C',
      'supply-voltage': rangeText(d, 'V') ?? draw(s, 'supply', ['1.08 V to 3.6 V', '2.15 V to 5.5 V', '1.9 V to 3.6 V']),
      'operating-temperature': '-40 °C to 125 °C',
    })
  },
  thermistors: (s) => {
    const d = s.description
    return defined({
      'resistance-25': given(s, 'Resistance at 25 °C'),
      'b-constant': given(s, 'B constant'),
      tolerance: /±\d+(?:\.\d+)?%/.exec(d)?.[0],
      'operating-temperature': '-40 °C to 125 °C',
    })
  },
  'motion-sensors': (s) => {
    const d = s.description
    return defined({
      type: wordIn(d, [[/IMU|6-axis|9-axis/i, 'IMU'], [/gyro/i, 'Gyroscope'], [/magnetometer/i, 'Magnetometer'], [/accelerometer/i, 'Accelerometer']]),
      axes: /(\d+)-axis/.exec(d)?.[1] ?? '3',
      interface: /SPI/.test(d) ? 'SPI' : /analog/i.test(d) ? 'Analog' : 'I2C/SPI',
      'supply-voltage': draw(s, 'supply', ['1.71 V to 3.6 V', '1.6 V to 3.6 V', '1.95 V to 3.6 V']),
      'operating-temperature': '-40 °C to 85 °C',
    })
  },
  'magnetic-sensors': (s) => {
    const d = s.description
    return defined({
      type: wordIn(d, [[/angle/i, 'Angle sensor'], [/3D|triaxis/i, '3D sensor'], [/linear/i, 'Linear Hall'], [/latch/i, 'Hall latch'], [/magnetometer/i, 'Magnetometer'], [/switch/i, 'Hall switch']]),
      interface: /I2C/.test(d) ? 'I2C' : /SPI|SSC/.test(d) ? 'SPI' : /linear|ratiometric/i.test(d) ? 'Analog' : 'Digital',
      'supply-voltage': draw(s, 'supply', ['2.5 V to 5.5 V', '3 V to 24 V', '1.65 V to 5.5 V']),
      'operating-temperature': '-40 °C to 125 °C',
    })
  },
  'current-sensors': (s) => {
    const d = s.description
    return defined({
      type: /hall/i.test(d) ? 'Hall-effect' : /monitor/i.test(d) ? 'Power monitor' : 'Current-sense amplifier',
      'max-voltage': /hall/i.test(d) ? undefined : (quantityText(d, 'V') ?? '26 V'),
      interface: /I2C/.test(d) ? 'I2C' : 'Analog',
      'supply-voltage': /hall/i.test(d) ? '4.5 V to 5.5 V' : '2.7 V to 5.5 V',
      'operating-temperature': '-40 °C to 125 °C',
    })
  },
  'dc-dc-modules': (s) => {
    const d = s.description
    const single = quantityText(d, 'V', /input/)
    const output = quantityText(d, 'V', /output/) ?? quantityText(d, 'V', /^$/)
    const amps = quantityText(d, 'A')
    const volts = Number(/[\d.]+/.exec(output ?? '')?.[0] ?? Number.NaN)
    const ampsValue = Number(/[\d.]+/.exec(amps ?? '')?.[0] ?? Number.NaN)
    return defined({
      power: quantityText(d, 'W') ?? (Number.isFinite(volts * ampsValue) ? `${Number((volts * ampsValue).toPrecision(2))} W` : undefined),
      'input-voltage': rangeText(d, 'V') ?? (single === undefined ? undefined : `${single} to ${single}`),
      'output-voltage': output,
      isolation: /non-isolated/i.test(d) ? 'Not isolated' : 'Isolated',
      'operating-temperature': '-40 °C to 85 °C',
    })
  },
  'ac-dc-modules': (s) => {
    const d = s.description
    return defined({
      power: quantityText(d, 'W'),
      'output-voltage': quantityText(d, 'V'),
      'output-current': quantityText(d, 'A') ?? quotient(quantityText(d, 'W'), quantityText(d, 'V'), 'A'),
      mounting: /chassis|enclosed/i.test(`${d} ${s.packageName}`) ? 'Chassis mount' : 'PCB mount',
      'operating-temperature': '-30 °C to 70 °C',
    })
  },
}

/** The categories the demo catalog gives attributes for: all its leaf categories. */
export const ATTRIBUTE_CATEGORIES: readonly string[] = Object.keys(BUILDERS)

const NONE: DemoAttributeTexts = Object.freeze({})

/** A part's attribute texts for its leaf category; none for a category with no attribute list. */
export function demoAttributes(source: AttributeSource): DemoAttributeTexts {
  const build = BUILDERS[source.categorySlug]
  return build === undefined ? NONE : Object.freeze(build(source))
}

const CATEGORY_SLUG = new Map(LEAF_CATEGORIES.map((category) => [category.id, category.slug]))

/** A generated part's attribute texts, from its leaf category, base part number, description and series' attributes. */
export function productAttributes(product: DemoProduct): DemoAttributeTexts {
  return demoAttributes({
    categorySlug: CATEGORY_SLUG.get(product.categoryId) ?? '',
    basePartNumber: product.basePartNumber,
    description: product.description,
    packageName: product.package,
    attributes: product.attributes,
  })
}
