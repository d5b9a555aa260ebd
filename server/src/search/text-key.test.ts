import { fc, test } from '@fast-check/vitest'
import { normalizePartNumber } from '@partfront/core/parts'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { CATEGORIES } from '../demo/categories.ts'
import { MANUFACTURERS } from '../demo/manufacturers.ts'
import { generateProducts } from '../demo/products.ts'
import { REAL_PARTS_FILES, readRealParts, spread } from './real-parts.fixtures.ts'
import { TEXT_KEY_FOLDED, textKey, textKeySql } from './text-key.ts'

const db = new Database(':memory:')
afterAll(() => db.close())
const inSql = db.prepare(`SELECT ${textKeySql('@text')}`).pluck()

/** Demo and real catalog texts: names, categories, descriptions. */
function catalogTexts(): string[] {
  const texts = [...MANUFACTURERS.map((maker) => maker.name), ...CATEGORIES.map((category) => category.name)]
  for (const product of generateProducts({ seed: 7, count: 3000 })) texts.push(product.description)
  for (const file of Object.keys(REAL_PARTS_FILES)) {
    for (const row of spread(readRealParts(file), 3000)) texts.push(row.description, row.manufacturer, row.category)
  }
  return texts
}

describe('the key of catalog text in SQL', () => {
  it('SEARCH-4: is what SQLite computes, and matches core’s search key on the demo and real catalogs, but for case', () => {
    const texts = catalogTexts()
    expect(texts.length).toBeGreaterThan(10_000)
    const differ = texts.filter((text) => textKey(text).toLowerCase() !== normalizePartNumber(text).toLowerCase())
    expect(differ).toEqual([])
    for (const text of texts.slice(0, 2000)) expect(inSql.get({ text })).toBe(textKey(text))
  })

  it('keeps NULL and drops the separators of a datasheet paste', () => {
    expect(inSql.get({ text: null })).toBeNull()
    expect(textKey('SOIC-8, 3.3\u00a0V\u2013±5% (10\u202fk\u2126) 25℃')).toBe('SOIC833V±510kΩ25°C')
  })

  test.prop([fc.string({ unit: 'grapheme', maxLength: 30 })])('SEARCH-4: drops only characters core drops', (text) => {
    const key = textKey(text)
    const folded = new Map(TEXT_KEY_FOLDED)
    for (const character of text) {
      // A compatibility character is folded, not dropped (`µ` is kept as `μ`): only a character whose folded
      // form is missing too was dropped.
      const kept = key.includes(character) || key.includes(folded.get(character) ?? character)
      if (!kept) expect(normalizePartNumber(character), JSON.stringify(character)).not.toBe(character.toUpperCase())
    }
    expect(inSql.get({ text })).toBe(key)
  })
})
