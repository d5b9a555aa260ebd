import type { CategoryId, ProductId } from '@partfront/core/contract'
import { categoryAttributes, readAttributeValue } from '@partfront/core/parametric'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openFreshSqliteStore } from '../testing/fresh-sqlite.ts'
import { productAttributes } from './attributes.ts'
import { LEAF_CATEGORIES } from './categories.ts'
import { generateProducts } from './products.ts'
import { DEMO_SEED, seedDemoCatalog } from './seed.ts'

const folder = mkdtempSync(join(tmpdir(), 'partfront-seed-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const PARTS = 600

describe('the demo seed', () => {
  it("stores every part's parametric values (issue 29): each text as productAttributes writes it, read under its category's list", async () => {
    const store = await openFreshSqliteStore(join(folder, 'seeded.db'))
    try {
      await seedDemoCatalog(store, { parts: PARTS })
      const generated = [...generateProducts({ seed: DEMO_SEED, count: PARTS })]
      let checked = 0
      for (const category of LEAF_CATEGORIES) {
        const rows = await store.attributes.categoryAttributeRows(category.id as CategoryId)
        const mine = generated.filter((product) => product.categoryId === category.id)
        expect(rows.parts).toHaveLength(mine.length)
        if (mine.length === 0) continue
        expect(rows.list).toBe(category.slug)
        const attributes = categoryAttributes(category.slug)
        for (const [index, product] of mine.entries()) {
          const texts = productAttributes(product)
          const expected = attributes
            .filter((attribute) => texts[attribute.key] !== undefined)
            .map((attribute) => {
              const text = texts[attribute.key] as string
              const read = readAttributeValue(attribute, text)
              return { key: attribute.key, text, canonical: read.ok ? read.value.canonical : null }
            })
            .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
          const stored = rows.parts[index]?.values.map(({ key, text, canonical }) => ({ key, text, canonical }))
          expect(stored, product.partNumber).toEqual(expected)
          checked++
        }
      }
      expect(checked).toBe(PARTS)
      const first = (await store.attributes.categoryAttributeRows(generated[0]?.categoryId as CategoryId)).parts[0]
      expect(await store.attributes.productAttributeValues(first?.productId as ProductId)).toEqual(first?.values)
    } finally {
      await store.close()
    }
  })
})
