import * as Schema from 'effect/Schema'
import { mediaTypeEssence } from '../api/download.rules.ts'
import { type ApiPath, type Auth, type BodyEncoding, type ContractSchema, type Endpoint, endpoint } from './endpoint.ts'

/**
 * Downloads: endpoints whose success is a file (a BOM exported as CSV or XLSX, the BOM template), not the
 * envelope. The handler answers a `FileDownload`; the router sends its bytes with `Content-Type` and
 * `Content-Disposition: attachment; filename="…"`; the client hands back the same structure. Failures (400,
 * 403, 404) stay envelopes, so a caller reads them as for any other call. Ours: the spec shows only a
 * template "offered and recommended" (BOM-3).
 */

/**
 * A downloaded file: its name (safe to save), its media type (`text/csv; charset=utf-8`) and its bytes. Plain
 * data rather than a DOM `Blob`, so core and any renderer can use it; a browser wraps it in a `Blob` to save.
 */
export const FileDownload = Schema.Struct({
  fileName: Schema.String,
  mediaType: Schema.String,
  bytes: Schema.Uint8Array,
})
export type FileDownload = typeof FileDownload.Type

/**
 * The definition `fileEndpoint()` takes: a `GET` with a query, answering a file of one of `fileTypes`; or, with
 * a `body`, a `POST` of it (a multipart form with `bodyEncoding: 'multipart'`: issue 18's export of a BOM not
 * saved, whose file goes with the call).
 */
export interface FileEndpointDefinition<
  Q extends ContractSchema | undefined,
  N extends string,
  A extends Auth,
  B extends ContractSchema | undefined = undefined,
> {
  readonly name: N
  readonly path: ApiPath
  readonly query?: Q
  readonly body?: B
  readonly bodyEncoding?: BodyEncoding
  /** The media types the file may have (parameters such as `charset` are left out here). */
  readonly fileTypes: readonly [string, ...string[]]
  readonly auth: A
  readonly summary: string
}

/** A download endpoint: `GET` (`POST` with a body), `responseEncoding: 'file'`, `response: FileDownload`. */
export function fileEndpoint<
  const N extends string,
  Q extends ContractSchema | undefined = undefined,
  const A extends Auth = Auth,
  B extends ContractSchema | undefined = undefined,
>(definition: FileEndpointDefinition<Q, N, A, B>): Endpoint<Q, B, typeof FileDownload, N, A> {
  const base = endpoint<N, typeof FileDownload, Q, B, A>({
    name: definition.name,
    method: definition.body === undefined ? 'GET' : 'POST',
    path: definition.path,
    ...(definition.query === undefined ? {} : { query: definition.query }),
    ...(definition.body === undefined ? {} : { body: definition.body }),
    ...(definition.bodyEncoding === undefined ? {} : { bodyEncoding: definition.bodyEncoding }),
    response: FileDownload,
    auth: definition.auth,
    summary: definition.summary,
  })
  return { ...base, responseEncoding: 'file', fileTypes: definition.fileTypes.map(mediaTypeEssence) }
}

/** Whether `mediaType` (parameters allowed) is one of the types `fileTypes` lists. */
export function isFileTypeOf(fileTypes: ReadonlyArray<string>, mediaType: string): boolean {
  return fileTypes.includes(mediaTypeEssence(mediaType))
}
