import { describe, expect, it } from 'vitest'
import { columnsOf, maybe, recordsOf } from './records.ts'

interface Row {
  id: number
  first_name: string
  is_default: number | boolean
  price_ladder: string | number[]
  mapping_choice: string | number[] | null
}

interface Rec {
  id: number
  firstName: string
  isDefault: boolean
  priceLadder: number[]
  mappingChoice: number[] | null
  shown: string
}

const row: Row = { id: 7, first_name: 'Ada', is_default: 1, price_ladder: '[1,2]', mapping_choice: null }

describe('rows and records (kysely/records.ts)', () => {
  it('reads a row as its record: fields under their camel-case names, flags as booleans, JSON parsed, the rest added', () => {
    const read = recordsOf<Row, Rec>()({ fields: ['id', 'firstName'], flags: ['isDefault'], json: ['priceLadder', 'mappingChoice'] }, (r) => ({ shown: `${r.first_name} #${r.id}` }))
    expect(read(row)).toEqual({ id: 7, firstName: 'Ada', isDefault: true, priceLadder: [1, 2], mappingChoice: null, shown: 'Ada #7' })
    // PostgreSQL's answers: a boolean and parsed JSON.
    expect(read({ ...row, is_default: false, price_ladder: [3], mapping_choice: [4] })).toMatchObject({ isDefault: false, priceLadder: [3], mappingChoice: [4] })
  })

  it('copies only the fields it names: a row with more columns gives a record without them', () => {
    const read = recordsOf<Row, Pick<Rec, 'id' | 'firstName'>>()({ fields: ['id', 'firstName'] })
    expect(Object.keys(read(row))).toEqual(['id', 'firstName'])
  })

  it('writes a record as columns: flags as 1 or 0, JSON as text (null kept), a field left undefined kept undefined, more columns added', () => {
    const user = columnsOf<{ firstName?: string; emailUpdates?: boolean }, 'users'>()({ fields: ['firstName'], flags: ['emailUpdates'] })
    expect(user({ firstName: 'Ada', emailUpdates: true }, { updated_at: 'now' })).toEqual({ first_name: 'Ada', email_updates: 1, updated_at: 'now' })
    expect(user({ emailUpdates: false })).toEqual({ first_name: undefined, email_updates: 0 })
    expect(user({})).toEqual({ first_name: undefined, email_updates: undefined })
    const reading = columnsOf<{ sheet: string; mappingChoice: number[] | null }, 'boms'>()({ fields: ['sheet'], json: ['mappingChoice'] })
    expect(reading({ sheet: 'A', mappingChoice: [1] })).toEqual({ sheet: 'A', mapping_choice: '[1]' })
    expect(reading({ sheet: 'A', mappingChoice: null })).toEqual({ sheet: 'A', mapping_choice: null })
  })

  it('refuses at compile time what would read wrong: a flag or JSON column as a plain field, a field with no column, a record not whole', () => {
    // @ts-expect-error a flag column is read with `flags`: as it is, SQLite's 1 is no boolean
    expect(recordsOf<Row, Pick<Rec, 'isDefault'>>()({ fields: ['isDefault'] })(row).isDefault).toBe(1)
    // @ts-expect-error a JSON column is read with `json`: as it is, SQLite's text is no list
    expect(recordsOf<Row, Pick<Rec, 'priceLadder'>>()({ fields: ['priceLadder'] })(row).priceLadder).toBe('[1,2]')
    // @ts-expect-error `shown` has no column
    expect(recordsOf<Row, Pick<Rec, 'shown'>>()({ fields: ['shown'] })(row).shown).toBeUndefined()
    // @ts-expect-error the record is checked whole: `isDefault`, `priceLadder`, `mappingChoice` and `shown` are missing
    expect(recordsOf<Row, Rec>()({ fields: ['id', 'firstName'] })(row)).not.toHaveProperty('shown')
  })

  it('refuses at run time a field name that is not a plain identifier (the mapping is compiled from the names)', () => {
    expect(() => recordsOf<Row, Rec>()({ fields: ['id); process.exit(1); (' as 'id'] }, () => ({}) as never)).toThrow('Not a field name: id); process.exit(1); (')
  })

  it('maybe: the record of a row found, undefined for none', () => {
    expect(maybe(row, (found) => found.id)).toBe(7)
    expect(maybe(undefined as Row | undefined, (found) => found.id)).toBeUndefined()
  })
})
