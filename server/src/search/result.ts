import type { BrandId, CategoryId, SearchHit, SearchResult } from '@partfront/core/contract'
import type { CatalogNames } from './catalog-names.ts'
import { addFacets, countFacets, namedCounts, packageCounts, type FacetCounts } from './facets.ts'
import type { MatchRow } from './order.ts'
import type { Counted } from './reading.ts'

/**
 * A search's answer as the contract shows it, whichever engine read it (search issue #7: "with counts per
 * filter value for the current query").
 */

/** What an answer is made of. */
export interface Answer {
  readonly keyWord: string
  readonly page: number
  readonly pageSize: number
  readonly list: SearchHit[]
  /** The counts of the unfiltered match: the facets. */
  readonly unfiltered: FacetCounts
  /** The counts of the filtered match: the total. */
  readonly filtered: Counted
  /** Parts the query names outside the match (a longer number it is a variant of): results too. */
  readonly extras: readonly MatchRow[]
  /** How many of `extras` pass the filters. */
  readonly shownExtras: number
}

/** The answer, its facet values named and in order. */
export function searchResult(names: CatalogNames, answer: Answer): SearchResult {
  const facets = addFacets(answer.unfiltered, countFacets(answer.extras))
  return {
    keyWord: answer.keyWord,
    list: answer.list,
    total: answer.filtered.counts.total + answer.shownExtras,
    page: answer.page,
    pageSize: answer.pageSize,
    totalIsExact: answer.filtered.exact,
    facets: {
      categories: namedCounts(facets.categories, (id) => names.categories.get(id)?.name).map((facet) => ({
        ...facet,
        id: facet.id as CategoryId,
      })),
      manufacturers: namedCounts(facets.manufacturers, (id) => names.makers.get(id)).map((facet) => ({
        ...facet,
        id: facet.id as BrandId,
      })),
      packages: packageCounts(facets.packages),
      inStock: facets.inStock,
    },
  }
}

/** The answer to a query with nothing to look up (only separators and punctuation). */
export function emptyResult(keyWord: string, page: number, pageSize: number): SearchResult {
  return {
    keyWord,
    list: [],
    total: 0,
    page,
    pageSize,
    totalIsExact: true,
    facets: { categories: [], manufacturers: [], packages: [], inStock: 0 },
  }
}
