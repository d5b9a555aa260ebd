import { describe, expect, it } from 'vitest'
import { readDoNotFitMark, saysDoNotFit, stripDoNotFit } from './do-not-fit.ts'

describe('do-not-fit marks', () => {
  it('tells a whole cell that says not fitted', () => {
    for (const cell of ['DNP', 'dnf', ' DNI ', '(DNP)', 'Do not populate.', 'DO NOT STUFF', 'Not fitted', 'Fitted: no', 'Mounted = No', 'Leave empty', '不贴']) {
      expect(saysDoNotFit(cell), cell).toBe(true)
    }
    for (const cell of ['', 'DNP1', 'R1', 'check the footprint', 'Fitted: yes', 'Can replace with cheaper alternative', 'NC']) {
      expect(saysDoNotFit(cell), cell).toBe(false)
    }
  })

  it('reads a mark column by its header: under DNP a mark means not fitted, under Fitted a no does', () => {
    expect(['', 'DNP', 'x', 'yes', 'no', 'NC', 'later'].map((cell) => readDoNotFitMark('DNP', cell))).toEqual([
      'fitted',
      'not-fitted',
      'not-fitted',
      'not-fitted',
      'fitted',
      'not-fitted',
      'unclear',
    ])
    expect(['', 'Yes', 'No', 'DNP', '0', '1'].map((cell) => readDoNotFitMark('Fitted', cell))).toEqual([
      'fitted',
      'fitted',
      'not-fitted',
      'not-fitted',
      'not-fitted',
      'fitted',
    ])
  })

  it('takes a do-not-fit note off a designator cell', () => {
    expect(stripDoNotFit('Q6, Q7 – DO NOT STUFF')).toEqual({ text: 'Q6, Q7', doNotFit: true })
    expect(stripDoNotFit('R1 (DNP)')).toEqual({ text: 'R1', doNotFit: true })
    expect(stripDoNotFit('DNP1, R1')).toEqual({ text: 'DNP1, R1', doNotFit: false })
  })
})
