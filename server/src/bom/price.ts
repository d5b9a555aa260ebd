import type { BomLineDraft } from '@partfront/core/bom'
import { BOM } from '@partfront/core/constants'
import { breakPrice } from '@partfront/core/bom-tool'
import type { Money } from '@partfront/core/contract'
import type { LineMatch } from './match.ts'

/**
 * A matched BOM priced at a build quantity (issue 8: "each line's quantity per board × boards, each at its
 * price break, with the unit and extended price, the lines not matched, and what is short in stock"). Pure:
 * the catalog's ladders come with the matches.
 *
 * - A fitted line needs `quantity × boards` pieces (a fractional quantity per board rounds up to whole pieces
 *   for the build); a do-not-fit line needs none, is kept, and is priced at nothing.
 * - The unit price is the ladder's break with the largest quantity not above what is needed. Below the first
 *   break (or the part's minimum order) the part is sold from that quantity: the line is priced for it, and
 *   the line's warnings say so. Ours: the extended price is what the buyer would pay, so it is for the pieces
 *   bought, not the pieces needed.
 * - An empty ladder is price on request: no price, and a warning.
 * - Issue 14: pieces and prices are exact or refused. Boards are 1 to `BOM.maxBoards` and a line's quantity at
 *   most `BOM.maxLineQuantity` (a BOM stored before that limit may hold more: refused, naming the row), so
 *   pieces stay below 10^12; each extended price and the total are computed in `bigint`, and one past the money
 *   type (a safe integer of micro-dollars, about $9 billion) is refused with a message naming the line, never
 *   rounded or overflowed.
 */

/** Issue 14: a BOM that cannot be priced exactly for this build; `message` says why, for the buyer. */
export class BomPriceRefusal extends Error {
  override readonly name = 'BomPriceRefusal'
}

const MAX_MONEY = BigInt(Number.MAX_SAFE_INTEGER)

/** `$9,007,199,254` from micro-dollars (whole dollars, rounded down: only said when past the limit). */
function dollars(micros: bigint): string {
  return `$${(micros / 1_000_000n).toLocaleString('en-US')}`
}

function lineName(line: BomLineDraft): string {
  const mpn = line.mpn.length > 40 ? `${line.mpn.slice(0, 40)}…` : line.mpn
  return mpn === '' ? `Row ${line.row}` : `Row ${line.row} (${mpn})`
}

function boardsChecked(boards: number): number {
  if (!Number.isInteger(boards) || boards < 1 || boards > BOM.maxBoards) {
    throw new BomPriceRefusal(`Boards must be a whole number from 1 to ${BOM.maxBoards.toLocaleString('en-US')}.`)
  }
  return boards
}

/** Pieces per board of a fitted line, refused when past `BOM.maxLineQuantity` (or not a number of pieces). */
function quantityChecked(line: BomLineDraft): number {
  if (!line.fitted) return 0
  const quantity = Math.ceil(line.quantity)
  if (!(quantity >= 0 && quantity <= BOM.maxLineQuantity)) {
    throw new BomPriceRefusal(
      `${lineName(line)} asks for ${String(line.quantity)} pieces per board, more than the ${BOM.maxLineQuantity.toLocaleString('en-US')} ` +
        'one line may have. Correct the file and upload it again, or confirm its columns again to read it with these limits.',
    )
  }
  return quantity
}

/** One line with its match and prices. */
export interface PricedLine {
  readonly line: BomLineDraft
  readonly match: LineMatch
  /** Pieces per board to buy: 0 for a do-not-fit line. */
  readonly quantity: number
  /** Pieces the build needs: `quantity × boards`. */
  readonly needed: number
  /** Pieces priced: `needed`, or the smallest quantity the part is sold in when more. */
  readonly buy: number
  readonly unitPrice: Money | null
  readonly extendedPrice: Money | null
  /** The match's warnings and the pricing's (minimum order, stock, price on request). */
  readonly warnings: readonly string[]
}

/** A line short of stock for the build. */
export interface Shortage {
  readonly row: number
  readonly model: string
  readonly needed: number
  readonly stock: number
}

