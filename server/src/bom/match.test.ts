import type { BomLineDraft } from '@partfront/core/bom'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SqliteStore, openSqliteStore } from '../store/sqlite/sqlite-store.ts'
import { type BomFixtureParts, seedBomParts } from './bom.fixtures.ts'
import { type CatalogLookups, closeness, editDistance, matchBomLines } from './match.ts'

let folder: string
let store: SqliteStore
let parts: BomFixtureParts

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'partfront-match-'))
  store = await openSqliteStore(join(folder, 'match.db'))
  parts = await seedBomParts(store)
})

afterAll(async () => {
  await store.close()
  rmSync(folder, { recursive: true, force: true })
})

/** A BOM line with the given fields, the rest empty. */
function line(fields: Partial<BomLineDraft>): BomLineDraft {
  return {
    row: 2,
    designators: ['U1'],
    quantity: 1,
    mpn: '',
    manufacturer: '',
    alternates: [],
    distributorParts: [],
    value: '',
    description: '',
    footprint: '',
    fitted: true,
    warnings: [],
    ...fields,
  }
}

async function matchOne(fields: Partial<BomLineDraft>) {
  const [match] = await matchBomLines([line(fields)], store.boms)
  if (match === undefined) throw new Error('no match answered')
  return match
}

describe('matchBomLines', () => {
  it('matches the normalised part number exactly, whatever its separators and case', async () => {
    for (const mpn of ['LM358DR', 'lm358-dr', 'LM358 DR']) {
      const match = await matchOne({ mpn })
      expect([match.kind, match.part?.intID, match.score], mpn).toEqual(['exact', parts.lm358dr, 1])
    }
  })

  it('never calls a near miss exact: 1.5SMC6.8CA (6.8 V) is close to 1.5SMC68CA (68 V), with the reason', async () => {
    const match = await matchOne({ mpn: '1.5SMC6.8CA' })
    expect(match.kind).toBe('close')
    expect(match.part?.intID).toBe(parts.tvs68)
    expect(match.score).toBeLessThan(1)
    expect(match.reason).toContain('a decimal point or sign differs')
  })

  it('prefers the line’s maker among makers of one number, then the one with the most stock', async () => {
    expect((await matchOne({ mpn: '1N4148W', manufacturer: 'ON Semiconductor' })).part?.intID).toBe(parts.diodeOnsemi)
    expect((await matchOne({ mpn: '1N4148W', manufacturer: 'Diodes Inc.' })).part?.intID).toBe(parts.diodeDiodes)
    expect((await matchOne({ mpn: '1N4148W' })).part?.intID).toBe(parts.diodeDiodes)
  })

  it('says so, and scores lower, when the BOM names another maker than the only one listing the number', async () => {
    const match = await matchOne({ mpn: 'LM358DR', manufacturer: 'STMicroelectronics' })
    expect(match.kind).toBe('exact')
    expect(match.score).toBe(0.9)
    expect(match.reason).toContain('the BOM names STMicroelectronics as the maker, the catalog\'s part is by Texas Instruments')
  })

  it('finds the same base part with another packaging or grade suffix as a variant', async () => {
    const match = await matchOne({ mpn: 'LM358DRG4', manufacturer: 'Texas Instruments' })
    expect(match.kind).toBe('variant')
    expect(match.part?.intID).toBe(parts.lm358dr)
  })

  it('matches a distributor’s number: LCSC’s, one in the part-number column, the maker’s inside a Mouser one', async () => {
    const lcsc = await matchOne({ distributorParts: [{ distributor: 'lcsc', sku: 'C14663' }] })
    expect([lcsc.kind, lcsc.part?.intID, lcsc.reason]).toEqual(['distributor', parts.c100n0603, 'By LCSC number C14663: Samsung Electro-Mechanics CL10B104KB8NNNC.'])
    const inColumn = await matchOne({ mpn: 'C98220' })
    expect([inColumn.kind, inColumn.part?.intID]).toEqual(['distributor', parts.r10k0603])
    const mouser = await matchOne({ distributorParts: [{ distributor: 'mouser', sku: '603-RC0603FR-0710KL' }] })
    expect([mouser.kind, mouser.part?.intID]).toEqual(['distributor', parts.r10k0603])
    const digikey = await matchOne({ distributorParts: [{ distributor: 'digikey', sku: 'LM358DRCT-ND' }] })
    expect([digikey.kind, digikey.part?.intID]).toEqual(['distributor', parts.lm358dr])
  })

  it('a distributor’s number naming another part than the line’s own number is a close match, with why, for the buyer to confirm', async () => {
    const other = await matchOne({ mpn: 'GRM188R71H104KA93D', distributorParts: [{ distributor: 'lcsc', sku: 'C14663' }] })
    expect([other.kind, other.part?.intID, other.score]).toEqual(['close', parts.c100n0603, 0.65])
    expect(other.warnings).toEqual(["The distributor's number names CL10B104KB8NNNC, not the BOM's part number GRM188R71H104KA93D: check which one is meant."])
    const same = await matchOne({ mpn: 'LM358', distributorParts: [{ distributor: 'digikey', sku: 'LM358DRCT-ND' }] })
    expect([same.kind, same.warnings]).toEqual(['distributor', []])
  })

  it('chooses, among makers of one number, the part the line’s distributor number names', async () => {
    // Diodes Inc. has more stock, but the line's LCSC number is onsemi's part.
    const match = await matchOne({ mpn: '1N4148W', distributorParts: [{ distributor: 'lcsc', sku: 'C81598' }] })
    expect([match.kind, match.part?.intID]).toEqual(['exact', parts.diodeOnsemi])
    expect(match.reason).toContain("the one the line's distributor number names is chosen")
  })

  it('tries the alternates when the first choice is not in the catalog, and each number of a cell naming several', async () => {
    const alternate = await matchOne({ mpn: 'NOPE12345', alternates: [{ mpn: 'TPS5430DDAR', manufacturer: 'TI' }] })
    expect([alternate.kind, alternate.part?.intID]).toEqual(['exact', parts.regulator])
    expect(alternate.reason).toContain('Exact for the alternate TPS5430DDAR (TI)')
    const cell = await matchOne({ mpn: 'NTCG163JF103FT1S,RC0603FR-0710KL' })
    expect([cell.kind, cell.part?.intID]).toEqual(['exact', parts.r10k0603])
    expect(cell.reason).toContain('one of the part numbers in the cell')
  })

  it('finds close matches: the catalog’s number longer, one character different', async () => {
    const prefix = await matchOne({ mpn: 'LM358', manufacturer: 'Texas Instruments' })
    expect([prefix.kind, prefix.part?.normalized.startsWith('LM358')]).toEqual(['close', true])
    expect(prefix.reason).toMatch(/^Close, not exact: Texas Instruments LM358D[RT]: the catalog's number starts with the BOM's LM358/)
    const typo = await matchOne({ mpn: 'LM358DX' })
    expect(typo.kind).toBe('close')
    expect(typo.reason).toContain('one character differs from the BOM\'s LM358DX')
  })

  it('does not offer a near miss of another value as close (a 10 kΩ resistor for a 100 kΩ line)', async () => {
    const match = await matchOne({ designators: ['R1'], mpn: 'RC0603FR-07100KL', value: '100k', footprint: 'R_0603' })
    expect(match.kind).toBe('none')
  })

  it('matches passives by value and chip size however they are written', async () => {
    for (const [value, footprint] of [
      ['10k', 'R_0603_1608Metric'],
      ['10K', '0603'],
      ['10kΩ', 'LibreSolar:R_0603_1608'],
      ['10000', 'R0603'],
    ] as const) {
      const match = await matchOne({ designators: ['R1', 'R2'], value, footprint })
      expect([match.kind, match.part?.intID, match.score], `${value} ${footprint}`).toEqual(['value', parts.r10k0603, 0.5])
    }
    const other = await matchOne({ designators: ['R1'], value: '10k', footprint: 'Resistor_SMD:R_0402_1005Metric' })
    expect(other.part?.intID).toBe(parts.r10k0402)
    const capacitor = await matchOne({ designators: ['C1'], value: '0.1uF', footprint: 'C_0603_1608Metric' })
    expect([capacitor.kind, capacitor.part?.intID]).toEqual(['value', parts.c100n0603])
    const anySize = await matchOne({ designators: ['R1'], value: '10k' })
    expect([anySize.kind, anySize.score]).toEqual(['value', 0.35])
  })

  it('says when the line’s footprint or value differs from the matched part’s', async () => {
    const footprint = await matchOne({ mpn: 'LM358DR', footprint: 'Package_TO_SOT_SMD:SOT-23-5' })
    expect(footprint.warnings).toEqual(["The footprint SOT-23-5 differs from the part's package SOIC-8."])
    const value = await matchOne({ designators: ['R4'], mpn: 'RC0603FR-0710KL', value: '4.7k' })
    expect(value.warnings).toEqual(["The BOM's value 4.7k is not the part's 10 kΩ."])
    expect(value.score).toBe(0.8)
  })

  it('finds a close match for a typo in the first half of the number, which the B-tree’s neighbours never reach', async () => {
    const cases: [string, number, string][] = [
      ['LN358DR', parts.lm358dr, 'one character differs'],
      ['KM358DR', parts.lm358dr, 'one character differs'],
      ['MCL10B104KB8NNNC', parts.c100n0603, 'one character differs'],
      ['TPS543ODDAR', parts.regulator, 'one character differs'],
      ['TSP5430DDAR', parts.regulator, 'one character differs'],
      ['RC6003FR-0710KL', parts.r10k0603, 'one character differs'],
    ]
    for (const [mpn, id, reason] of cases) {
      const match = await matchOne({ mpn })
      expect([match.kind, match.part?.intID], mpn).toEqual(['close', id])
      expect(match.reason.replaceAll("'", '’'), mpn).toContain(reason.replaceAll("'", '’'))
    }
  })

  it('offers no close match when two characters differ in a short number, wherever they are', async () => {
    expect((await matchOne({ mpn: 'LN35BDR' })).kind).toBe('none')
  })

  it('answers none with a reason when nothing matches, or when the line names nothing to match', async () => {
    const missing = await matchOne({ mpn: 'XQ9Z77001', distributorParts: [{ distributor: 'lcsc', sku: 'C999999999' }] })
    expect(missing).toMatchObject({ kind: 'none', part: null, score: 0 })
    expect(missing.reason).toBe('Not in the catalog: nothing matches XQ9Z77001, LCSC C999999999, nor anything close.')
    const nothing = await matchOne({ designators: ['H1'], value: 'MountingHole' })
    expect(nothing.reason).toBe('Nothing to match: the line names no part number, distributor number or component value.')
  })

  it('reads the catalog in one query per kind for a whole BOM, however many lines it has', async () => {
    const calls: Record<string, number> = {}
    const counting = Object.fromEntries(
      (['partsByNumbers', 'partsByBases', 'partsByCodes', 'partsInRanges', 'partsContaining', 'partsByValues'] as const).map((name) => [
        name,
        (...args: unknown[]) => {
          calls[name] = (calls[name] ?? 0) + 1
          return (store.boms[name] as (...a: unknown[]) => unknown)(...args)
        },
      ]),
    ) as unknown as CatalogLookups
    const lines = Array.from({ length: 200 }, (_, i) =>
      line({
        row: i + 2,
        designators: [i % 2 === 0 ? `R${i}` : `U${i}`],
        mpn: i % 4 === 1 ? `LM358DX${i}` : i % 4 === 3 ? 'LM358DR' : '',
        value: i % 2 === 0 ? '10k' : '',
        footprint: i % 2 === 0 ? '0603' : '',
        distributorParts: i % 5 === 0 ? [{ distributor: 'lcsc', sku: `C${i}` }] : [],
      }),
    )
    const matches = await matchBomLines(lines, counting)
    expect(matches).toHaveLength(200)
    expect(calls).toEqual({ partsByNumbers: 2, partsByBases: 1, partsByCodes: 1, partsInRanges: 1, partsContaining: 1, partsByValues: 1 })
  })
})

