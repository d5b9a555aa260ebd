import type { BrandId, CategoryId, Money } from '@partfront/core/contract'
import { exactPartKey, normalizePartNumber } from '@partfront/core/parts'
import { describe, expect, it } from 'vitest'
import { REAL_PARTS_FILES, readRealParts, spread, type RealPart } from '../../search/real-parts.fixtures.ts'
import type { ProductInput } from '../catalog.port.ts'
import type { Store, StoreFactory } from '../store.ts'
import { storeOpener } from './fixtures.ts'

/** Rows loaded from each file, and part numbers searched among them. */
const LOADED = 1500
const SEARCHED = 60

const makerOf = (row: RealPart) => (row.manufacturer || 'Unknown').toLowerCase()
const categoryOf = (row: RealPart) => (row.category || 'Other').toLowerCase()

/** Loads `rows` into `store`, each maker and category created by name. */
async function load(store: Store, rows: readonly RealPart[]): Promise<void> {
  // Names are unique without regard to case in the catalog.
  const distinct = (names: string[]) => [...new Map(names.map((name) => [name.toLowerCase(), name])).values()]
  const makers = distinct(rows.map((row) => row.manufacturer || 'Unknown'))
  const categories = distinct(rows.map((row) => row.category || 'Other'))
  const makerIds = new Map(makers.map((name, i) => [name.toLowerCase(), (1 + i) as BrandId]))
  const categoryIds = new Map(categories.map((name, i) => [name.toLowerCase(), (100 + i) as CategoryId]))
  await store.catalog.upsertCategories([
    { id: 1 as CategoryId, parentId: null, name: 'Real parts', slug: 'real-parts', description: '', sort: 0 },
    ...categories.map((name, i) => ({ id: (100 + i) as CategoryId, parentId: 1 as CategoryId, name, slug: `c${i}`, description: '', sort: i })),
  ])
  await store.catalog.upsertManufacturers(
    makers.map((name, i) => ({ id: (1 + i) as BrandId, name, slug: `m${i}`, website: null, description: '' })),
  )
  const products: ProductInput[] = rows.map((row) => ({
    partNumber: row.partNumber,
    manufacturerId: makerIds.get(makerOf(row)) ?? (1 as BrandId),
    categoryId: categoryIds.get(categoryOf(row)) ?? (100 as CategoryId),
    description: row.description,
    packageName: '',
    datasheetUrl: null,
    image: null,
    stock: row.stock,
    leadTimeDays: null,
    moq: 1,
    spq: 1,
    rohs: true,
    priceLadder: [{ quantity: 1, unitPrice: 100_000 as Money }],
    attributes: [],
    codes: [],
  }))
  await store.catalog.upsertProducts(products)
}

/** The real parts files of `../shared/data/parts`, loaded through the catalog port and searched (SEARCH-4). */
export function realPartsSearchSuite(factory: StoreFactory): void {
  describe('the real parts files, loaded through the catalog and searched', () => {
    const open = storeOpener(factory)

    for (const file of Object.keys(REAL_PARTS_FILES)) {
      it(`SEARCH-4: part numbers taken from ${file} are found exactly, and by a stretch of them`, async () => {
        const rows = spread(
          readRealParts(file).filter((row) => row.partNumber.length <= 100 && normalizePartNumber(row.partNumber).length >= 3),
          LOADED,
        )
        const store = await open()
        await load(store, rows)
        for (const row of spread(rows, SEARCHED)) {
          const exact = await store.search.search({ keyword: row.partNumber, page: 1, pageSize: 20 })
          const [first] = exact.list
          expect(first?.match, row.partNumber).toBe('exact')
          expect(exactPartKey(first?.product.model ?? ''), row.partNumber).toBe(exactPartKey(row.partNumber))
          expect(
            exact.list.some((hit) => hit.product.model === row.partNumber && hit.product.brandName.toLowerCase() === makerOf(row)),
            row.partNumber,
          ).toBe(true)

          // A stretch from inside the part number finds it, as a prefix or substring match.
          const key = normalizePartNumber(row.partNumber)
          const stretch = key.slice(Math.floor(key.length / 3), Math.floor(key.length / 3) + 5)
          if (stretch.length < 3) continue
          let found = false
          for (let page = 1; !found; page++) {
            const result = await store.search.search({ keyword: stretch.toLowerCase(), page, pageSize: 100 })
            found = result.list.some((hit) => hit.product.model === row.partNumber && hit.match !== 'keyword')
            if (result.list.length < 100) break
          }
          expect(found, `${stretch} in ${row.partNumber}`).toBe(true)
        }
      }, 60_000)
    }
  })
}
