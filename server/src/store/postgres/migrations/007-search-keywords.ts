import { descriptionKeySql } from '../description-key.ts'

/**
 * Part search on PostgreSQL (search issue #7), beside migration 005's trigram indexes on part numbers and
 * distributor codes:
 * - `products.description_key`: the description's key (`description-key.ts`), a stored generated column, so
 *   every writer keeps it and a search never computes it (about 15 µs a row); `products_description_key_trgm`,
 *   pg_trgm over it, for the words of a query found in descriptions (`LIKE '%KEY%'`);
 * - `products_search_order`: a B-tree in relevance order for part-number matches (shorter search keys, then
 *   in-stock ones, first; then by key and id), so a page of a large one- or two-character prefix range is
 *   read in order and stops at the page instead of sorting the range;
 * - the trigram indexes' GIN pending list cut from 4 MB to 256 kB: rows written since the last flush sit in a
 *   list every search reads through (measured at 50,000 freshly loaded parts with 4 MB: 5–9 ms per trigram
 *   lookup instead of 0.1–0.2 ms); with none at all (`fastupdate = off`) loading took 2.3 times as long;
 * - `search_names_version`: a number that moves on with every change to manufacturers or categories (a
 *   trigger per statement), so each server keeps the names a query word is matched against in memory and
 *   reads them again only after a change, from whichever server made it.
 */
export const SEARCH_KEYWORDS_SQL = /* sql */ `
ALTER TABLE products ADD COLUMN description_key TEXT GENERATED ALWAYS AS (${descriptionKeySql('description')}) STORED;

DO $$
DECLARE
  trgm_schema TEXT;
BEGIN
  trgm_schema := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
  EXECUTE format('CREATE INDEX products_description_key_trgm ON products USING gin (description_key %I.gin_trgm_ops)', trgm_schema);
END
$$;
ALTER INDEX products_normalized_trgm SET (gin_pending_list_limit = 256);
ALTER INDEX product_codes_normalized_trgm SET (gin_pending_list_limit = 256);
ALTER INDEX products_description_key_trgm SET (gin_pending_list_limit = 256);

CREATE INDEX products_search_order ON products (length(normalized), (stock = 0), normalized, id);

CREATE TABLE search_names_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version BIGINT NOT NULL
);
INSERT INTO search_names_version (id, version) VALUES (1, 0);

-- An upsert, not an update: the row may have been deleted (the tests empty every table between stores).
CREATE FUNCTION search_names_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO search_names_version AS v (id, version) VALUES (1, 1)
  ON CONFLICT (id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_names_manufacturers AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON manufacturers
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_changed();
CREATE TRIGGER search_names_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_names_changed();
`
