import { INDEX_COLUMNS, MAIN_INDEX, PARTS_COLUMNS, PARTS_INDEX, SAMPLES } from '../../search/index-layout.ts'
import { bucketSql } from '../../search/row-key.ts'

/**
 * SQLite's part search index (release migration 5, `migrations/release-schema.sqlite.sql`, made its tables,
 * the `search_documents` view and the triggers that keep it): the FTS5 tables with their sample rates.
 */
const TABLES = [
  { name: MAIN_INDEX, rate: 1, columns: INDEX_COLUMNS.join(', ') },
  { name: PARTS_INDEX, rate: 1, columns: PARTS_COLUMNS.join(', ') },
  ...SAMPLES.map((sample) => ({ name: sample.index, rate: sample.rate, columns: INDEX_COLUMNS.join(', ') })),
]

/**
 * Fills the index tables and the bucket counts from the catalog as it is (empty tables expected): a bulk load's
 * build (`search/bulk-load.ts`) and the benchmark's timed build, as the migration's first fill did.
 */
export const SEARCH_INDEX_BUILD_SQL = /* sql */ `
${TABLES.map(({ name, rate, columns }) => `INSERT INTO ${name}(rowid, ${columns}) SELECT key, ${columns} FROM search_documents WHERE 1${rate === 1 ? '' : ` AND id % ${rate} = 0`};`).join('\n')}
INSERT INTO search_buckets(bucket, products) SELECT ${bucketSql('p')}, count(*) FROM products p GROUP BY 1;
`
