import type { BrandId, ProductId } from '@partfront/core/contract'
import { similarAttributes } from '@partfront/core/compare'
import { categoryAttribute, categoryAttributes, readAttributeValue } from '@partfront/core/parametric'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../../demo/seed.ts'
import { product as fixtureProduct } from '../../store/suite/fixtures.ts'
import { type TestApi, startTestApi } from '../../testing/test-api.ts'
import { SIMILAR_LIMIT } from './catalog.ts'

/** Issue 29's compare and similar parts through the real app on the demo catalog (its parts carry attribute values). */

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ seed: (store) => seedDemoCatalog(store, { parts: 2000 }).then(() => undefined) })
})
afterAll(() => api.close())

async function get(path: string): Promise<{ status: number; message: string }> {
  const response = await api.fetch(path)
  const body = (await response.json()) as { message: string }
  return { status: response.status, message: body.message }
}

function column<T>(sql: string, ...params: unknown[]): T[] {
  return api.store.db.prepare(sql).pluck().all(...params) as T[]
}

const MISSING = 9_876_543

/** A chip resistor's value as the import reads it. */
function readValue(key: string, text: string) {
  const attribute = categoryAttribute('chip-resistors', key)
  const read = attribute === undefined ? undefined : readAttributeValue(attribute, text)
  return read?.ok === true ? { value: read.value } : {}
}

/** The shown values of `id` by key. */
async function shown(id: ProductId): Promise<Map<string, string | null>> {
  return new Map((await api.store.attributes.productAttributeValues(id)).map((value) => [value.key, value.canonical]))
}

describe('product/similar (issue 29)', () => {
  it('answers parts of the same category with the same main values, another maker or package, in stock first, saying what matched', async () => {
    const resistors = column<ProductId>(
      `SELECT v.product_id FROM product_attribute_values v JOIN products p ON p.id = v.product_id
       JOIN category_attribute_lists l ON l.category_id = p.category_id AND l.list = 'chip-resistors'
       WHERE v.attribute = 'resistance' ORDER BY v.product_id`,
    )
    const id = resistors[0] as ProductId
    const product = await api.client().productDetail({ query: { id } })
    // Two parts with its values: one of another maker out of stock, one of another package in stock (listed first);
    // a third of its own maker and package is no alternative.
    const otherMaker = column<number>('SELECT id FROM manufacturers WHERE id <> ? LIMIT 1', product.brandId)[0] as number
    const loaded = await api.store.catalog.upsertProducts(
      [
        { partNumber: 'SIM-TWIN-MAKER', manufacturerId: otherMaker, packageName: product.packageName, stock: 0 },
        { partNumber: 'SIM-TWIN-PACKAGE', manufacturerId: product.brandId, packageName: 'SIM-PKG', stock: 5 },
        { partNumber: 'SIM-TWIN-SELF', manufacturerId: product.brandId, packageName: product.packageName, stock: 50 },
      ].map(({ partNumber, ...fields }) =>
        fixtureProduct(partNumber, { ...fields, manufacturerId: fields.manufacturerId as BrandId, categoryId: product.categoryId }),
      ),
    )
    const stored = await api.store.attributes.productAttributeValues(id)
    await api.store.attributes.putProductAttributes(
      loaded.ids.map((productId) => ({
        productId,
        categoryId: product.categoryId,
        list: 'chip-resistors',
        values: stored.map((value) => ({ key: value.key, text: value.text, ...readValue(value.key, value.text) })),
      })),
    )
    const similar = await api.client().productSimilar({ query: { id } })
    const found = similar.map(({ product: part }) => part.intID)
    expect(found).toContain(loaded.ids[0])
    expect(found).toContain(loaded.ids[1])
    expect(found).not.toContain(loaded.ids[2])
    expect(found.indexOf(loaded.ids[1] as ProductId)).toBeLessThan(found.indexOf(loaded.ids[0] as ProductId))
    expect(similar.find(({ product: part }) => part.intID === loaded.ids[0])?.reason).toMatch(/; other maker$/u)
    expect(similar.find(({ product: part }) => part.intID === loaded.ids[1])?.reason).toMatch(/; other package$/u)

    // Whatever it finds, for this part and others: the same main values, another maker or package, in stock first.
    for (const each of [id, ...resistors.slice(1, 40)]) {
      const answer = await api.client().productSimilar({ query: { id: each } })
      const own = await shown(each)
      const self = await api.client().productDetail({ query: { id: each } })
      const mainKeys = similarAttributes('chip-resistors').map((attribute) => attribute.key).filter((key) => (own.get(key) ?? null) !== null)
      expect(answer.length).toBeLessThanOrEqual(SIMILAR_LIMIT)
      for (const { product: part, reason } of answer) {
        expect(part.intID).not.toBe(each)
        expect(part.categoryId).toBe(self.categoryId)
        expect(part.brandId !== self.brandId || part.packageName !== self.packageName).toBe(true)
        const theirs = await shown(part.intID)
        for (const key of mainKeys) expect(theirs.get(key)).toBe(own.get(key))
        expect(reason).toMatch(/^Same resistance.*; other (maker|package|maker and package)$/u)
      }
      const stocks = answer.map(({ product: part }) => part.stock)
      const firstOut = stocks.findIndex((stock) => stock === 0)
      if (firstOut !== -1) expect(stocks.slice(firstOut).every((stock) => stock === 0)).toBe(true)
    }
  })

  it('answers none for a part without values, 404 for a missing product and 400 naming id for a bad one', async () => {
    const bare = column<ProductId>('SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM product_attribute_values) LIMIT 1')[0]
    if (bare !== undefined) expect(await api.client().productSimilar({ query: { id: bare } })).toEqual([])
    expect(await get(`/api/product/similar?id=${MISSING}`)).toEqual({ status: 404, message: `Product ${MISSING} was not found` })
    expect(await get('/api/product/similar?id=abc')).toMatchObject({ status: 400, message: expect.stringMatching(/id/u) as string })
  })
})

