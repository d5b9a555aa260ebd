import { describe, expect, it } from 'vitest'
import { BOM } from '../constants.ts'
import { checkModelCount, checkUploadName, checkUploadSize, fileSuffix } from './bom-upload.rules.ts'
import { readBomUpload } from './read-bom-upload.ts'
import { expectRefused } from './spreadsheet.testing.ts'

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))

describe('upload checks', () => {
  it('accepts .xls, .xlsx and .csv in any case, and refuses other names naming the accepted types', () => {
    for (const name of ['a.xls', 'a.XLSX', 'my.bom.Csv', 'C:\\boms\\x.CSV']) expect(checkUploadName(name)).toEqual({ ok: true })
    for (const name of ['a.tsv', 'a.xlsm', 'a.pdf', 'bom', 'csv', 'a.csv.exe', '.csv']) {
      expectRefused(checkUploadName(name), 'suffix', /\.xls, \.xlsx or \.csv/)
    }
    expect(checkUploadName('  ')).toMatchObject({ ok: false, reason: 'no-file' })
  })

  it('takes the suffix after the last dot of the last path segment', () => {
    expect(fileSuffix('dir.v2/bom')).toBe('')
    expect(fileSuffix('bom.tar.XLSX')).toBe('.xlsx')
  })

  it('caps the size: exactly the limit is accepted, one byte more is refused, empty is refused', () => {
    expect(checkUploadSize(BOM.maxBytes)).toEqual({ ok: true })
    expectRefused(checkUploadSize(BOM.maxBytes + 1), 'too-large', /5 MB/)
    expect(checkUploadSize(0)).toMatchObject({ ok: false, reason: 'empty' })
  })

  it('caps the models: 200 accepted, 201 refused naming 200', () => {
    expect(checkModelCount(BOM.maxModels)).toEqual({ ok: true })
    expectRefused(checkModelCount(BOM.maxModels + 1), 'too-many-models', /at most 200/)
  })
})

describe('readBomUpload', () => {
  const bom = (models: number, rowsPerModel = 1) => {
    const lines = ['Designator,Qty,MPN']
    for (let m = 0; m < models; m++) for (let k = 0; k < rowsPerModel; k++) lines.push(`R${m * rowsPerModel + k + 1},1,PART-${m}`)
    return ascii(`${lines.join('\n')}\n`)
  }

  it('reads a BOM of 200 models and refuses one of 201', () => {
    const ok = readBomUpload(bom(200), 'bom.csv')
    expect(ok).toMatchObject({ ok: true, modelCount: { models: 200 } })
    expect(readBomUpload(bom(201), 'bom.csv')).toMatchObject({ ok: false, reason: 'too-many-models' })
  })

  it('counts models, not rows: 150 parts written one row per designator (450 rows) pass', () => {
    expect(readBomUpload(bom(150, 3), 'bom.CSV')).toMatchObject({ ok: true, rows: { length: 450 }, modelCount: { models: 150 } })
  })

  it('refuses a BOM that names no part (a header alone)', () => {
    expectRefused(readBomUpload(ascii('Designator,Qty,MPN\r\n'), 'bom.csv'), 'no-rows', /No parts were found below the header on row 1/)
  })

  it('checks the name first, then the size, before reading anything', () => {
    expect(readBomUpload(bom(1), 'bom.tsv')).toMatchObject({ ok: false, reason: 'suffix' })
    expect(readBomUpload(new Uint8Array(BOM.maxBytes + 1), 'bom.xlsx')).toMatchObject({ ok: false, reason: 'too-large' })
  })
})
