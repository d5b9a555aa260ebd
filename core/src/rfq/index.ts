/** RFQ list rules: merge, remove, clear (RFQ-1, RFQ-2). */
export { clearRfq, isQuantity, mergeRfq, removeRfq, type RfqItem } from './rfq.rules.ts'
