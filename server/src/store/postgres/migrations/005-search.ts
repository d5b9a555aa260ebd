/**
 * Part search's groundwork on PostgreSQL (design.md, Scale: pg_trgm for search): trigram GIN indexes over the
 * normalised part numbers and distributor codes, so `normalized LIKE '%…%'` (any substring of three and more
 * characters) reads an index instead of every product, and the table of how often searches named each part
 * (trending parts), as `sqlite/migrations/005-search.ts` keeps it.
 *
 * pg_trgm is created where the connection creates things when the database lacks it (under an advisory lock:
 * the extension is the database's, and stores in two schemas may migrate at once); when it is already there
 * (in `public`, usually), the operator class is named through the extension's own schema, so a store in a
 * schema of its own finds it too.
 */
/** The advisory lock taken to create pg_trgm ("PFTG"). */
const EXTENSION_LOCK = 0x50_46_54_47

export const SEARCH_SQL = /* sql */ `
DO $$
DECLARE
  trgm_schema TEXT;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    PERFORM pg_advisory_xact_lock(${EXTENSION_LOCK});
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  END IF;
  trgm_schema := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
  EXECUTE format('CREATE INDEX products_normalized_trgm ON products USING gin (normalized %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX product_codes_normalized_trgm ON product_codes USING gin (normalized %I.gin_trgm_ops)', trgm_schema);
END
$$;

CREATE TABLE search_hits (
  day DATE NOT NULL,
  product_id BIGINT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  searches INTEGER NOT NULL CHECK (searches > 0),
  PRIMARY KEY (day, product_id)
);
CREATE INDEX search_hits_product ON search_hits(product_id);
`
