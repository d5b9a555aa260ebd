import { useEffect, useState } from 'react'
import type { ProductDetail } from '@partfront/core/contract'
import { useStorefront } from '../../app/storefront.tsx'
import { type RelatedData, loadGuess, loadSameValue, loadSeries, loadSimilar } from './related-data.ts'
import { type RelatedList, RelatedLists } from './related-lists.tsx'

/**
 * PAGE-1's related parts in the browser: each list the route did not bring (a client-side navigation, or a
 * list the server could not load) is asked for after the first paint, and shown as it comes.
 */
export function RelatedParts({ product, initial }: { readonly product: ProductDetail; readonly initial: RelatedData | null }) {
  const { call } = useStorefront()
  const series = useDeferredList(initial?.series ?? null, () => loadSeries(call, product), [product, call])
  const sameValue = useDeferredList(initial?.sameValue ?? null, () => loadSameValue(call, product), [product, call])
  const guess = useDeferredList(initial?.guess ?? null, () => loadGuess(call, product), [product, call])
  const similar = useDeferredList(initial?.similar ?? null, () => loadSimilar(call, product), [product, call])
  return <RelatedLists series={series} sameValue={sameValue} guess={guess} similar={similar} />
}

/** A list loaded once after the first paint (`initial` when the route already has it), and whether it failed. */
function useDeferredList<T>(initial: readonly T[] | null, load: () => Promise<readonly T[]>, deps: readonly unknown[]): RelatedList<T> {
  const [state, setState] = useState<RelatedList<T>>({ products: initial, failed: false })
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
