import { readBom } from '@partfront/core/bom'
import { describe, expect, it } from 'vitest'
import { confirmedMapping, mergeChoices, readingRecord } from './bom-reading.ts'
import { headerSignature } from './header-signature.ts'

describe('the reading kept of a BOM', () => {
  const read = readBom(new TextEncoder().encode('Ref,Qty,MPN\nU1,1,LM358DR\n'), 'amp.csv')
  if (!read.ok) throw new Error(read.message)

  it('keeps the sheet, header, its signature, mapping and warnings, notes first', () => {
    const record = readingRecord(read, null, ['A note.'])
    expect(record).toMatchObject({ sheet: 'amp', sheets: ['amp'], headerRow: 1, header: ['Ref', 'Qty', 'MPN'], mappingChoice: null })
    expect(record.headerSignature).toBe(headerSignature(['Ref', 'Qty', 'MPN']))
    expect(record.warnings[0]).toBe('A note.')
  })

  it('confirms every column with its field', () => {
    expect(confirmedMapping(read)).toEqual([
      { column: 0, field: 'designators' },
      { column: 1, field: 'quantity' },
      { column: 2, field: 'mpn' },
    ])
  })

  it('merges corrections: the new ones win, the earlier ones stay for the other columns', () => {
    expect(mergeChoices([{ column: 0, field: 'mpn' }, { column: 2, field: null }], [{ column: 2, field: 'value' }])).toEqual([
      { column: 0, field: 'mpn' },
      { column: 2, field: 'value' },
    ])
    expect(mergeChoices(null, [])).toEqual([])
  })
})
