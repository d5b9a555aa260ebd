import type { QuoteReceipt } from '../contract/quote.ts'
import type { RfqItem } from './rfq.rules.ts'
import type { RfqContext } from './rfq.types.ts'

/**
 * What the RFQ list shows, read from any snapshot of its machine (`rfq.machine.ts`). Kept apart from the
 * machine so a renderer can import them without XState or the machine (issue 13: the first load).
 */

/** What the selectors read: any snapshot of the RFQ list. */
interface RfqSnapshotLike {
  readonly context: RfqContext
}

/** RFQ-1, SIDE-3: the lines, in the order first added. */
export function rfqList(snapshot: RfqSnapshotLike): readonly RfqItem[] {
  return snapshot.context.list
}

/** RFQ-3: the last submission's acknowledgement (the quote request's number), or `null`. */
export function rfqReceipt(snapshot: RfqSnapshotLike): QuoteReceipt | null {
  return snapshot.context.receipt
}

/** RFQ-3: why the last submission was refused or failed, or `null`. */
export function rfqError(snapshot: RfqSnapshotLike): string | null {
  return snapshot.context.error
}
