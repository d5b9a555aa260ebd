import type { Migration } from '../migrate.ts'
import { CATALOG_SQL } from './001-catalog.ts'
import { ACCOUNTS_SQL } from './002-accounts.ts'
import { SHOPPING_SQL } from './003-shopping.ts'
import { ORDERS_SQL } from './004-orders.ts'
import { SEARCH_SQL } from './005-search.ts'
import { BOMS_SQL } from './006-boms.ts'
import { CATALOG_VERSION_SQL } from './007-catalog-version.ts'
import { PAYMENTS_IDEMPOTENCY_SQL } from './008-payments-idempotency.ts'
import { ORDER_TERMS_SQL } from './009-order-terms.ts'
import { ACCOUNT_ADDRESS_SQL } from './010-account-address.ts'
import { BOM_PICKS_SQL } from './011-bom-picks.ts'
import { ORDER_LINE_RESERVED_SQL } from './012-order-line-reserved.ts'
import { SEARCH_PACKAGE_SQL } from './013-search-package.ts'
/**
 * Every schema change of the SQLite store, in order. A migration that has shipped is never edited: a change
 * is a new one at the end.
 */
export const MIGRATIONS: ReadonlyArray<Migration> = [
  { version: 1, name: 'catalog', sql: CATALOG_SQL },
  { version: 2, name: 'accounts', sql: ACCOUNTS_SQL },
  { version: 3, name: 'shopping', sql: SHOPPING_SQL },
  { version: 4, name: 'orders', sql: ORDERS_SQL },
  { version: 5, name: 'search', sql: SEARCH_SQL },
  { version: 6, name: 'boms', sql: BOMS_SQL },
  { version: 7, name: 'catalog version', sql: CATALOG_VERSION_SQL },
  { version: 8, name: 'payments idempotency', sql: PAYMENTS_IDEMPOTENCY_SQL },
  { version: 9, name: 'order terms', sql: ORDER_TERMS_SQL },
  { version: 10, name: 'account address', sql: ACCOUNT_ADDRESS_SQL },
  { version: 11, name: 'bom picks', sql: BOM_PICKS_SQL },
  { version: 12, name: 'order line reserved', sql: ORDER_LINE_RESERVED_SQL },
  { version: 13, name: 'search package', sql: SEARCH_PACKAGE_SQL },
]
