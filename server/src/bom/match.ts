import {
  type BomLineDraft,
  type ComponentValue,
  comparePackages,
  componentValueKey,
  formatComponentValue,
  looksLikePartNumber,
  packageLabel,
  readComponentValue,
  readPackageName,
  valueUnitOfDesignators,
} from '@partfront/core/bom'
import { TEXT_LIMITS } from '@partfront/core/constants'
import type { BomMatchKind } from '@partfront/core/contract'
import { basePartNumber, isExactPartNumber, isPackagingVariant, normalizePartNumber, prefixUpperBound } from '@partfront/core/parts'
import type { BomStore, CatalogPart, CodedPart, PartRange } from '../store/boms.port.ts'
import { descriptionValue } from './catalog-values.ts'
import { type MakerAffinity, makerAffinity } from './maker-names.ts'

/**
 * Each BOM line matched against the catalog (issue 8, "Matching and pricing"), best first:
 *
 * 1. `exact`: the line's part number, normalised, is a catalog part's (`LM358-N` for `LM358N`), and so is its
 *    exact key (core's `isExactPartNumber`: `1.5SMC6.8CA` is never exact for `1.5SMC68CA`). Several makers
 *    may list one number (`SS34`, `AMS1117-3.3`): the line's maker is preferred, then the part in stock.
 * 2. `variant`: the same base part with another packaging or grade suffix (`LM358DT` for `LM358DR`).
 * 3. `distributor`: a distributor's number the line gives (`LCSC C1525`, a Digi-Key or JLCPCB number), a
 *    distributor's number in the part-number column, or the maker's number inside a Mouser or Digi-Key one
 *    (`603-RC0603FR-0710KL`, `RMCF0402JT5K10CT-ND`).
 * 4. The line's alternates (second sources), exact then variant.
 * 5. `close`: a near miss, with its score and the reason: the catalog's number starts with the BOM's (a suffix
 *    left out), the BOM's starts with the catalog's, one or two characters differ (anywhere: a typo in the
 *    first half is found by the second, `partsContaining`), only punctuation differs.
 * 6. `value`: a passive named only by value and footprint (`10k` `0603`, `100nF` `C_0603_1608Metric`), by a
 *    catalog part of that value and chip size.
 *
 * The matched part's package is checked against the line's footprint, and a mismatch is said. The catalog is
 * read through the store in one query per kind for the whole BOM, never one per line.
 */

/** How one line matched. */
export interface LineMatch {
  readonly kind: BomMatchKind
  readonly part: CatalogPart | null
  /** 0–1: 1 for an exact match with the line's maker. */
  readonly score: number
  /** Why, for the buyer. */
  readonly reason: string
  /** What the buyer should check about the match (a footprint that differs from the part's package). */
  readonly warnings: readonly string[]
  /**
   * Other parts the buyer may pick instead, best first (issue 18): the next close matches, the next passives of
   * the value, the other makers' parts of an exact number or the other variants; at most `OTHERS_PER_LINE`.
   */
  readonly others: readonly Offer[]
}

/** A part offered besides a line's match. */
export interface Offer {
  readonly kind: BomMatchKind
  readonly part: CatalogPart
  readonly score: number
  readonly reason: string
}

/** The store's catalog lookups that matching uses. */
export type CatalogLookups = Pick<BomStore, 'partsByNumbers' | 'partsByBases' | 'partsByCodes' | 'partsInRanges' | 'partsContaining' | 'partsByValues'>

/** Variants read per base part. */
const VARIANTS_PER_BASE = 20
/** Catalog neighbours read on each side of a part number for close matches. */
const NEIGHBOURS = 8
/** Catalog parts read per fragment of a part number (its intact second half) for close matches. */
const CONTAINING = 20
/** The shortest fragment looked up: three characters match too much of a large catalog to be a lead. */
const MIN_FRAGMENT = 4
/** Part numbers of one line tried for close matches. */
const CLOSE_KEYS_PER_LINE = 3
/** Passives read per value and chip size. */
const VALUES_PER_QUERY = 30
/** Other parts offered per line besides its match. */
const OTHERS_PER_LINE = 4

const NO_MATCH: LineMatch = {
  kind: 'none',
  part: null,
  score: 0,
  reason: 'Nothing to match: the line names no part number, distributor number or component value.',
  warnings: [],
  others: [],
}

/** A part number a line asks for. */
interface Wanted {
  readonly text: string
  readonly maker: string
  /** `normalizePartNumber(text)`. */
  readonly key: string
  readonly role: 'mpn' | 'token' | 'alternate'
}

