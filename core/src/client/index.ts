/** The typed API client derived from the contract, and its error (API-1 to API-5). */
export {
  type ApiCaller,
  type ApiClient,
  type ApiClientConfig,
  type ApiClientOptions,
  type ApiMethod,
  type ApiSession,
  type RandomPort,
  createApiCaller,
  createApiClient,
  newIdempotencyKey,
} from './api-client.ts'
export { createLazyApiCaller } from './lazy-api-caller.ts'
export { ApiError, type ApiErrorInit, type ApiErrorKind, isApiError } from './api-error.ts'
