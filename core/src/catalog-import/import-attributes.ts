import { readPackageName } from '../bom/package-name.ts'
import { categoryAttributes } from '../parametric/category-attributes.ts'
import type { AttributeDefinition, AttributeValue } from '../parametric/parametric.types.ts'
import { readAttributeValue } from '../parametric/value.rules.ts'
import { packageOfFootprint } from './import-row.ts'

/**
 * The import's reading of parametric attributes (issue 29, "Data"): a distributor's category names the
 * attribute list that applies (LCSC's `Chip Resistor - Surface Mount` is our chip resistors), each of the file's
 * parameters goes to the attribute it means whatever the file calls it (`Voltage - rated`, `Allowable voltage`
 * and `Voltage Rated` are all the rated voltage), and each value is read with core's value rules; what cannot be
 * read is kept as text. A KiCad library's value column (`10k`, `100nF`) is a passive's value; its footprint
 * column gives the package and chip size. Pure: not written to the store yet.
 */

/** A distributor's category (last element first) → the attribute list (a demo category's slug) it takes. */
const CATEGORY_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/current sense|shunt/i, 'current-sense-resistors'],
  [/resistor networks|resistor arrays|arrays.*resistor/i, 'resistor-arrays'],
  [/thermistor|NTC/i, 'thermistors'],
  [/varistor/i, 'varistors'],
  [/chip resistor|resistors? - surface mount|through hole resistor|^resistors?$/i, 'chip-resistors'],
  [/MLCC|multilayer ceramic|ceramic capacitor/i, 'mlcc'],
  [/tantalum/i, 'tantalum-capacitors'],
  [/electrolytic|polymer.*capacitor/i, 'electrolytic-capacitors'],
  [/film capacitor|\(CBB\)|suppression capacitor/i, 'film-capacitors'],
  [/ferrite bead/i, 'ferrite-beads'],
  [/common mode/i, 'common-mode-chokes'],
  [/RF inductor/i, 'rf-inductors'],
  [/inductor/i, 'power-inductors'],
  [/oscillator/i, 'oscillators'],
  [/crystal/i, 'crystals'],
  [/MOSFET/i, 'mosfets'],
  [/BJT|bipolar|digital transistor/i, 'bjts'],
  [/schottky/i, 'schottky-diodes'],
  [/zener/i, 'zener-diodes'],
  [/switching diode/i, 'switching-diodes'],
  [/bridge rectifier/i, 'bridge-rectifiers'],
  [/rectifier|diodes - general purpose|fast recovery/i, 'rectifier-diodes'],
  [/ESD/i, 'esd-protection'],
  [/TVS/i, 'tvs-diodes'],
  [/resettable|PTC/i, 'ptc-resettable-fuses'],
  [/fuse/i, 'fuses'],
  [/optocoupler/i, 'optocouplers'],
  [/infrared receiver|IR receiver/i, 'ir-receivers'],
  [/LED|light emitting/i, 'leds'],
  [/LDO|linear voltage regulator|regulators - linear/i, 'ldo-regulators'],
  [/DC-DC/i, 'dc-dc-converters'],
  [/voltage reference/i, 'voltage-references'],
  [/battery/i, 'battery-management'],
  [/operational amplifier|op amps/i, 'op-amps'],
  [/comparator/i, 'comparators'],
  [/microcontroller|MCU/i, 'microcontrollers'],
  [/EEPROM/i, 'eeprom'],
  [/flash/i, 'flash-memory'],
  [/pin header|female header/i, 'headers'],
  [/wire to board/i, 'wire-to-board'],
  [/USB connector/i, 'usb-connectors'],
  [/FFC|FPC/i, 'fpc-connectors'],
  [/terminal block/i, 'terminal-blocks'],
  [/board to board|mezzanine/i, 'board-to-board'],
  [/RF connector|coaxial/i, 'rf-connectors'],
  [/tactile/i, 'tactile-switches'],
  [/slide switch|DIP switch/i, 'slide-dip-switches'],
  [/relay/i, 'relays'],
  [/buzzer/i, 'buzzers'],
]

/** The attribute list a distributor's category path takes (its last name first); `undefined` when none fits. */
export function attributeCategoryOf(path: readonly string[]): string | undefined {
  for (const name of [...path].reverse()) {
    const found = CATEGORY_PATTERNS.find(([pattern]) => pattern.test(name))
    if (found !== undefined) return found[1]
  }
  return undefined
}

/**
 * A file's parameter name, compared: lower case, letters and digits only, without its symbol in brackets or its
 * test conditions after `@` (`Drain source on resistance (rds(on)@vgs,id)` → `drainsourceonresistance`).
 */
