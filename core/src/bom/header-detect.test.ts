import { describe, expect, it } from 'vitest'
import { findHeaderRow } from './header-detect.ts'
import { classifyHeader } from './header-words.ts'

describe('classifyHeader', () => {
  it('knows the words of KiCad, KiBoM, Altium, JLCPCB, Digi-Key and hand-kept sheets', () => {
    const roles = (cells: string[]) => cells.map((cell) => classifyHeader(cell)?.role)
    expect(roles(['Reference(s)', 'Ref Des', 'Customer Reference', 'Designator', 'Parts'])).toEqual(Array(5).fill('designators'))
    expect(roles(['Qty', 'Qnty', 'Quantity Per PCB', 'Quantity 1', 'Count', ' Quantity'])).toEqual(Array(6).fill('quantity'))
    expect(roles(['MPN', 'Manufacturer Part #', 'Part Number', 'PARTNO', 'PartNumber', 'MFR.Part', 'MP_N3'])).toEqual(Array(7).fill('mpn'))
    expect(roles(['Manufacturer', 'MFG1', 'Mfr'])).toEqual(Array(3).fill('manufacturer'))
    expect(roles(['Value', 'Comment', 'Description', 'Footprint', 'PCB Footprint', 'Package', 'DNP'])).toEqual([
      'value',
      'value',
      'description',
      'footprint',
      'footprint',
      'footprint',
      'dnp',
    ])
  })

  it('names the distributor of a distributor part-number column', () => {
    const of = (cell: string) => classifyHeader(cell)
    expect(of('Digi-Key Part Number')).toEqual({ role: 'distributorPartNumber', distributor: 'digikey' })
    expect(of('DK')).toEqual({ role: 'distributorPartNumber', distributor: 'digikey' })
    expect(of('Digike_y2')).toEqual({ role: 'distributorPartNumber', distributor: 'digikey' })
    expect(of('LCSC Part #')).toEqual({ role: 'distributorPartNumber', distributor: 'lcsc' })
    expect(of('JLCPCB Part')).toEqual({ role: 'distributorPartNumber', distributor: 'jlcpcb' })
    expect(of('Mouse_r3')).toEqual({ role: 'distributorPartNumber', distributor: 'mouser' })
    expect(of('Supplier Part Number')).toEqual({ role: 'distributorPartNumber', distributor: 'supplier' })
  })

  it('reads French, German and Chinese headers, and bilingual ones', () => {
    const roles = (cells: string[]) => cells.map((cell) => classifyHeader(cell)?.role)
    expect(roles(['Référence', 'Quantité', 'Désignation', 'Fabricant', 'Boîtier', 'Valeur'])).toEqual([
      'designators',
      'quantity',
      'description',
      'manufacturer',
      'footprint',
      'value',
    ])
    expect(roles(['Menge', 'Hersteller', 'Herstellerteilenummer', 'Gehäuse', 'Wert', 'Beschreibung'])).toEqual([
      'quantity',
      'manufacturer',
      'mpn',
      'footprint',
      'value',
      'description',
    ])
    expect(roles(['位号', '数量', '型号', '厂商', '封装', '商品编号', '备注'])).toEqual([
      'designators',
      'quantity',
      'mpn',
      'manufacturer',
      'footprint',
      'distributorPartNumber',
      'notes',
    ])
    expect(roles(['位号 Designator', 'Manufacturer/制造商', 'Ｑｔｙ'])).toEqual(['designators', 'manufacturer', 'quantity'])
    expect(classifyHeader('Field1')).toBeUndefined()
  })
})

describe('findHeaderRow', () => {
  it('finds the header under a merged title (the title repeated across the row counts once)', () => {
    const title = Array(9).fill('BOM_ESP32-S3-BOX_V2.5_20211011')
    const grid = [
      title,
      ['Item', 'Qty', 'Reference', 'Value', 'PCB Footprint', 'Description', 'Manufacturer', 'Manufacturer Part #', 'Note'],
      ['1', '5', 'C1,C7', '22pF', 'C0402', 'MLCC', 'Yageo', 'CC0402JRNPO9BN220', ''],
      ['2', '9', 'C2,C5', '10uF', 'C0603', 'MLCC', 'Murata', 'GRM188R61C106KAALD', ''],
    ]
    expect(findHeaderRow(grid)).toMatchObject({ index: 1, rowNumber: 2 })
  })

  it('finds the header below tool metadata rows and blank rows', () => {
    const grid = [
      ['Source:', 'C:\\tp1.kicad_sch'],
      ['Date:', '11/16/2022'],
      ['Component Count:', '25'],
      [''],
      ['Ref', 'Qnty', 'Value', 'Footprint', 'Manufacturer Part Number'],
      ['F1', '1', '50mA', 'Fuse_1206', '1206L005/60WR'],
      ['FID1,FID2', '2', 'Fiducial', '', ''],
    ]
    expect(findHeaderRow(grid)).toMatchObject({ index: 4, rowNumber: 5 })
  })

  it('still picks a generic header (ref;value;Field1…) over its data rows', () => {
    const grid = [
      ['ref', 'value', 'Field1', 'Field2', 'Field3', 'Field4'],
      ['C1', '33pF', 'Murata', 'GRM1555C1H330JA01D', 'CAP CER 33PF 50V 5% NP0 0402', ''],
      ['C2', '10nF', 'Murata', 'GRM155R71C103KA01D', 'CAP CER 10000PF 16V 10% X7R 0402', ''],
    ]
    expect(findHeaderRow(grid)).toMatchObject({ index: 0, rowNumber: 1 })
  })

  it('counts blank rows in the row number, and falls back to the first non-empty row', () => {
    expect(findHeaderRow([[''], [], ['1', '2'], ['3', '4']])).toMatchObject({ index: 2, rowNumber: 3 })
    expect(findHeaderRow([['only'], ['one column']])).toMatchObject({ index: 0 })
    expect(findHeaderRow([[], [''], ['  ']])).toBeUndefined()
    expect(findHeaderRow([])).toBeUndefined()
  })
})
