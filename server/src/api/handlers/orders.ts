import type { EndpointName } from '@partfront/core/contract'
import type { HandlersFor } from '../handler.ts'

/** The handlers of orderCreate, orderList, orderDetail, orderCancel, orderReturn, paymentMethods, paymentSubmit, paymentResult, paymentNotify. */
export const ordersHandlers: Partial<HandlersFor<EndpointName>> = {}
