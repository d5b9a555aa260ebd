/** The member area's wording and decisions (PAGE-2, PAGE-6, PAGE-7). */
export {
  BOM_SALES_PROCESS,
  BOM_STATUS_LABELS,
  MEMBER_MENU,
  RETURN_KIND_LABELS,
  RETURN_POLICY,
  RETURN_STATUS_LABELS,
  addressLine,
  bomListPath,
  bomSentText,
  formatDate,
  formatDateTime,
  memberName,
  orderActions,
  orderListPath,
  pageOfText,
  orderTimeline,
  pageCount,
  paymentPath,
  type OrderActions,
  type TimelineStep,
} from './member.rules.ts'
export { ORDER_STATUS_FILTERS, ORDER_STATUS_LABELS, orderStatusParam } from './order-status.rules.ts'
