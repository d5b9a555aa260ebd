import type { MatchKind } from '@partfront/core/contract'
import { classifyMatch, compareResults, type PartMatch } from '@partfront/core/parts'
import type { CatalogNames } from './catalog-names.ts'
import type { SearchLimits } from './limits.ts'
import { candidateBases } from './named-parts.ts'
import type { ActivePlan } from './reading.ts'
import type { NamedCandidate, SearchIndex } from './sqlite-index.ts'

/** A product the query names: its exact part number, another packaging of it, or a distributor's number. */
export interface NamedRow extends NamedCandidate {
  readonly match: PartMatch & { readonly kind: 'exact' | 'variant' }
}

/**
 * The products the query names (search issue #7: exact, then "the same base part with another packaging or
 * grade suffix", then distributor numbers), classified by core and in core's order. A distributor's number
 * (`product_codes`) that names a product is a variant match with nothing of the part number highlighted
 * (ours: the contract's kinds have no other place for it).
 */
export function findNamed(index: SearchIndex, names: CatalogNames, plan: ActivePlan, limits: SearchLimits): NamedRow[] {
  const { key, bases } = namedKeys(plan, names)
  const codeIds = new Set(index.idsByCode(key, limits.maxNamed))
  const ids = new Set([...index.idsByPartKey(key), ...codeIds])
  if (bases.length > 0) for (const id of index.idsByBase(bases, limits.maxNamed)) ids.add(id)
  if (ids.size === 0) return []
  return classifyNamed(plan, index.candidates([...ids].slice(0, limits.maxNamed)), codeIds)
}

/**
 * What a query may name a part by: its search key (a part's normalised number, a distributor's number) and,
 * for three characters and more, the normalised bases it may spell (`named-parts.ts`).
 */
export function namedKeys(plan: ActivePlan, names: CatalogNames): { readonly key: string; readonly bases: readonly string[] } {
  return { key: plan.partKey, bases: plan.kind === 'index' ? candidateBases(plan.parsed, names.familyMakers) : [] }
}

/**
 * The candidates the query names, classified by core and in core's order; `codeIds`: those found by a
 * distributor's number, a variant match even when core finds nothing of their part number in the query.
 */
export function classifyNamed(plan: ActivePlan, candidates: readonly NamedCandidate[], codeIds: ReadonlySet<number>): NamedRow[] {
  const named: NamedRow[] = []
  for (const row of candidates) {
    const match = classifyMatch(plan.parsed.text, row.partNumber, row.maker)
    if (match.kind === 'exact' || match.kind === 'variant') named.push({ ...row, match: { ...match, kind: match.kind } })
    else if (codeIds.has(row.id)) named.push({ ...row, match: { kind: 'variant', ranges: [] } })
  }
  return named.sort((a, b) => compareResults(rankedOf(a, a.match.kind), rankedOf(b, b.match.kind)))
}

/** What core's `compareResults` reads of a row. */
export function rankedOf(
  row: { readonly partNumber: string; readonly stock: number; readonly id: number },
  kind: MatchKind,
  keywordScore?: number,
) {
  return { kind, partNumber: row.partNumber, stock: row.stock, id: row.id, keywordScore }
}
