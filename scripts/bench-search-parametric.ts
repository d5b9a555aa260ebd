/**
 * `npm run bench:search`'s parametric part (issue 29, "Speed"): a catalog of N parts (default 1,000,000) with one
 * category of `--category-parts` (default 300,000) carrying attribute values, on SQLite and PostgreSQL side by
 * side in one run, each query timed on both engines in turn (interleaved, so the shared machine's noise falls on
 * both alike). Through the store and the server's cache (`parametric/category-facets.ts`), as a listing asks:
 *
 * - `all counts`: the category's listing with every facet counted (the facet state read from the store, then the
 *   table kept in memory answers);
 * - `three filters`: a flash from/to range, one or two cores, in stock, each facet with every filter but its own;
 * - `after a stock change`: one product's stock moved by SQL (an order's reservation), then the listing: the
 *   in-stock bit set in place, no build;
 * - the first listing, which builds the table from the store's rows.
 *
 * The category takes the microcontrollers' attribute list (8 attributes: core, flash, RAM, maximum frequency, pins,
 * ADC resolution, supply voltage, operating temperature) plus maker, package and stock
 * (`npm run bench:parametric` times 8 attributes in memory). The other parts fill seven categories without values.
 *
 * The catalog is generated in bulk: rows made in JS, written by prepared statements in one transaction (SQLite)
 * and by `INSERT … SELECT FROM unnest(…)` in slices (PostgreSQL), with the part-number search's triggers and
 * trigram indexes left out (the counts never read them) and PostgreSQL's row triggers off during the load, the
 * versions moved once after. Figures only: nothing here asserts a time.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrandId, CategoryId } from '@partfront/core/contract'
import { categoryAttributes, parseAttributeFilter, readAttributeValue, type AttributeDefinition, type AttributeValue } from '@partfront/core/parametric'
import { Random } from '../server/src/demo/random.ts'
import { CategoryFacetCache } from '../server/src/parametric/category-facets.ts'
import type { FacetQuery } from '../server/src/parametric/facet-table.ts'
import { valueRow } from '../server/src/store/areas/attributes.ts'
import { type PostgresStore, openPostgresStore } from '../server/src/store/postgres/postgres-store.ts'
import { type SqliteStore, openSqliteStore } from '../server/src/store/sqlite/sqlite-store.ts'
import type { Store } from '../server/src/store/store.ts'

const LIST = 'microcontrollers'
const CATEGORY = 10 as CategoryId
const OTHER_CATEGORIES = 7
const MAKERS = 40
const AT = '2026-01-15T09:00:00.000Z'
const PACKAGES = ['LQFP-48', 'LQFP-64', 'LQFP-100', 'QFN-32', 'QFN-48', 'TSSOP-20', 'SOIC-8', 'BGA-176', 'WLCSP-36']

const TEXTS: Readonly<Record<string, readonly string[]>> = {
  flash: ['16 KB', '32 KB', '64 KB', '128 KB', '256 KB', '512 KB', '1 MB', '2 MB'],
  ram: ['2 KB', '4 KB', '8 KB', '16 KB', '32 KB', '64 KB', '128 KB', '256 KB', '512 KB'],
  'max-frequency': ['16 MHz', '24 MHz', '32 MHz', '48 MHz', '64 MHz', '72 MHz', '80 MHz', '100 MHz', '120 MHz', '168 MHz', '180 MHz', '216 MHz', '240 MHz', '480 MHz'],
  pins: ['8', '14', '20', '28', '32', '44', '48', '64', '100', '144', '176'],
  'adc-resolution': ['10 bit', '12 bit', '12 bit', '16 bit'],
  'supply-voltage': ['1.8 V to 3.6 V', '2.7 V to 5.5 V', '1.71 V to 3.6 V', '3 V to 3.6 V'],
  'operating-temperature': ['-40 °C to 85 °C', '-40 °C to 105 °C', '-40 °C to 125 °C'],
}

export interface ParametricOptions {
  readonly parts: number
  readonly categoryParts: number
  readonly runs: number
  readonly postgresUrl: string
}

interface Figures {
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly n: number
}

function percentiles(times: number[]): Figures {
  const sorted = times.toSorted((a, b) => a - b)
  const at = (p: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(3))
  return { n: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

/** The catalog as rows, made once for both engines. */
interface Catalog {
  readonly ids: Int32Array
  readonly categories: Int32Array
  readonly makers: Int32Array
  readonly packages: string[]
  readonly stocks: Int32Array
  /** The category's values: `[productId, key, text, value]`. */
  readonly values: { productId: number; key: string; text: string; value: AttributeValue }[]
}

