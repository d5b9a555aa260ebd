import { BOM, MONEY } from '../constants.ts'
import type { BomLine, BomMatchKind, BomOption, Money, PriceBreak, ProductSummary } from '../contract/index.ts'
import { minimumQuantity, unitPriceAt } from '../pricing/pricing.rules.ts'

/**
 * A BOM priced at a build quantity, on the page (issue 18: "A build quantity (boards) that re-prices every line
 * across its price breaks, with several quantities side by side and the cost per board at each"). The server
 * prices a BOM with the same `breakPrice` (`server/src/bom/price.ts`), so a line costs the same on the page, in
 * the export and in the cart; the lines carry their parts' ladders and minimum orders, so any build quantity is
 * priced here at once, without asking the server again.
 */

/** The price of `needed` pieces of a part for a build. */
export interface BreakPrice {
  readonly unitPrice: Money
  /** The pieces priced: `needed`, or the part's minimum (its minimum order, or its first break) when more. */
  readonly buy: number
}

/**
 * The price of `needed` pieces for a build, with core's pricing rules (`core/src/pricing`): a BOM line is
 * priced for what the buyer would have to buy, so below the part's minimum (`minimumQuantity`: its minimum
 * order, never below the ladder's first break) it is priced for the minimum, at the break of the pieces
 * bought (`unitPriceAt`). `undefined` for an empty ladder (price on request). The server prices BOMs with it.
 */
export function breakPrice(ladder: readonly PriceBreak[], needed: number, moq = 1): BreakPrice | undefined {
  if (ladder.length === 0) return undefined
  const buy = Math.max(needed, minimumQuantity({ priceLadder: ladder, moq }))
  const unitPrice = unitPriceAt(ladder, buy)
  return unitPrice === undefined ? undefined : { unitPrice, buy }
}

/** The buyer's picks: a BOM row → the catalog part picked for it (issue 18: "close matches … to pick from"). */
export type BomPicks = Readonly<Record<number, number>>

/** What a line stands for once the buyer's pick is applied: the part, how it matched, and whether it was picked. */
export interface LineChoice {
  readonly kind: BomMatchKind
  readonly product: ProductSummary | null
  readonly score: number
  readonly reason: string
  /** The buyer picked (or confirmed) this part. */
  readonly picked: boolean
}

/** The parts a line offers to pick from: its match first, then its options. */
export function lineOffers(line: BomLine): BomOption[] {
  const own = line.match.product === null ? [] : [{ ...line.match, product: line.match.product }]
  return [...own, ...(line.options ?? [])]
}

/** A line with the buyer's pick applied; a pick the line does not offer is ignored. */
export function lineChoice(line: BomLine, picks: BomPicks): LineChoice {
  const picked = picks[line.row]
  const offer = picked === undefined ? undefined : lineOffers(line).find((o) => o.product.intID === picked)
  if (offer !== undefined) return { kind: offer.kind, product: offer.product, score: offer.score, reason: offer.reason, picked: true }
  return { ...line.match, picked: false }
}

/** One line priced at a build quantity. */
export interface LinePrice {
  readonly row: number
  /** Pieces the build needs: quantity per board × boards (0 for a do-not-fit line). */
  readonly needed: number
  /** Pieces priced: `needed`, or the part's first break or minimum order when more. */
  readonly buy: number
  /** `null`: not matched, not fitted, or priced on request. */
  readonly unitPrice: Money | null
  readonly extendedPrice: Money | null
  /** The part has less stock than the build needs. */
  readonly short: boolean
  /** Matched, fitted, and priced on request (an empty ladder). */
  readonly onRequest: boolean
}

