import { createFetchHttp } from '@partfront/adapters'
import { MATCH_KIND_LABELS, extendedPriceText, formatTotal, lineChoice, priceAt as priceBuild, unitPriceText } from '@partfront/core/bom-tool'
import { type ApiCaller, createApiCaller, isApiError } from '@partfront/core/client'
import { MONEY } from '@partfront/core/constants'
import { bomPreview, productDetail, searchList } from '@partfront/core/contract'
import type { BomLine, ProductDetail, ProductSummary, UploadFile } from '@partfront/core/contract'
import { HttpError, type HttpPort } from '@partfront/core/ports'
import { ladderRows, orderQuantity, priceAt, minimumQuantity, cheaperQuantity } from '@partfront/core/pricing'
import { formatCount, formatUnitPrice, stockText } from '@partfront/core/search'
import { FileReadError, uploadFileAt } from '../adapters/upload-file.ts'
import type { ShopCommand } from './shop-args.ts'
import { UsageError } from './shop-args.ts'
import { formatColumns } from './table.ts'

/**
 * The scripting commands: each asks the API through core's typed client, prices with core's pricing rules,
 * and answers what to print and the exit status (0 found, 1 not found, 2 bad input or no server).
 */

/** What a command printed and how it ended. */
export interface CommandResult {
  readonly exitCode: 0 | 1 | 2
  readonly stdout: string
  readonly stderr: string
}

/** What the commands reach the world through. */
export interface CommandDeps {
  /** @default fetch through the adapter */
  readonly http?: HttpPort
  /** The `user-token` of a signed-in buyer (the interactive app's, kept in the config folder). */
  readonly token?: () => string | undefined
}

/** One part as the JSON lists it: model, maker, stock, and the unit and extended price at the quantity. */
export interface PartJson {
  readonly id: number
  readonly model: string
  readonly manufacturer: string
  readonly package: string
  readonly category: string
  readonly description: string
  readonly stock: number
  readonly moq: number
  readonly spq: number
  /** The quantity priced: the one asked, raised to the minimum order and rounded up to the pack. */
  readonly quantity: number
  /** Why `quantity` differs from the one asked (`''` when it does not). */
  readonly quantityNote: string
  /** In `currency`, per piece at `quantity`; `null`: price on request. */
  readonly unitPrice: number | null
  /** In `currency`, for `quantity` pieces (whole cents); `null`: price on request. */
  readonly extendedPrice: number | null
  readonly currency: typeof MONEY.currency
}

const dollars = (micros: number): number => micros / MONEY.unitsPerDollar

/** A part priced at `wanted` pieces (its minimum order when `null`), with core's pricing rules. */
export function partJson(part: ProductSummary, wanted: number | null): PartJson {
  const order = orderQuantity(part, wanted ?? minimumQuantity(part))
  const price = priceAt(part, order.quantity)
  return {
    id: part.intID,
    model: part.model,
    manufacturer: part.brandName,
    package: part.packageName,
    category: part.categoryName,
    description: part.description,
    stock: part.stock,
    moq: part.moq,
    spq: part.spq,
    quantity: order.quantity,
    quantityNote: wanted === null ? '' : order.note,
    unitPrice: price === null ? null : dollars(price.unitPrice),
    extendedPrice: price === null ? null : dollars(price.extendedPrice),
    currency: MONEY.currency,
  }
}

const ok = (stdout: string): CommandResult => ({ exitCode: 0, stdout, stderr: '' })
const notFound = (stderr: string, stdout = ''): CommandResult => ({ exitCode: 1, stdout, stderr })
const json = (value: unknown): string => JSON.stringify(value, null, 2)

/** Why a call had no answer, as the buyer reads it: the server's URL named, no stack trace. */
function unreachable(api: string, error: HttpError): UsageError {
  const why = error.reason === 'timeout' ? 'it did not answer in time' : error.reason === 'malformed' ? 'its answer is not the Partfront API' : 'nothing answered there'
  return new UsageError(`Cannot reach the Partfront server at ${api}: ${why}.\nStart it with \`npm start\`, or point to another with --api URL (or PARTFRONT_API).`)
}