/** A distributor's number a line gives, and the maker's number read from it when it holds one. */
interface Sku {
  readonly distributor: string
  readonly sku: string
  readonly key: string
  /** The maker's part number inside a Mouser or Digi-Key number, normalised. */
  readonly inner: string | undefined
}

/** What a line asks the catalog for. */
interface Plan {
  readonly line: BomLineDraft
  readonly numbers: readonly Wanted[]
  readonly skus: readonly Sku[]
}

const DISTRIBUTOR_NAMES: Readonly<Record<string, string>> = {
  digikey: 'Digi-Key',
  mouser: 'Mouser',
  lcsc: 'LCSC',
  jlcpcb: 'JLCPCB',
  farnell: 'Farnell',
  newark: 'Newark',
  rs: 'RS',
  arrow: 'Arrow',
  avnet: 'Avnet',
  tme: 'TME',
}

function distributorName(id: string): string {
  return DISTRIBUTOR_NAMES[id] ?? id
}

/**
 * The part numbers in a part-number cell that names several (`NTCG163JF103FT1S,RC0603FR-0710KL`,
 * `RC0603FR-0715KL RC0603FR-1015KL`); none when it names one (`BSS123N H6327`, `PTS645SL50SMTR92 LFS`).
 */
function numbersInCell(cell: string): string[] {
  const byComma = cell.split(/\s*[,;]\s*/).filter((t) => t !== '')
  if (byComma.length > 1 && byComma.every((t) => !/\s/.test(t) && looksLikePartNumber(t))) return byComma
  const bySpace = cell.split(/\s+/).filter((t) => t !== '')
  if (bySpace.length > 1 && bySpace.every((t) => t.length >= 6 && looksLikePartNumber(t))) return bySpace
  return []
}

/** The maker's number inside a distributor's: Mouser's `603-` prefix, Digi-Key's `CT-ND` suffix. */
function innerNumber(distributor: string, sku: string): string | undefined {
  let inner: string | undefined
  if (distributor === 'mouser') inner = /^\d{2,3}-(.+)$/.exec(sku)?.[1]
  if (distributor === 'digikey') {
    const stripped = /^(.+?)(?:CT|TR|DKR)?-ND$/i.exec(sku)?.[1]
    // `311-10KJRCT-ND`, `296-11599-1-ND`: Digi-Key's own number, no maker's inside.
    if (stripped !== undefined && !/^\d{2,4}-/.test(stripped)) inner = stripped
  }
  if (inner === undefined || !looksLikePartNumber(inner)) return undefined
  return normalizePartNumber(inner)
}

/**
 * Issue 14: no catalog model is longer than `TEXT_LIMITS.model`, so a longer number can match nothing. The
 * reader no longer stores one, but a BOM stored before may hold one: it is not looked up (a 40,000-character
 * number cost seconds of close matching, and a 1,000,000-character one overflowed the stack).
 */
function lookable(text: string): boolean {
  return text.length <= TEXT_LIMITS.model
}

function planOf(line: BomLineDraft): Plan {
  const numbers: Wanted[] = []
  const add = (text: string, maker: string, role: Wanted['role']) => {
    if (!lookable(text)) return
    const key = normalizePartNumber(text)
    if (key.length >= 2 && !numbers.some((n) => n.key === key)) numbers.push({ text, maker, key, role })
  }
  if (line.mpn !== '' && lookable(line.mpn)) {
    add(line.mpn, line.manufacturer, 'mpn')
    for (const token of numbersInCell(line.mpn)) add(token, line.manufacturer, 'token')
  }
  for (const alternate of line.alternates) add(alternate.mpn, alternate.manufacturer, 'alternate')
  const skus: Sku[] = []
  for (const part of line.distributorParts) {
    if (!lookable(part.sku)) continue
    const key = normalizePartNumber(part.sku)
    if (key.length >= 2) skus.push({ distributor: part.distributor, sku: part.sku, key, inner: innerNumber(part.distributor, part.sku) })
  }
  return { line, numbers, skus }
}

const AFFINITY_RANK: Readonly<Record<MakerAffinity, number>> = { same: 0, unknown: 1, other: 2 }
const NONE: ReadonlySet<number> = new Set()

/**
 * The part to choose among several: one the line's distributor numbers name first, then the line's maker,
 * then parts in stock, the most stock first.
 */
