import type { ProductSummary, SimilarPart } from '@partfront/core/contract'
import { GuessList } from './guess-list.tsx'

/** The title of PAGE-1's passives of the same value and size from other makers. */
export const SAME_VALUE_TITLE = 'Same value and size from other makers'

/** The title of issue 29's similar parts by attributes. */
export const SIMILAR_TITLE = 'Similar parts'

/** One related list as the page holds it: its parts (`null` while loading), and whether it failed to load. */
export interface RelatedList<T = ProductSummary> {
  readonly products: readonly T[] | null
  readonly failed: boolean
}

/**
 * PAGE-1's related parts: the same series in other packaging (hidden when there is none), for passives the
 * same value and size from other makers (shown only when there are some: most parts are not passives), and
 * Guess you like it; first, parts similar by attributes (issue 29: shown only when there are some). Drawn by the server when its render loaded them, else in the browser as they load.
 */
export function RelatedLists({
  series,
  sameValue,
  guess,
  similar,
}: {
  readonly series: RelatedList
  readonly sameValue: RelatedList
  readonly guess: RelatedList
  readonly similar: RelatedList<SimilarPart>
}) {
  return (
    <>
      {(similar.products === null && !similar.failed) || similar.products?.length === 0 ? null : (
        <GuessList
          title={SIMILAR_TITLE}
          products={similar.products?.map((part) => part.product) ?? null}
          failed={similar.failed}
          noteOf={(item) => similar.products?.find((part) => part.product.intID === item.intID)?.reason}
        />
      )}
      {series.products?.length === 0 ? null : <GuessList title="Same series, other packaging" products={series.products} failed={series.failed} />}
      {(sameValue.products === null && !sameValue.failed) || sameValue.products?.length === 0 ? null : (
        <GuessList title={SAME_VALUE_TITLE} products={sameValue.products} failed={sameValue.failed} />
      )}
      <GuessList title="Guess you like it" products={guess.products} failed={guess.failed} />
    </>
  )
}
