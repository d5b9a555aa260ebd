/**
 * The demo catalog's category tree: two levels (issue 6, "Catalog"), the families a component distributor
 * lists. Ids are stable and readable: a top-level family is 1…12, its children are `parent × 100 + n`
 * (Microcontrollers 101 under Integrated Circuits 1). Products always sit in a child (leaf) category.
 */

/** A category of the demo catalog. */
export interface DemoCategory {
  readonly id: number
  /** Lower-case, hyphenated, unique: how the generator refers to it. */
  readonly slug: string
  /** The English name shown in the header tree (`catalogEnName`). */
  readonly name: string
  /** `null` for a top-level family. */
  readonly parentId: number | null
  /** One or two sentences for the category page. */
  readonly description: string
}

interface Family {
  readonly id: number
  readonly slug: string
  readonly name: string
  readonly description: string
  readonly children: ReadonlyArray<readonly [slug: string, name: string, description: string]>
}

const FAMILIES = [
  {
    id: 1,
    slug: 'integrated-circuits',
    name: 'Integrated Circuits (ICs)',
    description:
      'Microcontrollers, analog, power management, memory, interface and logic ICs from the leading semiconductor makers.',
    children: [
      [
        'microcontrollers',
        'Microcontrollers (MCUs)',
        '8-bit, 16-bit and 32-bit microcontrollers: AVR, PIC, Arm Cortex-M and RISC-V.',
      ],
      [
        'op-amps',
        'Operational Amplifiers',
        'General-purpose, precision, low-power and rail-to-rail operational amplifiers.',
      ],
      ['comparators', 'Comparators', 'Voltage comparators with open-drain and push-pull outputs.'],
      ['ldo-regulators', 'LDO Regulators', 'Low-dropout linear regulators, fixed and adjustable.'],
      ['dc-dc-converters', 'DC-DC Converters', 'Buck, boost and buck-boost switching regulators and controllers.'],
      ['voltage-references', 'Voltage References', 'Series and shunt voltage references.'],
      ['battery-management', 'Battery Management', 'Li-ion chargers, fuel gauges and protection ICs.'],
      ['flash-memory', 'Flash Memory', 'Serial NOR and NAND flash for code and data storage.'],
      ['eeprom', 'EEPROM', 'I2C and SPI serial EEPROM.'],
      [
        'interface-transceivers',
        'Interface - CAN, RS-485, RS-232',
        'CAN, CAN FD, RS-485/RS-422 and RS-232 transceivers.',
      ],
      ['usb-bridges', 'Interface - USB & UART Bridges', 'USB to UART, I2C and SPI bridge controllers.'],
      [
        'logic',
        'Logic - Gates, Buffers & Level Shifters',
        'Single-gate and multi-gate logic, buffers, shift registers and level translators.',
      ],
      ['data-converters', 'Data Converters (ADC/DAC)', 'Analog-to-digital and digital-to-analog converters.'],
      ['clock-timing', 'Clock & Timing', 'Clock generators, buffers and real-time clocks.'],
      [
        'motor-gate-drivers',
        'Motor & Gate Drivers',
        'Brushed, stepper and BLDC motor drivers, half-bridge and low-side gate drivers.',
      ],
      ['fpgas', 'FPGAs & CPLDs', 'Field-programmable gate arrays and complex programmable logic devices.'],
      ['supervisors', 'Supervisors & Power Switches', 'Voltage supervisors, reset ICs, load switches and eFuses.'],
    ],
  },
  {
    id: 2,
    slug: 'rf-wireless',
    name: 'RF & Wireless',
    description: 'Wireless SoCs, certified radio modules and RF front-end components.',
    children: [
      ['rf-transceivers', 'RF Transceivers & SoCs', 'Bluetooth LE, Wi-Fi, Zigbee, Thread and sub-GHz radio SoCs.'],
      ['wireless-modules', 'Wireless Modules', 'Pre-certified Wi-Fi, Bluetooth and LoRa modules.'],
      ['rf-front-end', 'RF Amplifiers & Front Ends', 'Power amplifiers, LNAs, RF switches and front-end modules.'],
    ],
  },
  {
    id: 3,
    slug: 'passive-components',
    name: 'Passive Components',
    description: 'Resistors, capacitors, inductors, ferrite beads and frequency control parts.',
    children: [
      ['chip-resistors', 'Chip Resistors', 'Thick-film and thin-film surface-mount resistors from 01005 to 2512.'],
      ['current-sense-resistors', 'Current Sense Resistors', 'Low-ohm metal and thick-film shunt resistors.'],
      ['resistor-arrays', 'Resistor Networks & Arrays', 'Isolated and bussed chip resistor arrays.'],
      ['mlcc', 'MLCC Capacitors', 'Multilayer ceramic chip capacitors: C0G, X5R, X7R, X7S.'],
      [
        'electrolytic-capacitors',
        'Aluminum Electrolytic Capacitors',
        'Radial, SMD and polymer aluminum electrolytic capacitors.',
      ],
      ['tantalum-capacitors', 'Tantalum Capacitors', 'Molded MnO2 and polymer tantalum chip capacitors.'],
      ['film-capacitors', 'Film Capacitors', 'Polypropylene and polyester film capacitors, X2 safety capacitors.'],
      ['power-inductors', 'Power Inductors', 'Shielded and molded power inductors for DC-DC converters.'],
      ['rf-inductors', 'RF Inductors', 'Multilayer, thin-film and wirewound chip inductors for RF circuits.'],
      ['ferrite-beads', 'Ferrite Beads', 'Chip ferrite beads for EMI suppression.'],
      ['common-mode-chokes', 'Common Mode Chokes', 'Common mode filters for signal and power lines.'],
      ['crystals', 'Crystals', 'Quartz crystal resonators, kHz and MHz.'],
      ['oscillators', 'Oscillators', 'Crystal and MEMS clock oscillators.'],
    ],
  },
  {
    id: 4,
    slug: 'discrete-semiconductors',
    name: 'Discrete Semiconductors',
    description: 'Transistors, MOSFETs and diodes in signal and power packages.',
    children: [
      ['mosfets', 'MOSFETs', 'N-channel and P-channel power and small-signal MOSFETs.'],
      ['bjts', 'Bipolar Transistors (BJTs)', 'NPN, PNP and pre-biased digital transistors.'],
      ['rectifier-diodes', 'Rectifier Diodes', 'Standard, fast and ultrafast recovery rectifiers.'],
      ['schottky-diodes', 'Schottky Diodes', 'Schottky barrier diodes and rectifiers.'],
      ['zener-diodes', 'Zener Diodes', 'Zener voltage regulator diodes from 2.4 V to 75 V.'],
      ['switching-diodes', 'Switching Diodes', 'Small-signal switching diodes and arrays.'],
      ['bridge-rectifiers', 'Bridge Rectifiers', 'Single-phase bridge rectifiers.'],
    ],
  },
  {
    id: 5,
    slug: 'circuit-protection',
    name: 'Circuit Protection',
    description: 'Transient voltage suppressors, ESD protection, fuses, resettable fuses and varistors.',
    children: [
      ['tvs-diodes', 'TVS Diodes', 'Transient voltage suppressor diodes, unidirectional and bidirectional.'],
      ['esd-protection', 'ESD Protection', 'Low-capacitance ESD protection diodes and arrays for data lines.'],
      ['fuses', 'Fuses', 'Surface-mount and cartridge fuses.'],
      ['ptc-resettable-fuses', 'PTC Resettable Fuses', 'Polymeric PTC resettable fuses.'],
      ['varistors', 'Varistors', 'Metal oxide varistors and multilayer varistors.'],
    ],
  },
  {
    id: 6,
    slug: 'optoelectronics',
    name: 'Optoelectronics',
    description: 'LEDs, optocouplers and infrared receivers.',
    children: [
      ['leds', 'LEDs', 'Chip, PLCC and through-hole LEDs in all colours.'],
      ['optocouplers', 'Optocouplers', 'Phototransistor, logic-output and triac-driver optocouplers.'],
      ['ir-receivers', 'Infrared Receivers', 'IR receiver modules for remote control.'],
    ],
  },
  {
    id: 7,
    slug: 'connectors',
    name: 'Connectors',
    description: 'Board, wire, USB, RF and terminal-block connectors.',
    children: [
      ['headers', 'Pin Headers & Sockets', 'Board-mount pin headers and female sockets from 1.27 mm to 2.54 mm pitch.'],
      ['wire-to-board', 'Wire-to-Board Connectors', 'Crimp-style wire-to-board headers and housings.'],
      ['usb-connectors', 'USB Connectors', 'USB Type-C, Micro-B and Type-A receptacles.'],
      ['board-to-board', 'Board-to-Board Connectors', 'Fine-pitch mezzanine and stacking connectors.'],
      ['fpc-connectors', 'FFC/FPC Connectors', 'Flat flexible cable and flexible printed circuit connectors.'],
      ['terminal-blocks', 'Terminal Blocks', 'Screw and spring PCB terminal blocks, fixed and pluggable.'],
      ['rf-connectors', 'RF Coaxial Connectors', 'SMA, U.FL and MMCX coaxial connectors.'],
    ],
  },
  {
    id: 8,
    slug: 'electromechanical',
    name: 'Electromechanical',
    description: 'Switches, relays and audio transducers.',
    children: [
      ['tactile-switches', 'Tactile Switches', 'Surface-mount and through-hole tactile switches.'],
      ['slide-dip-switches', 'Slide & DIP Switches', 'Slide switches and DIP switches.'],
      ['relays', 'Relays', 'Signal and power relays.'],
      ['buzzers', 'Buzzers & Transducers', 'Magnetic and piezo buzzers and transducers.'],
    ],
  },
  {
    id: 9,
    slug: 'sensors',
    name: 'Sensors',
    description: 'Temperature, humidity, motion, magnetic and current sensors.',
    children: [
      [
        'temperature-humidity-sensors',
        'Temperature & Humidity Sensors',
        'Digital and analog temperature and humidity sensors.',
      ],
      ['thermistors', 'NTC Thermistors', 'NTC thermistors for temperature sensing and compensation.'],
      ['motion-sensors', 'Motion Sensors & IMUs', 'Accelerometers, gyroscopes and inertial measurement units.'],
      ['magnetic-sensors', 'Magnetic Sensors', 'Hall-effect switches, latches and linear sensors.'],
      ['current-sensors', 'Current Sensors', 'Hall-effect current sensors and current-sense monitors.'],
    ],
  },
  {
    id: 10,
    slug: 'power-modules',
    name: 'Power Modules',
    description: 'Board-mount DC-DC and AC-DC power modules.',
    children: [
      ['dc-dc-modules', 'DC-DC Power Modules', 'Isolated and non-isolated DC-DC converter modules.'],
      ['ac-dc-modules', 'AC-DC Power Modules', 'Encapsulated and open-frame AC-DC power supplies.'],
    ],
  },
] as const satisfies readonly Family[]

