import { parseArgs } from 'node:util'
import { listBoms, moveBomStatus, parseBomId, parseBomStatus } from '../bom/back-office.ts'
import type { Store } from '../store/store.ts'
import { AdminError } from './admin-error.ts'
import { listOrders, moveOrderStatus, parseOrderId, parseStatus, showOrder } from './orders.ts'
import { listMessages, listQuotes, parseRequestId, parseRequestStatus, setMessageStatus, setQuoteStatus } from './shopping.ts'

/**
 * `npm run admin -- COMMAND`: the back office in a terminal. `runAdmin` reads the arguments, runs the command
 * against a store and answers what to print and the exit code; `scripts/admin.ts` opens the database and
 * prints. Bad input answers exit code 1 with a message naming what was wrong.
 */

/** Rows a listing shows when `--limit` is not given. */
export const DEFAULT_LIST_LIMIT = 50
/** The most rows a listing shows. */
export const MAX_LIST_LIMIT = 1000

export const ADMIN_USAGE = `Usage: npm run admin -- COMMAND [OPTIONS]

The Partfront back office, on the database at DATABASE_URL (default ./data/partfront.db).

Commands:
  orders [--status STATUS] [--limit N]    the newest orders (${DEFAULT_LIST_LIMIT} unless --limit), of one status when given
  order ID                                one order in full: buyer, address, lines, payments, status history
  order:status ID STATUS [--tracking NO]  moves an order on:
                                            pending_payment -> paid       (the wire transfer arrived)
                                            pending_payment -> cancelled  (its stock goes back)
                                            paid            -> shipped    (--tracking keeps the carrier's number)
                                            shipped         -> delivered  (the 15-day return window opens)
  quotes [--status STATUS] [--limit N]    the newest quote requests (product RFQ form, Get Quote page, RFQ lists)
  quote:status ID STATUS                  marks a quote request answered or closed (or new again)
  messages [--status STATUS] [--limit N]  the newest contact messages
  message:status ID STATUS                marks a contact message answered or closed (or new again)
  boms [--status STATUS] [--limit N]      the newest uploaded BOMs of every member
  bom:status ID STATUS                    moves a BOM one step along the sales process:
                                            uploaded -> distributed -> verifying -> confirmed -> ordered

Order statuses: pending_payment, paid, shipped, delivered, cancelled.
Quote request and message statuses: new, answered, closed.
BOM statuses: uploaded, distributed, verifying, confirmed, ordered.

Options:
  --help, -h                              this text`

/** What a run printed and how it ended. */
export interface AdminResult {
  readonly exitCode: 0 | 1
  readonly output: string
}

/** Whether the arguments ask for the usage (no command, `--help`, `-h`, `help`), which needs no database. */
export function isHelpRequest(args: ReadonlyArray<string>): boolean {
  return args.length === 0 || args.includes('--help') || args.includes('-h') || args[0] === 'help'
}

interface Parsed {
  readonly command: string
  readonly positionals: ReadonlyArray<string>
  readonly status: string | undefined
  readonly limit: string | undefined
  readonly tracking: string | undefined
}

function parse(args: ReadonlyArray<string>): Parsed {
  let values: { status?: string | undefined; limit?: string | undefined; tracking?: string | undefined }
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: { status: { type: 'string' }, limit: { type: 'string' }, tracking: { type: 'string' } },
    }))
  } catch (error) {
    throw new AdminError(`${error instanceof Error ? error.message : String(error)}\nRun with --help for the commands.`)
  }
  const [command, ...rest] = positionals
  if (command === undefined) throw new AdminError('Please name a command; run with --help for the list.')
  return { command, positionals: rest, status: values.status, limit: values.limit, tracking: values.tracking }
}

function parseLimit(text: string | undefined): number {
  if (text === undefined) return DEFAULT_LIST_LIMIT
  const limit = Number(text)
  if (!/^[0-9]+$/u.test(text) || limit < 1 || limit > MAX_LIST_LIMIT) {
    throw new AdminError(`--limit must be a whole number from 1 to ${MAX_LIST_LIMIT}, not "${text}"`)
  }
  return limit
}

