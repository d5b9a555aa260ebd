import type * as Schema from 'effect/Schema'

/**
 * The endpoint descriptor: one API call as data. The HTTP adapter, the server's handlers, the msw handlers of
 * component tests and the OpenAPI document are all typed and driven from these, so none can drift.
 *
 * - `query` decodes from the query string: every field's `Encoded` side is a string (`…FromString` schemas).
 * - `body` decodes from the JSON body, or from `multipart/form-data` when `bodyEncoding` is `multipart`.
 * - `response` is the envelope's `data` on code 200 (`successEnvelopeOf(response)` in `envelope.ts`), or, for a
 *   download (`responseEncoding: 'file'`, made with `fileEndpoint` in `file-download.ts`), the file itself:
 *   the body is its bytes, typed by `Content-Type`, named by `Content-Disposition`. Failures are envelopes
 *   either way.
 * - `auth: 'member'` means the call needs a member's token (`Authorization: Bearer …`, API-1); without a
 *   valid one the server answers 403 (API-3). `'none'` calls still send the token when there is one, so a
 *   signed-in visitor's quote or contact message is linked to the member.
 */

/** The HTTP methods the API uses. `GET` calls carry no body. */
export type Method = 'GET' | 'POST'

/** Whether a call needs a member's token. */
export type Auth = 'none' | 'member'

/** How a `POST` body travels: JSON (the default) or a multipart form (file uploads). */
export type BodyEncoding = 'json' | 'multipart'

/**
 * How a success travels: `json`, the envelope around `response`'s data; `file`, the file itself as the body
 * (a download the browser can save), with `response` the contract's `FileDownload`.
 */
export type ResponseEncoding = 'json' | 'file'

/** Every path lives under `/api/` (design.md: `/api/{area}/{verb}`). */
export type ApiPath = `/api/${string}`

/** A schema the contract can hold: decodes and encodes with no services. */
export type ContractSchema = Schema.Codec<unknown, unknown>

/** One endpoint: its name, method, path, the schemas of its query, body and response, and who may call it. */
export interface Endpoint<
  Q extends ContractSchema | undefined = ContractSchema | undefined,
  B extends ContractSchema | undefined = ContractSchema | undefined,
  R extends ContractSchema = ContractSchema,
  N extends string = string,
  A extends Auth = Auth,
> {
  /** A unique camelCase name, `{area}{Verb}` (`cartAdd`), the key of the endpoint in `contract`. */
  readonly name: N
  readonly method: Method
  readonly path: ApiPath
  /** The query string's schema, or `undefined` when the call takes no query. */
  readonly query: Q
  /** The body's schema, or `undefined` when the call sends no body (always so for `GET`). */
  readonly body: B
  /** @default 'json' */
  readonly bodyEncoding: BodyEncoding
  /** The schema of the envelope's `data` on success (`FileDownload` for a file response). */
  readonly response: R
  /** @default 'json' */
  readonly responseEncoding: ResponseEncoding
  /**
   * The media types (without parameters) a `file` response may have, for the router's check and the OpenAPI
   * document; empty for `json`.
   * @default []
   */
  readonly fileTypes: ReadonlyArray<string>
  readonly auth: A
  /**
   * Whether the call takes an `Idempotency-Key` header (`IDEMPOTENCY_HEADER`, `IdempotencyKey` in
   * `common.ts`): the same key from the same member answers the first result again, so a retried order or
   * payment is not a second one. The typed client sends a new key per call when given randomness.
   * @default false
   */
  readonly idempotent: boolean
  /** One line for people and the OpenAPI document. */
  readonly summary: string
}

/** Any endpoint, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, string, Auth>

/** The definition `endpoint()` takes: `query` and `body` may be left out. */
export interface EndpointDefinition<
  Q extends ContractSchema | undefined,
  B extends ContractSchema | undefined,
  R extends ContractSchema,
  N extends string,
  A extends Auth,
> {
  readonly name: N
  readonly method: Method
  readonly path: ApiPath
  readonly query?: Q
  readonly body?: B
  readonly bodyEncoding?: BodyEncoding
  readonly response: R
  readonly auth: A
  readonly idempotent?: boolean
  readonly summary: string
}

/**
 * An endpoint from its definition, with every schema's type kept, so `QueryOf<typeof e>` and friends are
 * exact. Absent `query` and `body` become `undefined`.
 */
export function endpoint<
  const N extends string,
  R extends ContractSchema,
  Q extends ContractSchema | undefined = undefined,
  B extends ContractSchema | undefined = undefined,
  const A extends Auth = Auth,
>(definition: EndpointDefinition<Q, B, R, N, A>): Endpoint<Q, B, R, N, A> {
  return {
    name: definition.name,
    method: definition.method,
    path: definition.path,
    query: definition.query as Q,
    body: definition.body as B,
    bodyEncoding: definition.bodyEncoding ?? 'json',
    response: definition.response,
    responseEncoding: 'json',
    fileTypes: [],
    auth: definition.auth,
    idempotent: definition.idempotent ?? false,
    summary: definition.summary,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Types derived from an endpoint

type TypeOf<S> = S extends ContractSchema ? S['Type'] : undefined
type EncodedOf<S> = S extends ContractSchema ? S['Encoded'] : undefined

/** The decoded query of `E` (what a handler reads, what a client passes), `undefined` when it has none. */
export type QueryOf<E extends AnyEndpoint> = TypeOf<E['query']>
/** The query of `E` as the query string carries it: every value a string. */
export type QueryEncodedOf<E extends AnyEndpoint> = EncodedOf<E['query']>
/** The decoded body of `E`, `undefined` when it has none. */
export type BodyOf<E extends AnyEndpoint> = TypeOf<E['body']>
/** The body of `E` as JSON carries it. */
export type BodyEncodedOf<E extends AnyEndpoint> = EncodedOf<E['body']>
/** The decoded `data` of `E`'s success envelope. */
export type ResponseOf<E extends AnyEndpoint> = E['response']['Type']
/** The `data` of `E`'s success envelope as JSON carries it. */
export type ResponseEncodedOf<E extends AnyEndpoint> = E['response']['Encoded']

/**
 * What a caller supplies to call `E`: `{ query, body }` with only the parts `E` has, so
 * `call(contract.cartDelete, { query: { ids: [id] } })` and `call(contract.cartDetail, {})` both type-check.
 */
export type RequestOf<E extends AnyEndpoint> = (E['query'] extends ContractSchema
  ? { readonly query: QueryOf<E> }
  : { readonly query?: undefined }) &
  (E['body'] extends ContractSchema ? { readonly body: BodyOf<E> } : { readonly body?: undefined }) & {
    /**
     * The `Idempotency-Key` of an `idempotent` endpoint's call: give the same one to retry a call whose answer
     * was lost; left out, the client makes a new one for the call. Ignored by other endpoints.
     */
    readonly idempotencyKey?: string
  }
