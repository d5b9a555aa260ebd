import type { ProductId } from '@partfront/core/contract'
import { categoryAttribute, readAttributeValue } from '@partfront/core/parametric'
import { describe, expect, it } from 'vitest'
import type { AttributeValueInput } from '../attributes.port.ts'
import type { StoreFactory } from '../store.ts'
import { CATEGORY, MAKER, product, seedCatalog, storeOpener } from './fixtures.ts'

const LIST = 'chip-resistors'

/** An attribute of the chip resistors' list as the import gives it: its text, and its value when it reads. */
function written(key: string, text: string): AttributeValueInput {
  const attribute = categoryAttribute(LIST, key)
  if (attribute === undefined) throw new Error(`No attribute ${key} in ${LIST}`)
  const read = readAttributeValue(attribute, text)
  return read.ok ? { key, text, value: read.value } : { key, text }
}

/** Parametric search's stored values (issue 29): both engines keep and read them alike. */
export function attributesSuite(factory: StoreFactory): void {
  describe('attribute values (issue 29)', () => {
    const open = storeOpener(factory)

    it('keeps each value as written, as shown, and a quantity in its base unit; a range by its ends; an unreadable text as text', async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      await store.attributes.putProductAttributes([
        {
          productId: parts.opAmp,
          categoryId: CATEGORY.linear,
          list: LIST,
          values: [
            written('resistance', '4K7Ohms'),
            written('tolerance', '±1%'),
            written('technology', 'Thick Film Resistors'),
            written('operating-temperature', '-55℃~+155℃'),
            written('power', 'about a quarter watt'),
          ],
        },
      ])
      expect(await store.attributes.productAttributeValues(parts.opAmp)).toEqual([
        { key: 'operating-temperature', text: '-55℃~+155℃', canonical: '-55 °C to 155 °C', base: -55, baseTo: 155 },
        { key: 'power', text: 'about a quarter watt', canonical: null, base: null, baseTo: null },
        { key: 'resistance', text: '4K7Ohms', canonical: '4.7 kΩ', base: 4700, baseTo: null },
        { key: 'technology', text: 'Thick Film Resistors', canonical: 'Thick film', base: null, baseTo: null },
        { key: 'tolerance', text: '±1%', canonical: '±1%', base: 1, baseTo: null },
      ])
      expect(await store.attributes.productAttributeValues(parts.timer)).toEqual([])
    })

    it("reads a category's products by id with their values, those without any too, and the category's attribute list", async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      const other = await store.catalog.upsertProducts([product('LM324DR', { categoryId: CATEGORY.top, manufacturerId: MAKER.adi })])
      await store.attributes.putProductAttributes([
        { productId: parts.timer, categoryId: CATEGORY.linear, list: LIST, values: [written('resistance', '10k'), written('power', '1/10W')] },
        { productId: parts.opAmp, categoryId: CATEGORY.linear, list: LIST, values: [written('resistance', '10 kOhms')] },
        { productId: other.ids[0] as ProductId, categoryId: CATEGORY.top, list: 'mlcc', values: [] },
      ])
      const rows = await store.attributes.categoryAttributeRows(CATEGORY.linear)
      expect(rows.list).toBe(LIST)
      expect(rows.parts.map((part) => part.productId)).toEqual([parts.opAmp, parts.timer, parts.regulator, parts.dear])
      expect(rows.parts[0]).toEqual({
        productId: parts.opAmp,
        manufacturerId: MAKER.ti,
        packageName: 'SOIC-8',
        stock: 5000,
        values: [{ key: 'resistance', text: '10 kOhms', canonical: '10 kΩ', base: 10_000, baseTo: null }],
      })
      expect(rows.parts[1]?.values.map((value) => [value.key, value.canonical, value.base])).toEqual([
        ['power', '100 mW', 0.1],
        ['resistance', '10 kΩ', 10_000],
      ])
      expect(rows.parts.slice(2).map((part) => part.values)).toEqual([[], []])
      expect((await store.attributes.categoryAttributeRows(CATEGORY.top)).list).toBe('mlcc')
      expect(await store.attributes.categoryAttributeRows(99 as never)).toEqual({ list: undefined, parts: [] })
    })

    it("replaces a product's values with those of the next load, and keeps the last list of a category", async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      await store.attributes.putProductAttributes([
        { productId: parts.opAmp, categoryId: CATEGORY.linear, list: 'mlcc', values: [written('resistance', '10k'), written('tolerance', '5%')] },
      ])
      await store.attributes.putProductAttributes([
        { productId: parts.opAmp, categoryId: CATEGORY.linear, list: LIST, values: [written('resistance', '22k')] },
      ])
      expect((await store.attributes.productAttributeValues(parts.opAmp)).map((value) => value.canonical)).toEqual(['22 kΩ'])
      expect((await store.attributes.categoryAttributeRows(CATEGORY.linear)).list).toBe(LIST)
      await store.attributes.putProductAttributes([{ productId: parts.opAmp, categoryId: CATEGORY.linear, list: LIST, values: [] }])
      expect(await store.attributes.productAttributeValues(parts.opAmp)).toEqual([])
    })

    it('refuses a load naming a product that does not exist, and keeps nothing of it', async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      const load = store.attributes.putProductAttributes([
        { productId: parts.opAmp, categoryId: CATEGORY.linear, list: LIST, values: [written('resistance', '10k')] },
        { productId: 9999 as ProductId, categoryId: CATEGORY.linear, list: LIST, values: [written('resistance', '1k')] },
      ])
      await expect(load).rejects.toThrow()
      expect(await store.attributes.productAttributeValues(parts.opAmp)).toEqual([])
    })

    it('loads thousands of values in one call (slices under the engines’ parameter limits)', async () => {
      const store = await open()
      await seedCatalog(store)
      const many = await store.catalog.upsertProducts(Array.from({ length: 1_500 }, (_, index) => product(`RC0603-${index}`)))
      await store.attributes.putProductAttributes(
        many.ids.map((productId, index) => ({
          productId,
          categoryId: CATEGORY.linear,
          list: LIST,
          values: [written('resistance', `${index + 1}R`), written('tolerance', '1%')],
        })),
      )
      const rows = await store.attributes.categoryAttributeRows(CATEGORY.linear)
      expect(rows.parts.filter((part) => part.values.length === 2)).toHaveLength(1_500)
      expect(rows.parts.at(-1)?.values[0]).toMatchObject({ key: 'resistance', base: 1_500 })
    })

    it('similar parts (issue 29): the same values of every key the product has, another maker or package, in stock first, not another category', async () => {
      const store = await open()
      const parts = await seedCatalog(store)
      const loaded = await store.catalog.upsertProducts([
        product('RC-SAME-ADI', { manufacturerId: MAKER.adi, stock: 0 }),
        product('RC-SAME-0805', { packageName: '0805', stock: 30 }),
        product('RC-SAME-BOTH', { manufacturerId: MAKER.adi, packageName: '0402', stock: 700 }),
        product('RC-SAME-TWIN', { stock: 9000 }),
        product('RC-OTHER-TOL', { manufacturerId: MAKER.adi, stock: 5000 }),
        product('RC-NO-TOL', { manufacturerId: MAKER.adi, stock: 5000 }),
        product('RC-OTHER-CAT', { manufacturerId: MAKER.adi, categoryId: CATEGORY.top, stock: 5000 }),
      ])
      const [adi, p0805, both, twin, otherTolerance, noTolerance, otherCategory] = loaded.ids as ProductId[]
      const values = (resistance: string, tolerance?: string) => [
        written('resistance', resistance),
        ...(tolerance === undefined ? [] : [written('tolerance', tolerance)]),
        written('technology', 'Thin film'),
      ]
      const put = (productId: ProductId, list: AttributeValueInput[], categoryId = CATEGORY.linear) => ({ productId, categoryId, list: LIST, values: list })
      await store.attributes.putProductAttributes([
        put(parts.opAmp, values('10k', '1%')),
        put(adi as ProductId, values('10 kOhms', '±1%')),
        put(p0805 as ProductId, values('10000', '1%')),
        put(both as ProductId, values('10K', '1 %')),
        put(twin as ProductId, values('10k', '1%')),
        put(otherTolerance as ProductId, values('10k', '5%')),
        put(noTolerance as ProductId, values('10k')),
        put(otherCategory as ProductId, values('10k', '1%'), CATEGORY.top),
      ])
      const found = await store.attributes.similarProducts(parts.opAmp, ['resistance', 'tolerance', 'power'], 12)
      expect(found.matched).toEqual(['resistance', 'tolerance'])
      expect(found.parts).toEqual([
        { productId: both, otherMaker: true, otherPackage: true },
        { productId: p0805, otherMaker: false, otherPackage: true },
        { productId: adi, otherMaker: true, otherPackage: false },
      ])
      expect((await store.attributes.similarProducts(parts.opAmp, ['resistance', 'tolerance'], 2)).parts).toHaveLength(2)
      // Technology is not asked for: parts differing only there still match; a product without values has none.
      expect(await store.attributes.similarProducts(parts.timer, ['resistance'], 12)).toEqual({ matched: [], parts: [] })
      expect(await store.attributes.similarProducts(parts.opAmp, [], 12)).toEqual({ matched: [], parts: [] })
      expect(await store.attributes.similarProducts(9999 as ProductId, ['resistance'], 12)).toEqual({ matched: [], parts: [] })
      expect(await store.attributes.attributeList(CATEGORY.linear)).toBe(LIST)
      expect(await store.attributes.attributeList(99 as never)).toBeUndefined()
    })
  })
}
