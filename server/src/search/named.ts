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
  const { parsed, partKey } = plan
  const codeIds = new Set(index.idsByCode(partKey, limits.maxNamed))
  const ids = new Set([...index.idsByPartKey(partKey), ...codeIds])
  if (plan.kind === 'index') {
    for (const id of index.idsByBase(candidateBases(parsed, names.familyMakers), limits.maxNamed)) ids.add(id)
  }
  if (ids.size === 0) return []
  const named: NamedRow[] = []
  for (const row of index.candidates([...ids].slice(0, limits.maxNamed))) {
    const match = classifyMatch(parsed.text, row.partNumber, row.maker)
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