function generate(parts: number, categoryParts: number, attributes: readonly AttributeDefinition[]): Catalog {
  const random = new Random(29)
  const next = () => random.next()
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const pools = new Map(
    attributes.map((attribute) => {
      const texts = attribute.kind === 'word' ? attribute.words.map((word) => word.value) : (TEXTS[attribute.key] ?? [])
      return [
        attribute.key,
        texts.map((text) => {
          const read = readAttributeValue(attribute, text)
          if (!read.ok) throw new Error(`${attribute.key} ${text}: ${read.problem}`)
          return { text, value: read.value }
        }),
      ] as const
    }),
  )
  const catalog: Catalog = {
    ids: new Int32Array(parts),
    categories: new Int32Array(parts),
    makers: new Int32Array(parts),
    packages: [],
    stocks: new Int32Array(parts),
    values: [],
  }
  for (let i = 0; i < parts; i++) {
    const id = i + 1
    const inCategory = i < categoryParts
    catalog.ids[i] = id
    catalog.categories[i] = inCategory ? CATEGORY : CATEGORY + 1 + (i % OTHER_CATEGORIES)
    catalog.makers[i] = 1 + Math.floor(next() * MAKERS)
    catalog.packages.push(pick(PACKAGES))
    catalog.stocks[i] = next() < 0.1 ? 0 : 1 + Math.floor(next() * 10_000)
    if (!inCategory) continue
    for (const attribute of attributes) {
      if (next() < 0.03) continue
      const { text, value } = pick(pools.get(attribute.key) ?? [])
      catalog.values.push({ productId: id, key: attribute.key, text, value })
    }
  }
  return catalog
}

const partNumber = (id: number) => `MCU${id.toString(36).toUpperCase().padStart(5, '0')}`

async function seedNames(store: Store): Promise<void> {
  await store.catalog.upsertCategories([
    { id: 1 as CategoryId, parentId: null, name: 'Bench', slug: 'bench', description: '', sort: 0 },
    ...Array.from({ length: OTHER_CATEGORIES + 1 }, (_, index) => ({
      id: (CATEGORY + index) as CategoryId,
      parentId: 1 as CategoryId,
      name: `Bench ${index}`,
      slug: `bench-${index}`,
      description: '',
      sort: index,
    })),
  ])
  await store.catalog.upsertManufacturers(
    Array.from({ length: MAKERS }, (_, index) => ({ id: (index + 1) as BrandId, name: `Maker ${index + 1}`, slug: `maker-${index + 1}`, website: null, description: '' })),
  )
}

