import { describe, expect, it } from 'vitest'
import type { CategoryGroup } from '../contract/catalog.ts'
import { applicationCategories } from './applications.rules.ts'

const tree = [
  { intId: 1, catalogEnName: 'Integrated Circuits (ICs)', childList: [{ intId: 101, catalogEnName: 'Microcontrollers (MCUs)', childList: [] }] },
  { intId: 4, catalogEnName: 'Discrete Semiconductors', childList: [{ intId: 401, catalogEnName: 'MOSFETs', childList: [] }] },
] as unknown as CategoryGroup[]

describe('application pages (PAGE-4)', () => {
  it('PAGE-4: links the industry categories the catalog has, leaving out the others', () => {
    expect(applicationCategories('Automotive', tree)).toEqual([
      { name: 'Microcontrollers (MCUs)', href: '/catalog/microcontrollers-mcus-101' },
      { name: 'MOSFETs', href: '/catalog/mosfets-401' },
    ])
    expect(applicationCategories('Medical', [])).toEqual([])
  })
})
