import type { BomLineDraft } from '@partfront/core/bom'
import type { BomPick } from '@partfront/core/contract'
import type { LineMatch } from './match.ts'

/**
 * The buyer's picks among a BOM's matches and alternatives (issue 18), applied to the lines' matches before they
 * are priced: a picked line takes the part picked as its match (priced as that part), the match it had becomes
 * one of its options, and the line counts as confirmed, so a close or by-value pick goes with the sure lines.
 *
 * A pick must name a part its line offers (the match or one of its options) on a row of the BOM: a crafted pick
 * (another product, a row the BOM does not have, one row twice) is refused with what is wrong. Picks kept with a
 * saved BOM are read leniently instead: one the catalog no longer offers (a part removed or no longer close) is
 * left aside, and the line shows its match as it is now.
 */

/** A pick that cannot be taken, with why, for the buyer's 400. */
export interface RefusedPick {
  readonly pick: BomPick
  readonly message: string
}

/** The matches with the picks taken, the rows confirmed, the picks taken and those refused. */
export interface PickedMatches {
  readonly matches: LineMatch[]
  readonly confirmed: ReadonlySet<number>
  readonly taken: BomPick[]
  readonly refused: RefusedPick[]
}

/** `match` with the part `productId` of its options taken instead, or `undefined` when it does not offer it. */
function pickedMatch(match: LineMatch, productId: number): LineMatch | undefined {
  if (match.part?.intID === productId) return match
  const option = match.others.find((other) => other.part.intID === productId)
  if (option === undefined) return undefined
  const former = match.part === null ? [] : [{ kind: match.kind, part: match.part, score: match.score, reason: match.reason }]
  return {
    kind: option.kind,
    part: option.part,
    score: option.score,
    reason: `Picked by you: ${option.reason}`,
    warnings: [],
    others: [...former, ...match.others.filter((other) => other !== option)],
  }
}

/** `matches` (one per line of `lines`, in order) with `picks` applied. */
export function applyPicks(lines: readonly BomLineDraft[], matches: readonly LineMatch[], picks: readonly BomPick[]): PickedMatches {
  const byRow = new Map(lines.map((line, index) => [line.row, index]))
  const next = [...matches]
  const confirmed = new Set<number>()
  const taken: BomPick[] = []
  const refused: RefusedPick[] = []
  for (const pick of picks) {
    const index = byRow.get(pick.row)
    const match = index === undefined ? undefined : matches[index]
    if (index === undefined || match === undefined) {
      refused.push({ pick, message: `Row ${pick.row} is not a line of this BOM.` })
      continue
    }
    if (confirmed.has(pick.row)) {
      refused.push({ pick, message: `Row ${pick.row} is picked twice: pick one part per line.` })
      continue
    }
    const picked = pickedMatch(match, pick.productId)
    if (picked === undefined) {
      refused.push({ pick, message: `Row ${pick.row}: the part picked (${pick.productId}) is not one offered for this line. Pick one of its matches.` })
      continue
    }
    next[index] = picked
    confirmed.add(pick.row)
    taken.push({ row: pick.row, productId: pick.productId })
  }
  taken.sort((a, b) => a.row - b.row)
  return { matches: next, confirmed, taken, refused }
}
