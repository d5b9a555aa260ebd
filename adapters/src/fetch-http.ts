import { HttpError, type HttpBody, type HttpFile, type HttpPort, type HttpRequest, type HttpResponse, isJsonMediaType } from '@partfront/core'

/**
 * The HTTP port over `fetch`. It only moves bytes: the URL, headers and body come fully built from core's
 * client (API-1), and the envelope is read there (API-2 to API-4). What it decides is how the wire fails:
 * no response is an `HttpError` of `network` or `timeout`; a response whose body is not JSON is `malformed`
 * with its status (API-5: the client logs and rethrows), unless a file was asked for (`responseBody: 'file'`,
 * a download): then a body that is not JSON comes back as the file's bytes, media type and disposition.
 */

/** What `createFetchHttp` takes. */
export interface FetchHttpOptions {
  /**
   * The `fetch` to call. Read at each call when left out, so a test's interceptor (msw) installed after the
   * port was made still sees the requests.
   * @default globalThis.fetch
   */
  readonly fetch?: typeof fetch
}

/** An `HttpPort` over `fetch`. */
export function createFetchHttp(options: FetchHttpOptions = {}): HttpPort {
  return {
    send: async (request) => {
      const doFetch = options.fetch ?? globalThis.fetch
      const controller = new AbortController()
      let timedOut = false
      const timer =
        request.timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              timedOut = true
              controller.abort()
            }, request.timeoutMs)
      try {
        const init: RequestInit = {
          method: request.method,
          headers: headersOf(request),
          signal: controller.signal,
        }
        if (request.body !== undefined) init.body = await bodyOf(request.body)
        let response: Response
        let text: string
        let file: HttpFile | undefined
        try {
          response = await doFetch(request.url, init)
          // The body is read under the same timer: a server that stalls mid-body times out too.
          const mediaType = response.headers.get('content-type') ?? ''
          if (request.responseBody === 'file' && !isJsonMediaType(mediaType)) {
            file = { bytes: new Uint8Array(await response.arrayBuffer()), mediaType, disposition: response.headers.get('content-disposition') }
            text = ''
          } else text = await response.text()
        } catch (error) {
          if (timedOut) throw new HttpError('timeout', `No response within ${request.timeoutMs} ms`, { cause: error })
          throw new HttpError('network', `Network error: ${messageOf(error)}`, { cause: error })
        }
        return file === undefined ? parse(response.status, text) : { status: response.status, body: null, file }
      } finally {
        if (timer !== undefined) clearTimeout(timer)
      }
    },
  }
}

function headersOf(request: HttpRequest): Record<string, string> {
  // A download still takes JSON: its failures are envelopes.
  const accept = request.responseBody === 'file' ? '*/*' : 'application/json'
  const headers: Record<string, string> = { Accept: accept, ...request.headers }
  // A multipart body gets its content type (with the boundary) from `fetch` itself: setting it here breaks it.
  if (request.body?.kind === 'json') headers['Content-Type'] = 'application/json'
  return headers
}

async function bodyOf(body: HttpBody): Promise<string | FormData> {
  if (body.kind === 'json') return JSON.stringify(body.value)
  const form = new FormData()
  for (const [name, part] of Object.entries(body.parts)) {
    if (typeof part === 'string') form.append(name, part)
    else form.append(name, new Blob([await part.arrayBuffer()], { type: part.type }), part.name)
  }
  return form
}

/** An empty body is `null`; anything else must be JSON. */
function parse(status: number, text: string): HttpResponse {
  if (text.trim() === '') return { status, body: null }
  try {
    return { status, body: JSON.parse(text) as unknown }
  } catch (error) {
    throw new HttpError('malformed', `Response (HTTP ${status}) is not JSON: ${preview(text)}`, {
      status,
      cause: error,
    })
  }
}

function preview(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ')
  return line.length > 80 ? `${line.slice(0, 80)}…` : line
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
