import { type AnyEndpoint, IDEMPOTENCY_HEADER, IdempotencyKey, type UserId } from '@partfront/core/contract'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { createHash } from 'node:crypto'
import { ApiFailure, badRequest, conflict } from '../failure.ts'
import type { RequestInfo } from '../handler.ts'
import type { Services } from '../services.ts'

/**
 * Idempotency keys (issue 14, "a retried order is a second order") for the endpoints the contract marks
 * `idempotent` (`order/create`, `payment/submit`): a request with an `Idempotency-Key` header claims the key
 * for its member and endpoint with the SHA-256 of its body; the same key again answers the first result,
 * decoded from what was kept; with another body it is refused with 422; while the first is still running,
 * 409. A request that fails forgets its key, so a retry with the same key runs again. Keys are kept
 * `IDEMPOTENCY_KEEP_HOURS`; a request without the header runs as before.
 */

/** How long a key answers its first result. */
export const IDEMPOTENCY_KEEP_HOURS = 24

/** `message` of the 422 for a key used again with another body. */
export const KEY_REUSED_MESSAGE = `This ${IDEMPOTENCY_HEADER} was used for a different request; send a new key for a new request`
/** `message` of the 409 while the first request with the key still runs. */
export const KEY_IN_FLIGHT_MESSAGE = `A request with this ${IDEMPOTENCY_HEADER} is still being processed; please try again in a moment`

/** JSON with every object's keys sorted, so the same body hashes the same however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * Runs `work` once per `Idempotency-Key` of `userId` on `endpoint`: the first time it runs and its answer is
 * kept; the same key with the same body answers that answer again.
 */
export async function onceByKey<E extends AnyEndpoint>(
  endpoint: E,
  input: { readonly userId: UserId; readonly body: E['body']['Type']; readonly request: RequestInfo },
  services: Services,
  work: () => Promise<E['response']['Type']>,
): Promise<E['response']['Type']> {
  const header = input.request.headers.get(IDEMPOTENCY_HEADER)
  if (!endpoint.idempotent || header === null) return work()
  const key = Schema.decodeUnknownResult(IdempotencyKey)(header)
  if (Result.isFailure(key)) throw badRequest(`${IDEMPOTENCY_HEADER} must be 8 to 128 of A-Z, a-z, 0-9, _ and -`)
  const body = Schema.encodeUnknownSync(endpoint.body as Schema.Codec<unknown, unknown>)(input.body)
  const bodyHash = createHash('sha256').update(canonicalJson(body)).digest('hex')
  const now = services.now()
  const ref = { userId: input.userId, endpoint: endpoint.name, key: key.success }
  const { orders } = services.store
  const claim = await orders.claimIdempotencyKey({
    ...ref,
    bodyHash,
    at: now.toISOString(),
    expiresBefore: new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 3_600_000).toISOString(),
  })
  const response = endpoint.response as Schema.Codec<unknown, unknown>
  if (claim.kind === 'seen') {
    if (claim.bodyHash !== bodyHash) throw new ApiFailure(422, KEY_REUSED_MESSAGE, { endpoint: endpoint.name })
    if (claim.response === null) throw conflict(KEY_IN_FLIGHT_MESSAGE)
    return Schema.decodeUnknownSync(response)(JSON.parse(claim.response))
  }
  let result: E['response']['Type']
  try {
    result = await work()
  } catch (error) {
    await orders.releaseIdempotencyKey(ref)
    throw error
  }
  await orders.completeIdempotencyKey(ref, JSON.stringify(Schema.encodeUnknownSync(response)(result)))
  return result
}
