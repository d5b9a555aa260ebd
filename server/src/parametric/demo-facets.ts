import { categoryAttributes, readAttributeTexts } from '@partfront/core/parametric'
import { productAttributes } from '../demo/attributes.ts'
import { categoryById } from '../demo/categories.ts'
import type { DemoProduct } from '../demo/products.ts'
import { type FacetTable, FacetTableBuilder } from './facet-table.ts'

/**
 * One demo category's parts as a facet table (issue 29): each part's attribute texts (`productAttributes`) read
 * under the category's attribute list, straight from the generator without a store (`npm run bench:parametric`);
 * the server counts from the store's rows (`category-facets.ts`). The table's indexes are the order of
 * `products` kept (see `ids`).
 */
export interface DemoFacets {
  readonly table: FacetTable
  /** The product id of each table index. */
  readonly ids: Int32Array
}

/** The table of the leaf category `slug` over those of `products` in it. */
export function demoFacets(products: Iterable<DemoProduct>, slug: string): DemoFacets {
  const attributes = categoryAttributes(slug)
  const builder = new FacetTableBuilder(attributes)
  const ids: number[] = []
  for (const product of products) {
    if (categoryById(product.categoryId)?.slug !== slug) continue
    builder.add({
      attributes: readAttributeTexts(attributes, productAttributes(product)),
      manufacturerId: product.manufacturerId,
      packageName: product.package,
      stock: product.stock,
    })
    ids.push(product.id)
  }
  return { table: builder.build(), ids: Int32Array.from(ids) }
}
