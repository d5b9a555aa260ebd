import type { EndpointName } from '@partfront/core/contract'
import type { HandlersFor } from '../handler.ts'

/** The handlers of searchList, searchTrending. */
export const searchHandlers: Partial<HandlersFor<EndpointName>> = {}
