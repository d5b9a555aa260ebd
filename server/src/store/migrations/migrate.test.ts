import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressId, BomId, BrandId, CategoryId, NewsId, OrderId, PaymentId, ProductId, UserId } from '@partfront/core/contract'
import { type Kysely, sql } from 'kysely'
import { Client } from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { postgresDb, sqliteDb } from '../kysely/dialects.ts'
import type { Tables } from '../kysely/tables.ts'
import { createPool } from '../postgres/pool.ts'
import { openPostgresStore } from '../postgres/postgres-store.ts'
import { postgresTestDatabase } from '../../testing/postgres-test-database.ts'
import { openDatabase } from '../sqlite/database.ts'
import { openSqliteStore } from '../sqlite/sqlite-store.ts'
import type { Store } from '../store.ts'
import { MIGRATIONS } from './index.ts'
import { type MigrationReport, migrateStore } from './migrate.ts'
import type { StoreMigration } from './migration.ts'
import { releaseMigrations } from './release-schema.ts'

/**
 * Issue 26: a database the last release with two numbered migration lists made, with a row in every table,
 * opened by the code with the one list: it migrates, and the store's reads see the rows it had.
 */

const folder = mkdtempSync(join(tmpdir(), 'partfront-migrate-'))
const postgres = postgresTestDatabase()
const schemas: string[] = []
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true })
  if (schemas.length > 0) {
    const client = new Client({ connectionString: postgres.url })
    await client.connect()
    await client.query(`DROP SCHEMA IF EXISTS ${schemas.join(', ')} CASCADE`)
    await client.end()
  }
  await postgres.end()
})

const AT = '2026-01-15T09:00:00.000Z'
const LATER = '2026-01-16T09:00:00.000Z'
const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines', country: 'GB', state: '', city: 'London', address: '1 Road', postcode: 'N1', tel: '+44 1', email: 'ada@example.com' }
const TABLES: ReadonlyArray<keyof Tables> = [
  'categories', 'manufacturers', 'products', 'product_codes', 'news_categories', 'news', 'content_pages', 'banners', 'industry_applications', 'configs',
  'users', 'sessions', 'addresses', 'captchas', 'email_codes', 'rate_limits',
  'cart_items', 'favourites', 'quotes', 'quote_lines', 'contact_messages',
  'orders', 'order_lines', 'order_status_history', 'order_returns', 'payments', 'payment_events', 'idempotency_keys',
  'search_hits', 'boms', 'bom_files', 'bom_lines', 'bom_status_history', 'bom_header_mappings', 'bom_value_index', 'bom_picks',
]

