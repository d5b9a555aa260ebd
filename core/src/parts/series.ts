import type { ProductSummary } from '../contract/product.ts'
import { type NamedValue, passiveOf } from './passive.ts'

/**
 * PAGE-1's similar parts, "the same series in other packaging" (ours: the spec names Guess you like it only):
 * the series of a part number is its leading letters and the digits after them (`LM358D` → `LM358`,
 * `TPSB475K020R0250` → `TPSB475`, `MIC5504-2.8YM5-TR` → `MIC5504`), which is how makers name a die and then
 * append package, grade and reel codes. `null` when that prefix is shorter than four characters or has no
 * digit (too broad a search to mean "the same part").
 */
export function seriesKeyword(model: string): string | null {
  const match = /^[A-Za-z]*\d+/u.exec(model.trim())
  const series = match?.[0] ?? ''
  return series.length >= 4 ? series.toUpperCase() : null
}

/** The part whose series is listed: its facts, and its attributes when the page has them (a passive's value). */
export type SeriesPart = Pick<ProductSummary, 'intID' | 'model' | 'packageName' | 'description' | 'categoryName'> & {
  readonly attributes?: readonly NamedValue[]
}

/**
 * The other members of `product`'s series among `candidates` (a search for its `seriesKeyword`): not the part
 * itself, those in another package first, at most `limit`. For a passive whose value can be read, no member
 * of another value: a resistor series (`RC0603FR-…`) holds every resistance, and "other packaging" of a
 * 1.4 Ω part is the same 1.4 Ω on another reel, not a 390 Ω one.
 */
export function sameSeries(product: SeriesPart, candidates: readonly ProductSummary[], limit = 6): ProductSummary[] {
  const series = seriesKeyword(product.model)
  if (series === null) return []
  const value = passiveOf({ ...product, attributes: product.attributes ?? [] })
  // A member whose value cannot be read from its summary stays: only a known other value is left out.
  const sameValue = (candidate: ProductSummary) => {
    const other = value === undefined ? undefined : passiveOf({ ...candidate, attributes: [] })
    return other === undefined || other.valueKey === value?.valueKey
  }
  const members = candidates.filter(
    (candidate) => candidate.intID !== product.intID && seriesKeyword(candidate.model) === series && sameValue(candidate),
  )
  const otherPackage = members.filter((candidate) => candidate.packageName !== product.packageName)
  const samePackage = members.filter((candidate) => candidate.packageName === product.packageName)
  return [...otherPackage, ...samePackage].slice(0, limit)
}
