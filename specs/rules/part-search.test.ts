import { fc, test } from '@fast-check/vitest'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  caseChange,
  insertAt,
  separatorInsertions,
} from '../../core/src/parts/part-number.arbitraries.ts'
import {
  classifyMatch,
  compareResults,
  exactPartKey,
  isPackagingVariant,
  matchRank,
  normalizePartNumber,
  parseSearchQuery,
  queryPlan,
  rankKeywordMatch,
  splitPartNumber,
  type SearchMatchKind,
  type TextRange,
} from '../../core/src/parts/index.ts'
import { PARTS_FILES, readPartsFile, spreadSample, type PartsFileRow } from '../support/parts-files.ts'

/**
 * SEARCH-4 (search issue #7) on the real parts catalogs in `shared/data/parts`: part numbers taken from each
 * file, searched in that file through the pure rules, the way the store will rank and highlight them. The
 * in-memory search here is the rules' reference: candidates by the search key (or a base the query spells),
 * classified by `classifyMatch`, ordered by `compareResults`.
 */

const SAMPLE_SIZE = 200
/** The real-data tests scan catalogs of up to 33,000 parts, in plain loops: time enough on a slow machine. */
const SCAN_TIMEOUT_MS = 60_000
vi.setConfig({ testTimeout: SCAN_TIMEOUT_MS, hookTimeout: SCAN_TIMEOUT_MS })
const FILES = Object.keys(PARTS_FILES)

interface Entry {
  readonly row: PartsFileRow
  readonly key: string
  /** The search key of the part's base head, which a variant query must spell. */
  readonly head: string
}

interface Hit {
  readonly row: PartsFileRow
  readonly kind: SearchMatchKind
  readonly ranges: readonly TextRange[]
}

function indexRows(rows: readonly PartsFileRow[]): Entry[] {
  return rows.map((row) => {
    const split = splitPartNumber(row.partNumber, row.manufacturer)
    return {
      row,
      key: normalizePartNumber(row.partNumber),
      head: normalizePartNumber(split.exact.key.slice(...split.head)),
    }
  })
}

/** Every part of the catalog the query matches as a part number, best first. */
function search(catalog: readonly Entry[], query: string): Hit[] {
  const key = normalizePartNumber(query)
  if (key === '') return []
  const hits: Hit[] = []
  for (const entry of catalog) {
    if (!entry.key.includes(key) && (entry.head === '' || !key.includes(entry.head))) continue
    const match = classifyMatch(query, entry.row.partNumber, entry.row.manufacturer)
    if (match.kind !== 'none') hits.push({ row: entry.row, kind: match.kind, ranges: match.ranges })
  }
  return hits.sort((a, b) =>
    compareResults(
      { kind: a.kind, partNumber: a.row.partNumber, stock: a.row.stock },
      { kind: b.kind, partNumber: b.row.partNumber, stock: b.row.stock },
    ),
  )
}

/** `text` with a `-` between every two characters (`LM358` → `L-M-3-5-8`), marks left on their letter. */
const spaced = (text: string) => Array.from(text).join('-').replace(/-(\p{M})/gu, '$1')

const catalogs = new Map<string, { rows: PartsFileRow[]; index: Entry[]; sample: PartsFileRow[] }>()
beforeAll(() => {
  for (const file of FILES) {
    const rows = readPartsFile(file)
    catalogs.set(file, { rows, index: indexRows(rows), sample: spreadSample(rows, SAMPLE_SIZE) })
  }
})
const catalog = (file: string) => {
  const found = catalogs.get(file)
  if (found === undefined) throw new Error(`${file} was not read`)
  return found
}

