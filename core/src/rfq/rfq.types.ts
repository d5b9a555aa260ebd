import type { QuoteContact, QuoteReceipt } from '../contract/quote.ts'
import type {
  AuthForbiddenEvent,
  AuthSignedInEvent,
  AuthSignedOutEvent,
  NavigateEffect,
  PersistEffect,
  SidebarOpenEvent,
  ToastEffect,
} from '../effects/effects.types.ts'
import type { RfqItem } from './rfq.rules.ts'

/** What the RFQ list starts from. */
export interface RfqInput {
  /** `StoragePort.getItem(RFQ_LIST_KEY)` (`quoteList`): `null` when absent. */
  readonly stored: string | null
  /** Whether a member is signed in at start. */
  readonly signedIn: boolean
}

export interface RfqContext {
  readonly list: readonly RfqItem[]
  readonly signedIn: boolean
  /** RFQ-3: the lines being submitted (taken off the list when the call succeeds). */
  readonly submitting: readonly RfqItem[]
  /** RFQ-3: why the last submission was refused or failed; `null` for none. */
  readonly error: string | null
  /** RFQ-3: the acknowledgement of the last submission (its quote request number); `null` before one or after a new try. */
  readonly receipt: QuoteReceipt | null
}

/** Add to RFQ: merge the line (RFQ-1) and open the drawer on RFQ List (RFQ-2). */
export interface RfqAddEvent {
  readonly type: 'rfq.add'
  readonly item: RfqItem
}

/** Delete an RFQ row: a local edit only (RFQ-2). */
export interface RfqDeleteEvent {
  readonly type: 'rfq.delete'
  readonly id: string
}

/** Set a line's quantity on `/cart/reserve` (ours, issue 17): a positive safe integer, else nothing changes. */
export interface RfqUpdateEvent {
  readonly type: 'rfq.update'
  readonly id: string
  readonly quantity: number
}

/** Clear the RFQ list (RFQ-2). */
export interface RfqClearEvent {
  readonly type: 'rfq.clear'
}

/** Submit the list from `/cart/reserve` with who to answer (RFQ-3). */
export interface RfqSubmitEvent {
  readonly type: 'rfq.submit'
  readonly contact: QuoteContact
  readonly remark?: string
  /** Target unit prices as typed, in dollars, by line id (ours, issue 17); a blank one is left out. */
  readonly targetPrices?: Readonly<Record<string, string>>
}

export type RfqEvent =
  | RfqAddEvent
  | RfqDeleteEvent
  | RfqUpdateEvent
  | RfqClearEvent
  | RfqSubmitEvent
  | AuthSignedInEvent
  | AuthSignedOutEvent

/** What the RFQ list asks of the outside world, and tells the sidebar (RFQ-2) and the session (a 403). */
export type RfqEmitted = PersistEffect | NavigateEffect | ToastEffect | SidebarOpenEvent | AuthForbiddenEvent
