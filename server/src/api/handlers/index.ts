import type { EndpointName } from '@partfront/core/contract'
import type { HandlersFor } from '../handler.ts'

/**
 * Every area's handlers, merged. The test in `handlers.test.ts` checks that each contract endpoint has one.
 */
export const handlers: Partial<HandlersFor<EndpointName>> = {}
