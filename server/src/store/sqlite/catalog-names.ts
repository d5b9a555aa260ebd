import { hyphenate } from '@partfront/core/routing'
import type { BrandId, CategoryId } from '@partfront/core/contract'
import { type NamedIds, UNCATEGORISED } from '../catalog.port.ts'
import type { Db } from './database.ts'

/**
 * Manufacturers and categories by name, created when missing: what a catalog import needs to turn a file's
 * names into ids. Names match without regard to case.
 */

/** The manufacturers named, as ids, creating those that do not exist yet (in one transaction). */
export function ensureManufacturers(db: Db, names: readonly string[]): NamedIds<BrandId> {
  const find = db.prepare('SELECT id FROM manufacturers WHERE name = ?').pluck()
  const insert = db.prepare("INSERT INTO manufacturers (name, slug, description) VALUES (?, ?, '') RETURNING id").pluck()
  return db.transaction(() => {
    const ids = new Map<string, BrandId>()
    const created: string[] = []
    for (const raw of names) {
      const name = raw.trim()
      const key = name.toLowerCase()
      if (ids.has(key)) continue
      let id = find.get(name) as number | undefined
      if (id === undefined) {
        id = insert.get(name, hyphenate(name) || 'manufacturer') as number
        created.push(name)
      }
      ids.set(key, id as BrandId)
    }
    return { ids, created }
  })()
}

/**
 * The leaf categories of the paths named (`[top, sub]`, `[top]`, or `[]`), as ids by their key (the names,
 * lower case, joined by ` / `), creating what is missing. The catalog is two levels and products live in
 * leaves: a path of one name goes to that top category's `Other` child, an empty path to `Other / Other`.
 */
export function ensureCategories(db: Db, paths: readonly (readonly string[])[]): NamedIds<CategoryId> {
  const top = db.prepare('SELECT id FROM categories WHERE parent_id IS NULL AND name = ? COLLATE NOCASE').pluck()
  const child = db.prepare('SELECT id FROM categories WHERE parent_id = ? AND name = ? COLLATE NOCASE').pluck()
  const insert = db
    .prepare("INSERT INTO categories (parent_id, name, slug, description, sort) VALUES (?, ?, ?, '', 1000) RETURNING id")
    .pluck()
  return db.transaction(() => {
    const ids = new Map<string, CategoryId>()
    const created: string[] = []
    for (const path of paths) {
      const key = path.map((name) => name.toLowerCase()).join(' / ')
      if (ids.has(key)) continue
      const [topName = UNCATEGORISED, leafName = UNCATEGORISED] = path
      let parentId = top.get(topName) as number | undefined
      if (parentId === undefined) {
        parentId = insert.get(null, topName, hyphenate(topName) || 'category') as number
        created.push(topName)
      }
      let leafId = child.get(parentId, leafName) as number | undefined
      if (leafId === undefined) {
        leafId = insert.get(parentId, leafName, hyphenate(leafName) || 'category') as number
        created.push(`${topName} / ${leafName}`)
      }
      ids.set(key, leafId as CategoryId)
    }
    return { ids, created }
  })()
}
