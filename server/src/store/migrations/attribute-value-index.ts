import type { Kysely } from 'kysely'

/**
 * Similar parts (issue 29, `GET /api/product/similar`) look values up by attribute and canonical value: "the other
 * parts with 10 kΩ and 1 %". The table's key is (product, attribute), so that look-up read every row of the
 * attribute. This index finds a value's parts directly, the product id in it so the look-up needs no table read.
 * The same DDL on both engines.
 */
export async function attributeValueIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('product_attribute_values_value')
    .on('product_attribute_values')
    .columns(['attribute', 'canonical', 'product_id'])
    .execute()
}
