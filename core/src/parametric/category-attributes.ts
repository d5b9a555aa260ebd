import type {
  AttributeDefinition,
  AttributeWord,
  QuantityAttribute,
  RangeAttribute,
  WordAttribute,
} from './parametric.types.ts'
import type { UnitId } from './units.ts'

/**
 * Each leaf category's attributes (issue 29), keyed by the category's slug: what the filter panel lists, what the
 * URL's keys are, which are the results table's main columns, and what the import reads a distributor's
 * parameters into. Shared by the server and the pages, so a key means one thing everywhere.
 */

function quantity(key: string, name: string, unit: UnitId, main = false, plusMinus = false): QuantityAttribute {
  return { kind: 'quantity', key, name, unit, ...(main ? { main } : {}), ...(plusMinus ? { plusMinus } : {}) }
}

function range(key: string, name: string, unit: UnitId, main = false): RangeAttribute {
  return { kind: 'range', key, name, unit, ...(main ? { main } : {}) }
}

function words(values: readonly (string | AttributeWord)[]): AttributeWord[] {
  return values.map((value) => (typeof value === 'string' ? { value } : value))
}

function word(key: string, name: string, values: readonly (string | AttributeWord)[], main = false, open = false): WordAttribute {
  return { kind: 'word', key, name, words: words(values), ...(main ? { main } : {}), ...(open ? { open } : {}) }
}

function main<T extends AttributeDefinition>(attribute: T): T {
  return { ...attribute, main: true }
}

// Attributes several categories share.
const TEMPERATURE = range('operating-temperature', 'Operating temperature', 'celsius')
const SUPPLY = range('supply-voltage', 'Supply voltage', 'volt')
const INPUT = range('input-voltage', 'Input voltage', 'volt')
const TOLERANCE = quantity('tolerance', 'Tolerance', 'percent', false, true)
const TEMPCO = quantity('temperature-coefficient', 'Temperature coefficient', 'ppm-per-celsius', false, true)
const POWER = quantity('power', 'Power', 'watt')
const RESISTANCE = quantity('resistance', 'Resistance', 'ohm')
const CAPACITANCE = quantity('capacitance', 'Capacitance', 'farad')
const INDUCTANCE = quantity('inductance', 'Inductance', 'henry')
const RATED_VOLTAGE = quantity('rated-voltage', 'Rated voltage', 'volt')
const RATED_CURRENT = quantity('rated-current', 'Rated current', 'ampere')
const DC_RESISTANCE = quantity('dc-resistance', 'DC resistance', 'ohm')
const FREQUENCY = quantity('frequency', 'Frequency', 'hertz')
const CHANNELS = quantity('channels', 'Channels', 'count')
const PINS = quantity('pins', 'Pins', 'count')
const POSITIONS = quantity('positions', 'Positions', 'count')
const PITCH = quantity('pitch', 'Pitch', 'metre')
const FLASH = quantity('flash', 'Flash', 'byte')
const RAM = quantity('ram', 'RAM', 'byte')
const MEMORY = quantity('memory-size', 'Memory size', 'bit')
const CLOCK = quantity('max-frequency', 'Maximum frequency', 'hertz')
const OUTPUT_CURRENT = quantity('output-current', 'Output current', 'ampere')
const OUTPUT_VOLTAGE = quantity('output-voltage', 'Output voltage', 'volt')
const REVERSE_VOLTAGE = quantity('reverse-voltage', 'Reverse voltage (Vr)', 'volt')
const FORWARD_CURRENT = quantity('forward-current', 'Forward current (If)', 'ampere')
const RECOVERY_TIME = quantity('recovery-time', 'Reverse recovery time (trr)', 'second')
const MOUNTING = word('mounting', 'Mounting', [
  { value: 'Surface mount', aliases: ['SMD', 'SMT', 'surface-mount'] },
  { value: 'Through hole', aliases: ['THT', 'through-hole', 'TH'] },
  'Edge mount',
  { value: 'Chassis mount', aliases: ['Enclosed'] },
  { value: 'PCB mount', aliases: ['Encapsulated'] },
])
const INTERFACE = word(
  'interface',
  'Interface',
  ['I2C', 'SPI', { value: 'SPI/Quad SPI', aliases: ['QSPI', 'Quad SPI'] }, 'I2C/SPI', 'UART', 'USB', 'Analog', 'PWM', 'SMBus', '1-Wire', 'Microwire', 'Parallel'],
  false,
  true,
)
const DIRECTION = word('direction', 'Direction', [
  { value: 'Unidirectional', aliases: ['Uni'] },
  { value: 'Bidirectional', aliases: ['Bi'] },
])
const CORES = [
  'AVR',
  'PIC',
  'dsPIC',
  'MSP430',
  'RL78',
  '8051',
  'Arm Cortex-M0',
  'Arm Cortex-M0+',
  'Arm Cortex-M3',
  'Arm Cortex-M4',
  'Arm Cortex-M4F',
  'Arm Cortex-M7',
  'Arm Cortex-M23',
  'Arm Cortex-M33',
  'RISC-V',
  'Xtensa LX6',
  'Xtensa LX7',
]
const CORE = word('core', 'Core', CORES, true, true)
const PROTOCOL = word(
  'protocol',
  'Protocol',
  ['Bluetooth LE', 'Wi-Fi', 'Wi-Fi + Bluetooth LE', 'Wi-Fi 6', 'LoRa', 'Sub-GHz', 'NFC', 'Zigbee/Thread', 'Multiprotocol', 'Cellular', 'GNSS'],
  true,
  true,
)

