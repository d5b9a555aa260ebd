import { type Kysely, sql } from 'kysely'
import type { MigrationTarget } from './migration.ts'

/**
 * Stock gets its own path into the parametric counts (issue 29): a category's counts kept in memory
 * (`parametric/category-facets.ts`) were built again on every move of the catalog's version, and an order
 * reserving stock moves it, so every order cost the next listing of its category a whole build (124-226 ms at
 * the demo's largest). Two numbers now tell the changes apart:
 *
 * - The facet version moves on every change to what a category's counts read except stock: a product added,
 *   deleted or moved to another category, maker or package (`UPDATE OF category_id, manufacturer_id, package`),
 *   an attribute value or list written. A change there builds the counts again. SQLite keeps it in the one-row
 *   `facet_version` (row triggers on products; the attribute area bumps it once a load, as it does
 *   `catalog_version`); PostgreSQL in the sequence `facet_changes`, moved by deferred triggers as
 *   `catalog_changes` is (migration 0002), taking no lock.
 * - A stock change stamps the product's row with the next stock number (`products.stock_seq`, indexed): the
 *   counts read the rows stamped after the last number they saw (a few rows, by the index) and set those parts'
 *   in-stock bit in place. SQLite takes the number from the one-row `stock_version`; PostgreSQL from the sequence
 *   `stock_changes`, in a `BEFORE UPDATE OF stock` trigger (the row is written once).
 *
 * The counts read every column they count by: a new one they read joins the facet version's column list.
 */
/** A product's columns the counts read, but stock, changed (a catalog load's upsert writes them all again). */
const CHANGED = 'OLD.category_id IS NOT NEW.category_id OR OLD.manufacturer_id IS NOT NEW.manufacturer_id OR OLD.package IS NOT NEW.package'

export async function facetVersions(db: Kysely<unknown>, target: MigrationTarget): Promise<void> {
  if (target.engine === 'sqlite') {
    target.db.exec(/* sql */ `
ALTER TABLE products ADD COLUMN stock_seq INTEGER NOT NULL DEFAULT 0;
CREATE INDEX products_stock_seq ON products (stock_seq) WHERE stock_seq > 0;
CREATE TABLE facet_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL) STRICT;
INSERT INTO facet_version (id, version) VALUES (1, 0);
CREATE TABLE stock_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL) STRICT;
INSERT INTO stock_version (id, version) VALUES (1, 0);
CREATE TRIGGER facet_version_products_insert AFTER INSERT ON products
BEGIN UPDATE facet_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER facet_version_products_delete AFTER DELETE ON products
BEGIN UPDATE facet_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER facet_version_products_update AFTER UPDATE OF category_id, manufacturer_id, package ON products
WHEN ${CHANGED}
BEGIN UPDATE facet_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER stock_version_products_update AFTER UPDATE OF stock ON products WHEN OLD.stock IS NOT NEW.stock
BEGIN
  UPDATE stock_version SET version = version + 1 WHERE id = 1;
  UPDATE products SET stock_seq = (SELECT version FROM stock_version WHERE id = 1) WHERE id = NEW.id;
END;`)
    return
  }
  await sql
    .raw(
      `ALTER TABLE products ADD COLUMN stock_seq bigint NOT NULL DEFAULT 0;
CREATE INDEX products_stock_seq ON products (stock_seq) WHERE stock_seq > 0;
CREATE SEQUENCE facet_changes;
CREATE SEQUENCE stock_changes;
CREATE FUNCTION facet_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('facet_changes');
  RETURN NULL;
END $$;
CREATE FUNCTION stock_stamped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_seq := nextval('stock_changes');
  RETURN NEW;
END $$;
CREATE CONSTRAINT TRIGGER products_facet_changed_rows AFTER INSERT OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION facet_changed();
CREATE CONSTRAINT TRIGGER products_facet_changed_columns AFTER UPDATE OF category_id, manufacturer_id, package ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${CHANGED.replaceAll('IS NOT', 'IS DISTINCT FROM')}) EXECUTE FUNCTION facet_changed();
${['product_attribute_values', 'category_attribute_lists']
  .map(
    (table) => `CREATE CONSTRAINT TRIGGER ${table}_facet_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION facet_changed();`,
  )
  .join('\n')}
CREATE TRIGGER products_stock_stamped BEFORE UPDATE OF stock ON products
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock) EXECUTE FUNCTION stock_stamped();`,
    )
    .execute(db)
}
