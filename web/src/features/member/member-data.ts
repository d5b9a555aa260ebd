import { accountInfo, addressList, bomDetail, bomList, orderDetail, orderList, type BomId, type OrderId, type PageNumber } from '@partfront/core/contract'
import type { ApiCaller } from '@partfront/core/client'
import { orderStatusParam } from '@partfront/core/member'
import { memberDataOr404 } from '../../app/route-data.ts'

/**
 * The member pages' data, through the typed client with the buyer's token (on the server, the request's
 * cookie). The routes load this module lazily, so the contract's member schemas stay out of every other page's
 * JavaScript. A 403 is `/login`, a 404 the 404 page (`memberDataOr404`).
 */

export const loadAccount = (call: ApiCaller) => memberDataOr404(call(accountInfo, {}))

export const loadAddresses = (call: ApiCaller) => memberDataOr404(call(addressList, {}))

export function loadOrders(call: ApiCaller, query: { readonly status?: string | undefined; readonly page?: PageNumber | undefined }) {
  const status = orderStatusParam(query.status)
  return memberDataOr404(
    call(orderList, { query: { ...(status === null ? {} : { status }), ...(query.page === undefined ? {} : { page: query.page }) } }),
  )
}

export const loadBoms = (call: ApiCaller, page: PageNumber | undefined) => memberDataOr404(call(bomList, { query: page === undefined ? {} : { page } }))

export const loadOrder = (call: ApiCaller, id: OrderId) => memberDataOr404(call(orderDetail, { query: { id } }))

export const loadBom = (call: ApiCaller, id: BomId) => memberDataOr404(call(bomDetail, { query: { id } }))
