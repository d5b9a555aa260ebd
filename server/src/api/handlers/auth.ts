import type { EndpointName } from '@partfront/core/contract'
import type { HandlersFor } from '../handler.ts'

/** The handlers of authCaptcha, authEmailCode, authRegister, authLogin, authLogout, authResetPassword. */
export const authHandlers: Partial<HandlersFor<EndpointName>> = {}
