import { SEARCH_INDEX_BUILD_SQL } from '../store/sqlite/search-index-build.ts'
import type { Db } from '../store/sqlite/database.ts'
import { INDEX_TABLES } from './index-layout.ts'

/**
 * Loading many products with the search index built after the load instead of row by row (search issue #7:
 * the index costs about 120 µs of trigger work per product written; built in bulk it costs about 85 µs, and
 * the B-trees are built once instead of kept in order on every insert).
 */

/** What a bulk load took. */
export interface DeferredLoad<T> {
  readonly result: T
  /** Milliseconds of the load itself. */
  readonly loadMs: number
  /** Milliseconds of rebuilding the search index after it. */
  readonly indexMs: number
}

/**
 * Runs `load` with the search index's triggers and B-trees dropped, then rebuilds the whole index from the
 * catalog and puts the triggers back, in one transaction. For a load on a connection nothing else writes
 * through meanwhile (the demo catalog at first start, an import, the benchmark): a write from elsewhere during
 * the load is indexed by the rebuild. If `load` fails the index is rebuilt all the same.
 */
export async function withSearchIndexDeferred<T>(db: Db, load: () => Promise<T>): Promise<DeferredLoad<T>> {
  const saved = db
    .prepare(
      `SELECT type, name, sql FROM sqlite_master
       WHERE (type = 'index' AND name LIKE 'products_search%') OR (type = 'trigger' AND name LIKE 'search_%')`,
    )
    .all() as { type: string; name: string; sql: string }[]
  db.transaction(() => {
    for (const item of saved) db.exec(`DROP ${item.type.toUpperCase()} ${item.name}`)
  })()
  const started = performance.now()
  try {
    const result = await load()
    const loadMs = performance.now() - started
    return { result, loadMs, indexMs: rebuild(db, saved) }
  } catch (error) {
    rebuild(db, saved)
    throw error
  }
}

function rebuild(db: Db, saved: readonly { type: string; sql: string }[]): number {
  const started = performance.now()
  db.transaction(() => {
    for (const table of INDEX_TABLES) db.exec(`INSERT INTO ${table}(${table}) VALUES ('delete-all')`)
    db.exec('DELETE FROM search_buckets')
    for (const item of saved) if (item.type === 'index') db.exec(item.sql)
    db.exec(SEARCH_INDEX_BUILD_SQL)
    for (const table of INDEX_TABLES) db.exec(`INSERT INTO ${table}(${table}) VALUES ('optimize')`)
    for (const item of saved) if (item.type === 'trigger') db.exec(item.sql)
  })()
  return performance.now() - started
}