export function parameterNameKey(name: string): string {
  return (name.split(/[(@]/)[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')
}

/**
 * What each parameter name (as `parameterNameKey` writes it) means: the attribute keys it may fill, the first
 * one the category has. One name may mean different things in different categories: LCSC's `Temperature
 * coefficient` is the dielectric of a capacitor (`X7R`) and the TCR of a resistor (`±100ppm/℃`).
 */
const PARAMETER_KEYS: Readonly<Record<string, readonly string[]>> = {
  resistance: ['resistance', 'resistance-25'],
  capacitance: ['capacitance'],
  inductance: ['inductance'],
  tolerance: ['tolerance'],
  temperaturecoefficient: ['dielectric', 'temperature-coefficient'],
  operatingtemperature: ['operating-temperature'],
  operatingtemperaturerange: ['operating-temperature'],
  voltagerated: ['rated-voltage'],
  ratedvoltage: ['rated-voltage'],
  allowablevoltage: ['rated-voltage'],
  voltagerating: ['rated-voltage'],
  voltageratingdc: ['rated-voltage'],
  power: ['power'],
  powerwatts: ['power'],
  powerdissipation: ['power'],
  type: ['technology', 'channel', 'type'],
  transistortype: ['polarity'],
  drainsourcevoltage: ['vds'],
  continuousdraincurrent: ['id'],
  drainsourceonresistance: ['rds-on'],
  gatethresholdvoltage: ['vgs-th'],
  reversevoltage: ['reverse-voltage'],
  averagerectifiedcurrent: ['forward-current'],
  rectifiedcurrent: ['forward-current'],
  forwardvoltage: ['forward-voltage'],
  reverserecoverytime: ['recovery-time'],
  dcresistance: ['dc-resistance'],
  ratedcurrent: ['rated-current', 'current-rating'],
  currentrating: ['rated-current', 'current-rating'],
  impedance: ['impedance'],
  frequencyselfresonant: ['self-resonant-frequency'],
  zenervoltage: ['zener-voltage'],
  reversestandoffvoltage: ['standoff-voltage', 'working-voltage'],
  peakpulsepowerdissipation: ['peak-pulse-power'],
  collectoremitterbreakdownvoltage: ['vceo'],
  collectorcurrent: ['ic'],
  supplyvoltage: ['supply-voltage'],
  numberofcircuits: ['channels'],
  numberofchannels: ['channels'],
  numberofelements: ['channels', 'elements'],
  gainbandwidthproduct: ['gain-bandwidth'],
  outputtype: ['output-type'],
  supplycurrent: ['supply-current'],
  holdcurrent: ['hold-current'],
  tripcurrent: ['trip-current'],
  operatingvoltage: ['max-voltage'],
  emittedcolor: ['colour'],
  dominantwavelength: ['wavelength'],
  forwardcurrent: ['forward-current'],
  pitch: ['pitch'],
  numberofpins: ['positions'],
  frequency: ['frequency'],
  loadcapacitance: ['load-capacitance'],
  frequencytolerance: ['frequency-tolerance'],
  frequencystability: ['frequency-stability'],
  outputvoltage: ['output-voltage'],
  outputcurrent: ['output-current'],
  maximuminputvoltage: ['max-input-voltage'],
  bconstant: ['b-constant'],
}

/** The attribute of `category` a file's parameter `name` fills, if any. */
export function attributeOfParameter(category: string, name: string): AttributeDefinition | undefined {
  const attributes = categoryAttributes(category)
  for (const key of PARAMETER_KEYS[parameterNameKey(name)] ?? []) {
    const attribute = attributes.find((item) => item.key === key)
    if (attribute !== undefined) return attribute
  }
  return undefined
}

const NO_VALUE = /^(?:|null|nan|-+|—|n\/?a|none)$/i

/**
 * The text to read for a quantity or range: without the test conditions (`8mΩ@10V,62A` → `8mΩ`,
 * `-55℃~+150℃@(Tj)` → `-55℃~+150℃`), and a quantity written as a range of one value (`5V~5V`) as that value.
 */
function valueText(attribute: AttributeDefinition, text: string): string {
  if (attribute.kind === 'word') return text
  const bare = (text.split('@')[0] ?? '').trim()
  const same = /^(.+?)\s*~\s*(.+)$/.exec(bare)
  return attribute.kind === 'quantity' && same !== null && same[1] === same[2] ? (same[1] ?? bare) : bare
}

/** One attribute of an imported part: its value when it reads, else the text kept as it is. */
export interface ImportedAttribute {
  readonly key: string
  /** As the file writes it. */
  readonly text: string
  /** The value read, or `undefined` when the text is kept as text. */
  readonly value?: AttributeValue
}

/** What the import reads a part's attributes from. */
export interface ImportedAttributeSource {
  /** The file's category path (`['Resistors', 'Chip Resistor - Surface Mount']`). */
  readonly category: readonly string[]
  /** The file's parameters (LCSC's `attributes_json`, CDFER's `other_properties_json`). */
  readonly attributes: readonly { readonly name: string; readonly value: string }[]
  /** A KiCad library's value column (`10k`, `100nF`, or a part number). */
  readonly value?: string
  /** A KiCad library's footprint column (`PCM_JLCPCB:R_0402`). */
  readonly footprint?: string
}

export interface ImportedAttributes {
  /** The attribute list the part takes; `undefined` when its category has none. */
  readonly category: string | undefined
  readonly attributes: readonly ImportedAttribute[]
  /** From the footprint column: the package (`SOIC-8`) and the chip size (`0402`) when it names one. */
  readonly packageName?: string
  readonly chip?: string
}

/** The keys of the attribute a passive's value column holds. */
const VALUE_COLUMN_KEYS = ['resistance', 'capacitance', 'inductance', 'resistance-25'] as const

/**
 * A part's attributes under its category's list. For each attribute the first readable value wins (the file's
 * parameters in order, then the value column); an attribute with only unreadable texts keeps the first as text.
 * Parameters the list has no attribute for are left out (the part keeps them as plain attributes).
 */
export function readImportedAttributes(source: ImportedAttributeSource): ImportedAttributes {
  const category = attributeCategoryOf(source.category)
  const footprint = source.footprint?.trim() ?? ''
  const packageName = footprint === '' ? undefined : packageOfFootprint(footprint)
  const chip = packageName === undefined ? undefined : readPackageName(packageName).chip
  const where = { ...(packageName === undefined ? {} : { packageName }), ...(chip === undefined ? {} : { chip }) }
  if (category === undefined) return { category, attributes: [], ...where }

  const read = new Map<string, ImportedAttribute>()
  const offer = (attribute: AttributeDefinition, text: string): void => {
    const written = text.trim()
    if (NO_VALUE.test(written)) return
    const before = read.get(attribute.key)
    if (before?.value !== undefined) return
    const value = readAttributeValue(attribute, valueText(attribute, written))
    if (value.ok) read.set(attribute.key, { key: attribute.key, text: written, value: value.value })
    else if (before === undefined) read.set(attribute.key, { key: attribute.key, text: written })
  }
  for (const parameter of source.attributes) {
    const attribute = attributeOfParameter(category, parameter.name)
    if (attribute !== undefined) offer(attribute, parameter.value)
  }
  const valueColumn = source.value?.trim() ?? ''
  if (valueColumn !== '') {
    const attributes = categoryAttributes(category)
    const attribute = attributes.find((item) => (VALUE_COLUMN_KEYS as readonly string[]).includes(item.key))
    // The value column is the part's value only when it reads as one; a part number there is not kept as text.
    if (attribute !== undefined && read.get(attribute.key)?.value === undefined) {
      const value = readAttributeValue(attribute, valueColumn)
      if (value.ok) read.set(attribute.key, { key: attribute.key, text: valueColumn, value: value.value })
    }
  }
  return { category, attributes: [...read.values()], ...where }
}

/** How one attribute of one category came through an import. */
export interface AttributeImportCount {
  readonly category: string
  readonly key: string
  /** Parts whose value was read. */
  readonly read: number
  /** Parts whose text could not be read and is kept as text. */
  readonly text: number
  /** Up to three of the texts kept, for the report. */
  readonly examples: readonly string[]
}

/** The import's summary per attribute (read as values, kept as text), sorted by category and key. */
export function summariseImportedAttributes(parts: Iterable<ImportedAttributes>): AttributeImportCount[] {
  const counts = new Map<string, { category: string; key: string; read: number; text: number; examples: string[] }>()
  for (const part of parts) {
    if (part.category === undefined) continue
    for (const attribute of part.attributes) {
      const id = `${part.category}\u0000${attribute.key}`
      let count = counts.get(id)
      if (count === undefined) {
        count = { category: part.category, key: attribute.key, read: 0, text: 0, examples: [] }
        counts.set(id, count)
      }
      if (attribute.value !== undefined) count.read++
      else {
        count.text++
        if (count.examples.length < 3 && !count.examples.includes(attribute.text)) count.examples.push(attribute.text)
      }
    }
  }
  return [...counts.values()].sort((a, b) => a.category.localeCompare(b.category) || a.key.localeCompare(b.key))
}
