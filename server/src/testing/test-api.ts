import { type ApiClient, type HttpPort, type HttpResponse, createApiClient, isJsonMediaType } from '@partfront/core'
import type { EndpointName } from '@partfront/core/contract'
import type { Hono } from 'hono'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { HandlersFor } from '../api/handler.ts'
import { handlers as allHandlers } from '../api/handlers/index.ts'
import { type LogLine, memoryLogSink } from '../api/log.ts'
import { createApiRouter } from '../api/router.ts'
import type { Services } from '../api/services.ts'
import { createApp } from '../app.ts'
import { type ServerConfig, readServerConfig } from '../config.ts'
import type { MailMessage } from '../mail/mail.port.ts'
import { memoryMail } from '../mail/memory-mail.ts'
import { fakePaymentProvider } from '../payments/fake-provider.ts'
import type { PaymentProvider } from '../payments/payment-provider.port.ts'
import type { SqliteStore } from '../store/sqlite/sqlite-store.ts'
import { openFreshSqliteStore } from './fresh-sqlite.ts'

/** What a server test gets: the real app on a temporary SQLite file, and what it sent and logged. */
export interface TestApi {
  readonly app: Hono
  readonly store: SqliteStore
  readonly services: Services
  /** Mail the app sent (verification codes, proformas). */
  readonly mail: MailMessage[]
  readonly logs: LogLine[]
  /** A typed client of the whole contract, sending `token` when given (through the real HTTP handling). */
  client(token?: string): ApiClient
  /** A raw request to the app: `path` under the origin, as `fetch` takes it. */
  fetch(path: string, init?: RequestInit): Promise<Response>
  /** Moves the clock the app sees. */
  setNow(now: Date): void
  close(): Promise<void>
}

export interface TestApiOptions {
  /** Environment overrides read by `readServerConfig` (`TRUST_PROXY: 'true'`). */
  readonly env?: Readonly<Record<string, string>>
  /** The handlers to serve. @default every area's */
  readonly handlers?: Partial<HandlersFor<EndpointName>>
  /** Fills the fresh store before the app serves (a small demo catalog, fixtures). */
  readonly seed?: (store: SqliteStore) => Promise<void> | void
  readonly payments?: PaymentProvider
  /** @default 2026-01-15T09:00:00.000Z */
  readonly now?: Date
}

export const TEST_ORIGIN = 'http://partfront.test'

/** Starts the real app on a fresh SQLite file in a temporary folder. Call `close()` after. */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const folder = mkdtempSync(join(tmpdir(), 'partfront-test-'))
  const store = await openFreshSqliteStore(join(folder, 'partfront.db'))
  await options.seed?.(store)
  const config: ServerConfig = readServerConfig({ DEMO_PARTS: '0', MAIL_OUTBOX: join(folder, 'outbox'), ...options.env })
  const mail = memoryMail()
  const log = memoryLogSink()
  let now = options.now ?? new Date('2026-01-15T09:00:00.000Z')
  const services: Services = {
    store,
    mail,
    payments: options.payments ?? fakePaymentProvider({ secret: 'test-payment-secret' }),
    config,
    log,
    now: () => now,
  }
  const api = createApiRouter(services, options.handlers ?? allHandlers)
  const app = createApp({ webDist: join(folder, 'no-web'), api })
  const fetchApp = async (path: string, init?: RequestInit) => app.request(new URL(path, TEST_ORIGIN).toString(), init)

  return {
    app,
    store,
    services,
    mail: mail.sent,
    logs: log.lines,
    client: (token) =>
      createApiClient({
        http: appHttp(fetchApp),
        config: { baseUrl: TEST_ORIGIN, webDomain: TEST_ORIGIN },
        session: { token: () => token, referrer: () => '' },
      }),
    fetch: fetchApp,
    setNow: (next) => {
      now = next
    },
    close: async () => {
      await store.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** An `HttpPort` that hands requests to the app in-process: the same Request/Response path as a socket. */
function appHttp(fetchApp: (path: string, init?: RequestInit) => Promise<Response>): HttpPort {
  return {
    send: async (request): Promise<HttpResponse> => {
      const headers: Record<string, string> = { Accept: 'application/json', ...request.headers }
      let body: string | FormData | undefined
      if (request.body?.kind === 'json') {
        headers['Content-Type'] = 'application/json'
        body = JSON.stringify(request.body.value)
      } else if (request.body?.kind === 'multipart') {
        const form = new FormData()
        for (const [name, part] of Object.entries(request.body.parts)) {
          if (typeof part === 'string') form.append(name, part)
          else form.append(name, new File([new Uint8Array(await part.arrayBuffer())], part.name, { type: part.type }))
        }
        body = form
      }
      const response = await fetchApp(request.url, { method: request.method, headers, ...(body === undefined ? {} : { body }) })
      const mediaType = response.headers.get('content-type') ?? ''
      if (request.responseBody === 'file' && !isJsonMediaType(mediaType)) {
        const bytes = new Uint8Array(await response.arrayBuffer())
        return { status: response.status, body: null, file: { bytes, mediaType, disposition: response.headers.get('content-disposition') } }
      }
      const text = await response.text()
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
    },
  }
}