type FamilyList = typeof FAMILIES
/** The slug of any category of the demo tree. */
export type CategorySlug = FamilyList[number]['slug'] | FamilyList[number]['children'][number][0]

function flatten(): DemoCategory[] {
  const out: DemoCategory[] = []
  for (const family of FAMILIES as readonly Family[]) {
    out.push({ id: family.id, slug: family.slug, name: family.name, parentId: null, description: family.description })
    family.children.forEach(([slug, name, description], index) => {
      out.push({ id: family.id * 100 + index + 1, slug, name, parentId: family.id, description })
    })
  }
  return out
}

/** Every category, each top-level family followed by its children. */
export const CATEGORIES: readonly DemoCategory[] = flatten()

const BY_SLUG = new Map(CATEGORIES.map((category) => [category.slug, category]))
const BY_ID = new Map(CATEGORIES.map((category) => [category.id, category]))

/** The id of a category by slug: `cat('mlcc')` is 304. */
export function cat(slug: CategorySlug): number {
  const category = BY_SLUG.get(slug)
  if (category === undefined) throw new Error(`Unknown category slug: ${slug}`)
  return category.id
}

/** A category by id, or `undefined`. */
export function categoryById(id: number): DemoCategory | undefined {
  return BY_ID.get(id)
}

/** The categories products sit in: every child category. */
export const LEAF_CATEGORIES: readonly DemoCategory[] = CATEGORIES.filter((category) => category.parentId !== null)

/** A top-level family with its children, as the header tree (type 1002) lists them. */
export interface CategoryTreeNode extends DemoCategory {
  readonly children: readonly DemoCategory[]
}

/** The two-level tree: top-level families in order, each with its children. */
export const CATEGORY_TREE: readonly CategoryTreeNode[] = CATEGORIES.filter(
  (category) => category.parentId === null,
).map((family) => ({ ...family, children: CATEGORIES.filter((category) => category.parentId === family.id) }))
