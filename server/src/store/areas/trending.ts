import type { TrendingProduct } from '@partfront/core/contract'
import { sql } from 'kysely'
import { PREFIX_INDEX } from '../../search/index-layout.ts'
import { CLASSIC_MIN_LENGTH, CLASSIC_WINDOW, HitCounts } from '../../search/trending.ts'
import type { Engine, StoreDb } from '../kysely/dialects.ts'
import { inTransaction, oneOf } from '../kysely/engine.ts'
import type { SearchStore } from '../search.port.ts'

/** Trending counts are written once this many are kept, or once the oldest waited this long. */
const HITS_FLUSH_ENTRIES = 500
const HITS_FLUSH_MS = 5000

/** Counts written per statement: 3 parameters each, under either engine's limit. */
const HITS_PER_INSERT = 1000

/**
 * The trending parts (SEARCH-5), written once for both engines: searches counted in memory (`HitCounts`) and
 * written in batches (those of a product no longer in the catalog dropped), the most searched read back, popular
 * real parts filling a short list (`search/trending.ts`). The popular parts are read off one range of the prefix
 * B-tree, which SQLite is told to use (`INDEXED BY`, the index of release migration 5).
 */
export function trendingArea(db: StoreDb, engine: Engine): Pick<SearchStore, 'recordSearchHit' | 'trending'> {
  const hits = new HitCounts()
  const flush = async () => {
    const entries = hits.drain()
    if (entries.length === 0) return
    await inTransaction(db, async (trx) => {
      const ids = [...new Set(entries.map(([, productId]) => productId))]
      const known = new Set((await trx.selectFrom('products').select('id').where(oneOf(engine, 'id', ids, 'bigint')).execute()).map((row) => row.id))
      // In key order, so two servers writing the same days' counts never wait on each other in a circle.
      const rows = entries.filter(([, productId]) => known.has(productId)).map(([day, product_id, searches]) => ({ day, product_id, searches }))
      rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.product_id - b.product_id))
      for (let from = 0; from < rows.length; from += HITS_PER_INSERT) {
        await trx
          .insertInto('search_hits')
          .values(rows.slice(from, from + HITS_PER_INSERT))
          .onConflict((oc) => oc.columns(['day', 'product_id']).doUpdateSet((eb) => ({ searches: eb('search_hits.searches', '+', eb.ref('excluded.searches')) })))
          .execute()
      }
    })
  }
  const products = engine === 'sqlite' ? sql.raw(`products INDEXED BY ${PREFIX_INDEX}`) : sql.raw('products')

  return {
    recordSearchHit: async (productId, day) => {
      const at = Date.now()
      hits.add(day, productId, at)
      if (hits.due(at, HITS_FLUSH_ENTRIES, HITS_FLUSH_MS)) await flush()
    },
    trending: async (since, limit) => {
      await flush()
      const searched = await sql<TrendingProduct>`SELECT p.id AS id, p.part_number AS model
        FROM (SELECT product_id, sum(searches) AS n, max(day) AS last FROM search_hits WHERE day >= ${since}
              GROUP BY product_id ORDER BY n DESC, last DESC, product_id LIMIT ${limit}) AS h
        JOIN products AS p ON p.id = h.product_id
        ORDER BY h.n DESC, h.last DESC, h.product_id`.execute(db)
      if (searched.rows.length >= limit) return searched.rows
      const shown = new Set(searched.rows.map((part) => part.id))
      const classics = await sql<TrendingProduct>`SELECT id, model FROM (
          SELECT id, part_number AS model, stock FROM ${products}
          WHERE length(normalized) >= ${sql.lit(CLASSIC_MIN_LENGTH)} AND stock > 0
          ORDER BY length(normalized), (stock = 0), normalized, id LIMIT ${sql.lit(CLASSIC_WINDOW)}) AS c
        ORDER BY stock DESC, id LIMIT ${limit * 2}`.execute(db)
      return [...searched.rows, ...classics.rows.filter((part) => !shown.has(part.id))].slice(0, limit)
    },
  }
}