/** Runs a scripting command (not `interactive`/`help`). Throws only `UsageError`s (exit 2). */
export async function runCommand(command: Exclude<ShopCommand, { kind: 'interactive' | 'help' }>, deps: CommandDeps = {}): Promise<CommandResult> {
  const http = deps.http ?? createFetchHttp()
  const call = createApiCaller({
    http,
    config: { baseUrl: command.api, webDomain: command.api, timeoutMs: 30_000 },
    session: { token: () => deps.token?.() ?? '', referrer: () => null },
  })
  try {
    switch (command.kind) {
      case 'search':
        return await search(call, command.keyword, command.qty, command.json)
      case 'product':
        return await product(call, command.part, command.qty, command.json)
      case 'bom':
        return await bom(call, command.file, command.boards, command.json)
    }
  } catch (error) {
    if (error instanceof HttpError) throw unreachable(command.api, error)
    if (isApiError(error, 'invalid-request')) throw new UsageError(error.message)
    if (isApiError(error, 'invalid-response')) throw new UsageError(`The server at ${command.api} answered something that is not the Partfront API (${error.message}).`)
    if (isApiError(error)) throw new UsageError(`The server refused: ${error.message || 'no reason given'}`)
    throw error
  }
}

function priceText(value: number | null): string {
  return value === null ? 'on request' : formatUnitPrice(Math.round(value * MONEY.unitsPerDollar))
}

function partRows(parts: readonly PartJson[]): string {
  return formatColumns(
    ['Part number', 'Manufacturer', 'Package', 'Stock', 'Qty', 'Unit', 'Extended'],
    parts.map((part) => [
      part.model,
      part.manufacturer,
      part.package,
      stockText(part.stock),
      formatCount(part.quantity),
      priceText(part.unitPrice),
      priceText(part.extendedPrice),
    ]),
    [false, false, false, true, true, true, true],
  )
}

async function search(call: ApiCaller, keyword: string, qty: number | null, asJson: boolean): Promise<CommandResult> {
  const result = await call(searchList, { query: { keyWord: keyword, ...(qty === null ? {} : { qty }) } })
  const parts = result.list.map((hit) => ({ ...partJson(hit.product, qty), match: hit.match }))
  const body = { keyword: result.keyWord, quantity: qty, total: result.total, totalIsExact: result.totalIsExact, page: result.page, pageSize: result.pageSize, parts }
  if (parts.length === 0) return notFound(`No parts match "${result.keyWord}".`, asJson ? json(body) : '')
  if (asJson) return ok(json(body))
  const count = `${result.totalIsExact ? '' : 'about '}${formatCount(result.total)} result${result.total === 1 ? '' : 's'} for "${result.keyWord}"`
  const more = result.total > parts.length ? ` (the first ${parts.length} shown)` : ''
  return ok(`${count}${more}${qty === null ? ', each at its minimum order' : `, priced at ${formatCount(qty)} pieces`}:\n\n${partRows(parts)}`)
}

/** The products a part number or id names: the id's product, or the search's exact matches. */
async function findProducts(call: ApiCaller, part: string): Promise<ProductDetail[]> {
  if (/^\d+$/u.test(part)) {
    try {
      return [await call(productDetail, { query: { id: Number(part) as ProductDetail['intID'] } })]
    } catch (error) {
      // Not an id of ours: it may still be a part number made of digits.
      if (!isApiError(error, 'failure') && !isApiError(error, 'invalid-request')) throw error
    }
  }
  const found = await call(searchList, { query: { keyWord: part } })
  const exact = found.list.filter((hit) => hit.match === 'exact')
  return Promise.all(exact.map((hit) => call(productDetail, { query: { id: hit.product.intID } })))
}