function choose<T extends CatalogPart>(parts: readonly T[], maker: string, named: ReadonlySet<number> = NONE): T | undefined {
  let best: T | undefined
  let bestRank: readonly number[] = []
  for (const part of parts) {
    const rank = [named.has(part.intID) ? 0 : 1, AFFINITY_RANK[makerAffinity(maker, part.brandName)], part.stock > 0 ? 0 : 1, -part.stock, part.intID]
    if (best === undefined || compareRanks(rank, bestRank) < 0) {
      best = part
      bestRank = rank
    }
  }
  return best
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

function group<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const list = map.get(key)
    if (list === undefined) map.set(key, [item])
    else list.push(item)
  }
  return map
}

function partName(part: CatalogPart): string {
  return `${part.brandName} ${part.model}`
}

/** A note on the maker when the BOM names another one than the part's. */
function makerNote(maker: string, part: CatalogPart): string {
  return makerAffinity(maker, part.brandName) === 'other' ? `; the BOM names ${maker} as the maker, the catalog's part is by ${part.brandName}` : ''
}

function basesOf(wanted: Wanted): string {
  return normalizePartNumber(basePartNumber(wanted.text, wanted.maker === '' ? undefined : wanted.maker))
}

/** The exact match of one part number, if any. */
function exactOf(
  wanted: Wanted,
  byNumber: Map<string, CatalogPart[]>,
  named: ReadonlySet<number>,
): { part: CatalogPart; makers: number; all: readonly CatalogPart[] } | undefined {
  const exact = (byNumber.get(wanted.key) ?? []).filter((part) => isExactPartNumber(wanted.text, part.model))
  const part = choose(exact, wanted.maker, named)
  return part === undefined ? undefined : { part, makers: new Set(exact.map((p) => p.brandId)).size, all: exact }
}

/** The parts of `all` besides `chosen`, the line's maker and stock first, as offers of `kind`. */
function othersOf(kind: BomMatchKind, chosen: CatalogPart, all: readonly CatalogPart[], wanted: Wanted, why: string): Offer[] {
  const rest = all.filter((part) => part.intID !== chosen.intID)
  const ranked: CatalogPart[] = []
  while (ranked.length < OTHERS_PER_LINE) {
    const next = choose(rest.filter((part) => !ranked.includes(part)), wanted.maker)
    if (next === undefined) break
    ranked.push(next)
  }
  return ranked.map((part) => ({
    kind,
    part,
    score: score(kind === 'exact' ? 1 : 0.85, wanted, part),
    reason: `${why}: ${partName(part)}${makerNote(wanted.maker, part)}.`,
  }))
}

/** The packaging or grade variant of one part number, if any. */
function variantsOf(wanted: Wanted, byBase: Map<string, CatalogPart[]>): CatalogPart[] {
  return (byBase.get(basesOf(wanted)) ?? []).filter(
    (part) => !isExactPartNumber(wanted.text, part.model) && isPackagingVariant(wanted.text, part.model, wanted.maker === '' ? part.brandName : wanted.maker),
  )
}

function variantOf(wanted: Wanted, byBase: Map<string, CatalogPart[]>, named: ReadonlySet<number>): CatalogPart | undefined {
  return choose(variantsOf(wanted, byBase), wanted.maker, named)
}

/** Why one of several makers' parts was chosen. */
function chosenBecause(maker: string, part: CatalogPart, named: ReadonlySet<number>): string {
  if (named.has(part.intID)) return "the one the line's distributor number names is chosen"
  if (makerAffinity(maker, part.brandName) === 'same') return "the BOM's maker is chosen"
  return 'the one with the most stock is chosen'
}

function exactReason(wanted: Wanted, part: CatalogPart, makers: number, cell: string, named: ReadonlySet<number>): string {
  const which = wanted.role === 'token' ? `, one of the part numbers in the cell "${cell}"` : ''
  const why = chosenBecause(wanted.maker, part, named)
  const several = makers > 1 ? ` (${makers} makers list this number; ${why})` : ''
  return `Exact: ${partName(part)}${which}${several}${makerNote(wanted.maker, part)}.`
}

/**
 * Whether a part found by a distributor's number is the part the line's own number names: the same number, a
 * packaging variant of it, or one holding the other (`74LVC1G04` in `SN74LVC1G04DBVR`).
 */
function namesSamePart(wanted: Wanted, part: CatalogPart): boolean {
  if (isExactPartNumber(wanted.text, part.model) || part.normalized.includes(wanted.key) || wanted.key.includes(part.normalized)) return true
  return isPackagingVariant(wanted.text, part.model, wanted.maker === '' ? part.brandName : wanted.maker)
}

