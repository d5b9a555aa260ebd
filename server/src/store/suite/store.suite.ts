import { describe } from 'vitest'
import type { StoreFactory } from '../store.ts'
import { accountsSuite } from './accounts.suite.ts'
import { apiInputSuite } from './api-input.suite.ts'
import { attributeCountsSuite } from './attribute-counts.properties.suite.ts'
import { attributesSuite } from './attributes.suite.ts'
import { bomsSuite } from './boms.suite.ts'
import { catalogSuite } from './catalog.suite.ts'
import { ordersSuite } from './orders.suite.ts'
import { searchSuite } from './search.suite.ts'
import { shoppingSuite } from './shopping.suite.ts'

/**
 * The store suite (design.md, Scale: "the same store test suite runs against each" engine): the port's
 * behaviour, area by area, through the port alone — fixtures included — so every engine answers exactly
 * alike. `factory` makes a fresh, empty, migrated store for each test; the suite closes it after.
 *
 * Call it at the top of an engine's test file: `storeSuite('sqlite', () => …)`.
 */
export function storeSuite(engine: string, factory: StoreFactory): void {
  describe(`store suite on ${engine}`, () => {
    accountsSuite(factory)
    catalogSuite(factory)
    shoppingSuite(factory)
    ordersSuite(factory)
    searchSuite(factory)
    bomsSuite(factory)
    apiInputSuite(factory)
    attributesSuite(factory)
    attributeCountsSuite(factory)
  })
}