describe.each(FILES)('%s', (file) => {
  it('SEARCH-4: each of 200 part numbers taken from the file finds itself as exact, ranked first', () => {
    const { index, sample } = catalog(file)
    expect(sample.length).toBeGreaterThan(0)
    for (const row of sample) {
      const hits = search(index, row.partNumber)
      const first = hits[0]
      expect(first?.kind, row.partNumber).toBe('exact')
      expect(exactPartKey(first?.row.partNumber ?? ''), row.partNumber).toBe(exactPartKey(row.partNumber))
      expect(hits.some((hit) => hit.row === row && hit.kind === 'exact'), row.partNumber).toBe(true)
    }
  })

  it('SEARCH-4: separators inserted or case changed, each is still exact', () => {
    const { sample } = catalog(file)
    for (const row of sample) {
      const part = row.partNumber
      for (const query of [part.toLowerCase(), part.toUpperCase(), spaced(part), ` ${part.replaceAll('-', ' / ')} `]) {
        expect(classifyMatch(query, part, row.manufacturer).kind, `${query} for ${part}`).toBe('exact')
      }
    }
  })

  test.prop([fc.nat(), separatorInsertions, caseChange])(
    'SEARCH-4: any insertion of separators other than . or change of case keeps a part exact',
    (pick, insertions, change) => {
      const { sample } = catalog(file)
      const row = sample[pick % sample.length]
      if (row === undefined) return
      const query = change(insertAt(row.partNumber, insertions))
      expect(classifyMatch(query, row.partNumber, row.manufacturer).kind).toBe('exact')
    },
  )

  it('SEARCH-4: partial part numbers (3 to 8 characters) find the part as a prefix or substring, highlighted', () => {
    const { index, sample } = catalog(file)
    for (const [i, row] of sample.entries()) {
      const characters = Array.from(normalizePartNumber(row.partNumber))
      if (characters.length < 4) continue
      const length = Math.min(3 + (i % 6), characters.length - 1)
      const start = i % 2 === 0 ? 0 : (i % (characters.length - length)) + 1
      const query = characters.slice(start, start + length).join('').toLowerCase()
      const hit = search(index, query).find((found) => found.row === row)
      // A stretch that happens to be the part's whole base is a variant match; anything else a prefix or
      // substring one, with every highlight holding the query.
      if (hit?.kind === 'variant') continue
      const prefix = normalizePartNumber(row.partNumber).startsWith(normalizePartNumber(query))
      expect(hit?.kind, `${query} in ${row.partNumber}`).toBe(prefix ? 'prefix' : 'substring')
      for (const [from, to] of hit?.ranges ?? []) {
        expect(normalizePartNumber(row.partNumber.slice(from, to))).toContain(normalizePartNumber(query))
      }
    }
  })

  it('SEARCH-4: one- and two-character queries take the B-tree prefix range and find parts starting with them', () => {
    const { index, sample } = catalog(file)
    for (const row of sample.slice(0, 20)) {
      const query = Array.from(normalizePartNumber(row.partNumber)).slice(0, 2).join('')
      expect(queryPlan([query])[0]?.index).toBe('prefix-range')
      const hit = search(index, query).find((found) => found.row === row)
      expect(hit?.kind, `${query} for ${row.partNumber}`).toMatch(/^(prefix|exact)$/)
    }
  })

  it('SEARCH-4: results come in rank order: exact, variant, prefix, substring', () => {
    const { index, sample } = catalog(file)
    for (const row of sample.slice(0, 50)) {
      const key = normalizePartNumber(row.partNumber)
      for (const query of [row.partNumber, key.slice(0, 4), key.slice(1, 5)]) {
        const ranks = search(index, query).map((hit) => matchRank(hit.kind))
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
      }
    }
  })

  it('SEARCH-4: several keywords from a description each match somewhere', () => {
    const { sample } = catalog(file)
    for (const row of sample.slice(0, 50)) {
      const words = row.description.split(/\s+/).filter((word) => normalizePartNumber(word).length >= 2).slice(0, 2)
      if (words.length === 0) continue
      const match = rankKeywordMatch(words, { description: row.description, manufacturer: row.manufacturer })
      expect(match.matched, words.join(' ')).toBe(true)
      expect(match.words.every((word) => word.fields.length > 0)).toBe(true)
      expect(parseSearchQuery(words.join(' ')).words).toHaveLength(words.length)
    }
  })
})