describe('editDistance and closeness', () => {
  it('counts insertions, deletions, substitutions and swaps, stopping past the bound', () => {
    expect(editDistance('LM358', 'LM358', 2)).toBe(0)
    expect(editDistance('LM358', 'LM385', 2)).toBe(1)
    expect(editDistance('LM358', 'LM3588', 2)).toBe(1)
    expect(editDistance('LM358', 'LM35', 2)).toBe(1)
    expect(editDistance('LM358', 'XY123', 2)).toBe(3)
  })

  it('is a distance: 0 only for equal numbers, the same both ways, 1 for one substitution, insertion or swap', () => {
    const key = fc.stringMatching(/^[0-9A-Z]{2,12}$/u)
    fc.assert(
      fc.property(key, key, (a, b) => {
        const there = editDistance(a, b, 2)
        expect(editDistance(b, a, 2)).toBe(there)
        expect(there === 0).toBe(a === b)
      }),
    )
    fc.assert(
      fc.property(key, fc.nat(), fc.constantFrom(...'0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'), (a, at, character) => {
        const i = at % a.length
        const substituted = a.slice(0, i) + character + a.slice(i + 1)
        expect(editDistance(a, substituted, 2)).toBe(substituted === a ? 0 : 1)
        expect(editDistance(a, a.slice(0, i) + character + a.slice(i), 2)).toBe(1)
        const j = Math.min(i, a.length - 2)
        const swapped = a.slice(0, j) + (a[j + 1] ?? '') + (a[j] ?? '') + a.slice(j + 2)
        expect(editDistance(a, swapped, 2)).toBe(swapped === a ? 0 : 1)
      }),
    )
  })

  it('scores a prefix by how much of the longer number it is', () => {
    const part = { normalized: 'TPS40305DRCR' } as Parameters<typeof closeness>[1]
    const close = closeness({ text: 'TPS40305', key: 'TPS40305' }, part)
    expect(close?.reason).toContain('leaves out "DRCR"')
    expect(closeness({ text: 'TPS', key: 'TPS' }, part)).toBeUndefined()
  })
})

describe('matchBomLines: part numbers longer than any model', () => {
  it('issue 14: a part number longer than any model (a BOM stored before the cell limits) matches nothing', async () => {
    const lines = [
      line({ mpn: 'A'.repeat(1_000_000) }),
      ...Array.from({ length: 100 }, (_, i) => line({ row: i + 3, mpn: String.fromCharCode(65 + (i % 26)).repeat(40_000) })),
      line({ row: 103, distributorParts: [{ distributor: 'lcsc', sku: `C${'1'.repeat(1_000_000)}` }] }),
      line({ row: 104, mpn: 'LM358DR' }),
    ]
    const matches = await matchBomLines(lines, store.boms)
    expect(matches.map((m) => m.kind)).toEqual([...Array.from({ length: 102 }, () => 'none'), 'exact'])
    expect(matches[0]?.reason.length).toBeLessThan(200)
  })
})