/** A row in every table the release's schema has (the value index's state row the migration put there). */
async function fill(db: Kysely<Tables>): Promise<void> {
  const ladder = JSON.stringify([{ quantity: 1, price: 1_250_000 }, { quantity: 100, price: 990_000 }])
  await db.insertInto('categories').values({ id: 1, name: 'Amplifiers', slug: 'amplifiers', description: 'Op amps', sort: 2 }).execute()
  await db.insertInto('manufacturers').values({ id: 1, name: 'Texas Instruments', slug: 'texas-instruments', website: 'https://ti.com' }).execute()
  await db
    .insertInto('products')
    .values({ id: 1, part_number: 'LM358DR', normalized: 'LM358DR', base_normalized: 'LM358', manufacturer_id: 1, category_id: 1, description: 'Dual op amp', package: 'SOIC-8', stock: 500, moq: 1, spq: 1, rohs: 1, price_ladder: ladder, unit_price: 1_250_000, attributes: '[]', updated_at: AT })
    .execute()
  await db.insertInto('product_codes').values({ product_id: 1, distributor: 'Digi-Key', code: '296-1014-1-ND', normalized: '29610141ND' }).execute()
  await db.insertInto('news_categories').values({ id: 1, name: 'Company', sort: 1 }).execute()
  await db.insertInto('news').values({ id: 1, category_id: 1, title: 'Opened', summary: 'We opened', body: '<p>Open</p>', published_at: AT }).execute()
  await db.insertInto('content_pages').values({ name: 'about', title: 'About us', body: '<p>About</p>', updated_at: AT }).execute()
  await db.insertInto('banners').values({ id: 1, position: 'home', title: 'Welcome', image: '/b.png', link: '/catalog', sort: 1, classes: 'pc' }).execute()
  await db.insertInto('industry_applications').values({ id: 1, name: 'Automotive', slug: 'automotive', summary: 'Cars', sort: 1 }).execute()
  await db.insertInto('configs').values({ name: 'site', type: 1, value: JSON.stringify({ title: 'Partfront' }) }).execute()

  await db
    .insertInto('users')
    .values({ id: 1, email: 'Ada@Example.com', password_hash: 'scrypt$1', first_name: 'Ada', last_name: 'Lovelace', company: 'Engines', country: 'GB', mobile: '+44 2', tel: '+44 1', address: '1 Road\nLondon', remark: 'note', email_updates: 1, created_at: AT, updated_at: AT })
    .execute()
  await db.insertInto('sessions').values({ token_hash: 'token-hash', user_id: 1, created_at: AT, expires_at: '2030-01-01T00:00:00.000Z' }).execute()
  await db
    .insertInto('addresses')
    .values({ id: 1, user_id: 1, first_name: 'Ada', last_name: 'Lovelace', company: 'Engines', country: 'GB', state: '', city: 'London', address: '1 Road', postcode: 'N1', tel: '+44 1', email: 'ada@example.com', is_default: 1, created_at: AT })
    .execute()
  await db.insertInto('captchas').values({ id: 'captcha-1', answer_digest: 'answer', created_at: AT, expires_at: '2030-01-01T00:00:00.000Z' }).execute()
  await db.insertInto('email_codes').values({ email: 'new@example.com', purpose: 'register', code_digest: 'code', attempts: 1, created_at: AT, expires_at: '2030-01-01T00:00:00.000Z' }).execute()
  await db.insertInto('rate_limits').values({ kind: 'login-ip', key: '10.0.0.1', window_start: AT, window_end: '2030-01-01T00:00:00.000Z', hits: 3 }).execute()

  await db.insertInto('cart_items').values({ id: 1, user_id: 1, product_id: 1, quantity: 25, customer_reference: 'PRJ-1', created_at: AT, updated_at: AT }).execute()
  await db.insertInto('favourites').values({ id: 1, user_id: 1, product_id: 1, added_at: AT }).execute()
  await db.insertInto('quotes').values({ id: 1, user_id: 1, source: 'quote_page', name: 'Ada', email: 'ada@example.com', company: 'Engines', tel: '+44 1', remark: 'soon', status: 'new', ip: '10.0.0.1', created_at: AT, updated_at: AT }).execute()
  await db.insertInto('quote_lines').values({ id: 1, quote_id: 1, product_id: 1, model: 'LM358DR', manufacturer: 'TI', package: 'SOIC-8', target_price: 900_000, description: '', qty: 1000, option: '' }).execute()
  await db.insertInto('contact_messages').values({ id: 1, user_id: null, name: 'Bob', company: '', tel: '', email: 'bob@example.com', message: 'Hello', status: 'answered', ip: '10.0.0.2', created_at: AT, updated_at: LATER }).execute()

  await db
    .insertInto('orders')
    .values({ id: 1, order_no: 'PF260115000001', user_id: 1, status: 'paid', carrier: 'DHL', remark: 'leave at door', address: JSON.stringify(ADDRESS), item_count: 1, subtotal: 31_250_000, shipping: 20_000_000, total: 51_250_000, po_number: 'PO-7', vat_id: 'GB123', delivery_preference: 'partial', created_at: AT, paid_at: LATER })
    .execute()
  await db.insertInto('order_lines').values({ id: 1, order_id: 1, product_id: 1, model: 'LM358DR', brand_name: 'Texas Instruments', quantity: 25, reserved: 20, unit_price: 1_250_000, line_total: 31_250_000, customer_reference: 'PRJ-1' }).execute()
  await db.insertInto('order_status_history').values([
    { id: 1, order_id: 1, status: 'pending_payment', at: AT, source: 'member' },
    { id: 2, order_id: 1, status: 'paid', at: LATER, source: 'provider' },
  ]).execute()
  await db.insertInto('order_returns').values({ order_id: 1, kind: 'refund', description: 'wrong part', status: 'requested', created_at: LATER }).execute()
  await db.insertInto('payments').values({ id: 1, order_id: 1, user_id: 1, method: 'card', status: 'succeeded', amount: 51_250_000, currency: 'USD', provider: 'sandbox', provider_reference: 'ref-1', created_at: AT, paid_at: LATER }).execute()
  await db.insertInto('payment_events').values({ provider: 'sandbox', event_id: 'evt-1', payment_id: 1, status: 'succeeded', amount: 51_250_000, received_at: LATER }).execute()
  await db.insertInto('idempotency_keys').values({ user_id: 1, endpoint: 'order/create', key: 'key-1', body_hash: 'body', response: '{"orderId":1}', created_at: '2099-01-01T00:00:00.000Z' }).execute()

  await db.insertInto('search_hits').values({ day: '2026-01-15', product_id: 1, searches: 4 }).execute()
  const list = JSON.stringify([])
  await db
    .insertInto('boms')
    .values({ id: 1, user_id: 1, file_name: 'board.csv', status: 'uploaded', contact_name: 'Ada', contact_email: 'ada@example.com', contact_telephone: '+44 1', contact_address: 'London', sheet: 'Sheet1', sheets: JSON.stringify(['Sheet1']), header_row: 1, header: JSON.stringify(['MPN', 'Qty']), header_signature: 'mpn|qty', mapping: JSON.stringify(['mpn', 'quantity']), mapping_choice: null, warnings: list, line_count: 1, model_count: 1, created_at: AT, updated_at: AT })
    .execute()
  await db.insertInto('bom_files').values({ bom_id: 1, bytes: Buffer.from('MPN,Qty\nLM358DR,2\n') }).execute()
  await db
    .insertInto('bom_lines')
    .values({ bom_id: 1, position: 0, row: 2, designators: JSON.stringify(['U1', 'U2']), quantity: 2, mpn: 'LM358DR', manufacturer: '', alternates: list, distributor_parts: list, value: '', description: '', footprint: '', fitted: 1, warnings: list })
    .execute()
  await db.insertInto('bom_status_history').values({ id: 1, bom_id: 1, status: 'uploaded', at: AT, source: 'member' }).execute()
  await db.insertInto('bom_header_mappings').values({ user_id: 1, signature: 'mpn|qty', mapping: JSON.stringify(['mpn', 'quantity']), updated_at: AT }).execute()
  await db.insertInto('bom_value_index').values({ product_id: 1, value_key: 'none', chip: '', stock: 500 }).execute()
  await db.insertInto('bom_picks').values({ bom_id: 1, row: 2, product_id: 1, picked_at: AT }).execute()
}

