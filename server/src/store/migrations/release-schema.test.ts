import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../sqlite/database.ts'
import { type ReleaseMigration, pendingMigrations, releaseMigrations } from './release-schema.ts'

/**
 * The release's numbered migrations, frozen as the SQL it ran (`release-schema.*.sql`): read back as that
 * release's lists were, applied as it applied them. Migrations numbered on branches worked side by side
 * (issue 15–18's) were merged in any order: a gap in the numbers is allowed, and each migration a database has
 * not recorded is applied, even below the highest one it has.
 */

/** Applies `migrations` to a SQLite database as the release's runner did: each in a transaction, with its row. */
function applyAsRelease(db: ReturnType<typeof openDatabase>, migrations: ReadonlyArray<ReleaseMigration>): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT')
  for (const migration of migrations) {
    db.transaction(() => {
      db.exec(migration.sql)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, '2026-01-15T09:00:00.000Z')
    })()
  }
}

const migration = (version: number): ReleaseMigration => ({ version, name: `m${version}`, sql: '' })

describe('the release schema', () => {
  it('reads each engine’s thirteen numbered migrations from its frozen file, as the release named them', () => {
    for (const engine of ['sqlite', 'postgres'] as const) {
      const list = releaseMigrations(engine)
      expect(list.map((item) => item.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
      expect(list.every((item) => item.sql.length > 0 && !item.sql.includes('-- release migration'))).toBe(true)
    }
    expect(releaseMigrations('sqlite').map((item) => item.name).slice(0, 3)).toEqual(['catalog', 'accounts', 'shopping'])
    expect(releaseMigrations('postgres')[6]?.name).toBe('search-keywords')
  })

  it('is frozen: the files are the SQL the release ran, never edited (a change is a new migration of the one list)', () => {
    // Taken when the files were written from the release's lists (5eafdb3); a different digest means an edit.
    const digest = (engine: string) => createHash('sha256').update(readFileSync(new URL(`./release-schema.${engine}.sql`, import.meta.url))).digest('hex').slice(0, 16)
    expect({ sqlite: digest('sqlite'), postgres: digest('postgres') }).toEqual(FROZEN)
  })

  it('applies a migration missing below the highest one a database recorded, and refuses a version it does not know', () => {
    const list = [migration(1), migration(2), migration(3)]
    expect(pendingMigrations(list, [1, 3]).map((item) => item.version)).toEqual([2])
    expect(pendingMigrations(list, [1, 2, 3])).toEqual([])
    expect(() => pendingMigrations([migration(1), migration(3)], [1, 2])).toThrow(
      "The database has schema version 2, one this Partfront does not have (another branch's): use a newer Partfront or another DATABASE_URL",
    )
    expect(() => pendingMigrations(list, [1, 2, 3, 14])).toThrow('The database has schema version 14, newer than this Partfront knows (3)')
  })

  it('issue 17: an order line placed before the backorder reads as having reserved its whole quantity', () => {
    const db = openDatabase(':memory:')
    const release = releaseMigrations('sqlite')
    applyAsRelease(
      db,
      release.filter((item) => item.version < 12),
    )
    db.pragma('foreign_keys = OFF')
    db.prepare(
      "INSERT INTO order_lines (order_id, product_id, model, brand_name, quantity, unit_price, line_total) VALUES (1, 1, 'LM358DR', 'TI', 150, 1, 150)",
    ).run()
    const pending = pendingMigrations(release, db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[])
    expect(pending.map((item) => item.version)).toEqual([12, 13])
    applyAsRelease(db, pending)
    expect(db.prepare('SELECT quantity, reserved FROM order_lines').get()).toEqual({ quantity: 150, reserved: 150 })
    expect(() => db.prepare('UPDATE order_lines SET reserved = 151').run()).toThrow('CHECK constraint failed')
  })

  it('issue 15: the package is read from the search B-trees, not from the products table (migration 13)', () => {
    const db = openDatabase(':memory:')
    applyAsRelease(db, releaseMigrations('sqlite'))
    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((step) => step.detail).join(' | ')
    // A matched row's facet columns by id, and a prefix range's, each answered by a covering index alone.
    expect(plan('SELECT category_id, manufacturer_id, package, stock, unit_price FROM products INDEXED BY products_search_facts WHERE id = 1')).toContain(
      'USING COVERING INDEX products_search_facts',
    )
    expect(
      plan(`SELECT category_id, manufacturer_id, package, stock FROM products INDEXED BY products_search_prefix16 WHERE normalized >= 'LM' AND normalized < 'LN' AND id % 16 = 0`),
    ).toContain('USING COVERING INDEX products_search_prefix16')
  })
})

/** The files' digests when they were written (the first 16 hex digits of SHA-256). */
const FROZEN = { sqlite: '959141ab65caa865', postgres: 'd2f1a8405dcc0d7a' }
