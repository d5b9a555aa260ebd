import type { TrendingProduct } from '@partfront/core/contract'
import type { Pool } from 'pg'
import { HitCounts } from '../../search/trending.ts'
import type { SearchStore } from '../search.port.ts'
import { rows } from './pool.ts'

/** Trending counts are written once this many are kept, or once the oldest waited this long (as on SQLite). */
const HITS_FLUSH_ENTRIES = 500
const HITS_FLUSH_MS = 5000

/**
 * The search area on PostgreSQL: the trending parts, as the SQLite store keeps them; the part search itself
 * is not written for PostgreSQL yet (its groundwork is migration 005's pg_trgm indexes), and `search` rejects
 * saying so.
 */
export function postgresSearch(pool: Pool): SearchStore {
  const hits = new HitCounts()

  const flushHits = async () => {
    const entries = hits.drain()
    if (entries.length === 0) return
    await pool.query(
      `INSERT INTO search_hits (day, product_id, searches)
       SELECT hit.day, p.id, hit.searches FROM unnest($1::date[], $2::bigint[], $3::integer[]) AS hit(day, product_id, searches)
       JOIN products p ON p.id = hit.product_id
       ON CONFLICT (day, product_id) DO UPDATE SET searches = search_hits.searches + excluded.searches`,
      [entries.map((entry) => entry[0]), entries.map((entry) => entry[1]), entries.map((entry) => entry[2])],
    )
  }

  return {
    search: () => Promise.reject(new Error('Part search is not available on PostgreSQL yet: run the server on SQLite for search')),
    recordSearchHit: async (productId, day) => {
      const at = Date.now()
      hits.add(day, productId, at)
      if (hits.due(at, HITS_FLUSH_ENTRIES, HITS_FLUSH_MS)) await flushHits()
    },
    trending: async (since, limit) => {
      await flushHits()
      const searched = await rows<TrendingProduct>(
        pool,
        `SELECT p.id AS id, p.part_number AS model
         FROM (SELECT product_id, sum(searches) AS n, max(day) AS last FROM search_hits WHERE day >= $1
               GROUP BY product_id ORDER BY n DESC, last DESC, product_id LIMIT $2) AS h
         JOIN products AS p ON p.id = h.product_id
         ORDER BY h.n DESC, h.last DESC, h.product_id`,
        [since, limit],
      )
      if (searched.length >= limit) return searched
      // Ours (SEARCH-5 does not say which parts): with too few searches, the shortest in-stock part numbers.
      const shown = new Set(searched.map((part) => part.id))
      const classics = await rows<TrendingProduct>(
        pool,
        'SELECT id, part_number AS model FROM products ORDER BY length(normalized), stock = 0, normalized, id LIMIT $1',
        [limit * 2],
      )
      return [...searched, ...classics.filter((part) => !shown.has(part.id))].slice(0, limit)
    },
  }
}
