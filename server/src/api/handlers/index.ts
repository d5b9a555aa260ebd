import type { EndpointName } from '@partfront/core/contract'
import type { HandlersFor } from '../handler.ts'
import { catalogHandlers } from './catalog.ts'
import { authHandlers } from './auth.ts'
import { accountHandlers } from './account.ts'
import { shoppingHandlers } from './shopping.ts'
import { ordersHandlers } from './orders.ts'
import { searchHandlers } from './search.ts'
import { bomHandlers } from './bom.ts'

/**
 * Every area's handlers, merged. `handlers.test.ts` checks that each contract endpoint has one.
 */
export const handlers: Partial<HandlersFor<EndpointName>> = {
  ...catalogHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...shoppingHandlers,
  ...ordersHandlers,
  ...searchHandlers,
  ...bomHandlers,
}
