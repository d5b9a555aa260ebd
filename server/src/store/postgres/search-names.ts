import type { Pool } from 'pg'
import { readNames, type CatalogNames } from '../../search/catalog-names.ts'
import { rows } from './pool.ts'

/**
 * The manufacturers' and categories' names as the search reads them (`search/catalog-names.ts`), kept in memory
 * and read again when migration 007's `search_names_version` has moved on: one small read per search instead
 * of every name, and a change made by any server is seen by all. The version is read before the names, so
 * names read at a newer version are at worst read once more.
 */
export function postgresSearchNames(pool: Pool): () => Promise<CatalogNames> {
  let cached: CatalogNames | undefined
  let seen: number | undefined
  return async () => {
    const version = (await rows<{ version: number }>(pool, 'SELECT version FROM search_names_version WHERE id = 1'))[0]?.version
    if (cached !== undefined && version !== undefined && version === seen) return cached
    const [makers, categories] = await Promise.all([
      rows<{ id: number; name: string }>(pool, 'SELECT id, name FROM manufacturers'),
      rows<{ id: number; parentId: number | null; name: string }>(pool, 'SELECT id, parent_id AS "parentId", name FROM categories'),
    ])
    cached = readNames(makers, categories, [])
    seen = version
    return cached
  }
}