async function product(call: ApiCaller, part: string, qty: number | null, asJson: boolean): Promise<CommandResult> {
  const products = await findProducts(call, part)
  if (products.length === 0) {
    const near = await call(searchList, { query: { keyWord: part, pageSize: 5 } }).catch(() => null)
    const hint = near === null || near.list.length === 0 ? '' : `\nDid you mean: ${near.list.map((hit) => hit.product.model).join(', ')}?`
    return notFound(`No part numbered "${part}".${hint}`, asJson ? json({ part, quantity: qty, parts: [] }) : '')
  }
  const parts = products.map((detail) => {
    const priced = partJson(detail, qty)
    const cheaper = cheaperQuantity(detail, priced.quantity)
    return {
      ...priced,
      datasheetUrl: detail.datasheetUrl,
      rohs: detail.rohs,
      leadTimeDays: detail.leadTimeDays,
      attributes: detail.attributes,
      priceLadder: ladderRows(detail.priceLadder, priced.quantity).map((row) => ({
        quantity: row.quantity,
        unitPrice: dollars(row.unitPrice),
        extendedPrice: dollars(row.extendedPrice),
        active: row.active,
      })),
      cheaper: cheaper === null ? null : { quantity: cheaper.quantity, saving: dollars(cheaper.saving), text: cheaper.text },
    }
  })
  if (asJson) return ok(json({ part, quantity: qty, parts }))
  const text = parts.map((one) => {
    const lines = [
      `${one.model}  ${one.manufacturer}  ${one.package}`.trim(),
      one.description,
      stockText(one.stock),
      '',
      ...one.attributes.map((attribute) => `  ${attribute.name}: ${attribute.value}`),
      ...(one.attributes.length === 0 ? [] : ['']),
      one.priceLadder.length === 0
        ? 'Price on request.'
        : formatColumns(
            ['', 'Quantity', 'Unit price', 'Extended'],
            one.priceLadder.map((row) => [row.active ? '>' : '', `${formatCount(row.quantity)}+`, priceText(row.unitPrice), priceText(row.extendedPrice)]),
            [false, true, true, true],
          ),
      '',
      ...(one.quantityNote === '' ? [] : [one.quantityNote]),
      one.unitPrice === null ? '' : `${formatCount(one.quantity)} pieces: ${priceText(one.unitPrice)} each, ${priceText(one.extendedPrice)} in all`,
      ...(one.cheaper === null ? [] : [one.cheaper.text]),
      ...(one.datasheetUrl === null ? [] : [`Datasheet: ${one.datasheetUrl}`]),
    ]
    return lines.filter((line, index, all) => !(line === '' && all[index - 1] === '')).join('\n').trimEnd()
  })
  return ok(text.join('\n\n---\n\n'))
}

/** The file as an upload, refused (exit 2) before sending when unreadable. */
function uploadFile(path: string): UploadFile {
  try {
    return uploadFileAt(path)
  } catch (error) {
    if (error instanceof FileReadError) throw new UsageError(error.message)
    throw error
  }
}

/** One BOM line as the JSON lists it. */
function lineJson(line: BomLine, priced: ReturnType<typeof priceBuild>) {
  const choice = lineChoice(line, {})
  const price = priced.lines.get(line.row)
  return {
    row: line.row,
    designators: line.designators,
    quantity: line.quantity,
    needed: price?.needed ?? 0,
    mpn: line.mpn,
    manufacturer: line.manufacturer,
    fitted: line.fitted,
    match: { kind: choice.kind, label: MATCH_KIND_LABELS[choice.kind], reason: choice.reason, score: choice.score },
    part:
      choice.product === null
        ? null
        : { id: choice.product.intID, model: choice.product.model, manufacturer: choice.product.brandName, stock: choice.product.stock },
    quantityPriced: price?.buy ?? 0,
    unitPrice: price?.unitPrice == null ? null : dollars(price.unitPrice),
    extendedPrice: price?.extendedPrice == null ? null : dollars(price.extendedPrice),
    short: price?.short ?? false,
  }
}

async function bom(call: ApiCaller, path: string, boards: number, asJson: boolean): Promise<CommandResult> {
  const file = uploadFile(path)
  const preview = await call(bomPreview, { body: { file } })
  const priced = priceBuild(preview.lines, {}, boards)
  const lines = preview.lines.map((line) => lineJson(line, priced))
  const matched = lines.filter((line) => line.part !== null).length
  const body = {
    file: preview.fileName,
    boards,
    pricedAt: preview.pricedAt,
    lines,
    totals: { lines: lines.length, matched, pieces: priced.pieces, price: priced.total === null ? null : dollars(priced.total), currency: MONEY.currency },
  }
  const result = asJson
    ? json(body)
    : `${preview.fileName}: ${lines.length} lines, ${matched} matched, priced for ${formatCount(boards)} board${boards === 1 ? '' : 's'}\n\n${formatColumns(
        ['Row', 'MPN', 'Match', 'Part', 'Stock', 'Needed', 'Unit', 'Extended', 'Reason'],
        lines.map((line) => [
          String(line.row),
          line.mpn,
          line.match.label,
          line.part?.model ?? '',
          line.part === null ? '' : formatCount(line.part.stock),
          formatCount(line.needed),
          unitPriceText(priced.lines.get(line.row)?.unitPrice ?? null, line.part !== null),
          extendedPriceText(priced.lines.get(line.row)?.extendedPrice ?? null),
          line.match.reason,
        ]),
        [true, false, false, false, true, true, true, true, false],
      )}\n\nTotal: ${priced.total === null ? (priced.tooLarge ?? '') : formatTotal(priced.total)}`
  return matched === 0 ? notFound(`No line of ${preview.fileName} matched a part.`, result) : ok(result)
}
