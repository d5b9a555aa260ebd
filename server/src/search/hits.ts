import type {
  BrandId,
  CategoryId,
  HighlightRange,
  MatchKind,
  PriceBreak,
  ProductId,
  ProductSummary,
  SearchHit,
  SearchSort,
} from '@partfront/core/contract'
import { compareResults, highlightRanges, rankKeywordMatch, type KeywordFields, type TextRange } from '@partfront/core/parts'
import { rankedOf, type NamedRow } from './named.ts'
import type { PageRow } from './pages.ts'
import type { ActivePlan } from './reading.ts'
import type { ProductRow, SearchIndex } from './sqlite-index.ts'

/**
 * A page's results as the contract shows them (search issue #7: "every result says which kind of match it is
 * … each result carries the matched character ranges of its original part number").
 */

/** The texts a product's keywords are matched against (core's `KEYWORD_FIELDS`; the category with its parent). */
export function keywordFields(product: ProductRow): KeywordFields {
  return {
    partNumber: product.partNumber,
    manufacturer: product.maker,
    category: product.parentCategory === null ? product.category : `${product.category} ${product.parentCategory}`,
    description: product.description,
  }
}

/** A product as a search result lists it. */
export function productSummary(product: ProductRow): ProductSummary {
  return {
    intID: product.id as ProductId,
    model: product.partNumber,
    brandName: product.maker,
    brandId: product.manufacturerId as BrandId,
    categoryId: product.categoryId as CategoryId,
    categoryName: product.category,
    description: product.description,
    packageName: product.packageName,
    image: product.image,
    stock: product.stock,
    priceLadder: JSON.parse(product.priceLadder) as PriceBreak[],
    moq: product.moq,
    spq: product.spq,
  }
}

/**
 * Why a row matched: a part the query names as core classified it (`findNamed`: every product whose search key
 * or base part the query spells was classified there, so no other row is exact or a variant); else a prefix or
 * substring match when its search key holds the query's, highlighted by core's `highlightRanges`; else a keyword
 * match.
 */
function matchOf(
  row: PageRow,
  product: ProductRow,
  plan: ActivePlan,
  named: ReadonlyMap<number, NamedRow>,
): { readonly kind: MatchKind; readonly ranges: readonly TextRange[] } | undefined {
  const match = row.match ?? named.get(row.id)?.match
  if (match !== undefined && match.kind !== 'none') return { kind: match.kind, ranges: match.ranges }
  if (!row.normalized.includes(plan.partKey)) return undefined
  return {
    kind: row.normalized.startsWith(plan.partKey) ? 'prefix' : 'substring',
    ranges: highlightRanges(plan.parsed.text, product.partNumber),
  }
}

/**
 * The hits of a page: each product with why it matched and the ranges of its part number to highlight (for a
 * keyword match, where the words occur in it, by core's `rankKeywordMatch`). In relevance order the page is
 * sorted with core's `compareResults`.
 */
export function hitsOf(
  index: SearchIndex,
  plan: ActivePlan,
  rows: readonly PageRow[],
  sort: SearchSort,
  named: readonly NamedRow[],
): SearchHit[] {
  if (rows.length === 0) return []
  return hitsOfProducts(index.products(rows.map((row) => row.id)), plan, rows, sort, named)
}

/** `hitsOf` with the page's products already read (an engine that reads them asynchronously). */
export function hitsOfProducts(
  products: ReadonlyMap<number, ProductRow>,
  plan: ActivePlan,
  rows: readonly PageRow[],
  sort: SearchSort,
  named: readonly NamedRow[],
): SearchHit[] {
  const namedById = new Map(named.map((row) => [row.id, row]))
  const words = plan.parsed.words.map((word) => word.raw)
  const hits: { readonly hit: SearchHit; readonly keywordScore: number }[] = []
  for (const row of rows) {
    const product = products.get(row.id)
    if (product === undefined) continue
    let match = matchOf(row, product, plan, namedById)
    let keywordScore = row.keywordScore ?? 0
    if (match === undefined) {
      const keyword = rankKeywordMatch(words, keywordFields(product))
      match = { kind: 'keyword', ranges: keyword.ranges.partNumber ?? [] }
      keywordScore = keyword.score
    }
    const highlights = match.ranges.map(([start, end]) => [start, end] as HighlightRange)
    hits.push({ hit: { product: productSummary(product), match: match.kind, highlights }, keywordScore })
  }
  if (sort !== 'relevance') return hits.map(({ hit }) => hit)
  const ranked = ({ hit, keywordScore }: (typeof hits)[number]) =>
    rankedOf({ partNumber: hit.product.model, stock: hit.product.stock, id: hit.product.intID }, hit.match, keywordScore)
  return hits.toSorted((a, b) => compareResults(ranked(a), ranked(b))).map(({ hit }) => hit)
}
