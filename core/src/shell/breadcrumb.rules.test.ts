import { describe, expect, it } from 'vitest'
import type { CategoryGroup, CategoryRef } from '../contract/catalog.ts'
import type { CategoryId } from '../contract/common.ts'
import { categoryTrail, productTrail, walkUp } from './breadcrumb.rules.ts'

const id = (n: number) => n as CategoryId
const node = (intId: number, catalogEnName: string, childList: CategoryGroup[] = []): CategoryGroup => ({ intId: id(intId), catalogEnName, childList })
const ref = (intId: number, catalogEnName: string): CategoryRef => ({ intId: id(intId), catalogEnName })

const TREE = [
  node(1, 'Integrated Circuits (ICs)', [node(101, 'Microcontrollers (MCUs)'), node(102, 'Operational Amplifiers', [node(1021, 'Precision Op Amps')])]),
  node(2, 'Passive Components', [node(201, 'Chip Resistors')]),
]

describe('the product breadcrumb (PAGE-1)', () => {
  it('PAGE-1: a leaf category is found under its group, from the top down', () => {
    expect(categoryTrail(TREE, ref(201, 'Chip Resistors'))).toEqual([ref(2, 'Passive Components'), ref(201, 'Chip Resistors')])
    expect(categoryTrail(TREE, ref(1021, 'x'))).toEqual([ref(1, 'Integrated Circuits (ICs)'), ref(102, 'Operational Amplifiers'), ref(1021, 'Precision Op Amps')])
    expect(categoryTrail(TREE, ref(1, 'x'))).toEqual([ref(1, 'Integrated Circuits (ICs)')])
  })

  it('PAGE-1: a category missing from the tree is its own path; a nameless missing one is none', () => {
    expect(categoryTrail(TREE, ref(999, 'Imported Category'))).toEqual([ref(999, 'Imported Category')])
    expect(categoryTrail([], ref(999, 'Imported Category'))).toEqual([ref(999, 'Imported Category')])
    expect(categoryTrail(TREE, ref(999, ' '))).toEqual([])
  })

  it('PAGE-1: a category listed under its own descendant does not loop: it stays where it was first listed', () => {
    const looped = [node(1, 'A', [node(2, 'B', [node(1, 'A again', [node(2, 'B again')])])])]
    expect(categoryTrail(looped, ref(2, 'B'))).toEqual([ref(1, 'A'), ref(2, 'B')])
  })

  it('PAGE-1: a map of parents that loops ends the walk at the first category seen twice', () => {
    const parents = new Map([
      [1, { ref: ref(1, 'A'), parentId: 3 }],
      [2, { ref: ref(2, 'B'), parentId: 1 }],
      [3, { ref: ref(3, 'C'), parentId: 2 }],
    ])
    expect(walkUp(parents, ref(2, 'B'))).toEqual([ref(3, 'C'), ref(1, 'A'), ref(2, 'B')])
    const self = new Map([[5, { ref: ref(5, 'Self'), parentId: 5 }]])
    expect(walkUp(self, ref(5, 'Self'))).toEqual([ref(5, 'Self')])
  })

  it('PAGE-1: the trail is Home › All Products › group › category › part, each with its page', () => {
    expect(productTrail(TREE, { model: 'RC0603FR-0710KL', intID: 4321, categoryId: 201, categoryName: 'Chip Resistors' })).toEqual([
      { name: 'Home', path: '/' },
      { name: 'All Products', path: '/catalog' },
      { name: 'Passive Components', path: '/catalog/passive-components-2' },
      { name: 'Chip Resistors', path: '/catalog/chip-resistors-201' },
      { name: 'RC0603FR-0710KL', path: '/product/rc0603fr-0710kl-4321' },
    ])
  })
})