/**
 * A distributor match, checked against the line's own part number: when the distributor's number names
 * another part than the BOM's number, the match is close (the buyer confirms which is meant before it is
 * ordered), the buyer is told why, and the score drops.
 */
function byDistributor(plan: Plan, part: CatalogPart, score: number, reason: string): LineMatch {
  const own = plan.numbers.filter((n) => n.role !== 'alternate')
  if (own.length === 0 || own.some((wanted) => namesSamePart(wanted, part))) {
    return { kind: 'distributor', part, score, reason, warnings: [], others: [] }
  }
  // Another part than the line names: offered as close, for the buyer to confirm, never sent unasked.
  return {
    kind: 'close',
    part,
    score: round(score - 0.3),
    reason,
    warnings: [`The distributor's number names ${part.model}, not the BOM's part number ${plan.line.mpn}: check which one is meant.`],
    others: [],
  }
}

/** Matches by part number, variant and distributor number: everything that needs no close or value search. */
function matchByNumbers(
  plan: Plan,
  byNumber: Map<string, CatalogPart[]>,
  byBase: Map<string, CatalogPart[]>,
  byCode: Map<string, CodedPart[]>,
): LineMatch | undefined {
  const own = plan.numbers.filter((n) => n.role !== 'alternate')
  const alternates = plan.numbers.filter((n) => n.role === 'alternate')
  const named = new Set(plan.skus.flatMap((sku) => byCode.get(sku.key) ?? []).map((part) => part.intID as number))
  for (const wanted of own) {
    const exact = exactOf(wanted, byNumber, named)
    if (exact !== undefined) {
      return {
        kind: 'exact',
        part: exact.part,
        score: score(1, wanted, exact.part, wanted.role === 'token' ? 0.05 : 0),
        reason: exactReason(wanted, exact.part, exact.makers, plan.line.mpn, named),
        warnings: [],
        others: othersOf('exact', exact.part, exact.all, wanted, 'Exact, another maker'),
      }
    }
  }
  for (const wanted of own) {
    const variant = variantOf(wanted, byBase, named)
    if (variant !== undefined) {
      return {
        kind: 'variant',
        part: variant,
        score: score(0.85, wanted, variant),
        reason: `Same base part, another packaging or grade: the BOM names ${wanted.text}, the catalog has ${partName(variant)}${makerNote(wanted.maker, variant)}.`,
        warnings: [],
        others: othersOf('variant', variant, variantsOf(wanted, byBase), wanted, `Another packaging or grade of ${wanted.text}`),
      }
    }
  }
  for (const sku of plan.skus) {
    const part = choose(byCode.get(sku.key) ?? [], plan.line.manufacturer)
    if (part !== undefined) return byDistributor(plan, part, 0.95, `By ${distributorName(sku.distributor)} number ${sku.sku}: ${partName(part)}.`)
  }
  for (const wanted of plan.numbers) {
    const part = choose(byCode.get(wanted.key) ?? [], wanted.maker)
    if (part !== undefined) {
      const coded = part
      return {
        kind: 'distributor',
        part,
        score: 0.9,
        reason: `${wanted.text}, in the ${wanted.role === 'alternate' ? 'alternates' : 'part-number column'}, is ${coded.distributor}'s number for ${partName(part)}.`,
        warnings: [],
        others: [],
      }
    }
  }
  for (const sku of plan.skus) {
    if (sku.inner === undefined) continue
    const inner = (byNumber.get(sku.inner) ?? []).filter((part) => part.normalized === sku.inner)
    const part = choose(inner, plan.line.manufacturer)
    if (part !== undefined) return byDistributor(plan, part, 0.85, `${distributorName(sku.distributor)}'s number ${sku.sku} names ${partName(part)}.`)
  }
  for (const wanted of alternates) {
    const exact = exactOf(wanted, byNumber, named)
    if (exact !== undefined) {
      return {
        kind: 'exact',
        part: exact.part,
        score: score(0.9, wanted, exact.part),
        reason: `Exact for the alternate ${wanted.text}${wanted.maker === '' ? '' : ` (${wanted.maker})`}: ${partName(exact.part)}; the first choice ${plan.line.mpn === '' ? 'has no number' : `${plan.line.mpn} is not in the catalog`}.`,
        warnings: [],
        others: othersOf('exact', exact.part, exact.all, wanted, `Exact for the alternate ${wanted.text}, another maker`),
      }
    }
  }
  for (const wanted of alternates) {
    const variant = variantOf(wanted, byBase, named)
    if (variant !== undefined) {
      return {
        kind: 'variant',
        part: variant,
        score: score(0.75, wanted, variant),
        reason: `Another packaging or grade of the alternate ${wanted.text}: ${partName(variant)}.`,
        warnings: [],
        others: othersOf('variant', variant, variantsOf(wanted, byBase), wanted, `Another packaging or grade of the alternate ${wanted.text}`),
      }
    }
  }
  return undefined
}

