import type { Migration } from '../../sqlite/migrate.ts'
import { CATALOG_SQL } from './001-catalog.ts'
import { ACCOUNTS_SQL } from './002-accounts.ts'
import { SHOPPING_SQL } from './003-shopping.ts'
import { ORDERS_SQL } from './004-orders.ts'
import { SEARCH_SQL } from './005-search.ts'
import { BOMS_SQL } from './006-boms.ts'
import { SEARCH_KEYWORDS_SQL } from './007-search-keywords.ts'
import { BOMS_TABLES_SQL } from './008-boms.ts'
import { PAYMENTS_IDEMPOTENCY_SQL } from './009-payments-idempotency.ts'
import { ORDER_TERMS_SQL } from './010-order-terms.ts'
import { ACCOUNT_ADDRESS_SQL } from './011-account-address.ts'
import { BOM_PICKS_SQL } from './012-bom-picks.ts'
import { ORDER_LINE_RESERVED_SQL } from './013-order-line-reserved.ts'

/**
 * Every schema change of the PostgreSQL store, in order: the same areas, tables and constraints as the
 * SQLite store's. A migration that has shipped is never edited: a change is a new one at the end.
 * Versions ascend; a gap is a number another branch holds until it is merged (`pendingMigrations` applies
 * whatever a database has not recorded).
 */
export const POSTGRES_MIGRATIONS: ReadonlyArray<Migration> = [
  { version: 1, name: 'catalog', sql: CATALOG_SQL },
  { version: 2, name: 'accounts', sql: ACCOUNTS_SQL },
  { version: 3, name: 'shopping', sql: SHOPPING_SQL },
  { version: 4, name: 'orders', sql: ORDERS_SQL },
  { version: 5, name: 'search', sql: SEARCH_SQL },
  { version: 6, name: 'boms', sql: BOMS_SQL },
  { version: 7, name: 'search-keywords', sql: SEARCH_KEYWORDS_SQL },
  { version: 8, name: 'boms', sql: BOMS_TABLES_SQL },
  { version: 9, name: 'payments-idempotency', sql: PAYMENTS_IDEMPOTENCY_SQL },
  { version: 10, name: 'order-terms', sql: ORDER_TERMS_SQL },
  { version: 11, name: 'account-address', sql: ACCOUNT_ADDRESS_SQL },
  { version: 12, name: 'bom-picks', sql: BOM_PICKS_SQL },
  { version: 13, name: 'order-line-reserved', sql: ORDER_LINE_RESERVED_SQL },
]
