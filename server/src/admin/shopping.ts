import type { Store } from '../store/store.ts'
import { AdminError } from './admin-error.ts'
import { formatTable } from './table.ts'

/**
 * The back office's quote and contact-message listings. They read through the shopping area's
 * `listQuotes({ status?, limit })` and `listContactMessages({ status?, limit })`; until that area's store has
 * them, the commands say so. Rows are printed with the columns they come with, so the listings need no
 * change when the shopping area settles its row shapes.
 */

/** A back-office listing's filter. */
export interface ListingFilter {
  readonly status?: string
  readonly limit: number
}

type Listing = (filter: ListingFilter) => Promise<ReadonlyArray<object>>

/** The shopping area's back-office reads, as announced for its port. */
interface ShoppingBackOffice {
  readonly listQuotes: Listing
  readonly listContactMessages: Listing
}

/** Longest cell shown; longer text (a message body) is cut with an ellipsis. */
const MAX_CELL = 60

/** A value as one table cell: text on one line, `-` for nothing, JSON for lists and objects. */
export function cellOf(value: unknown): string {
  let text: string
  if (value === null || value === undefined) text = '-'
  else if (typeof value === 'string') text = value
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') text = String(value)
  else text = JSON.stringify(value)
  const line = text.replace(/\s+/gu, ' ').trim()
  return line.length > MAX_CELL ? `${line.slice(0, MAX_CELL - 1)}…` : line
}

/** Rows of any shape as a table whose columns are the rows' keys, in the order they first appear. */
export function formatRecords(rows: ReadonlyArray<object>, empty: string): string {
  const keys: string[] = []
  for (const row of rows) for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key)
  return formatTable(
    keys.map((heading) => ({ heading })),
    rows.map((row) => keys.map((key) => cellOf((row as Record<string, unknown>)[key]))),
    empty,
  )
}

function listing(store: Store, name: keyof ShoppingBackOffice, what: string): Listing {
  // The shopping area adds these to its port; read them only when they are there.
  const method = (store.shopping as Partial<ShoppingBackOffice>)[name]
  if (typeof method !== 'function') throw new AdminError(`${what} are not kept by this store yet (it has no ${name})`)
  return (filter) => method.call(store.shopping, filter)
}

/** The newest quote requests, of one status when given. */
export async function listQuotes(store: Store, filter: ListingFilter): Promise<string> {
  const rows = await listing(store, 'listQuotes', 'Quote requests')(filter)
  return formatRecords(rows, filter.status === undefined ? 'No quote requests yet.' : `No quote requests are ${filter.status}.`)
}

/** The newest contact messages, of one status when given. */
export async function listMessages(store: Store, filter: ListingFilter): Promise<string> {
  const rows = await listing(store, 'listContactMessages', 'Contact messages')(filter)
  return formatRecords(rows, filter.status === undefined ? 'No contact messages yet.' : `No contact messages are ${filter.status}.`)
}
