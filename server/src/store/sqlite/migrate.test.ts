import { describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'
import { type Migration, migrate, pendingMigrations } from './migrate.ts'
import { MIGRATIONS } from './migrations/index.ts'

/**
 * Migrations numbered on branches worked side by side (issue 15–18's: SQLite 10, 11, 12) are merged in any
 * order: a gap in the numbers is allowed, and each migration a database has not recorded is applied, even
 * below the highest one it has.
 */

const table = (name: string, version: number): Migration => ({ version, name, sql: `CREATE TABLE ${name} (id INTEGER PRIMARY KEY);` })

describe('migrate', () => {
  it('applies a migration merged below the highest one a database recorded, once', () => {
    const db = openDatabase(':memory:')
    expect(migrate(db, [table('a', 1), table('c', 3)]).applied).toEqual(['1-a', '3-c'])
    const merged = [table('a', 1), table('b', 2), table('c', 3)]
    expect(migrate(db, merged)).toEqual({ from: 3, to: 3, applied: ['2-b'] })
    expect(migrate(db, merged).applied).toEqual([])
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual([1, 2, 3])
  })

  it('refuses versions out of order or twice, and a database holding a version it does not know', () => {
    expect(() => pendingMigrations([table('a', 2), table('b', 1)], [])).toThrow('Migration "b" has version 1; expected a whole number above 2')
    expect(() => pendingMigrations([table('a', 1), table('b', 1)], [])).toThrow('Migration "b" has version 1; expected a whole number above 1')
    expect(() => pendingMigrations([table('a', 1), table('c', 3)], [1, 2])).toThrow(
      "The database has schema version 2, one this Partfront does not have (another branch's): use a newer Partfront or another DATABASE_URL",
    )
  })

  it('issue 17: an order line placed before the backorder reads as having reserved its whole quantity', () => {
    const db = openDatabase(':memory:')
    migrate(db, MIGRATIONS.filter((migration) => migration.version < 12))
    db.pragma('foreign_keys = OFF')
    db.prepare(
      "INSERT INTO order_lines (order_id, product_id, model, brand_name, quantity, unit_price, line_total) VALUES (1, 1, 'LM358DR', 'TI', 150, 1, 150)",
    ).run()
    expect(migrate(db, MIGRATIONS.filter((migration) => migration.version <= 12)).applied).toEqual(['12-order line reserved'])
    expect(db.prepare('SELECT quantity, reserved FROM order_lines').get()).toEqual({ quantity: 150, reserved: 150 })
    expect(() => db.prepare('UPDATE order_lines SET reserved = 151').run()).toThrow('CHECK constraint failed')
  })

  it('issue 15: the package is read from the search B-trees, not from the products table (migration 13)', () => {
    const db = openDatabase(':memory:')
    migrate(db, MIGRATIONS)
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