/**
 * Columns the one list's migrations add to the release's tables, with the value every existing row must get:
 * `products.stock_seq` (`0003-facet-versions`, no stock change stamped yet).
 */
const ADDED_COLUMNS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = { products: { stock_seq: 0 } }

/**
 * Every table's rows, each table's in one order, with values as the port reads them (flags, JSON, bytes). With
 * `added`, the columns the one list added are checked to hold their value and left out, so a release's dump
 * compares with the migrated one.
 */
async function dump(db: Kysely<Tables>, added = false): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {}
  for (const table of TABLES) {
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)).rows
    const columns = added ? (ADDED_COLUMNS[table] ?? {}) : {}
    tables[table] = rows
      .map((row) => {
        for (const [name, value] of Object.entries(columns)) {
          if (Number(row[name]) !== value) throw new Error(`${table}.${name} is ${String(row[name])}, not ${String(value)}`)
        }
        return Object.entries(row).filter(([name]) => !(name in columns))
      })
      .map((entries) => JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)).map(([name, value]) => [name, plain(value)])))
      .sort()
  }
  return tables
}

/** A column's value in one form for both engines' answers. */
function plain(value: unknown): unknown {
  if (value === true) return 1
  if (value === false) return 0
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex')
  if (typeof value === 'string' && /^[[{]/u.test(value)) {
    try {
      return JSON.parse(value) as unknown
    } catch {
      return value
    }
  }
  return value
}

/** What the store's reads answer about the rows `fill` wrote. */
async function reads(store: Store) {
  const user = 1 as UserId
  return {
    user: await store.accounts.findUserByEmail('ada@example.com'),
    session: await store.accounts.findSessionUser('token-hash', LATER),
    addresses: await store.accounts.listAddresses(user),
    address: await store.accounts.findAddress(user, 1 as AddressId),
    code: await store.accounts.lastEmailCodeAt('new@example.com', 'register'),
    hits: await store.accounts.countHits({ kind: 'login-ip', key: '10.0.0.1', windowStart: AT, windowEnd: '2030-01-01T00:00:00.000Z' }),
    cartCount: await store.accounts.countCartItems(user),
    cart: await store.shopping.listCart(user),
    favourites: await store.shopping.listFavourites(user),
    quotes: await store.shopping.listQuotes({ limit: 10 }),
    messages: await store.shopping.listContactMessages({ limit: 10 }),
    orders: await store.orders.listOrders(user, { page: 1, pageSize: 10 }),
    order: await store.orders.findOrder(user, 1 as OrderId),
    payment: await store.orders.findPaymentRecord(1 as PaymentId),
    idempotency: await store.orders.claimIdempotencyKey({ userId: user, endpoint: 'order/create', key: 'key-1', bodyHash: 'body', at: LATER, expiresBefore: AT }),
    product: await store.catalog.findProduct(1 as ProductId),
    category: await store.catalog.findCategory(1 as CategoryId),
    brand: await store.catalog.findBrand(1 as BrandId),
    news: await store.catalog.findNews(1 as NewsId),
    page: await store.catalog.findContentPage('about'),
    banners: await store.catalog.listBanners('home' as Parameters<Store['catalog']['listBanners']>[0], 'pc'),
    industries: await store.catalog.listIndustries(),
    config: await store.catalog.findConfig('site', 1),
    trending: await store.search.trending('2026-01-01', 5),
    coded: await store.boms.partsByCodes(['29610141ND']),
    bom: await store.boms.findBom(user, 1 as BomId),
    bomFile: await store.boms.findBomFile(user, 1 as BomId),
    mapping: await store.boms.findHeaderMapping(user, 'mpn|qty'),
    captcha: await store.accounts.takeCaptcha('captcha-1', LATER),
  }
}

interface Engine {
  /** Makes a database as the last release did (its numbered migrations, its `schema_migrations`), fills it. */
  release(): Promise<{ dump: Record<string, unknown[]>; open: () => Promise<Store & { readonly kysely: Kysely<Tables>; readonly migration: MigrationReport }> }>
}

const ENGINES: Array<[string, Engine]> = [
  [
    'sqlite',
    {
      release: async () => {
        const path = join(folder, `release-${Date.now()}.db`)
        const raw = openDatabase(path)
        // As the release's runner did: each numbered migration in a transaction, with its row.
        raw.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT')
        for (const migration of releaseMigrations('sqlite')) {
          raw.transaction(() => {
            raw.exec(migration.sql)
            raw.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, AT)
          })()
        }
        const db = sqliteDb(raw)
        await fill(db)
        const before = await dump(db)
        await db.destroy()
        return { dump: before, open: () => openSqliteStore(path) }
      },
    },
  ],
  [
    'postgres',
    {
      release: async () => {
        await (await postgres.factory()).close() // installs pg_trgm, as the suite's stores do
        const schema = postgres.newSchema()
        schemas.push(schema)
        const pool = createPool({ url: postgres.url, schema })
        await pool.query(`CREATE SCHEMA ${schema}`)
        await pool.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)')
        for (const migration of releaseMigrations('postgres')) {
          await pool.query(migration.sql)
          await pool.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, AT])
        }
        const db = postgresDb(pool)
        await fill(db)
        const before = await dump(db)
        await db.destroy()
        return { dump: before, open: () => openPostgresStore({ url: postgres.url, schema }) }
      },
    },
  ],
]

