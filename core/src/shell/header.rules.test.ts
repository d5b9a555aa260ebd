import { describe, expect, it } from 'vitest'
import type { CategoryGroup } from '../contract/catalog.ts'
import type { CategoryId } from '../contract/common.ts'
import { MAIN_NAV, catalogPath, childNamesLine, currentNavItem, groupTitle, menuGroups, showsMainNav } from './header.rules.ts'

function category(intId: number, catalogEnName: string, childList: CategoryGroup[] = []): CategoryGroup {
  return { intId: intId as CategoryId, catalogEnName, childList }
}

const TREE: CategoryGroup[] = [
  category(1, 'Semiconductors', [category(11, 'Integrated Circuits (ICs)'), category(12, 'Discrete Semiconductors')]),
  category(2, 'Passives', [category(21, 'Capacitors'), category(22, ' Resistors '), category(23, '')]),
  category(3, 'Tools'),
]

describe('header rules', () => {
  it('SHELL-1: a group is titled by its own name; its children English names joined by "/" are the line under it', () => {
    expect(TREE.map((group) => groupTitle(group))).toEqual(['Semiconductors', 'Passives', 'Tools'])
    expect(childNamesLine(TREE[0] as CategoryGroup)).toBe('Integrated Circuits (ICs)/Discrete Semiconductors')
    expect(childNamesLine(TREE[1] as CategoryGroup)).toBe('Capacitors/Resistors')
    expect(childNamesLine(TREE[2] as CategoryGroup)).toBe('')
    // Ours: a blank name is titled by its children, so a title is never empty.
    expect(groupTitle(category(4, '  ', [category(41, 'Relays')]))).toBe('Relays')
  })

  it('SHELL-1: the mega-menu groups link each child to /catalog/{catalogSlug}', () => {
    const groups = menuGroups(TREE)
    expect(groups.map((group) => [group.title, group.childNames])).toEqual([
      ['Semiconductors', 'Integrated Circuits (ICs)/Discrete Semiconductors'],
      ['Passives', 'Capacitors/Resistors'],
      ['Tools', ''],
    ])
    expect(menuGroups([category(4, '', [category(41, 'Relays')])])[0]).toMatchObject({ title: 'Relays', childNames: '' })
    expect(groups[0]?.links).toEqual([
      { label: 'Integrated Circuits (ICs)', href: '/catalog/integrated-circuits-ics-11' },
      { label: 'Discrete Semiconductors', href: '/catalog/discrete-semiconductors-12' },
    ])
    expect(groups[0]?.href).toBe(catalogPath({ catalogEnName: 'Semiconductors', intId: 1 as CategoryId }))
    expect(menuGroups([category(-1, 'Broken', [category(5, 'Child')])])).toEqual([])
  })

  it('SHELL-1: the main nav is hidden on the home page only', () => {
    expect(showsMainNav('/')).toBe(false)
    expect(showsMainNav('/so')).toBe(true)
    expect(showsMainNav('/brand')).toBe(true)
  })

  it('SHELL-1: the current nav item: by path or under it, case-insensitive; a search is All Products', () => {
    expect(currentNavItem('/so')?.label).toBe('All Products')
    expect(currentNavItem('/brand/12')?.label).toBe('Manufacturer')
    expect(currentNavItem('/ContactUs')?.label).toBe('Contact')
    expect(currentNavItem('/productmodel/B')?.label).toBe('Product index')
    expect(currentNavItem('/news/list_1')?.label).toBe('News')
    expect(currentNavItem('/brandnew')).toBeNull()
    expect(currentNavItem('/cart')).toBeNull()
    expect(MAIN_NAV.map((item) => item.label)).toEqual([
      'Home',
      'All Products',
      'Manufacturer',
      'BOM',
      'Product index',
      'Get Quote',
      'Application',
      'News',
      'About',
      'Contact',
    ])
  })
})
