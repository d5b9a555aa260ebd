import { CAPACITOR_SERIES } from './series/capacitors.ts'
import { CONNECTOR_SERIES } from './series/connectors.ts'
import { DIODE_SERIES } from './series/diodes.ts'
import { ELECTROMECHANICAL_SERIES } from './series/electromechanical.ts'
import { FREQUENCY_SERIES } from './series/frequency.ts'
import { ANALOG_SERIES } from './series/ics-analog.ts'
import { DIGITAL_SERIES } from './series/ics-digital.ts'
import { POWER_IC_SERIES } from './series/ics-power.ts'
import type { Series, Suffix } from './series/kit.ts'
import { MAGNETIC_SERIES } from './series/magnetics.ts'
import { MCU_SERIES } from './series/mcus.ts'
import { OPTO_SERIES } from './series/opto.ts'
import { POWER_MODULE_SERIES } from './series/power-modules.ts'
import { PROTECTION_SERIES } from './series/protection.ts'
import { RESISTOR_SERIES } from './series/resistors.ts'
import { RF_SERIES } from './series/rf.ts'
import { SENSOR_SERIES } from './series/sensors.ts'
import { TRANSISTOR_SERIES } from './series/transistors.ts'

/**
 * Every part-number series of the demo catalog: one manufacturer's product line in one leaf category, with
 * its numbering scheme, packages, suffixes and share of the catalog. The families live in `series/`, one
 * file per kind of part; this module only lists them, in a fixed order (the order is part of the seed's
 * meaning: reordering changes every generated catalog).
 */
export const SERIES: readonly Series[] = [
  ...RESISTOR_SERIES,
  ...CAPACITOR_SERIES,
  ...MAGNETIC_SERIES,
  ...FREQUENCY_SERIES,
  ...TRANSISTOR_SERIES,
  ...DIODE_SERIES,
  ...PROTECTION_SERIES,
  ...OPTO_SERIES,
  ...ANALOG_SERIES,
  ...POWER_IC_SERIES,
  ...MCU_SERIES,
  ...DIGITAL_SERIES,
  ...RF_SERIES,
  ...CONNECTOR_SERIES,
  ...ELECTROMECHANICAL_SERIES,
  ...SENSOR_SERIES,
  ...POWER_MODULE_SERIES,
]

/** The orderable part number of a base with a suffix, in the series' own way (`base + code` by default). */
export function composePartNumber(series: Series, base: string, suffix: Suffix): string {
  return series.compose === undefined ? base + suffix.code : series.compose(base, suffix.code)
}

export type { Attribute, Packaging, PartBase, Series, Suffix } from './series/kit.ts'