/** The totals of a priced BOM. */
export interface PricedTotals {
  /** Every line, do-not-fit lines included. */
  readonly lines: number
  /** Pieces to buy for the build, do-not-fit lines left out. */
  readonly quantity: number
  /** Lines matched to a catalog part (any kind but `none`). */
  readonly matched: number
  /** The extended prices of the fitted, priced lines. */
  readonly price: Money
  /** Rows of the fitted lines not matched. */
  readonly unmatched: readonly number[]
  /** Fitted lines whose part has less stock than the build needs. */
  readonly short: readonly Shortage[]
  /** Rows of the fitted, matched lines priced on request. */
  readonly onRequest: readonly number[]
}

/** A BOM priced at a build quantity. */
export interface PricedBom {
  readonly boards: number
  readonly lines: readonly PricedLine[]
  readonly totals: PricedTotals
}

// The break rule is core's (`core/src/bom-tool`), so the `/bom` page prices a build as the server does.
export { type BreakPrice, breakPrice } from '@partfront/core/bom-tool'

function priceLine(line: BomLineDraft, match: LineMatch, boards: number): PricedLine {
  const quantity = quantityChecked(line)
  const needed = quantity * boards
  const warnings = [...match.warnings]
  const part = match.part
  if (part === null || needed === 0) {
    return { line, match, quantity, needed, buy: 0, unitPrice: null, extendedPrice: null, warnings }
  }
  const price = breakPrice(part.priceLadder, needed, part.moq)
  if (price === undefined) {
    warnings.push(`${part.model} is priced on request.`)
    return { line, match, quantity, needed, buy: needed, unitPrice: null, extendedPrice: null, warnings }
  }
  if (price.buy > needed) {
    warnings.push(`${part.model} is sold from ${price.buy.toLocaleString('en-US')} pieces: priced for ${price.buy.toLocaleString('en-US')}, ${needed.toLocaleString('en-US')} needed.`)
  }
  if (part.stock < needed) {
    warnings.push(`Short in stock: ${needed.toLocaleString('en-US')} needed, ${part.stock.toLocaleString('en-US')} in stock.`)
  }
  const extended = BigInt(price.unitPrice) * BigInt(price.buy)
  if (extended > MAX_MONEY) {
    throw new BomPriceRefusal(
      `${lineName(line)} comes to ${dollars(extended)} for ${boards.toLocaleString('en-US')} board${boards === 1 ? '' : 's'}, more than ` +
        `the ${dollars(MAX_MONEY)} one price may be. Please ask for fewer boards, or a quote.`,
    )
  }
  return {
    line,
    match,
    quantity,
    needed,
    buy: price.buy,
    unitPrice: price.unitPrice,
    extendedPrice: Number(extended) as Money,
    warnings,
  }
}

/**
 * Prices every line of a matched BOM for `boards` boards (a whole number from 1 to `BOM.maxBoards`). Throws
 * `BomPriceRefusal` when the build cannot be priced exactly (see above).
 */
export function priceBom(lines: readonly BomLineDraft[], matches: readonly LineMatch[], boards: number): PricedBom {
  boardsChecked(boards)
  const priced = lines.map((line, i) => priceLine(line, matches[i] ?? { kind: 'none', part: null, score: 0, reason: '', warnings: [], others: [] }, boards))
  let quantity = 0
  let price = 0n
  let matched = 0
  const unmatched: number[] = []
  const short: Shortage[] = []
  const onRequest: number[] = []
  for (const p of priced) {
    if (p.match.kind !== 'none') matched++
    if (!p.line.fitted) continue
    quantity += p.needed
    if (p.match.part === null) {
      unmatched.push(p.line.row)
      continue
    }
    if (p.extendedPrice === null) onRequest.push(p.line.row)
    else price += BigInt(p.extendedPrice)
    if (p.match.part.stock < p.needed) short.push({ row: p.line.row, model: p.match.part.model, needed: p.needed, stock: p.match.part.stock })
  }
  if (!Number.isSafeInteger(quantity)) {
    throw new BomPriceRefusal(`This BOM needs more pieces for ${boards.toLocaleString('en-US')} boards than we can count. Please ask for fewer boards.`)
  }
  if (price > MAX_MONEY) {
    throw new BomPriceRefusal(
      `This BOM comes to ${dollars(price)} for ${boards.toLocaleString('en-US')} board${boards === 1 ? '' : 's'}, more than the ` +
        `${dollars(MAX_MONEY)} one price may be. Please ask for fewer boards, or a quote.`,
    )
  }
  return {
    boards,
    lines: priced,
    totals: { lines: priced.length, quantity, matched, price: Number(price) as Money, unmatched, short, onRequest },
  }
}
