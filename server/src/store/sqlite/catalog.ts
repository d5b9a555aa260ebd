import { basePartNumber, normalizePartNumber } from '@partfront/core/parts'
import type { ProductId } from '@partfront/core/contract'
import type { CatalogStore, ProductInput } from '../catalog.port.ts'
import type { Db } from './database.ts'

/** The catalog area on SQLite. */
export function sqliteCatalog(db: Db): CatalogStore {
  const upsertCategory = db.prepare(
    `INSERT INTO categories (id, parent_id, name, slug, description, sort)
     VALUES (@id, @parentId, @name, @slug, @description, @sort)
     ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id, name = excluded.name, slug = excluded.slug,
       description = excluded.description, sort = excluded.sort`,
  )
  const upsertManufacturer = db.prepare(
    `INSERT INTO manufacturers (id, name, slug, website, description)
     VALUES (@id, @name, @slug, @website, @description)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, slug = excluded.slug, website = excluded.website,
       description = excluded.description`,
  )
  const existing = db.prepare('SELECT id FROM products WHERE manufacturer_id = ? AND part_number = ?').pluck()
  const upsertProduct = db.prepare(
    `INSERT INTO products (part_number, normalized, base_normalized, manufacturer_id, category_id, description,
       package, datasheet_url, image, stock, lead_time_days, moq, spq, rohs, price_ladder, unit_price, attributes,
       updated_at)
     VALUES (@partNumber, @normalized, @baseNormalized, @manufacturerId, @categoryId, @description, @packageName,
       @datasheetUrl, @image, @stock, @leadTimeDays, @moq, @spq, @rohs, @priceLadder, @unitPrice, @attributes,
       @updatedAt)
     ON CONFLICT (manufacturer_id, part_number) DO UPDATE SET normalized = excluded.normalized,
       base_normalized = excluded.base_normalized, category_id = excluded.category_id,
       description = excluded.description, package = excluded.package, datasheet_url = excluded.datasheet_url,
       image = excluded.image, stock = excluded.stock, lead_time_days = excluded.lead_time_days,
       moq = excluded.moq, spq = excluded.spq, rohs = excluded.rohs, price_ladder = excluded.price_ladder,
       unit_price = excluded.unit_price, attributes = excluded.attributes, updated_at = excluded.updated_at
     RETURNING id`,
  ).pluck()
  const upsertCode = db.prepare(
    `INSERT INTO product_codes (product_id, distributor, code, normalized) VALUES (?, ?, ?, ?)
     ON CONFLICT (product_id, distributor) DO UPDATE SET code = excluded.code, normalized = excluded.normalized`,
  )
  const manufacturerName = db.prepare('SELECT name FROM manufacturers WHERE id = ?').pluck()
  const countProducts = db.prepare('SELECT COUNT(*) FROM products').pluck()

  const loadProducts = db.transaction((products: ReadonlyArray<ProductInput>, updatedAt: string) => {
    const names = new Map<number, string>()
    const ids: ProductId[] = []
    let updated = 0
    for (const product of products) {
      let maker = names.get(product.manufacturerId)
      if (maker === undefined) {
        maker = (manufacturerName.get(product.manufacturerId) as string | undefined) ?? ''
        names.set(product.manufacturerId, maker)
      }
      if (existing.get(product.manufacturerId, product.partNumber) !== undefined) updated++
      const id = upsertProduct.get({
        ...product,
        normalized: normalizePartNumber(product.partNumber),
        baseNormalized: normalizePartNumber(basePartNumber(product.partNumber, maker)),
        rohs: product.rohs ? 1 : 0,
        priceLadder: JSON.stringify(product.priceLadder),
        unitPrice: product.priceLadder[0]?.unitPrice ?? null,
        attributes: JSON.stringify(product.attributes),
        updatedAt,
      }) as number
      for (const code of product.codes) {
        upsertCode.run(id, code.distributor, code.code, normalizePartNumber(code.code))
      }
      ids.push(id as ProductId)
    }
    return { inserted: products.length - updated, updated, ids }
  })

  return {
    upsertCategories: (categories) => {
      db.transaction(() => {
        for (const category of categories) upsertCategory.run(category)
      })()
      return Promise.resolve()
    },
    upsertManufacturers: (manufacturers) => {
      db.transaction(() => {
        for (const manufacturer of manufacturers) upsertManufacturer.run(manufacturer)
      })()
      return Promise.resolve()
    },
    upsertProducts: (products) => Promise.resolve(loadProducts(products, new Date().toISOString())),
    countProducts: () => Promise.resolve(countProducts.get() as number),
  }
}