/** Refuses options and arguments a command does not take, so a typo is never silently ignored. */
function expect(parsed: Parsed, shape: { readonly positionals: number; readonly options: ReadonlyArray<'status' | 'limit' | 'tracking'> }): void {
  if (parsed.positionals.length !== shape.positionals) {
    const extra = parsed.positionals.slice(shape.positionals)
    throw new AdminError(
      extra.length > 0
        ? `${parsed.command} does not take "${extra.join(' ')}"; run with --help for its form`
        : `${parsed.command} needs ${shape.positionals} argument${shape.positionals === 1 ? '' : 's'}; run with --help for its form`,
    )
  }
  for (const option of ['status', 'limit', 'tracking'] as const) {
    if (parsed[option] !== undefined && !shape.options.includes(option)) {
      throw new AdminError(`${parsed.command} does not take --${option}`)
    }
  }
}

async function run(parsed: Parsed, store: Store, now: () => Date): Promise<string> {
  switch (parsed.command) {
    case 'orders': {
      expect(parsed, { positionals: 0, options: ['status', 'limit'] })
      const limit = parseLimit(parsed.limit)
      return listOrders(store, parsed.status === undefined ? { limit } : { status: parseStatus(parsed.status), limit })
    }
    case 'order':
      expect(parsed, { positionals: 1, options: [] })
      return showOrder(store, parseOrderId(parsed.positionals[0]))
    case 'order:status': {
      const [id, status] = parsed.positionals
      if (status === undefined) throw new AdminError('Please give an order id and a status: order:status ID STATUS')
      expect(parsed, { positionals: 2, options: ['tracking'] })
      return moveOrderStatus(store, parseOrderId(id), parseStatus(status), {
        at: now().toISOString(),
        ...(parsed.tracking === undefined ? {} : { trackingNumber: parsed.tracking }),
      })
    }
    case 'quotes':
    case 'messages': {
      expect(parsed, { positionals: 0, options: ['status', 'limit'] })
      const limit = parseLimit(parsed.limit)
      const filter = parsed.status === undefined ? { limit } : { status: parseRequestStatus(parsed.status), limit }
      return parsed.command === 'quotes' ? listQuotes(store, filter) : listMessages(store, filter)
    }
    case 'quote:status':
    case 'message:status': {
      const what = parsed.command === 'quote:status' ? 'quote request' : 'contact message'
      const [id, status] = parsed.positionals
      if (status === undefined) throw new AdminError(`Please give a ${what} id and a status: ${parsed.command} ID STATUS`)
      expect(parsed, { positionals: 2, options: [] })
      const set = parsed.command === 'quote:status' ? setQuoteStatus : setMessageStatus
      return set(store, parseRequestId(id, what), parseRequestStatus(status), now().toISOString())
    }
    case 'boms': {
      expect(parsed, { positionals: 0, options: ['status', 'limit'] })
      const limit = parseLimit(parsed.limit)
      return listBoms(store, parsed.status === undefined ? { limit } : { status: parseBomStatus(parsed.status), limit })
    }
    case 'bom:status': {
      const [id, status] = parsed.positionals
      if (status === undefined) throw new AdminError('Please give a BOM id and a status: bom:status ID STATUS')
      expect(parsed, { positionals: 2, options: [] })
      return moveBomStatus(store, parseBomId(id), parseBomStatus(status), now().toISOString())
    }
    default:
      throw new AdminError(`Unknown command "${parsed.command}"; run with --help for the list.`)
  }
}

/** Runs one back-office command against `store`. */
export async function runAdmin(args: ReadonlyArray<string>, store: Store, now: () => Date = () => new Date()): Promise<AdminResult> {
  if (isHelpRequest(args)) return { exitCode: 0, output: ADMIN_USAGE }
  try {
    return { exitCode: 0, output: await run(parse(args), store, now) }
  } catch (error) {
    if (error instanceof AdminError) return { exitCode: 1, output: error.message }
    throw error
  }
}