/** A score lowered when the BOM names another maker, and by `less`. */
function score(base: number, wanted: Wanted, part: CatalogPart, less = 0): number {
  const penalty = makerAffinity(wanted.maker, part.brandName) === 'other' ? 0.1 : 0
  return Math.max(0, Math.min(1, Math.round((base - penalty - less) * 100) / 100))
}

// ---------------------------------------------------------------------------------------------------------
// Close matches

/** The optimal-string-alignment distance of two strings, or `max + 1` when it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1)
      current.push(d)
      rowMin = Math.min(rowMin, d)
    }
    if (rowMin > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1)
}

/** How close a catalog part is to a part number the BOM asks for: a score and the reason, or nothing. */
export function closeness(wanted: { readonly text: string; readonly key: string }, part: CatalogPart): { score: number; reason: string } | undefined {
  const key = wanted.key
  const other = part.normalized
  if (key.length < 4) return undefined
  if (other === key) {
    return { score: 0.7, reason: `the same letters and digits as the BOM's ${wanted.text}, but a decimal point or sign differs, so it may be another part` }
  }
  if (other.startsWith(key)) {
    return {
      score: round(0.4 + 0.35 * (key.length / other.length)),
      reason: `the catalog's number starts with the BOM's ${wanted.text}; the BOM leaves out "${other.slice(key.length)}" (a package, grade or packaging code)`,
    }
  }
  if (key.startsWith(other) && other.length >= 4 && other.length / key.length >= 0.5) {
    return {
      score: round(0.35 + 0.3 * (other.length / key.length)),
      reason: `the BOM's ${wanted.text} starts with the catalog's number and adds "${key.slice(other.length)}"`,
    }
  }
  const distance = editDistance(key, other, 2)
  if (distance === 1 && key.length >= 5) return { score: 0.75, reason: `one character differs from the BOM's ${wanted.text}` }
  if (distance === 2 && key.length >= 8) return { score: 0.55, reason: `two characters differ from the BOM's ${wanted.text}` }
  return undefined
}

/** A list without repeats, and where each item is in it. */
function unique<T>(items: readonly T[], keyOf: (item: T) => string): { list: T[]; index: Map<string, number> } {
  const index = new Map<string, number>()
  const list: T[] = []
  for (const item of items) {
    const key = keyOf(item)
    if (index.has(key)) continue
    index.set(key, list.length)
    list.push(item)
  }
  return { list, index }
}

function rangeKey(range: PartRange): string {
  return `${range.descending === true ? 'd' : 'a'}\u0000${range.from}\u0000${range.to}`
}

function round(n: number): number {
  return Math.round(n * 100) / 100
}

/**
 * The close-match lookups of the lines not matched yet: neighbours in the B-tree (a number whose first half is
 * intact), shorter numbers (a suffix too many), and the parts holding the number's tail (a typo in its first
 * half: from the fourth character on for one in the first three, `LN358DR` → `58DR`; the second half for one
 * further in, `TPS7I725QDRV` → `25QDRV`).
 */
function closeQueries(plans: readonly Plan[]): { ranges: PartRange[]; keys: string[]; fragments: string[] } {
  const ranges: PartRange[] = []
  const keys = new Set<string>()
  const fragments = new Set<string>()
  for (const plan of plans) {
    for (const wanted of plan.numbers.filter((n) => n.key.length >= 4).slice(0, CLOSE_KEYS_PER_LINE)) {
      const key = wanted.key
      for (const start of [3, Math.ceil(key.length / 2)]) {
        if (key.length - start >= MIN_FRAGMENT) fragments.add(key.slice(start))
      }
      const shared = key.slice(0, Math.max(3, Math.ceil(key.length / 2)))
      const upper = prefixUpperBound(shared)
      if (upper !== undefined) ranges.push({ from: key, to: upper })
      ranges.push({ from: shared, to: key, descending: true })
      for (let length = key.length - 1; length >= Math.max(4, Math.ceil(key.length * 0.5)) && key.length - length <= 8; length--) {
        keys.add(key.slice(0, length))
      }
    }
  }
  return { ranges, keys: [...keys], fragments: [...fragments] }
}

