import type { CategoryId, ProductId } from '@partfront/core/contract'
import { categoryAttributes, readAttributeValue } from '@partfront/core/parametric'
import type { ProductAttributesInput } from '../store/attributes.port.ts'
import { productAttributes } from './attributes.ts'
import { categoryById } from './categories.ts'
import type { DemoProduct } from './products.ts'

/**
 * A demo part's attributes as the store keeps them (issue 29): each text `productAttributes` writes, with its
 * value read under its category's list (the demo's leaf categories take the list of their own slug). `undefined`
 * for a part whose category has no list.
 */
export function demoAttributeInput(product: DemoProduct, productId: ProductId): ProductAttributesInput | undefined {
  const slug = categoryById(product.categoryId)?.slug
  const attributes = slug === undefined ? [] : categoryAttributes(slug)
  if (slug === undefined || attributes.length === 0) return undefined
  const texts = productAttributes(product)
  return {
    productId,
    categoryId: product.categoryId as CategoryId,
    list: slug,
    values: attributes.flatMap((attribute) => {
      const text = texts[attribute.key]
      if (text === undefined) return []
      const read = readAttributeValue(attribute, text)
      return [read.ok ? { key: attribute.key, text, value: read.value } : { key: attribute.key, text }]
    }),
  }
}
