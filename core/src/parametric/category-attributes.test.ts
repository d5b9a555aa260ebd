import { describe, expect, it } from 'vitest'
import { CATEGORY_ATTRIBUTES, categoryAttribute, categoryAttributes, mainAttributes } from './category-attributes.ts'
import { findWord } from './value.rules.ts'
import { ATTRIBUTE_KEY_SHAPE } from '../parametric-url/index.ts'
import { MAKER_TERM } from './filter-panel.rules.ts'

describe("categories' attributes (issue 29)", () => {
  it('issue 29: each category has main columns and URL-safe keys, each key once', () => {
    for (const [slug, attributes] of Object.entries(CATEGORY_ATTRIBUTES)) {
      const keys = attributes.map((attribute) => attribute.key)
      expect(new Set(keys).size, slug).toBe(keys.length)
      // The shape a URL's name must have to be read as a filter at all (`attributePairs`).
      for (const key of keys) expect(key, slug).toMatch(ATTRIBUTE_KEY_SHAPE)
      expect(attributes.filter((attribute) => attribute.main === true).length, slug).toBeGreaterThanOrEqual(2)
    }
    expect(MAKER_TERM).toMatch(ATTRIBUTE_KEY_SHAPE)
  })

  it('issue 29: in a word set, no two words (nor their aliases) are written alike', () => {
    for (const [slug, attributes] of Object.entries(CATEGORY_ATTRIBUTES)) {
      for (const attribute of attributes) {
        if (attribute.kind !== 'word') continue
        for (const word of attribute.words) {
          for (const spelling of [word.value, ...(word.aliases ?? [])]) {
            expect(findWord(attribute, spelling)?.value, `${slug}.${attribute.key}: ${spelling}`).toBe(word.value)
          }
        }
      }
    }
  })

  it('issue 29: the resistors, MLCCs, MOSFETs, op amps and MCUs carry the attributes buyers filter by', () => {
    const keys = (slug: string): string[] => categoryAttributes(slug).map((attribute) => attribute.key)
    expect(keys('chip-resistors')).toEqual(expect.arrayContaining(['resistance', 'tolerance', 'power', 'temperature-coefficient']))
    expect(keys('mlcc')).toEqual(expect.arrayContaining(['capacitance', 'rated-voltage', 'dielectric', 'tolerance']))
    expect(keys('mosfets')).toEqual(expect.arrayContaining(['channel', 'vds', 'id', 'rds-on']))
    expect(keys('op-amps')).toEqual(expect.arrayContaining(['channels', 'gain-bandwidth', 'supply-voltage']))
    expect(keys('microcontrollers')).toEqual(expect.arrayContaining(['core', 'flash', 'ram', 'max-frequency', 'pins']))
    expect(categoryAttribute('mlcc', 'dielectric')?.kind).toBe('word')
    expect(categoryAttribute('mlcc', 'colour')).toBeUndefined()
    expect(categoryAttributes('no-such-category')).toEqual([])
  })

  it("issue 29: a category's main attributes are its columns, in its own order, and no other", () => {
    // Technology and operating temperature are filters only.
    expect(mainAttributes(categoryAttributes('chip-resistors')).map((attribute) => attribute.key)).toEqual(['resistance', 'tolerance', 'power', 'temperature-coefficient'])
    expect(mainAttributes([])).toEqual([])
  })
})
