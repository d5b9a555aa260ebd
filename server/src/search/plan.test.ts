import { fc, test } from '@fast-check/vitest'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { filteredMatch } from './filter.ts'
import { INDEX_COLUMNS } from './index-layout.ts'
import { planSearch, type NameMatcher } from './plan.ts'

const db = new Database(':memory:')
db.exec(`CREATE VIRTUAL TABLE t USING fts5(${INDEX_COLUMNS.join(', ')}, tokenize = 'trigram case_sensitive 0', content = '', contentless_delete = 1)`)
db.prepare('INSERT INTO t(rowid, part, description, facets) VALUES (1, ?, ?, ?)').run('LM358DR', 'DUALOPAMPNEARAND(OR)', ' M1 C101 C1 ')
afterAll(() => db.close())
const run = db.prepare('SELECT rowid FROM t WHERE t MATCH ?').pluck()
const names: NameMatcher = { makers: (key) => ('TEXASINSTRUMENTS'.includes(key) ? [1] : []), categories: () => [] }

describe('planning a search', () => {
  it('SEARCH-4: one or two characters read the B-tree; three and more the trigram index', () => {
    expect(planSearch('  l-m ')).toMatchObject({ kind: 'prefix', partKey: 'LM', range: { lower: 'LM', upper: 'LN' } })
    expect(planSearch('lm3')).toMatchObject({ kind: 'index', partKey: 'LM3', match: '({part description} : "LM3")' })
    expect(planSearch('-*"')).toMatchObject({ kind: 'empty' })
  })

  it('SEARCH-4: several words must each match; a maker or category name a word is in counts too', () => {
    const plan = planSearch('texas lm358', names)
    expect(plan).toMatchObject({
      kind: 'index',
      partKey: 'TEXASLM358',
      match: '({part description} : "TEXAS" OR {facets} : " M1 ") AND ({part description} : "LM358")',
      partMatch: '{part} : "TEXASLM358"',
    })
    expect(planSearch('l m 3')).toMatchObject({ kind: 'index', match: '{part} : "LM3"', keywordMatch: undefined })
    expect(planSearch('lm 358')).toMatchObject({ shortWords: [{ lower: 'LM', upper: 'LN' }] })
  })

  it('SEARCH-4: FTS5 syntax in a query is text: NEAR, AND, OR, NOT, quotes, stars, colons, brackets', () => {
    for (const query of ['NEAR', 'and', 'OR', 'NOT', '"near"', 'near*', 'part:lm358', '(or)', 'NEAR(lm358 dr, 2)', '^lm358', '{part}']) {
      const plan = planSearch(query, names)
      if (plan.kind !== 'index') continue
      expect(() => run.all(plan.match), query).not.toThrow()
      expect(() => run.all(plan.partMatch), query).not.toThrow()
    }
    const near = planSearch('near')
    expect(near.kind === 'index' ? run.all(near.match) : []).toEqual([1])
  })

  test.prop([fc.string({ maxLength: 40 }), fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined })])(
    'SEARCH-4: no query, filtered or not, makes an expression FTS5 refuses',
    (query, maker) => {
      const plan = planSearch(query, names)
      if (plan.kind !== 'index') return
      const filter = { any: maker !== undefined, categories: undefined, categoryId: maker, makerId: maker, packageName: undefined, inStock: false, productIds: undefined }
      for (const expression of [plan.match, plan.partMatch, plan.keywordMatch]) {
        if (expression !== undefined) expect(() => run.all(filteredMatch(expression, filter))).not.toThrow()
      }
    },
  )
})
