import { type Kysely, sql } from 'kysely'
import type { MigrationTarget } from './migration.ts'

/**
 * Parametric search's stored values (issue 29, "Values with units"): each product's value of each attribute of
 * its category's list, as the catalog wrote it (`text`), as we show it (`canonical`, `null` when the text does
 * not read and is kept as text), and for quantities the number in the base unit (`base`; a range's ends in
 * `base` and `base_to`). Keyed by product and attribute: a product's values are read and replaced together.
 *
 * `category_attribute_lists` says which attribute list (core's `CATEGORY_ATTRIBUTES`, by slug) a category's
 * products take: the demo's categories take their own, an imported one the list its distributor's category maps
 * to (`attributeCategoryOf`), so a category's counts know their attributes without reading every row.
 *
 * On SQLite the values table is `WITHOUT ROWID`, so its rows lie in primary-key order: a category's products'
 * values (read by product id) are read as ranges of the key, without a second lookup per row.
 *
 * The counts kept in memory (`parametric/category-facets.ts`) are known current by a number that moves on with
 * every change to what they count. SQLite has one: `catalog_version` (release migration 7), moved by triggers on
 * products, and by the attribute area's writes (one bump a load, not a trigger a row). PostgreSQL's release left
 * none on purpose (a row every order updates would make orders queue on it), so here it gets a sequence,
 * `catalog_changes`, moved by a deferred trigger on products and on these tables: `nextval` takes no row lock and
 * waits for nothing, and a deferred trigger runs as its transaction commits, so the number moves (almost) when
 * the change becomes visible, not before the rows a reader would count.
 */
export async function productAttributes(db: Kysely<unknown>, target: MigrationTarget): Promise<void> {
  const sqlite = target.engine === 'sqlite'
  const id = sqlite ? 'integer' : 'bigint'
  const number = sqlite ? 'real' : 'double precision'
  await db.schema
    .createTable('product_attribute_values')
    .addColumn('product_id', id, (column) => column.notNull().references('products.id').onDelete('cascade'))
    .addColumn('attribute', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('canonical', 'text')
    .addColumn('base', number)
    .addColumn('base_to', number)
    .addPrimaryKeyConstraint('product_attribute_values_key', ['product_id', 'attribute'])
    .$call((builder) => (sqlite ? builder.modifyEnd(sql`STRICT, WITHOUT ROWID`) : builder))
    .execute()
  await db.schema
    .createTable('category_attribute_lists')
    .addColumn('category_id', id, (column) => column.primaryKey().references('categories.id').onDelete('cascade'))
    .addColumn('list', 'text', (column) => column.notNull())
    .$call((builder) => (sqlite ? builder.modifyEnd(sql`STRICT`) : builder))
    .execute()
  if (sqlite) return
  await sql
    .raw(
      `CREATE SEQUENCE catalog_changes;
CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_changes');
  RETURN NULL;
END $$;
${['products', 'product_attribute_values', 'category_attribute_lists']
  .map(
    (table) => `CREATE CONSTRAINT TRIGGER ${table}_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_changed();`,
  )
  .join('\n')}`,
    )
    .execute(db)
}
