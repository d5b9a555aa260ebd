import { shoppingPortSuite } from '../shopping.port.suite.ts'
import type { StoreFactory } from '../store.ts'

/**
 * The shopping area: carts, favourites, quotes and contact messages. Its tests are the shopping area's own
 * (`shopping.port.suite.ts`, written beside its port), run here with the other areas.
 */
export function shoppingSuite(factory: StoreFactory): void {
  shoppingPortSuite(factory)
}