describe.each(ENGINES)('a database of the last numbered release on %s', (_engine, engine) => {
  it('migrates to the one list with every row intact, and the store reads them as it wrote them', async () => {
    const { dump: before, open } = await engine.release()
    const store = await open()
    try {
      expect(store.migration.applied).toEqual(Object.keys(MIGRATIONS))
      expect(await dump(store.kysely, true)).toEqual(before)
      const seen = await reads(store)
      expect(seen).toMatchObject({
        user: { id: 1, email: 'Ada@Example.com', firstName: 'Ada', address: '1 Road\nLondon', remark: 'note', emailUpdates: true, createdAt: AT },
        session: 1,
        addresses: [{ id: 1, city: 'London', isDefault: true }],
        address: { id: 1, postcode: 'N1' },
        code: AT,
        hits: 3,
        cartCount: 1,
        cart: [{ id: 1, productCount: 25, customerReference: 'PRJ-1', productDetailEntity: { model: 'LM358DR' } }],
        favourites: [{ addedAt: AT, product: { model: 'LM358DR' } }],
        quotes: [{ id: 1, email: 'ada@example.com', status: 'new' }],
        messages: [{ id: 1, email: 'bob@example.com', status: 'answered' }],
        orders: { total: 1, list: [{ id: 1, orderNo: 'PF260115000001', status: 'paid', total: 51_250_000 }] },
        order: {
          orderNo: 'PF260115000001',
          status: 'paid',
          address: ADDRESS,
          lines: [{ model: 'LM358DR', quantity: 25, reserved: 20, lineTotal: 31_250_000, customerReference: 'PRJ-1' }],
        },
        payment: { id: 1, status: 'succeeded', amount: 51_250_000 },
        idempotency: { kind: 'seen', bodyHash: 'body', response: '{"orderId":1}' },
        product: { model: 'LM358DR', stock: 500 },
        category: { id: 1, name: 'Amplifiers' },
        brand: { id: 1, name: 'Texas Instruments' },
        news: { id: 1, title: 'Opened' },
        page: { title: 'About us' },
        banners: [{ title: 'Welcome' }],
        industries: [{ name: 'Automotive' }],
        config: { title: 'Partfront' },
        trending: [{ id: 1, model: 'LM358DR' }],
        coded: [{ code: '296-1014-1-ND' }],
        bom: { fileName: 'board.csv', status: 'uploaded' },
        bomFile: { fileName: 'board.csv' },
        mapping: ['mpn', 'quantity'],
        captcha: 'answer',
      })
      // Opened again, it finds nothing left to do.
      await store.close()
      const again = await open()
      expect(again.migration.applied).toEqual([])
      await again.close()
    } finally {
      await store.close()
    }
  })
})