async function loadSqlite(path: string, catalog: Catalog): Promise<{ store: SqliteStore; ms: number }> {
  const store = await openSqliteStore(path)
  await seedNames(store)
  const started = performance.now()
  const db = store.db
  const search = db.prepare(`SELECT type, name FROM sqlite_master WHERE (type = 'index' AND name LIKE 'products_search%') OR (type = 'trigger' AND name LIKE 'search_%')`).all() as { type: string; name: string }[]
  for (const item of search) db.exec(`DROP ${item.type.toUpperCase()} ${item.name}`)
  const product = db.prepare(`INSERT INTO products (id, part_number, normalized, base_normalized, manufacturer_id, category_id, package, stock, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const value = db.prepare('INSERT INTO product_attribute_values (product_id, attribute, text, canonical, base, base_to) VALUES (?, ?, ?, ?, ?, ?)')
  db.transaction(() => {
    for (let i = 0; i < catalog.ids.length; i++) {
      const id = catalog.ids[i] as number
      const number = partNumber(id)
      product.run(id, number, number, number, catalog.makers[i], catalog.categories[i], catalog.packages[i], catalog.stocks[i], AT)
    }
    for (const item of catalog.values) {
      const row = valueRow(item.productId, item)
      value.run(row.product_id, row.attribute, row.text, row.canonical, row.base, row.base_to)
    }
    db.prepare('INSERT INTO category_attribute_lists (category_id, list) VALUES (?, ?)').run(CATEGORY, LIST)
    db.exec('UPDATE facet_version SET version = version + 1; UPDATE catalog_version SET version = version + 1')
  })()
  return { store, ms: performance.now() - started }
}

async function loadPostgres(url: string, schema: string, catalog: Catalog): Promise<{ store: PostgresStore; ms: number }> {
  const store = await openPostgresStore({ url, schema })
  await seedNames(store)
  const started = performance.now()
  const pool = store.pool
  const gin = await pool.query<{ name: string }>(`SELECT indexname AS name FROM pg_indexes WHERE schemaname = $1 AND tablename = 'products' AND indexdef LIKE '%USING gin%'`, [schema])
  for (const { name } of gin.rows) await pool.query(`DROP INDEX "${name}"`)
  await pool.query('ALTER TABLE products DISABLE TRIGGER USER; ALTER TABLE product_attribute_values DISABLE TRIGGER USER')
  const SLICE = 50_000
  for (let start = 0; start < catalog.ids.length; start += SLICE) {
    const ids = Array.from(catalog.ids.subarray(start, start + SLICE))
    const numbers = ids.map(partNumber)
    await pool.query(
      `INSERT INTO products (id, part_number, normalized, base_normalized, manufacturer_id, category_id, package, stock, updated_at)
       SELECT id, n, n, n, m, c, pk, s, $7 FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::int[]) AS r(id, n, m, c, pk, s)`,
      [ids, numbers, Array.from(catalog.makers.subarray(start, start + SLICE)), Array.from(catalog.categories.subarray(start, start + SLICE)), catalog.packages.slice(start, start + SLICE), Array.from(catalog.stocks.subarray(start, start + SLICE)), AT],
    )
  }
  for (let start = 0; start < catalog.values.length; start += SLICE) {
    const rows = catalog.values.slice(start, start + SLICE).map((item) => valueRow(item.productId, item))
    await pool.query(
      `INSERT INTO product_attribute_values (product_id, attribute, text, canonical, base, base_to)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[])`,
      [rows.map((row) => row.product_id), rows.map((row) => row.attribute), rows.map((row) => row.text), rows.map((row) => row.canonical), rows.map((row) => row.base), rows.map((row) => row.base_to)],
    )
  }
  await pool.query('ALTER TABLE products ENABLE TRIGGER USER; ALTER TABLE product_attribute_values ENABLE TRIGGER USER')
  await pool.query(`INSERT INTO category_attribute_lists (category_id, list) VALUES ($1, $2)`, [CATEGORY, LIST])
  await pool.query(`SELECT nextval('facet_changes'), nextval('catalog_changes'); SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`)
  await pool.query('ANALYZE products; ANALYZE product_attribute_values')
  return { store, ms: performance.now() - started }
}

/** Runs the parametric benchmark and prints its figures. */
export async function runParametric(options: ParametricOptions): Promise<void> {
  const attributes = categoryAttributes(LIST)
  const generated = performance.now()
  const catalog = generate(options.parts, options.categoryParts, attributes)
  const generateMs = performance.now() - generated
  const folder = mkdtempSync(join(tmpdir(), 'partfront-parametric-'))
  const schema = `bench_parametric_${process.pid}`
  console.error(`Parametric: loading ${options.parts.toLocaleString('en-US')} parts (${catalog.values.length.toLocaleString('en-US')} values) into SQLite and PostgreSQL…`)
  const sqlite = await loadSqlite(join(folder, 'parametric.db'), catalog)
  const postgres = await loadPostgres(options.postgresUrl, schema, catalog)
  try {
    const RESERVE = 'UPDATE products SET stock = CASE WHEN stock > 0 THEN stock - 1 ELSE 5 END WHERE id = '
    const engines = [
      {
        name: 'SQLite',
        cache: new CategoryFacetCache(sqlite.store.attributes),
        reserve: (id: number) => Promise.resolve(sqlite.store.db.prepare(`${RESERVE}?`).run(id)),
      },
      {
        name: 'PostgreSQL',
        cache: new CategoryFacetCache(postgres.store.attributes),
        reserve: (id: number) => postgres.store.pool.query(`${RESERVE}$1`, [id]),
      },
    ] as const
    const first: number[] = []
    for (const engine of engines) {
      const started = performance.now()
      const facets = await engine.cache.facets(CATEGORY)
      facets.table.answer({})
      first.push(performance.now() - started)
    }
    const flash = attributes.find((attribute) => attribute.key === 'flash') as AttributeDefinition
    const core = attributes.find((attribute) => attribute.key === 'core') as AttributeDefinition
    const filter = (attribute: AttributeDefinition, terms: string[]) => {
      const read = parseAttributeFilter(attribute, terms)
      if (!read.ok) throw new Error(read.problem)
      return read.value
    }
    const random = new Random(2029)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random.next() * list.length)] as T
    const RANGES = [['128KB..'], ['64KB..512KB'], ['..64KB'], ['256KB..1MB']]
    const CORES = [['Arm Cortex-M4'], ['Arm Cortex-M0+', 'Arm Cortex-M3'], ['RISC-V'], ['AVR', 'PIC']]
    const queries: Record<string, () => FacetQuery> = {
      'all counts': () => ({}),
      'three filters': () => ({ attributes: [filter(flash, pick(RANGES)), filter(core, pick(CORES))], inStock: true }),
    }
    const times = new Map<string, number[]>()
    const record = (label: string, ms: number) => times.set(label, [...(times.get(label) ?? []), ms])
    let matched = 0
    for (const [kind, query] of Object.entries(queries)) {
      for (let run = 0; run < options.runs + 20; run++) {
        const q = query()
        for (const engine of engines) {
          const started = performance.now()
          const facets = await engine.cache.facets(CATEGORY)
          const result = facets.table.answer(q)
          const elapsed = performance.now() - started
          if (!result.ok) throw new Error(result.problem)
          if (run >= 20) record(`${kind}|${engine.name}`, elapsed)
          matched += result.answer.total
        }
      }
    }
    // An order's reservation: one product of the category loses a piece, then the listing.
    const stockRuns = Math.min(options.runs, 200)
    for (let run = 0; run < stockRuns; run++) {
      const id = 1 + Math.floor(random.next() * options.categoryParts)
      for (const engine of engines) {
        await engine.reserve(id)
        const started = performance.now()
        const facets = await engine.cache.facets(CATEGORY)
        const result = facets.table.answer({})
        record(`after a stock change|${engine.name}`, performance.now() - started)
        if (!result.ok) throw new Error(result.problem)
      }
    }
    const table = (await engines[0].cache.facets(CATEGORY)).table
    const builds = engines.map((engine) => `${engine.name} ${engine.cache.builds}`).join(', ')
    const bytesPerMillion = ((table.columnBytes + 4 * table.size) / table.size) * 1e6

    console.log(`\nParametric counts (issue 29): ${options.parts.toLocaleString('en-US')} parts, a category of ${options.categoryParts.toLocaleString('en-US')} with ${attributes.length} attributes (${LIST}) + maker, package, stock`)
    console.log(`catalog generated in ${(generateMs / 1000).toFixed(1)} s; bulk load: SQLite ${(sqlite.ms / 1000).toFixed(1)} s, PostgreSQL ${(postgres.ms / 1000).toFixed(1)} s`)
    console.log(`first listing (reads the category's rows, builds its table): SQLite ${first[0]?.toFixed(0)} ms, PostgreSQL ${first[1]?.toFixed(0)} ms`)
    console.log(`count structure: ${((table.columnBytes + 4 * table.size) / 1e6).toFixed(1)} MB for the category (${(bytesPerMillion / 1e6).toFixed(1)} MB per million parts: codes, histograms, ids)`)
    console.log(`tables built during the run (1 each: stock changes applied in place): ${builds}; ${options.runs} runs a kind, engines interleaved; mean matches ${Math.round(matched / (2 * 2 * (options.runs + 20)))}`)
    const width = 34
    console.log(''.padEnd(width) + engines.map((engine) => engine.name.padEnd(width)).join(''))
    for (const kind of [...Object.keys(queries), 'after a stock change']) {
      console.log(
        `${kind} (ms)`.padEnd(width) +
          engines
            .map((engine) => {
              const figures = percentiles(times.get(`${kind}|${engine.name}`) ?? [])
              return `p50 ${figures.p50.toFixed(2)}  p95 ${figures.p95.toFixed(2)}  p99 ${figures.p99.toFixed(2)}`.padEnd(width)
            })
            .join(''),
      )
    }
  } finally {
    await sqlite.store.close()
    await postgres.store.pool.query(`DROP SCHEMA "${schema}" CASCADE`).catch(() => undefined)
    await postgres.store.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

export { DEFAULT_TEST_POSTGRES_URL } from '../server/src/testing/postgres-test-database.ts'
