import { useEffect, useState } from 'react'
import { productGuess, searchList, type ProductDetail, type ProductSummary } from '@partfront/core/contract'
import { sameSeries, seriesKeyword } from '@partfront/core/parts'
import { useStorefront } from '../../app/storefront.tsx'
import { GuessList } from './guess-list.tsx'

/**
 * PAGE-1's related parts: the same series in other packaging (hidden when there is none) and Guess you like
 * it, each loaded in the browser after the first paint (they are not what the page is for).
 */
export function RelatedParts({ product, guess }: { readonly product: ProductDetail; readonly guess: readonly ProductSummary[] | null }) {
  const related = useRelated(product.intID, guess)
  const series = useSeries(product)
  return (
    <>
      {series.products?.length === 0 ? null : <GuessList title="Same series, other packaging" products={series.products} failed={series.failed} />}
      <GuessList title="Guess you like it" products={related.products} failed={related.failed} />
    </>
  )
}

/** The related parts, loaded after the first paint (they are not what the page is for). */
function useRelated(id: ProductDetail['intID'], initial: readonly ProductSummary[] | null) {
  const storefront = useStorefront()
  const [state, setState] = useState<{ products: readonly ProductSummary[] | null; failed: boolean }>({ products: initial, failed: false })
  useEffect(() => {
    if (initial !== null) return
    let live = true
    storefront
      .call(productGuess, { query: { id } })
      .then((products) => live && setState({ products, failed: false }))
      .catch(() => live && setState({ products: null, failed: true }))
    return () => {
      live = false
    }
  }, [id, initial, storefront])
  return state
}

/**
 * PAGE-1's similar parts: the same series (core's `seriesKeyword`) from the search, other packages first
 * (core's `sameSeries`); an empty list when the part number has no series to search.
 */
function useSeries(product: ProductDetail) {
  const storefront = useStorefront()
  const [state, setState] = useState<{ products: readonly ProductSummary[] | null; failed: boolean }>({ products: null, failed: false })
  useEffect(() => {
    let live = true
    const keyWord = seriesKeyword(product.model)
    void Promise.resolve()
      .then(async () => {
        const found = keyWord === null ? [] : (await storefront.call(searchList, { query: { keyWord, page: 1, pageSize: 40 } })).list
        if (live) setState({ products: sameSeries(product, found.map((hit) => hit.product)), failed: false })
      })
      .catch(() => live && setState({ products: null, failed: true }))
    return () => {
      live = false
    }
  }, [product, storefront])
  return state
}
