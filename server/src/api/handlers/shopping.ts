import type { EndpointName } from '@partfront/core/contract'
import type { HandlersFor } from '../handler.ts'

/** The handlers of cartDetail, cartAdd, cartDelete, cartSum, favouriteList, favouriteAdd, favouriteRemove, favouriteMerge, quoteSubmit, quoteRfqList, contactSubmit. */
export const shoppingHandlers: Partial<HandlersFor<EndpointName>> = {}
