import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readSpreadsheet } from '@partfront/core/bom'
import {
  guessImportMapping,
  isSkippedRow,
  readImportRow,
  readImportedAttributes,
  summariseImportedAttributes,
  type AttributeImportCount,
  type ImportedAttributes,
} from '@partfront/core/catalog-import'
import { categoryAttribute, matchesFilter, parseAttributeFilter } from '@partfront/core/parametric'
import { sharedDataFile } from '../testing/shared-data.ts'
import { IMPORT_LIMITS } from './import-catalog.ts'

/**
 * The import's attribute reading against the real catalog files in `../shared/data/parts` (read in place):
 * LCSC's `attributes_json`, the CDFER KiCad library's parameters, value and footprint columns, and the Digi-Key
 * KiCad library's value column (part numbers, never values).
 */
function readParts(file: string): ImportedAttributes[] {
  const read = readSpreadsheet(readFileSync(sharedDataFile('parts', file)), file, { limits: IMPORT_LIMITS })
  if (!read.ok) throw new Error(read.message)
  const mapping = guessImportMapping(read.header)
  const column = (name: string): number => read.header.findIndex((header) => header.toLowerCase() === name)
  const value = column('value')
  const footprint = column('footprint')
  const parts: ImportedAttributes[] = []
  for (const row of read.rows) {
    const part = readImportRow(row, mapping)
    if (isSkippedRow(part)) continue
    parts.push(
      readImportedAttributes({
        category: part.category,
        attributes: part.attributes,
        ...(value < 0 ? {} : { value: row.cells[value] ?? '' }),
        ...(footprint < 0 ? {} : { footprint: row.cells[footprint] ?? '' }),
      }),
    )
  }
  return parts
}

function count(summary: readonly AttributeImportCount[], category: string, key: string): AttributeImportCount {
  const found = summary.find((item) => item.category === category && item.key === key)
  if (found === undefined) throw new Error(`no ${category}.${key} in the summary`)
  return found
}

describe("the import's attributes from the real catalog files (issue 29)", () => {
  const lcsc = readParts('jlcpcb_lcsc_parts_2024-02-23_stock5000.csv')
  const summary = summariseImportedAttributes(lcsc)

  it("issue 29: LCSC's attributes_json reads as values: resistance, capacitance, rated voltage (from either key), dielectric", () => {
    for (const [category, key] of [
      ['chip-resistors', 'resistance'],
      ['chip-resistors', 'tolerance'],
      ['chip-resistors', 'temperature-coefficient'],
      ['chip-resistors', 'operating-temperature'],
      ['mlcc', 'capacitance'],
      ['mlcc', 'rated-voltage'],
      ['mlcc', 'dielectric'],
      ['mosfets', 'rds-on'],
      ['schottky-diodes', 'reverse-voltage'],
    ] as const) {
      const { read, text } = count(summary, category, key)
      expect(read, `${category}.${key}`).toBeGreaterThan(100)
      expect(text / (read + text), `${category}.${key} kept as text`).toBeLessThan(0.02)
    }
  })

  it('issue 29: what cannot be read is kept as text and counted per attribute', () => {
    const kept = summary.filter((item) => item.text > 0)
    expect(kept.length).toBeGreaterThan(0)
    for (const item of kept) expect(item.examples.length, `${item.category}.${item.key}`).toBeGreaterThan(0)
    expect(summary.reduce((sum, item) => sum + item.read, 0)).toBeGreaterThan(40_000)
  })

  it("issue 29: after importing the LCSC file, its resistors can be narrowed by resistance", () => {
    const attribute = categoryAttribute('chip-resistors', 'resistance')
    if (attribute === undefined) throw new Error('no resistance attribute')
    const filter = parseAttributeFilter(attribute, ['10k'])
    if (!filter.ok) throw new Error(filter.problem)
    const resistors = lcsc.filter((part) => part.category === 'chip-resistors')
    const tenK = resistors.filter((part) => matchesFilter(filter.value, part.attributes.find((item) => item.key === 'resistance')?.value))
    expect(tenK.length).toBeGreaterThan(20)
    expect(tenK.length).toBeLessThan(resistors.length / 10)
    expect(new Set(tenK.map((part) => part.attributes.find((item) => item.key === 'resistance')?.text))).toEqual(new Set(['10000.0']))
  })

  it("issue 29: CDFER's KiCad library: `Voltage Rated` is the rated voltage; the value column alone gives the resistance and the footprint the size", () => {
    const parts = readParts('cdfer_jlcpcb_kicad_library_parts.csv')
    const cdfer = summariseImportedAttributes(parts)
    expect(count(cdfer, 'mlcc', 'rated-voltage').read).toBeGreaterThan(100)
    const resistors = parts.filter((part) => part.category === 'chip-resistors')
    expect(resistors.length).toBeGreaterThan(200)
    expect(resistors.filter((part) => part.chip !== undefined).length / resistors.length).toBeGreaterThan(0.9)
    expect(resistors.every((part) => part.attributes.some((item) => item.key === 'resistance' && item.value !== undefined))).toBe(true)
  })

  it("issue 29: the Digi-Key KiCad library's value column holds part numbers, and none is read as a value", () => {
    const parts = readParts('digikey_kicad_library_parts.csv')
    expect(parts.length).toBeGreaterThan(1000)
    expect(parts.flatMap((part) => part.attributes)).toEqual([])
    expect(parts.filter((part) => part.packageName !== undefined).length).toBeGreaterThan(1000)
  })
})