/** A leaf category's attributes, in panel order; the main ones are the results table's columns. */
export const CATEGORY_ATTRIBUTES: Readonly<Record<string, readonly AttributeDefinition[]>> = {
  // Integrated circuits
  microcontrollers: [CORE, main(FLASH), main(RAM), main(CLOCK), main(PINS), quantity('adc-resolution', 'ADC resolution', 'resolution-bit'), SUPPLY, TEMPERATURE],
  'op-amps': [
    main(CHANNELS),
    quantity('gain-bandwidth', 'Gain-bandwidth product', 'hertz', true),
    main(SUPPLY),
    word('output', 'Output', ['Rail-to-rail', 'Standard']),
    quantity('supply-current', 'Supply current per channel', 'ampere'),
    TEMPERATURE,
  ],
  comparators: [
    main(CHANNELS),
    word('output-type', 'Output type', ['Open collector', 'Open drain', 'Push-pull'], true),
    main(SUPPLY),
    quantity('propagation-delay', 'Propagation delay', 'second'),
    TEMPERATURE,
  ],
  'ldo-regulators': [
    word('output-type', 'Output type', ['Fixed', 'Adjustable'], true),
    main(OUTPUT_VOLTAGE),
    main(OUTPUT_CURRENT),
    quantity('max-input-voltage', 'Maximum input voltage', 'volt'),
    quantity('quiescent-current', 'Quiescent current', 'ampere'),
    TEMPERATURE,
  ],
  'dc-dc-converters': [
    word('topology', 'Topology', ['Buck', 'Boost', 'Buck-boost', 'Inverting', 'Flyback/SEPIC'], true),
    main(INPUT),
    main(OUTPUT_CURRENT),
    quantity('switching-frequency', 'Switching frequency', 'hertz'),
    TEMPERATURE,
  ],
  'voltage-references': [
    word('type', 'Type', ['Series', 'Shunt'], true),
    quantity('reference-voltage', 'Reference voltage', 'volt', true),
    quantity('initial-accuracy', 'Initial accuracy', 'percent', true, true),
    TEMPCO,
    TEMPERATURE,
  ],
  'battery-management': [
    word('function', 'Function', ['Charger', 'Fuel gauge', 'Protector', 'Monitor'], true),
    quantity('cells', 'Cells', 'count', true),
    quantity('charge-current', 'Charge current', 'ampere', true),
    INTERFACE,
    TEMPERATURE,
  ],
  'flash-memory': [
    word('type', 'Type', ['NOR', 'NAND'], true),
    main(MEMORY),
    main(INTERFACE),
    CLOCK,
    main(SUPPLY),
    TEMPERATURE,
  ],
  eeprom: [main(MEMORY), main(INTERFACE), CLOCK, main(SUPPLY), TEMPERATURE],
  'interface-transceivers': [
    word('protocol', 'Protocol', ['CAN', 'CAN FD', 'RS-485', 'RS-232', 'LIN', 'Digital isolator'], true),
    quantity('data-rate', 'Data rate', 'bit-per-second', true),
    main(SUPPLY),
    word('isolation', 'Isolation', ['Isolated', 'Not isolated']),
    TEMPERATURE,
  ],
  'usb-bridges': [
    word('function', 'Function', ['USB to UART', 'USB to multiple UART', 'USB to I2C', 'USB to SPI', 'USB hub', 'USB controller'], true, true),
    word('usb-speed', 'USB speed', ['Full speed', 'High speed'], true),
    main(SUPPLY),
    TEMPERATURE,
  ],
  logic: [
    word('function', 'Function', ['Buffer', 'Inverter', 'AND gate', 'NAND gate', 'OR gate', 'NOR gate', 'XOR gate', 'Shift register', 'Level translator', 'Flip-flop', 'Multiplexer', 'Latch'], true, true),
    word('logic-family', 'Logic family', ['HC', 'HCT', 'AHC', 'AHCT', 'LVC', 'AUP', 'LV', 'ALVC', 'AVC', 'LVX'], true),
    quantity('gates', 'Gates or bits', 'count', true),
    main(SUPPLY),
    TEMPERATURE,
  ],
  'data-converters': [
    word('type', 'Type', ['ADC', 'DAC', 'Waveform generator', 'Analog front end'], true),
    quantity('resolution', 'Resolution (bits)', 'count', true),
    main(CHANNELS),
    quantity('sample-rate', 'Sample rate', 'sample-per-second', true),
    INTERFACE,
    TEMPERATURE,
  ],
  'clock-timing': [
    word('function', 'Function', ['Real-time clock', 'Clock generator', 'Clock buffer', 'Timer'], true),
    quantity('outputs', 'Outputs', 'count', true),
    main(INTERFACE),
    SUPPLY,
    TEMPERATURE,
  ],
  'motor-gate-drivers': [
    word('type', 'Type', ['Stepper', 'Brushed DC', 'BLDC', 'Half-bridge gate', 'Low-side gate', 'High- and low-side gate', 'Full-bridge'], true),
    main(OUTPUT_CURRENT),
    quantity('max-voltage', 'Maximum supply voltage', 'volt', true),
    TEMPERATURE,
  ],
  fpgas: [
    word('family', 'Family', ['iCE40', 'ECP5', 'MachXO2', 'MachXO3', 'Artix-7', 'Spartan-7', 'Zynq-7000', 'Cyclone IV E', 'Cyclone V E', 'MAX II', 'MAX 10'], true, true),
    quantity('logic-elements', 'Logic elements', 'count', true),
    main(PINS),
    word('grade', 'Temperature grade', ['Commercial', 'Industrial', 'Extended', 'Automotive'], true),
  ],
  supervisors: [
    word('function', 'Function', ['Voltage supervisor', 'Load switch', 'USB power switch', 'eFuse', 'Ideal diode', 'Power multiplexer'], true),
    // Supervisors have a threshold, switches a current: a column for neither.
    quantity('threshold', 'Threshold voltage', 'volt'),
    quantity('current-limit', 'Current', 'ampere'),
    main(SUPPLY),
    TEMPERATURE,
  ],
  // RF and wireless
  'rf-transceivers': [PROTOCOL, { ...CORE, main: false }, FLASH, RAM, quantity('band', 'Frequency band', 'hertz', true), TEMPERATURE],
  'wireless-modules': [
    PROTOCOL,
    main(FLASH),
    word('antenna', 'Antenna', ['PCB antenna', 'Chip antenna', 'U.FL connector', 'External'], true),
    quantity('band', 'Frequency band', 'hertz'),
    TEMPERATURE,
  ],
  'rf-front-end': [
    word('type', 'Type', ['Power amplifier', 'Low-noise amplifier', 'Front-end module', 'RF switch'], true),
    range('frequency-range', 'Frequency range', 'hertz', true),
    quantity('output-power', 'Output power', 'decibel-milliwatt'),
    TEMPERATURE,
  ],
  // Passive components
  'chip-resistors': [
    main(RESISTANCE),
    main(TOLERANCE),
    main(POWER),
    main(TEMPCO),
    word('technology', 'Technology', [
      { value: 'Thick film', aliases: ['Thick Film Resistors', 'Thick Film Resistor'] },
      { value: 'Thin film', aliases: ['Thin Film Resistors', 'Thin Film Resistor'] },
      { value: 'Metal film', aliases: ['Metal Film Resistors', 'Metal Film Resistor'] },
      { value: 'Metal foil', aliases: ['Metal Foil Resistors', 'Alloy Resistors'] },
    ]),
    TEMPERATURE,
  ],
  'current-sense-resistors': [main(RESISTANCE), main(TOLERANCE), main(POWER), TEMPCO, TEMPERATURE],
  'resistor-arrays': [
    main(RESISTANCE),
    main(TOLERANCE),
    quantity('elements', 'Resistors', 'count', true),
    quantity('power-per-element', 'Power per resistor', 'watt'),
    TEMPCO,
    TEMPERATURE,
  ],
  mlcc: [
    main(CAPACITANCE),
    main(RATED_VOLTAGE),
    word('dielectric', 'Dielectric', [{ value: 'C0G', aliases: ['NP0', 'COG', 'C0G (NP0)', 'NPO'] }, 'X5R', 'X6S', 'X7R', 'X7S', 'X7T', 'X8R', 'Y5V', 'U2J'], true),
    // Small C0G parts are ±0.1 pF, the rest a percentage: a list of values, as distributors show it.
    word('tolerance', 'Tolerance', ['±0.05 pF', '±0.1 pF', '±0.25 pF', '±0.5 pF', '±1%', '±2%', '±5%', '±10%', '±20%', '-20%/+80%'], true, true),
    TEMPERATURE,
  ],
  'electrolytic-capacitors': [
    main(CAPACITANCE),
    main(RATED_VOLTAGE),
    main(TOLERANCE),
    quantity('lifetime', 'Lifetime at rated temperature (hours)', 'count'),
    main(MOUNTING),
    TEMPERATURE,
  ],
  'tantalum-capacitors': [
    main(CAPACITANCE),
    main(RATED_VOLTAGE),
    main(TOLERANCE),
    word('type', 'Type', ['MnO2', 'Polymer']),
    quantity('esr', 'ESR', 'ohm'),
    TEMPERATURE,
  ],
  'film-capacitors': [
    main(CAPACITANCE),
    main(RATED_VOLTAGE),
    word('dielectric', 'Dielectric', ['Polyester (PET)', 'Polypropylene (PP)'], true),
    word('safety-class', 'Safety class', ['X2', 'Y2', 'None']),
    TOLERANCE,
    TEMPERATURE,
  ],
  'power-inductors': [
    main(INDUCTANCE),
    main(TOLERANCE),
    main(RATED_CURRENT),
    main(DC_RESISTANCE),
    word('shielding', 'Shielding', ['Shielded', 'Semi-shielded', 'Unshielded']),
    TEMPERATURE,
  ],
  'rf-inductors': [
    main(INDUCTANCE),
    word('tolerance', 'Tolerance', ['±0.1 nH', '±0.2 nH', '±0.3 nH', '±2%', '±3%', '±5%'], true),
    quantity('self-resonant-frequency', 'Self-resonant frequency', 'hertz'),
    main(RATED_CURRENT),
    word('construction', 'Construction', ['Multilayer', 'Wire-wound', 'Thin film', 'Ceramic core']),
    TEMPERATURE,
  ],
  'ferrite-beads': [
    quantity('impedance', 'Impedance at 100 MHz', 'ohm', true),
    main(RATED_CURRENT),
    main(DC_RESISTANCE),
    TEMPERATURE,
  ],
  'common-mode-chokes': [
    quantity('impedance', 'Impedance at 100 MHz', 'ohm', true),
    quantity('lines', 'Lines', 'count', true),
    main(RATED_CURRENT),
    TEMPERATURE,
  ],
  crystals: [
    main(FREQUENCY),
    quantity('load-capacitance', 'Load capacitance', 'farad', true),
    quantity('frequency-tolerance', 'Frequency tolerance', 'ppm', true, true),
    TEMPERATURE,
  ],
  oscillators: [
    main(FREQUENCY),
    main(SUPPLY),
    word('output', 'Output', ['CMOS', 'LVDS', 'LVPECL', 'HCSL', 'Clipped sine'], true),
    quantity('frequency-stability', 'Frequency stability', 'ppm', false, true),
    TEMPERATURE,
  ],
  // Discrete semiconductors
  mosfets: [
    word('channel', 'Channel', [
      { value: 'N-channel', aliases: ['N', 'N-CH', 'N-Channel MOSFET', 'N channel'] },
      { value: 'P-channel', aliases: ['P', 'P-CH', 'P-Channel MOSFET', 'P channel'] },
      { value: 'Dual N-channel', aliases: ['2N-CH', '2 N-channel', '2 N Channel'] },
      { value: 'Dual P-channel', aliases: ['2P-CH', '2 P-channel', '2 P Channel'] },
      { value: 'N and P-channel', aliases: ['N+P', 'N-CH+P-CH'] },
    ], true),
    quantity('vds', 'Drain-source voltage (Vds)', 'volt', true),
    quantity('id', 'Drain current (Id)', 'ampere', true),
    quantity('rds-on', 'On-resistance (Rds(on))', 'ohm', true),
    quantity('vgs-th', 'Gate threshold voltage', 'volt'),
    TEMPERATURE,
  ],
  bjts: [
    word('polarity', 'Polarity', ['NPN', 'PNP'], true),
    quantity('vceo', 'Collector-emitter voltage (Vceo)', 'volt', true),
    quantity('ic', 'Collector current (Ic)', 'ampere', true),
    word('type', 'Type', ['General purpose', 'Digital (pre-biased)', 'Darlington']),
    POWER,
    TEMPERATURE,
  ],
  'rectifier-diodes': [
    main(REVERSE_VOLTAGE),
    main(FORWARD_CURRENT),
    word('speed', 'Recovery', ['Standard', 'Fast', 'Superfast', 'Ultrafast'], true),
    RECOVERY_TIME,
    TEMPERATURE,
  ],
  'schottky-diodes': [main(REVERSE_VOLTAGE), main(FORWARD_CURRENT), quantity('forward-voltage', 'Forward voltage (Vf)', 'volt', true), TEMPERATURE],
  'zener-diodes': [
    quantity('zener-voltage', 'Zener voltage', 'volt', true),
    main(POWER),
    main(TOLERANCE),
    TEMPERATURE,
  ],
  'switching-diodes': [
    main(REVERSE_VOLTAGE),
    main(FORWARD_CURRENT),
    RECOVERY_TIME,
    word('configuration', 'Configuration', ['Single', 'Dual common anode', 'Dual common cathode', 'Dual series'], true),
    TEMPERATURE,
  ],
  'bridge-rectifiers': [main(REVERSE_VOLTAGE), main(FORWARD_CURRENT), TEMPERATURE],
  'tvs-diodes': [
    quantity('standoff-voltage', 'Stand-off voltage', 'volt', true),
    quantity('peak-pulse-power', 'Peak pulse power', 'watt', true),
    main(DIRECTION),
    TEMPERATURE,
  ],
  'esd-protection': [
    quantity('working-voltage', 'Working voltage', 'volt', true),
    quantity('lines', 'Lines', 'count', true),
    main(DIRECTION),
    CAPACITANCE,
    TEMPERATURE,
  ],
  fuses: [
    quantity('current-rating', 'Current rating', 'ampere', true),
    main(RATED_VOLTAGE),
    word('speed', 'Speed', ['Very fast-acting', 'Fast-acting', 'Time-delay'], true),
    TEMPERATURE,
  ],
  'ptc-resettable-fuses': [
    quantity('hold-current', 'Hold current', 'ampere', true),
    quantity('trip-current', 'Trip current', 'ampere', true),
    quantity('max-voltage', 'Maximum voltage', 'volt', true),
    TEMPERATURE,
  ],
  varistors: [
    quantity('voltage-ac', 'Maximum AC voltage (rms)', 'volt', true),
    quantity('voltage-dc', 'Maximum DC voltage', 'volt', true),
    word('construction', 'Construction', ['Disk', 'Multilayer'], true),
    TEMPERATURE,
  ],
  // Optoelectronics
  leds: [
    word('colour', 'Colour', ['Red', 'Orange', 'Yellow', 'Green', 'Blue', { value: 'White', aliases: ['White light'] }, 'Warm white', 'Purple', 'RGB', 'Infrared'], true),
    quantity('wavelength', 'Wavelength', 'metre', true),
    quantity('colour-temperature', 'Colour temperature', 'kelvin'),
    quantity('forward-current', 'Forward current', 'ampere', true),
    TEMPERATURE,
  ],
  optocouplers: [
    word('output', 'Output', ['Phototransistor', 'Darlington', 'Logic', 'Triac', 'Photovoltaic'], true),
    quantity('isolation-voltage', 'Isolation voltage', 'volt', true),
    main(CHANNELS),
    TEMPERATURE,
  ],
  'ir-receivers': [
    quantity('carrier-frequency', 'Carrier frequency', 'hertz', true),
    main(MOUNTING),
    main(SUPPLY),
    TEMPERATURE,
  ],
  // Connectors
  headers: [
    main(POSITIONS),
    quantity('rows', 'Rows', 'count', true),
    main(PITCH),
    word('gender', 'Gender', [{ value: 'Male', aliases: ['Pin header', 'Header'] }, { value: 'Female', aliases: ['Socket', 'Receptacle'] }], true),
    MOUNTING,
  ],
  'wire-to-board': [main(POSITIONS), main(PITCH), word('part', 'Part', ['Header', 'Housing', 'Receptacle'], true), MOUNTING],
  'usb-connectors': [
    word('type', 'Type', ['Type-C', 'Micro-B', 'Mini-B', 'Type-A', 'Type-B'], true),
    word('usb-version', 'USB version', ['USB 2.0', 'USB 3.0', 'USB 3.1', 'USB 3.2', 'Power only'], true),
    POSITIONS,
    main(MOUNTING),
  ],
  'board-to-board': [main(POSITIONS), main(PITCH), quantity('stack-height', 'Stack height', 'metre', true)],
  'fpc-connectors': [
    main(POSITIONS),
    main(PITCH),
    word('contacts', 'Contacts', ['Top', 'Bottom', 'Dual']),
    word('actuator', 'Actuator', ['Back flip', 'Front flip', 'Slider', 'Non-locking']),
  ],
  'terminal-blocks': [
    main(POSITIONS),
    main(PITCH),
    word('connection', 'Connection', ['Screw', 'Spring', 'Push-in'], true),
    word('colour', 'Colour', ['Green', 'Blue', 'Black', 'Grey', 'Orange']),
  ],
  'rf-connectors': [
    word('type', 'Type', ['SMA', 'U.FL', 'W.FL', 'MHF', 'MMCX', 'BNC'], true),
    quantity('impedance', 'Impedance', 'ohm', true),
    main(MOUNTING),
  ],
  // Electromechanical
  'tactile-switches': [
    quantity('actuation-force', 'Actuation force', 'gram-force', true),
    word('size', 'Size', ['3.5x2.9 mm', '4.5x4.5 mm', '4.7x3.5 mm', '5.2x5.2 mm', '6x6 mm', '12x12 mm'], true, true),
    quantity('height', 'Height', 'metre'),
    main(MOUNTING),
  ],
  'slide-dip-switches': [
    word('type', 'Type', ['Slide', 'DIP'], true),
    word('circuit', 'Circuit', ['SPST', 'SPDT', 'DPDT'], true),
    POSITIONS,
    main(MOUNTING),
  ],
  relays: [
    quantity('coil-voltage', 'Coil voltage', 'volt', true),
    word('contact-form', 'Contact form', ['SPST-NO', 'SPDT', 'DPDT'], true),
    quantity('contact-current', 'Contact current', 'ampere', true),
    word('type', 'Type', ['Signal', 'Power']),
    MOUNTING,
  ],
  buzzers: [
    word('type', 'Type', ['Piezo', 'Magnetic'], true),
    main(FREQUENCY),
    quantity('sound-pressure', 'Sound pressure', 'decibel', true),
    quantity('voltage', 'Rated voltage', 'volt'),
    MOUNTING,
  ],
  // Sensors
  'temperature-humidity-sensors': [
    quantity('humidity-accuracy', 'Humidity accuracy (% RH)', 'percent', false, true),
    quantity('temperature-accuracy', 'Temperature accuracy', 'celsius', true, true),
    main(INTERFACE),
    SUPPLY,
    TEMPERATURE,
  ],
  thermistors: [
    quantity('resistance-25', 'Resistance at 25 °C', 'ohm', true),
    quantity('b-constant', 'B constant (25/50)', 'kelvin', true),
    main(TOLERANCE),
    TEMPERATURE,
  ],
  'motion-sensors': [
    word('type', 'Type', ['Accelerometer', 'Gyroscope', 'IMU', 'Magnetometer'], true),
    quantity('axes', 'Axes', 'count', true),
    main(INTERFACE),
    SUPPLY,
    TEMPERATURE,
  ],
  'magnetic-sensors': [
    word('type', 'Type', ['Hall switch', 'Hall latch', 'Linear Hall', '3D sensor', 'Angle sensor', 'Magnetometer'], true),
    main(INTERFACE),
    SUPPLY,
    TEMPERATURE,
  ],
  'current-sensors': [
    word('type', 'Type', ['Hall-effect', 'Current-sense amplifier', 'Power monitor'], true),
    quantity('max-voltage', 'Maximum common-mode voltage', 'volt'),
    main(INTERFACE),
    SUPPLY,
    TEMPERATURE,
  ],
  // Power modules
  'dc-dc-modules': [
    quantity('power', 'Power', 'watt', true),
    main(INPUT),
    main(OUTPUT_VOLTAGE),
    word('isolation', 'Isolation', ['Isolated', 'Not isolated'], true),
    TEMPERATURE,
  ],
  'ac-dc-modules': [
    quantity('power', 'Power', 'watt', true),
    main(OUTPUT_VOLTAGE),
    OUTPUT_CURRENT,
    main(MOUNTING),
    TEMPERATURE,
  ],
}

/** The attributes of the category `slug`; none for a category we have no attribute list for. */
export function categoryAttributes(slug: string): readonly AttributeDefinition[] {
  return CATEGORY_ATTRIBUTES[slug] ?? []
}

/**
 * A category's main attributes, in its order: the results table's columns (sortable), what "similar parts"
 * compares, and what an attribute sort may name.
 */
export function mainAttributes(attributes: readonly AttributeDefinition[]): AttributeDefinition[] {
  return attributes.filter((attribute) => attribute.main === true)
}

/** The attribute of `key` in the category `slug`, if it has one: what a URL's filter key is checked against. */
export function categoryAttribute(slug: string, key: string): AttributeDefinition | undefined {
  return categoryAttributes(slug).find((attribute) => attribute.key === key)
}
