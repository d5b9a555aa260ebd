import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '../constants.ts'
import {
  favouriteItem,
  favouriteLimitMessage,
  isAtFavouriteCap,
  mergeBatches,
  parseFavouriteList,
  readFavouriteList,
  serializeFavouriteList,
  toggleFavourite,
  type FavouriteItem,
} from './favourites.rules.ts'

const fav = (productId: number, model?: string): FavouriteItem => favouriteItem(productId, model) as FavouriteItem
const many = (count: number): FavouriteItem[] => Array.from({ length: count }, (_, index) => fav(index + 1))

describe('favourites rules', () => {
  it('favourites: a toggle names a product id; the model is kept only when it is one', () => {
    expect(favouriteItem(7, 'LM358')).toEqual({ productId: 7, model: 'LM358' })
    expect(favouriteItem(7)).toEqual({ productId: 7 })
    expect(favouriteItem(7, '')).toEqual({ productId: 7 })
    expect(favouriteItem(7, 42)).toEqual({ productId: 7 })
    for (const bad of [-1, 1.5, Number.NaN, '7', null, undefined, {}]) expect(favouriteItem(bad)).toBeNull()
  })

  it('favourites: toggling adds newest first, and removes a listed product', () => {
    const list = toggleFavourite(toggleFavourite([], fav(1, 'A')), fav(2, 'B'))
    expect(list).toEqual([fav(2, 'B'), fav(1, 'A')])
    expect(toggleFavourite(list, fav(1))).toEqual([fav(2, 'B')])
  })

  it('favourites: at the cap an unlisted product is refused, a listed one can still be removed', () => {
    const full = many(LIMITS.maxFavourites)
    expect(isAtFavouriteCap(full, fav(5000))).toBe(true)
    expect(toggleFavourite(full, fav(5000))).toEqual(full)
    expect(isAtFavouriteCap(full, fav(1))).toBe(false)
    expect(toggleFavourite(full, fav(1))).toHaveLength(LIMITS.maxFavourites - 1)
    expect(favouriteLimitMessage()).toContain(String(LIMITS.maxFavourites))
  })

  it('favourites: the stored list reads back; unreadable storage is empty; repeats and junk are dropped; capped', () => {
    const list = [fav(3, 'C'), fav(1)]
    expect(parseFavouriteList(serializeFavouriteList(list))).toEqual(list)
    expect(serializeFavouriteList([fav(1)])).toBe('[{"productId":1}]')
    expect(parseFavouriteList(JSON.stringify([{ productId: 1 }, { productId: 1, model: 'X' }, { productId: -2 }, 'x', { productId: 2, model: 5 }]))).toEqual([fav(1)])
    for (const stored of [null, undefined, '', 'nope', '{}', '[1]']) expect(parseFavouriteList(stored)).toEqual([])
    expect(parseFavouriteList(serializeFavouriteList(many(LIMITS.maxFavourites + 5)))).toHaveLength(LIMITS.maxFavourites)
  })

  it('favourites: merge bodies carry at most LIMITS.maxLinesPerRequest ids each, in order', () => {
    expect(mergeBatches([])).toEqual([])
    const batches = mergeBatches(many(LIMITS.maxLinesPerRequest * 2 + 1))
    expect(batches.map((batch) => batch.productIds.length)).toEqual([LIMITS.maxLinesPerRequest, LIMITS.maxLinesPerRequest, 1])
    expect(batches.flatMap((batch) => batch.productIds)).toEqual(many(LIMITS.maxLinesPerRequest * 2 + 1).map((item) => item.productId))
  })

  it("favourites: a member's list is read from the server's answer, or null when it is not a list", () => {
    const product = (intID: number) => ({
      intID, model: `M${intID}`, brandName: 'TI', brandId: 1, categoryId: 2, categoryName: 'Amplifiers',
      description: '', packageName: '', image: null, stock: 0, priceLadder: [], moq: 1, spq: 1,
    })
    const addedAt = '2024-01-01T00:00:00.000Z'
    expect(readFavouriteList([{ product: product(2), addedAt }, { product: product(1), addedAt }])).toEqual([fav(2, 'M2'), fav(1, 'M1')])
    for (const bad of [null, {}, [1], [{ product: {} }]]) expect(readFavouriteList(bad)).toBeNull()
  })

  test.prop([fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 80 })])(
    'favourites: toggles keep set semantics: no repeats, parse∘serialize is the identity',
    (ids) => {
      let list: FavouriteItem[] = []
      const model = new Set<number>()
      for (const id of ids) {
        list = toggleFavourite(list, fav(id))
        if (model.has(id)) model.delete(id)
        else model.add(id)
      }
      expect(new Set(list.map((item) => item.productId))).toEqual(model)
      expect(list).toHaveLength(model.size)
      expect(parseFavouriteList(serializeFavouriteList(list))).toEqual(list)
    },
  )

  test.prop([fc.array(fc.nat(), { maxLength: 700 }), fc.integer({ min: 1, max: 300 })])(
    'favourites: merge batches partition the list in order, none larger than the size',
    (ids, size) => {
      const list = ids.map((id) => fav(id))
      const batches = mergeBatches(list, size)
      expect(batches.every((batch) => batch.productIds.length > 0 && batch.productIds.length <= size)).toBe(true)
      expect(batches.flatMap((batch) => batch.productIds)).toEqual(ids)
    },
  )
})