describe('product/detail specifications (issue 29)', () => {
  it("lists the part's attribute values under their names, in its category's order, after its own facts", async () => {
    const [id] = column<ProductId>(
      `SELECT v.product_id FROM product_attribute_values v JOIN products p ON p.id = v.product_id
       JOIN category_attribute_lists l ON l.category_id = p.category_id AND l.list = 'chip-resistors'
       WHERE v.attribute = 'resistance' ORDER BY v.product_id LIMIT 1`,
    )
    if (id === undefined) throw new Error('the demo catalog has no chip resistor with a resistance')
    const values = await shown(id)
    const detail = await api.client().productDetail({ query: { id } })
    const expected = categoryAttributes('chip-resistors')
      .filter((attribute) => values.get(attribute.key) != null)
      .map((attribute) => ({ name: attribute.name, value: values.get(attribute.key) }))
    expect(expected.length).toBeGreaterThan(1)
    expect(detail.attributes.slice(0, expected.length)).toEqual(expected)
    expect(detail.attributes[0]).toEqual({ name: 'Resistance', value: values.get('resistance') })
  })
})

describe('product/compare (issue 29)', () => {
  it('answers the products in the order asked, each with its shown values, and the union of their attributes', async () => {
    const ids = column<ProductId>(
      `SELECT v.product_id FROM product_attribute_values v JOIN products p ON p.id = v.product_id
       JOIN category_attribute_lists l ON l.category_id = p.category_id AND l.list = 'chip-resistors'
       WHERE v.attribute = 'resistance' GROUP BY v.product_id ORDER BY v.product_id DESC LIMIT 3`,
    )
    expect(ids).toHaveLength(3)
    const comparison = await api.client().productCompare({ query: { ids: ids.join(',') } })
    expect(comparison.products.map((product) => product.intID)).toEqual(ids)
    const keys = comparison.attributes.map((attribute) => attribute.key)
    expect(keys[0]).toBe('resistance')
    expect(comparison.attributes[0]?.name).toBe('Resistance')
    for (const product of comparison.products) {
      const stored = await shown(product.intID)
      expect(new Map(product.values.map((value) => [value.key, value.value]))).toEqual(
        new Map([...stored].map(([key, canonical]) => [key, canonical ?? expect.any(String)])),
      )
      for (const value of product.values) expect(keys).toContain(value.key)
    }
    expect(await api.client().productCompare({ query: { ids: '' } })).toEqual({ attributes: [], products: [] })
  })

  it('refuses a bad id or more than four with 400 naming it, and an unknown id with 404 naming it', async () => {
    const [a = 1, b = 2] = column<number>('SELECT id FROM products ORDER BY id LIMIT 2')
    expect(await get(`/api/product/compare?ids=${a},x1`)).toEqual({ status: 400, message: 'ids: "x1" is not a product id' })
    expect(await get('/api/product/compare?ids=1,2,3,4,5')).toEqual({ status: 400, message: 'ids: at most 4 parts can be compared, not 5' })
    expect(await get(`/api/product/compare?ids=${'9'.repeat(300)}`)).toMatchObject({ status: 400, message: expect.stringMatching(/ids/u) as string })
    expect(await get(`/api/product/compare?ids=${a},${MISSING},${b}`)).toEqual({ status: 404, message: `Product ${MISSING} was not found` })
    expect(await get('/api/product/compare')).toMatchObject({ status: 400, message: expect.stringMatching(/ids/u) as string })
  })
})
