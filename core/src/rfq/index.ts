/** The RFQ list: merge, remove, clear, storage, submission (RFQ-1..3), and its machine. */
export {
  RFQ_FAILED_MESSAGE,
  RFQ_LIST_KEY,
  RFQ_RESERVE_PATH,
  RFQ_SUBMITTED_MESSAGE,
  clearRfq,
  isQuantity,
  isRfqItem,
  mergeRfq,
  parseRfqList,
  removeRfq,
  setRfqQuantity,
  rfqItem,
  serializeRfqList,
  withoutSubmitted,
  type RfqItem,
} from './rfq.rules.ts'
export { rfqSubmitBody, targetPriceMessage, targetPriceMicros } from './rfq-submit.rules.ts'
export { rfqMachine } from './rfq.machine.ts'
export { rfqError, rfqList, rfqReceipt } from './rfq.selectors.ts'
export type {
  RfqAddEvent,
  RfqClearEvent,
  RfqContext,
  RfqDeleteEvent,
  RfqEmitted,
  RfqEvent,
  RfqInput,
  RfqSubmitEvent,
  RfqUpdateEvent,
} from './rfq.types.ts'
