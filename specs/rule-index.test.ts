import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { RULES, RULE_IDS } from './rule-index.ts'
import { collectTitledTests, titledTests } from './support/rule-coverage.ts'
import { sharedDataRoot } from './support/shared-data.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))

describe('the rule index', () => {
  it('names every rule ID at most once, each with a summary', () => {
    const ids = RULES.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const rule of RULES) expect(rule.summary.length, rule.id).toBeGreaterThan(10)
  })

  it('lists exactly the rules of the catalogue in ../shared/spec/rules.md', () => {
    const catalogue = `${sharedDataRoot()}/../spec/rules.md`
    expect(existsSync(catalogue), catalogue).toBe(true)
    const listed = [...readFileSync(catalogue, 'utf8').matchAll(/^- ([A-Z]+-\d+)\b/gm)].map((m) => m[1])
    expect([...RULE_IDS].sort()).toEqual([...new Set(listed)].sort())
  })

  it('every rule ID a test title names is in the index', () => {
    const unknown = collectTitledTests(repo).flatMap((test) =>
      test.ids.filter((id) => !RULE_IDS.has(id)).map((id) => `${test.file}:${test.line} names ${id}`),
    )
    expect(unknown).toEqual([])
  })

  it('reads titles from it/test/describe and test.prop forms, and ignores IDs outside titles', () => {
    const source = [
      "// covers ROUTE-4 in a comment only",
      "it('ROUTE-2: parses ids', () => {})",
      "test.prop([fc.string()])('CART-4: badge', (n) => {})",
      'describe(`SEARCH-1 and SEARCH-2`, () => {})',
      "const fixture = 'API-6: not a title'",
      "it('ZZZ-1: unknown family is not an ID', () => {})",
    ].join('\n')
    const found = titledTests(source, 'x.test.ts')
    expect(found.map((t) => [t.line, t.ids])).toEqual([
      [2, ['ROUTE-2']],
      [3, ['CART-4']],
      [4, ['SEARCH-1', 'SEARCH-2']],
    ])
  })
})
