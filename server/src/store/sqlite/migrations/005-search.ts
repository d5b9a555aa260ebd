import { INDEX_COLUMNS, MAIN_INDEX, PARTS_COLUMNS, PARTS_INDEX, PREFIX_INDEX, SAMPLES } from '../../../search/index-layout.ts'
import { bucketSql, rowKeySql } from '../../../search/row-key.ts'
import { textKeySql } from '../../../search/text-key.ts'

/**
 * Part search (search issue #7): the index the store's `search` reads, kept in step with the catalog by
 * triggers, so every writer (the catalog load's `INSERT … ON CONFLICT DO UPDATE`, an order reserving stock,
 * `npm run admin`) keeps it current without knowing it exists.
 *
 * - `search_index`: FTS5 with the trigram tokenizer, contentless, one row per product under its row key
 *   (`search/row-key.ts`: shorter part numbers, then in-stock ones, first). Columns: `part`, the normalised
 *   part number (`products.normalized`, core's search key); `description`, the key of the description
 *   (`search/text-key.ts`); `facets`, tokens ` M<maker id> C<category id> C<parent id> `, which the filters
 *   and the words found in a manufacturer's or category's name look up. Three and more characters of a query
 *   match any substring; the tokenizer folds case.
 * - `search_parts`: the same index of the part number alone (`search/index-layout.ts` says why).
 * - `search_sample16`, `search_sample256`, `search_sample4096`: the same for the products whose id is a
 *   multiple of 16, 256 or 4096, to estimate the size of very large matches (`search/index-layout.ts`).
 * - `products_search_prefix`: a B-tree over (length, out of stock, normalised part number) covering the filter
 *   and sort columns, for prefix ranges too large to sort: read in relevance order, bucket by bucket.
 * - `products_search_prefix16` and its twins: the samples' normalised part numbers with the facet columns, to
 *   estimate a large prefix range.
 * - `products_search_facts`: the columns facet counts and sorts read, by product id, so counting a match
 *   never touches the wide products rows.
 * - `search_buckets`: how many products each (length, out of stock) bucket holds.
 * - `search_hits`: how often a search named each part, per day, for the trending parts.
 */

const document = /* sql */ `
SELECT
  ${rowKeySql('p')} AS key,
  p.id AS id,
  p.manufacturer_id AS manufacturer_id,
  p.category_id AS category_id,
  c.parent_id AS parent_id,
  p.normalized AS part,
  ${textKeySql('p.description')} AS description,
  ' M' || p.manufacturer_id || ' C' || p.category_id || coalesce(' C' || c.parent_id, '') || ' ' AS facets
FROM products p
JOIN categories c ON c.id = p.category_id`

const tables = [
  { name: MAIN_INDEX, rate: 1, columns: INDEX_COLUMNS.join(', ') },
  { name: PARTS_INDEX, rate: 1, columns: PARTS_COLUMNS.join(', ') },
  ...SAMPLES.map((sample) => ({ name: sample.index, rate: sample.rate, columns: INDEX_COLUMNS.join(', ') })),
]

/** `AND <id> % rate = 0` for a sample, nothing for the whole index. */
const sampled = (rate: number, id: string) => (rate === 1 ? '' : ` AND ${id} % ${rate} = 0`)

const createTables = tables
  .map(
    ({ name, columns }) => /* sql */ `
CREATE VIRTUAL TABLE ${name} USING fts5(
  ${columns},
  tokenize = 'trigram case_sensitive 0', detail = full, content = '', contentless_delete = 1
);`,
  )
  .join('\n')

/** Inserts the documents of the products `where` selects (over the view's columns) into every table. */
const insertDocuments = (where: string, replace = false) =>
  tables
    .map(
      ({ name, rate, columns }) =>
        `INSERT ${replace ? 'OR REPLACE ' : ''}INTO ${name}(rowid, ${columns}) ` +
        `SELECT key, ${columns} FROM search_documents WHERE ${where}${sampled(rate, 'id')};`,
    )
    .join('\n  ')

/** Deletes the document of the products row `old` from every table. */
const deleteDocument = (row: string) =>
  tables
    .map(({ name, rate }) => `DELETE FROM ${name} WHERE rowid = ${rowKeySql(row)}${sampled(rate, `${row}.id`)};`)
    .join('\n  ')

const countBucket = (row: string, change: '+ 1' | '- 1') =>
  `INSERT INTO search_buckets(bucket, products) VALUES (${bucketSql(row)}, ${change === '+ 1' ? 1 : -1})
    ON CONFLICT (bucket) DO UPDATE SET products = products ${change};`

const prefixIndexColumns = 'length(normalized), stock = 0, normalized, id, category_id, manufacturer_id, stock, unit_price'

/**
 * Fills the index tables and the bucket counts from the catalog as it is (empty tables expected): the
 * migration's first fill, and the benchmark's timed build.
 */
export const SEARCH_INDEX_BUILD_SQL = /* sql */ `
${insertDocuments('1')}
INSERT INTO search_buckets(bucket, products) SELECT ${bucketSql('p')}, count(*) FROM products p GROUP BY 1;
`

export const SEARCH_SQL = /* sql */ `
CREATE VIEW search_documents AS ${document};

${createTables}

CREATE TABLE search_buckets (
  bucket INTEGER PRIMARY KEY,
  products INTEGER NOT NULL
) STRICT;

CREATE TABLE search_hits (
  day TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  searches INTEGER NOT NULL CHECK (searches > 0),
  PRIMARY KEY (day, product_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX search_hits_product ON search_hits(product_id);

CREATE INDEX ${PREFIX_INDEX} ON products(${prefixIndexColumns});
${SAMPLES.map(({ prefixIndex, rate }) => `CREATE INDEX ${prefixIndex} ON products(normalized, category_id, manufacturer_id, stock) WHERE id % ${rate} = 0;`).join('\n')}
CREATE INDEX products_search_facts ON products(id, normalized, category_id, manufacturer_id, stock, unit_price);

${SEARCH_INDEX_BUILD_SQL}
CREATE TRIGGER search_product_inserted AFTER INSERT ON products BEGIN
  ${insertDocuments('id = new.id')}
  ${countBucket('new', '+ 1')}
END;

CREATE TRIGGER search_product_deleted AFTER DELETE ON products BEGIN
  ${deleteDocument('old')}
  ${countBucket('old', '- 1')}
END;

-- The catalog load updates every column of a product it loads again: only a change the index reads
-- rewrites its document.
CREATE TRIGGER search_product_updated AFTER UPDATE ON products
WHEN old.id IS NOT new.id OR old.normalized IS NOT new.normalized OR old.description IS NOT new.description
  OR old.manufacturer_id IS NOT new.manufacturer_id OR old.category_id IS NOT new.category_id
  OR (old.stock = 0) IS NOT (new.stock = 0)
BEGIN
  ${deleteDocument('old')}
  ${insertDocuments('id = new.id')}
  ${countBucket('old', '- 1')}
  ${countBucket('new', '+ 1')}
END;

-- A category moved under another parent changes its products' category tokens.
CREATE TRIGGER search_category_moved AFTER UPDATE OF parent_id ON categories
WHEN old.parent_id IS NOT new.parent_id
BEGIN
  ${insertDocuments('category_id = new.id', true)}
END;
`
