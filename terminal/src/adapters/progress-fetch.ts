/**
 * A `fetch` that reports the bytes of a request body as they are sent, for the BOM upload's progress (the
 * browser's XHR reports them; Node's fetch does not). The body is encoded first (a multipart form to its
 * bytes, with its boundary in the content type), then streamed in slices, each slice reported once taken.
 */
export function progressFetch(onProgress: (loaded: number, total: number) => void, slice = 16 * 1024): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    if (request.body === null) return fetch(request)
    const bytes = new Uint8Array(await request.arrayBuffer())
    const total = bytes.byteLength
    let sent = 0
    onProgress(0, total)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) {
          controller.close()
          return
        }
        const next = bytes.subarray(sent, Math.min(total, sent + slice))
        sent += next.byteLength
        controller.enqueue(next)
        onProgress(sent, total)
      },
    })
    const headers = new Headers(request.headers)
    headers.set('content-length', String(total))
    return fetch(request.url, { method: request.method, headers, body, signal: request.signal, duplex: 'half' } as RequestInit)
  }
}
