import { HttpError, type HttpBody, type HttpPort, type HttpResponse, isJsonMediaType } from '@partfront/core'

/**
 * The HTTP port over `XMLHttpRequest`, for uploads (issue 18: "an upload shows a progress bar and can be
 * cancelled"). `fetch` cannot report how much of a request body has been sent (request streams need HTTP/2
 * and `duplex: 'half'`, and give no byte count for a form), while `xhr.upload` fires `progress` as the body
 * goes. Like the fetch port it only moves bytes: the URL, headers and body come built from core's client, and
 * failures are `HttpError`s (`network`, `timeout`, `malformed`); `abort()` stops the request in flight, which
 * then rejects as `network` ("cancelled").
 */

/** What `createXhrHttp` takes. */
export interface XhrHttpOptions {
  /** Called as the request body goes: bytes sent of the total. @default undefined */
  readonly onUploadProgress?: (loaded: number, total: number) => void
  /** @default globalThis.XMLHttpRequest */
  readonly XMLHttpRequest?: typeof XMLHttpRequest
}

/** An `HttpPort` whose request in flight can be stopped. */
export interface XhrHttp extends HttpPort {
  /** Stops the request in flight, if any. */
  abort(): void
}

export function createXhrHttp(options: XhrHttpOptions = {}): XhrHttp {
  let current: XMLHttpRequest | null = null
  return {
    abort: () => {
      current?.abort()
    },
    send: async (request) => {
      const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest
      const body = request.body === undefined ? null : await bodyOf(request.body)
      return new Promise<HttpResponse>((resolve, reject) => {
        const xhr = new Xhr()
        current = xhr
        xhr.open(request.method, request.url)
        xhr.responseType = request.responseBody === 'file' ? 'arraybuffer' : 'text'
        if (request.timeoutMs !== undefined) xhr.timeout = request.timeoutMs
        xhr.setRequestHeader('Accept', request.responseBody === 'file' ? '*/*' : 'application/json')
        for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
        // A multipart body's content type (with its boundary) comes from the browser: setting it here breaks it.
        if (request.body?.kind === 'json') xhr.setRequestHeader('Content-Type', 'application/json')
        const progress = options.onUploadProgress
        if (progress !== undefined) {
          xhr.upload.addEventListener('progress', (event) => {
            if (event.lengthComputable) progress(event.loaded, event.total)
          })
        }
        const done = () => {
          if (current === xhr) current = null
        }
        xhr.addEventListener('load', () => {
          done()
          try {
            resolve(responseOf(xhr, request.responseBody === 'file'))
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)))
          }
        })
        xhr.addEventListener('error', () => {
          done()
          reject(new HttpError('network', 'Network error: the request could not be sent'))
        })
        xhr.addEventListener('abort', () => {
          done()
          reject(new HttpError('network', 'The request was cancelled'))
        })
        xhr.addEventListener('timeout', () => {
          done()
          reject(new HttpError('timeout', `No response within ${request.timeoutMs ?? 0} ms`))
        })
        xhr.send(body)
      })
    },
  }
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

function responseOf(xhr: XMLHttpRequest, file: boolean): HttpResponse {
  const mediaType = xhr.getResponseHeader('content-type') ?? ''
  if (file && !isJsonMediaType(mediaType)) {
    return {
      status: xhr.status,
      body: null,
      file: { bytes: new Uint8Array(xhr.response as ArrayBuffer), mediaType, disposition: xhr.getResponseHeader('content-disposition') },
    }
  }
  const text = file ? new TextDecoder().decode(xhr.response as ArrayBuffer) : (xhr.responseText)
  if (text.trim() === '') return { status: xhr.status, body: null }
  try {
    return { status: xhr.status, body: JSON.parse(text) as unknown }
  } catch (error) {
    throw new HttpError('malformed', `Response (HTTP ${xhr.status}) is not JSON`, { status: xhr.status, cause: error })
  }
}