describe('near-misses and variants in the real catalogs', () => {
  const all = () => FILES.flatMap((file) => catalog(file).rows)


  it('SEARCH-4: part numbers differing only by a decimal point or punctuation find each other, never as exact', () => {
    const byKey = new Map<string, Set<string>>()
    for (const row of all()) {
      const key = normalizePartNumber(row.partNumber)
      byKey.set(key, (byKey.get(key) ?? new Set()).add(row.partNumber))
    }
    const pairs: [string, string][] = []
    for (const parts of byKey.values()) {
      for (const a of parts) {
        for (const b of parts) if (exactPartKey(a) !== exactPartKey(b)) pairs.push([a, b])
      }
    }
    // The catalogs hold such pairs: TVS diodes of 6.0 V and 60 V, inductors of 2.2 µH and 22 µH.
    expect(pairs).toContainEqual(['SMBJ6.0CA', 'SMBJ60CA'])
    expect(pairs).toContainEqual(['CY54-2.2UH', 'CY54-22UH'])
    expect(pairs.length).toBeGreaterThanOrEqual(20)
    for (const [query, part] of pairs) {
      const { kind } = classifyMatch(query, part)
      expect(kind, `${query} for ${part}`).not.toBe('exact')
      expect(kind, `${query} for ${part}`).toMatch(/^(variant|prefix)$/)
    }
  })

  it('SEARCH-4: 1.5SMC6.8CA is found for 1.5SMC68CA but never as exact', () => {
    const index = indexRows([
      { partNumber: '1.5SMC68CA', manufacturer: 'Littelfuse', category: 'TVS', description: '', stock: 10 },
      { partNumber: '1.5SMC6.8CA', manufacturer: 'Littelfuse', category: 'TVS', description: '', stock: 10 },
      { partNumber: '1.5SMC68CA-E3/57T', manufacturer: 'Vishay Intertech', category: 'TVS', description: '', stock: 0 },
    ])
    expect(search(index, '1.5SMC68CA').map((hit) => [hit.row.partNumber, hit.kind])).toEqual([
      ['1.5SMC68CA', 'exact'],
      ['1.5SMC68CA-E3/57T', 'variant'],
      ['1.5SMC6.8CA', 'prefix'],
    ])
    expect(search(index, '1.5smc6.8ca').map((hit) => [hit.row.partNumber, hit.kind])).toEqual([
      ['1.5SMC6.8CA', 'exact'],
      ['1.5SMC68CA', 'prefix'],
      ['1.5SMC68CA-E3/57T', 'prefix'],
    ])
  })

  it('SEARCH-4: packaging variants in the catalogs are found for each other as variants', () => {
    const byHead = new Map<string, PartsFileRow[]>()
    const seen = new Set<string>()
    for (const entry of FILES.flatMap((file) => catalog(file).index)) {
      const distinct = `${exactPartKey(entry.row.partNumber)} ${entry.row.manufacturer}`
      if (seen.has(distinct)) continue
      seen.add(distinct)
      const byMaker = `${entry.head} ${entry.row.manufacturer}`
      const group = byHead.get(byMaker)
      if (group === undefined) byHead.set(byMaker, [entry.row])
      else group.push(entry.row)
    }
    let pairs = 0
    for (const group of byHead.values()) {
      for (const a of group) {
        for (const b of group) {
          if (!isPackagingVariant(a.partNumber, b.partNumber, b.manufacturer)) continue
          pairs++
          // The shorter one (the base, or a sibling suffix) finds the other as a variant.
          if (normalizePartNumber(a.partNumber).length <= normalizePartNumber(b.partNumber).length) {
            expect(classifyMatch(a.partNumber, b.partNumber, b.manufacturer).kind, `${a.partNumber} → ${b.partNumber}`)
              .toBe('variant')
          }
        }
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(100)
  })
})
