import type { EndpointName } from '@partfront/core/contract'
import type { HandlersFor } from '../handler.ts'

/** The handlers of accountInfo, accountUpdate, accountPassword, addressList, addressAdd, addressEdit, addressDelete, addressDefault. */
export const accountHandlers: Partial<HandlersFor<EndpointName>> = {}
