/**
 * The catalog's version (search issue #7, "in milliseconds"): a number that every change to what a search
 * can show moves on, so a search answer kept in memory is known to be current by reading one row. Triggers keep
 * it, so every writer (the catalog load, an import in another process, an order reserving stock, a cancelled
 * order's stock coming back, `npm run admin`) moves it without knowing it exists; its own name keeps the
 * triggers out of the search index's (`search_%`), which a bulk load drops and puts back.
 *
 * The tables: products (part numbers, descriptions, stock, prices), product_codes (distributors' numbers a
 * query may name), manufacturers and categories (names a word matches, facet names).
 */
const TABLES = ['products', 'product_codes', 'manufacturers', 'categories'] as const
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const

export const CATALOG_VERSION_SQL = /* sql */ `
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 0);
${TABLES.flatMap((table) =>
  EVENTS.map(
    (event) => `CREATE TRIGGER catalog_version_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;`,
  ),
).join('\n')}
`
