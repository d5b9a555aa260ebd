import type { Industry } from '../constants.ts'
import type { CategoryGroup } from '../contract/catalog.ts'
import { catalogSlug } from '../routing/slug.rules.ts'

/**
 * PAGE-4's six industry application pages: the categories each industry buys, by the catalog's English names.
 * Ours (the spec names the pages only). Names the catalog does not have are left out, so a renamed category
 * drops from the page instead of linking nowhere.
 */
export const APPLICATION_CATEGORIES: Readonly<Record<Industry, readonly string[]>> = {
  Automotive: ['Microcontrollers (MCUs)', 'Interface - CAN, RS-485, RS-232', 'MOSFETs', 'TVS Diodes', 'MLCC Capacitors', 'Power Inductors', 'Magnetic Sensors', 'Relays'],
  'Industrial Automation': ['Microcontrollers (MCUs)', 'Motor & Gate Drivers', 'Optocouplers', 'Relays', 'Terminal Blocks', 'Data Converters (ADC/DAC)', 'Current Sensors', 'DC-DC Power Modules'],
  Medical: ['Operational Amplifiers', 'Data Converters (ADC/DAC)', 'Voltage References', 'LDO Regulators', 'Temperature & Humidity Sensors', 'Wireless Modules', 'Crystals'],
  Communications: ['RF Transceivers & SoCs', 'RF Amplifiers & Front Ends', 'RF Coaxial Connectors', 'Oscillators', 'Clock & Timing', 'ESD Protection', 'Ferrite Beads', 'Common Mode Chokes'],
  'Consumer Electronics': ['Microcontrollers (MCUs)', 'Interface - USB & UART Bridges', 'USB Connectors', 'LEDs', 'Tactile Switches', 'Buzzers & Transducers', 'Chip Resistors', 'MLCC Capacitors'],
  'New Energy': ['Battery Management', 'DC-DC Converters', 'MOSFETs', 'Schottky Diodes', 'Current Sense Resistors', 'Film Capacitors', 'Fuses', 'NTC Thermistors', 'AC-DC Power Modules'],
}

/** A category an application page links: its name and its page (`/catalog/{slug}`, ROUTE-11). */
export interface ApplicationCategory {
  readonly name: string
  readonly href: string
}

/** The categories of `industry` found in the catalog's tree (any depth), in the order listed above. */
export function applicationCategories(industry: Industry, tree: readonly CategoryGroup[]): ApplicationCategory[] {
  const byName = new Map<string, number>()
  const visit = (nodes: readonly CategoryGroup[]) => {
    for (const node of nodes) {
      byName.set(node.catalogEnName, node.intId)
      visit(node.childList)
    }
  }
  visit(tree)
  return APPLICATION_CATEGORIES[industry].flatMap((name) => {
    const id = byName.get(name)
    return id === undefined ? [] : [{ name, href: `/catalog/${catalogSlug(name, id)}` }]
  })
}