interface CloseCandidate {
  readonly part: CatalogPart
  readonly score: number
  readonly reason: string
  readonly wanted: Wanted
}

function closeReason(candidate: CloseCandidate): string {
  const { part, wanted } = candidate
  return `Close, not exact${wanted.role === 'alternate' ? `, to the alternate ${wanted.text}` : ''}: ${partName(part)}: ${candidate.reason}${makerNote(wanted.maker, part)}. Check it is the part you mean.`
}

function matchClose(plan: Plan, candidates: readonly CatalogPart[]): LineMatch | undefined {
  // Each part once, at its best score; the best first, a part in stock before one without at the same score.
  const byPart = new Map<number, CloseCandidate>()
  const value = lineValue(plan.line)
  for (const wanted of plan.numbers.slice(0, CLOSE_KEYS_PER_LINE)) {
    for (const part of candidates) {
      // A near miss of another value (`GRM1555C1H331…`, 330 pF, for `GRM1555C1H330…`, 33 pF) is no match.
      if (value !== undefined && valueDiffers(value, part)) continue
      const close = closeness(wanted, part)
      if (close === undefined) continue
      const points = score(close.score, wanted, part, wanted.role === 'alternate' ? 0.05 : 0)
      const seen = byPart.get(part.intID)
      if (seen === undefined || points > seen.score) byPart.set(part.intID, { part, score: points, reason: close.reason, wanted })
    }
  }
  const ranked = [...byPart.values()].sort(
    (a, b) => b.score - a.score || (b.part.stock > 0 ? 1 : 0) - (a.part.stock > 0 ? 1 : 0) || a.part.intID - b.part.intID,
  )
  const best = ranked[0]
  if (best === undefined) return undefined
  return {
    kind: 'close',
    part: best.part,
    score: best.score,
    reason: closeReason(best),
    warnings: [],
    others: ranked.slice(1, 1 + OTHERS_PER_LINE).map((other) => ({ kind: 'close', part: other.part, score: other.score, reason: closeReason(other) })),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Passives by value

/** The component value a line's value cell gives, read as its designators say (`R` ohms, `C` farads…). */
function lineValue(line: BomLineDraft): ComponentValue | undefined {
  const unit = valueUnitOfDesignators(line.designators)
  const value = readComponentValue(line.value, unit === undefined ? {} : { unit })
  return value === undefined || (unit !== undefined && value.unit !== unit) ? undefined : value
}

/** Whether a part's description gives another value than the line's (nothing said is no difference). */
function valueDiffers(value: ComponentValue, part: CatalogPart): boolean {
  const theirs = descriptionValue(part.description, value.unit)
  return theirs !== undefined && componentValueKey(theirs) !== componentValueKey(value)
}

/** What a passive line asks for. */
interface ValueWanted {
  readonly valueKey: string
  readonly label: string
  readonly chip: string
  /** Rated voltage, tolerance and dielectric the line names, to prefer parts that say the same. */
  readonly voltage: number | undefined
  readonly tolerance: string | undefined
  readonly dielectric: string | undefined
}

const DIELECTRIC = /\b(X5R|X7R|X7S|X6S|X8R|C0G|NP0|COG|Y5V|Z5U)\b/i

function valueWanted(line: BomLineDraft): ValueWanted | undefined {
  const value = lineValue(line)
  if (value === undefined) return undefined
  const text = `${line.value} ${line.description}`
  const chip =
    readPackageName(line.footprint).chip ??
    text
      .split(/[\s,;/()]+/)
      .map((word) => readPackageName(word).chip)
      .find((c) => c !== undefined) ??
    ''
  const voltage = /(\d+(?:\.\d+)?)\s*V\b/i.exec(text)?.[1]
  return {
    valueKey: componentValueKey(value),
    label: formatComponentValue(value),
    chip,
    voltage: voltage === undefined ? undefined : Number(voltage),
    tolerance: /(\d+(?:\.\d+)?)\s*%/.exec(text)?.[1],
    dielectric: DIELECTRIC.exec(text)?.[1]?.toUpperCase().replace('COG', 'C0G').replace('NP0', 'C0G'),
  }
}

/** How well a passive fits what the line says besides its value (rating, tolerance, dielectric). */
function fit(wanted: ValueWanted, part: CatalogPart): number {
  const text = part.description
  let points = 0
  if (wanted.voltage !== undefined) {
    const rated = /(\d+(?:\.\d+)?)\s*V\b/i.exec(text)?.[1]
    if (rated !== undefined) points += Number(rated) >= wanted.voltage ? 2 : -4
  }
  if (wanted.tolerance !== undefined && text.includes(`${wanted.tolerance}%`)) points += 1
  if (wanted.dielectric !== undefined) {
    const have = DIELECTRIC.exec(text)?.[1]?.toUpperCase().replace('COG', 'C0G').replace('NP0', 'C0G')
    if (have !== undefined) points += have === wanted.dielectric ? 2 : -2
  }
  return points
}

function matchValue(plan: Plan, wanted: ValueWanted, candidates: readonly CatalogPart[], needed: number): LineMatch | undefined {
  const rankOf = (part: CatalogPart) => [-fit(wanted, part), part.stock >= needed ? 0 : 1, -part.stock, part.intID]
  const ranked = [...new Map(candidates.map((part) => [part.intID, part])).values()]
    .map((part) => ({ part, rank: rankOf(part) }))
    .sort((a, b) => compareRanks(a.rank, b.rank))
    .map((entry) => entry.part)
  const best = ranked[0]
  if (best === undefined) return undefined
  const where = wanted.chip === '' ? 'any package (the line names no chip size)' : `package ${wanted.chip}`
  const points = wanted.chip === '' ? 0.35 : 0.5
  return {
    kind: 'value',
    part: best,
    score: points,
    reason:
      plan.numbers.length === 0
        ? `By value: ${wanted.label} in ${where}: ${partName(best)}. The BOM names no part number, so check its rating, tolerance and dielectric.`
        : `${plan.numbers[0]?.text ?? ''} is not in the catalog; by value instead: ${wanted.label} in ${where}: ${partName(best)}. Check its rating, tolerance and dielectric.`,
    warnings: [],
    others: ranked.slice(1, 1 + OTHERS_PER_LINE).map((part) => ({
      kind: 'value',
      part,
      score: points,
      reason: `Also ${wanted.label} in ${where}: ${partName(part)}. Check its rating, tolerance and dielectric.`,
    })),
  }
}

// ---------------------------------------------------------------------------------------------------------

/**
 * The checks of a matched part against the line: its package against the line's footprint, its value (by its
 * description) against the line's value. A difference lowers the score and is said.
 */
function withChecks(line: BomLineDraft, match: LineMatch): LineMatch {
  const part = match.part
  if (part === null) return match
  const warnings: string[] = []
  if (line.footprint !== '' && comparePackages(line.footprint, part.packageName) === 'different') {
    warnings.push(`The footprint ${packageLabel(line.footprint)} differs from the part's package ${part.packageName}.`)
  }
  const value = lineValue(line)
  const theirs = value === undefined ? undefined : descriptionValue(part.description, value.unit)
  if (value !== undefined && theirs !== undefined && componentValueKey(theirs) !== componentValueKey(value)) {
    warnings.push(`The BOM's value ${line.value} is not the part's ${formatComponentValue(theirs)}.`)
  }
  if (warnings.length === 0) return match
  return { ...match, score: round(Math.max(0, match.score - 0.2 * warnings.length)), warnings: [...match.warnings, ...warnings] }
}

function unmatched(plan: Plan): LineMatch {
  if (plan.numbers.length === 0 && plan.skus.length === 0 && readComponentValue(plan.line.value) === undefined) return NO_MATCH
  const asked = [
    ...plan.numbers.map((n) => n.text),
    ...plan.skus.map((s) => `${distributorName(s.distributor)} ${s.sku}`),
  ]
  const what = asked.length === 0 ? `the value ${plan.line.value}` : asked.slice(0, 3).join(', ') + (asked.length > 3 ? ` and ${asked.length - 3} more` : '')
  return { ...NO_MATCH, reason: `Not in the catalog: nothing matches ${what}, nor anything close.` }
}

/** What a line's match depends on: two lines alike in all of it (one row per designator) match alike. */
function signatureOf(line: BomLineDraft, boards: number): string {
  return JSON.stringify([
    line.mpn,
    line.manufacturer,
    line.alternates,
    line.distributorParts,
    line.value,
    line.description,
    line.footprint,
    valueUnitOfDesignators(line.designators) ?? '',
    Math.ceil(line.quantity) * boards,
  ])
}

/**
 * Matches every line of a BOM against the catalog: one `LineMatch` per line, in order. `boards` only steers
 * the choice among passives of one value (one with stock enough for the build first). Lines alike are matched
 * once.
 */
export async function matchBomLines(lines: readonly BomLineDraft[], catalog: CatalogLookups, boards = 1): Promise<LineMatch[]> {
  const distinct = unique(lines, (line) => signatureOf(line, boards))
  const matched = await matchDistinct(distinct.list, catalog, boards)
  return lines.map((line) => matched[distinct.index.get(signatureOf(line, boards)) ?? -1] ?? NO_MATCH)
}

async function matchDistinct(lines: readonly BomLineDraft[], catalog: CatalogLookups, boards: number): Promise<LineMatch[]> {
  const plans = lines.map(planOf)
  const numberKeys = plans.flatMap((plan) => [...plan.numbers.map((n) => n.key), ...plan.skus.flatMap((s) => (s.inner === undefined ? [] : [s.inner]))])
  const baseKeys = plans.flatMap((plan) => plan.numbers.map(basesOf)).filter((base) => base.length >= 3)
  const codeKeys = plans.flatMap((plan) => [...plan.skus.map((s) => s.key), ...plan.numbers.map((n) => n.key)])
  const [byNumberList, byBaseList, byCodeList] = await Promise.all([
    catalog.partsByNumbers(numberKeys),
    catalog.partsByBases(baseKeys, VARIANTS_PER_BASE),
    catalog.partsByCodes(codeKeys),
  ])
  const byNumber = group(byNumberList, (part) => part.normalized)
  const byBase = group(byBaseList, (part) => part.baseNormalized)
  const byCode = group(byCodeList, (part) => part.codeKey)

  const matches: (LineMatch | undefined)[] = plans.map((plan) => matchByNumbers(plan, byNumber, byBase, byCode))

  // Close matches for the lines still unmatched, in one range query and one number query (each range and
  // number once: a BOM written one row per designator asks for the same part many times).
  const open = plans.map((plan, i) => ({ plan, i })).filter(({ i, plan }) => matches[i] === undefined && plan.numbers.length > 0)
  if (open.length > 0) {
    const perLine = open.map(({ plan }) => closeQueries([plan]))
    const ranges = unique(perLine.flatMap((q) => q.ranges), rangeKey)
    const fragments = unique(perLine.flatMap((q) => q.fragments), (fragment) => fragment)
    const [inRanges, shorter, containing] = await Promise.all([
      catalog.partsInRanges(ranges.list, NEIGHBOURS),
      catalog.partsByNumbers([...new Set(perLine.flatMap((q) => q.keys))]),
      catalog.partsContaining(fragments.list, CONTAINING),
    ])
    const byShorter = group(shorter, (part) => part.normalized)
    open.forEach(({ plan, i }, k) => {
      const queries = perLine[k] ?? { ranges: [], keys: [], fragments: [] }
      const candidates: CatalogPart[] = []
      for (const range of queries.ranges) candidates.push(...(inRanges[ranges.index.get(rangeKey(range)) ?? -1] ?? []))
      for (const key of queries.keys) candidates.push(...(byShorter.get(key) ?? []))
      for (const fragment of queries.fragments) candidates.push(...(containing[fragments.index.get(fragment) ?? -1] ?? []))
      for (const wanted of plan.numbers) candidates.push(...(byNumber.get(wanted.key) ?? []))
      matches[i] = matchClose(plan, candidates)
    })
  }

  // Passives by value and chip size, for the lines still unmatched: each value and size asked once.
  const passives = plans
    .map((plan, i) => ({ plan, i, wanted: matches[i] === undefined ? valueWanted(plan.line) : undefined }))
    .filter((entry): entry is { plan: Plan; i: number; wanted: ValueWanted } => entry.wanted !== undefined)
  if (passives.length > 0) {
    const queries = unique(
      passives.map(({ wanted }) => ({ valueKey: wanted.valueKey, chip: wanted.chip })),
      (query) => `${query.valueKey}|${query.chip}`,
    )
    const found = await catalog.partsByValues(queries.list, VALUES_PER_QUERY)
    for (const { plan, i, wanted } of passives) {
      const candidates = found[queries.index.get(`${wanted.valueKey}|${wanted.chip}`) ?? -1] ?? []
      matches[i] = matchValue(plan, wanted, candidates, Math.ceil(plan.line.quantity) * boards)
    }
  }

  return plans.map((plan, i) => withChecks(plan.line, matches[i] ?? unmatched(plan)))
}