/** A BOM priced at one build quantity. */
export interface BuildPrice {
  readonly boards: number
  readonly lines: ReadonlyMap<number, LinePrice>
  /** The extended prices of the fitted, priced lines; `null` when past what a price may be (see `tooLarge`). */
  readonly total: Money | null
  /** `total / boards`, to the micro-dollar; `null` with `total`. */
  readonly perBoard: Money | null
  /** Pieces to buy for the build, do-not-fit lines left out. */
  readonly pieces: number
  /** Rows of the lines short of stock for this build. */
  readonly shortRows: readonly number[]
  /** Rows of the matched lines priced on request (left out of the total). */
  readonly onRequestRows: readonly number[]
  /** Why the build cannot be priced (past `Number.MAX_SAFE_INTEGER` micro-dollars, about $9 billion). */
  readonly tooLarge: string | null
}

const MAX_MONEY = BigInt(Number.MAX_SAFE_INTEGER)

/** Why a build quantity is refused (the API's own limit). */
export const BOARDS_MESSAGE = `Boards must be a whole number from 1 to ${BOM.maxBoards.toLocaleString('en-US')}`

/** A build quantity as typed (`1,000` or `1000`), or `undefined` when it is not one `isBoards` takes. */
export function readBoards(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/gu, '')
  if (!/^\d{1,9}$/u.test(trimmed)) return undefined
  const boards = Number(trimmed)
  return isBoards(boards) ? boards : undefined
}

/** Whether `boards` is a build quantity the API takes: a whole number from 1 to `BOM.maxBoards`. */
export function isBoards(boards: number): boolean {
  return Number.isInteger(boards) && boards >= 1 && boards <= BOM.maxBoards
}

/** Pieces per board of a line: 0 for a do-not-fit line, whole pieces (a fraction rounds up, as the server does). */
function perBoard(line: BomLine): number {
  return line.fitted ? Math.max(0, Math.ceil(line.quantity)) : 0
}

/** Every line of a BOM, with the buyer's picks, priced for `boards` boards (a whole number, 1 to `BOM.maxBoards`). */
export function priceAt(lines: readonly BomLine[], picks: BomPicks, boards: number): BuildPrice {
  const priced = new Map<number, LinePrice>()
  let total = 0n
  let pieces = 0
  const shortRows: number[] = []
  const onRequestRows: number[] = []
  for (const line of lines) {
    const choice = lineChoice(line, picks)
    const needed = perBoard(line) * boards
    pieces += needed
    const product = choice.product
    const price = product === null || needed === 0 ? undefined : breakPrice(product.priceLadder, needed, product.moq)
    const extended = price === undefined ? null : BigInt(price.unitPrice) * BigInt(price.buy)
    const short = product !== null && needed > 0 && product.stock < needed
    const onRequest = product !== null && needed > 0 && price === undefined
    if (short) shortRows.push(line.row)
    if (onRequest) onRequestRows.push(line.row)
    if (extended !== null) total += extended
    priced.set(line.row, {
      row: line.row,
      needed,
      buy: price?.buy ?? needed,
      unitPrice: price?.unitPrice ?? null,
      extendedPrice: extended === null || extended > MAX_MONEY ? null : (Number(extended) as Money),
      short,
      onRequest,
    })
  }
  const tooLarge =
    total > MAX_MONEY
      ? `This BOM comes to more than ${formatTotal(Number.MAX_SAFE_INTEGER)} for ${boards.toLocaleString('en-US')} boards, more than one price may be. Please ask for fewer boards, or a quote.`
      : null
  return {
    boards,
    lines: priced,
    total: tooLarge === null ? (Number(total) as Money) : null,
    perBoard: tooLarge === null ? (Number((total + BigInt(boards) / 2n) / BigInt(boards)) as Money) : null,
    pieces,
    shortRows,
    onRequestRows,
    tooLarge,
  }
}

/** Thousands separators, locale-free (so the server's render and the browser's agree). */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/gu, ',')
}

/**
 * A total in dollars and cents from micro-dollars, rounded to the nearest cent (`$1,234.57`). Integer
 * arithmetic: no float rounding.
 */
export function formatTotal(micros: number): string {
  const cents = (BigInt(Math.max(0, Math.trunc(micros))) + 5_000n) / BigInt(MONEY.unitsPerDollar / 100)
  return `$${grouped(String(cents / 100n))}.${String(cents % 100n).padStart(2, '0')}`
}
