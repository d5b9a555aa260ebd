import { useEffect, useState } from 'react'
import { productGuess, productSameValue, searchList, type ProductDetail, type ProductSummary } from '@partfront/core/contract'
import { sameSeries, seriesKeyword } from '@partfront/core/parts'
import { useStorefront } from '../../app/storefront.tsx'
import { GuessList } from './guess-list.tsx'

/** The title of PAGE-1's passives of the same value and size from other makers. */
export const SAME_VALUE_TITLE = 'Same value and size from other makers'

/**
 * PAGE-1's related parts, each loaded in the browser after the first paint (they are not what the page is for):
 * the same series in other packaging (hidden when there is none), for passives the same value and size from
 * other makers (shown only when there are some: most parts are not passives), and Guess you like it.
 */
export function RelatedParts({ product, guess }: { readonly product: ProductDetail; readonly guess: readonly ProductSummary[] | null }) {
  const storefront = useStorefront()
  const related = useDeferredList(guess, () => storefront.call(productGuess, { query: { id: product.intID } }), [product.intID, storefront])
  // PAGE-1's similar parts: the same series (core's `seriesKeyword`) from the search, other packages first
  // (core's `sameSeries`); an empty list when the part number has no series to search.
  const series = useDeferredList(
    null,
    async () => {
      const keyWord = seriesKeyword(product.model)
      const found = keyWord === null ? [] : (await storefront.call(searchList, { query: { keyWord, page: 1, pageSize: 40 } })).list
      return sameSeries(product, found.map((hit) => hit.product))
    },
    [product, storefront],
  )
  const sameValue = useDeferredList(null, () => storefront.call(productSameValue, { query: { id: product.intID } }), [product.intID, storefront])
  return (
    <>
      {series.products?.length === 0 ? null : <GuessList title="Same series, other packaging" products={series.products} failed={series.failed} />}
      {(sameValue.products === null && !sameValue.failed) || sameValue.products?.length === 0 ? null : (
        <GuessList title={SAME_VALUE_TITLE} products={sameValue.products} failed={sameValue.failed} />
      )}
      <GuessList title="Guess you like it" products={related.products} failed={related.failed} />
    </>
  )
}

/** A list loaded once after the first paint (`initial` when the route already has it), and whether it failed. */
function useDeferredList(initial: readonly ProductSummary[] | null, load: () => Promise<readonly ProductSummary[]>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ products: readonly ProductSummary[] | null; failed: boolean }>({ products: initial, failed: false })
  useEffect(() => {
    if (initial !== null) return
    let live = true
    void Promise.resolve()
      .then(load)
      .then((products) => live && setState({ products, failed: false }))
      .catch(() => live && setState({ products: null, failed: true }))
    return () => {
      live = false
    }
    // `load` is made anew each render; what it reads is in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial, ...deps])
  return state
}
