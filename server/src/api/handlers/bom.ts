import type { EndpointName } from '@partfront/core/contract'
import type { HandlersFor } from '../handler.ts'

/** The handlers of bomUpload, bomMapping, bomList, bomDetail. */
export const bomHandlers: Partial<HandlersFor<EndpointName>> = {}
