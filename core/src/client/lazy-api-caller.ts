import type { ApiCaller, ApiClientOptions } from './api-client.ts'

/**
 * `createApiCaller`'s caller, with the client loaded on the first call rather than with the page (issue 13):
 * the client encodes and decodes with effect's Schema, which a page that calls nothing before it is
 * interactive does not download. Same calls, same encoding, rules and errors; a client that failed to load
 * (a chunk lost to a deploy, the network) rejects that call and is tried again by the next.
 */
export function createLazyApiCaller(options: ApiClientOptions): ApiCaller {
  let caller: Promise<ApiCaller> | undefined
  const load = (): Promise<ApiCaller> =>
    (caller ??= import('./api-client.ts').then(
      ({ createApiCaller }) => createApiCaller(options),
      (error: unknown) => {
        caller = undefined
        throw error
      },
    ))
  return async (endpoint, request) => (await load())(endpoint, request)
}
