import type { MessageId, QuoteId } from '@partfront/core/contract'
import { type BackOfficeFilter, REQUEST_STATUSES, type RequestStatus, isRequestStatus } from '../store/shopping.port.ts'
import type { Store } from '../store/store.ts'
import { AdminError } from './admin-error.ts'
import { formatTable } from './table.ts'

/**
 * The back office's quote requests and contact messages: listings, one line per request, and moving a request
 * from new to answered or closed.
 */

/** Longest cell shown; longer text (a message body) is cut with an ellipsis. */
const MAX_CELL = 60

/** A value as one table cell: text on one line, `-` for nothing, cut at `MAX_CELL` characters. */
export function cellOf(value: string | number | null): string {
  const line = (value === null || value === '' ? '-' : String(value)).replace(/\s+/gu, ' ').trim()
  return line.length > MAX_CELL ? `${line.slice(0, MAX_CELL - 1)}…` : line
}

/** `--status` for requests: one of new, answered, closed. */
export function parseRequestStatus(text: string): RequestStatus {
  if (!isRequestStatus(text)) throw new AdminError(`Unknown status "${text}"; a request is ${REQUEST_STATUSES.join(', ')}`)
  return text
}

/** A request id from the command line. */
export function parseRequestId(text: string | undefined, what: string): number {
  if (text === undefined || !/^[0-9]{1,15}$/u.test(text)) throw new AdminError(`Please give a ${what} id (digits), not "${text ?? ''}"`)
  return Number(text)
}

/** The newest quote requests, of one status when given. */
export async function listQuotes(store: Store, filter: BackOfficeFilter): Promise<string> {
  const quotes = await store.shopping.listQuotes(filter)
  return formatTable(
    ['id', 'received', 'status', 'from', 'name', 'email', 'company', 'parts'].map((heading) => ({ heading })),
    quotes.map((quote) => [
      String(quote.id),
      quote.createdAt,
      quote.status,
      quote.userId === null ? quote.source : `${quote.source} (member ${quote.userId})`,
      cellOf(quote.name),
      cellOf(quote.email),
      cellOf(quote.company),
      cellOf(quote.parts),
    ]),
    filter.status === undefined ? 'No quote requests yet.' : `No quote requests are ${filter.status}.`,
  )
}

/** The newest contact messages, of one status when given. */
export async function listMessages(store: Store, filter: BackOfficeFilter): Promise<string> {
  const messages = await store.shopping.listContactMessages(filter)
  return formatTable(
    ['id', 'received', 'status', 'name', 'email', 'message'].map((heading) => ({ heading })),
    messages.map((message) => [
      String(message.id),
      message.createdAt,
      message.status,
      cellOf(message.name),
      cellOf(message.email),
      cellOf(message.message),
    ]),
    filter.status === undefined ? 'No contact messages yet.' : `No contact messages are ${filter.status}.`,
  )
}

/** Sets a quote request's status. */
export async function setQuoteStatus(store: Store, id: number, status: RequestStatus, at: string): Promise<string> {
  const quote = await store.shopping.setQuoteStatus(id as QuoteId, status, at)
  if (quote === undefined) throw new AdminError(`There is no quote request ${id}`)
  return `Quote request ${id} is now ${status}.`
}

/** Sets a contact message's status. */
export async function setMessageStatus(store: Store, id: number, status: RequestStatus, at: string): Promise<string> {
  const message = await store.shopping.setContactMessageStatus(id as MessageId, status, at)
  if (message === undefined) throw new AdminError(`There is no contact message ${id}`)
  return `Contact message ${id} is now ${status}.`
}
