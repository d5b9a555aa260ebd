import type { AnyEndpoint, BodyOf, EndpointName, QueryOf, ResponseOf, UserId, contract } from '@partfront/core/contract'
import type { Services } from './services.ts'

/** The signed-in member a request carries. */
export interface Member {
  readonly userId: UserId
  /** The SHA-256 of the session token (logout revokes it). */
  readonly tokenHash: string
}

/** Where a request came from, for rate limits, logs and links. */
export interface RequestInfo {
  readonly requestId: string
  /** The client's address: the socket's, or with `TRUST_PROXY=N` the entry N from the right of `X-Forwarded-For`. */
  readonly ip: string
  /** The request's origin (`http://localhost:3000`), as the request says it: never for links sent elsewhere (mail and payment links take `PUBLIC_URL`). */
  readonly origin: string
  readonly headers: Headers
}

/** A handler's input: the query and body already decoded by the endpoint's schemas. */
export interface HandlerInput<E extends AnyEndpoint> {
  readonly query: QueryOf<E>
  readonly body: BodyOf<E>
  /** Always there for `auth: 'member'` endpoints (the router answered 403 otherwise). */
  readonly member: E['auth'] extends 'member' ? Member : Member | undefined
  readonly request: RequestInfo
}

/**
 * One endpoint's handler: its decoded input in, the response's decoded data out (the router encodes it with
 * the endpoint's schema). Failures are thrown as `ApiFailure`s.
 */
export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>, services: Services) => Promise<ResponseOf<E>>

type Contract = typeof contract

/** Handlers for some endpoints, keyed by endpoint name: what each area's file exports. */
export type HandlersFor<K extends EndpointName> = { readonly [N in K]: Handler<Contract[N]> }

/** A handler for every endpoint of the contract. */
export type Handlers = HandlersFor<EndpointName>