describe('the one migration list on SQLite', () => {
  const table = (name: string): StoreMigration => ({
    up: async (db) => {
      await db.schema.createTable(name).addColumn('id', 'integer', (column) => column.primaryKey()).execute()
    },
  })
  const failing: StoreMigration = {
    up: async (db) => {
      await sql`INSERT INTO nowhere (id) VALUES (1)`.execute(db)
    },
  }
  const tableNames = async (db: Kysely<Tables>) =>
    (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('a', 'b', 'c') ORDER BY name`.execute(db)).rows.map((row) => row.name)

  it('applies the pending migrations in one transaction: one failing leaves the schema as it was', async () => {
    const raw = openDatabase(':memory:')
    const db = sqliteDb(raw)
    try {
      await expect(migrateStore(db, { engine: 'sqlite', db: raw }, undefined, { '0001-a': table('a'), '0002-fails': failing })).rejects.toThrow('no such table: nowhere')
      expect(await tableNames(db)).toEqual([])
      expect((await migrateStore(db, { engine: 'sqlite', db: raw }, undefined, { '0001-a': table('a') })).applied).toEqual(['0001-a'])
      expect(await tableNames(db)).toEqual(['a'])
    } finally {
      await db.destroy()
    }
  })

  it('applies a migration merged below the last one a database has, once, and refuses one it does not know', async () => {
    const raw = openDatabase(':memory:')
    const db = sqliteDb(raw)
    const target = { engine: 'sqlite', db: raw } as const
    try {
      expect((await migrateStore(db, target, undefined, { '0001-a': table('a'), '0003-c': table('c') })).applied).toEqual(['0001-a', '0003-c'])
      const merged = { '0001-a': table('a'), '0002-b': table('b'), '0003-c': table('c') }
      expect((await migrateStore(db, target, undefined, merged)).applied).toEqual(['0002-b'])
      expect((await migrateStore(db, target, undefined, merged)).applied).toEqual([])
      expect(await tableNames(db)).toEqual(['a', 'b', 'c'])
      await expect(migrateStore(db, target, undefined, { '0001-a': table('a') })).rejects.toThrow(
        'The database has migration 0002-b, 0003-c, ones this Partfront does not know: use a newer Partfront or another DATABASE_URL',
      )
    } finally {
      await db.destroy()
    }
  })
})

/** Issue 29: a database at `0003-facet-versions`, with attribute values, migrates forward to the value index. */
const UP_TO_0003 = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= '0003-facet-versions'))

const AT_0003: Array<[string, () => Promise<{ db: Kysely<Tables>; migrate: () => Promise<MigrationReport>; indexes: () => Promise<string[]>; done: () => Promise<void> }>]> = [
  [
    'sqlite',
    async () => {
      const raw = openDatabase(':memory:')
      const db = sqliteDb(raw)
      const target = { engine: 'sqlite', db: raw } as const
      await migrateStore(db, target, undefined, UP_TO_0003)
      return {
        db,
        migrate: () => migrateStore(db, target),
        indexes: async () =>
          (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'product_attribute_values' AND sql IS NOT NULL`.execute(db)).rows.map((row) => row.name),
        done: () => db.destroy(),
      }
    },
  ],
  [
    'postgres',
    async () => {
      await (await postgres.factory()).close()
      const schema = postgres.newSchema()
      schemas.push(schema)
      const pool = createPool({ url: postgres.url, schema })
      await pool.query(`CREATE SCHEMA ${schema}`)
      const db = postgresDb(pool)
      await migrateStore(db, { engine: 'postgres' }, schema, UP_TO_0003)
      return {
        db,
        migrate: () => migrateStore(db, { engine: 'postgres' }, schema),
        indexes: async () =>
          (await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE schemaname = ${schema} AND tablename = 'product_attribute_values' AND indexname <> 'product_attribute_values_key'`.execute(db)).rows.map((row) => row.indexname),
        done: () => db.destroy(),
      }
    },
  ],
]

describe.each(AT_0003)('a database at 0003-facet-versions on %s', (_engine, open) => {
  it('issue 29: migrates to the similar-parts value index with its attribute values intact, and looks a value up by it', async () => {
    const at = await open()
    try {
      await fill(at.db)
      const values = [
        { product_id: 1, attribute: 'resistance', text: '10k', canonical: '10 kΩ', base: 10_000, base_to: null },
        { product_id: 1, attribute: 'tolerance', text: '1%', canonical: '±1 %', base: 1, base_to: null },
      ]
      await at.db.insertInto('product_attribute_values').values(values).execute()
      expect(await at.indexes()).toEqual([])
      expect((await at.migrate()).applied).toEqual(['0004-attribute-value-index'])
      expect(await at.indexes()).toEqual(['product_attribute_values_value'])
      const rows = await at.db.selectFrom('product_attribute_values').selectAll().orderBy('attribute').execute()
      expect(rows.map((row) => ({ ...row, base: Number(row.base) }))).toEqual(values)
      const found = await at.db
        .selectFrom('product_attribute_values')
        .select('product_id')
        .where('attribute', '=', 'resistance')
        .where('canonical', '=', '10 kΩ')
        .execute()
      expect(found.map((row) => Number(row.product_id))).toEqual([1])
      expect((await at.migrate()).applied).toEqual([])
    } finally {
      await at.done()
    }
  })
})
