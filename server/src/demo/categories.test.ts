import { describe, expect, it } from 'vitest'
import { CATEGORIES, CATEGORY_TREE, LEAF_CATEGORIES, cat, categoryById } from './categories.ts'

describe('the demo category tree', () => {
  it('has about ten top-level families and sixty or more children', () => {
    expect(CATEGORY_TREE.length).toBeGreaterThanOrEqual(9)
    expect(CATEGORY_TREE.length).toBeLessThanOrEqual(12)
    expect(LEAF_CATEGORIES.length).toBeGreaterThanOrEqual(60)
  })

  it('has unique ids, slugs and names', () => {
    expect(new Set(CATEGORIES.map((category) => category.id)).size).toBe(CATEGORIES.length)
    expect(new Set(CATEGORIES.map((category) => category.slug)).size).toBe(CATEGORIES.length)
    expect(new Set(CATEGORIES.map((category) => category.name)).size).toBe(CATEGORIES.length)
  })

  it('has exactly two levels: every child has a top-level parent and no children of its own', () => {
    for (const category of CATEGORIES) {
      if (category.parentId === null) continue
      const parent = categoryById(category.parentId)
      expect(parent?.parentId).toBeNull()
      expect(CATEGORIES.some((other) => other.parentId === category.id)).toBe(false)
      expect(Math.floor(category.id / 100)).toBe(category.parentId)
    }
  })

  it('gives every family at least one child, in the tree as in the flat list', () => {
    for (const family of CATEGORY_TREE) {
      expect(family.parentId).toBeNull()
      expect(family.children.length).toBeGreaterThan(0)
      expect(family.children).toEqual(CATEGORIES.filter((category) => category.parentId === family.id))
    }
    expect(CATEGORY_TREE.reduce((sum, family) => sum + family.children.length, 0)).toBe(LEAF_CATEGORIES.length)
  })

  it('has English names and descriptions', () => {
    for (const category of CATEGORIES) {
      expect(category.name).toMatch(/^[A-Z][A-Za-z0-9 ,&()/-]+$/)
      expect(category.description.length).toBeGreaterThan(10)
    }
  })

  it('finds ids by slug', () => {
    expect(cat('mlcc')).toBe(categoryById(cat('mlcc'))?.id)
    expect(categoryById(cat('microcontrollers'))?.name).toBe('Microcontrollers (MCUs)')
  })
})
