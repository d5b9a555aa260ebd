import { serve } from '@hono/node-server'
import { BASE_CONFIG_NAME, CATALOG_TYPE } from '@partfront/core/constants'
import { fileURLToPath } from 'node:url'
import { handlers } from './api/handlers/index.ts'
import { jsonLogSink } from './api/log.ts'
import { createApiRouter } from './api/router.ts'
import type { Services } from './api/services.ts'
import { createApp } from './app.ts'
import { type ServerConfig, readServerConfig } from './config.ts'
import { seedDemoCatalog, seedDemoContent } from './demo/seed.ts'
import { type ConfiguredMail, createMailPort } from './mail/index.ts'
import { fakePaymentProvider, type FakePaymentProvider } from './payments/fake-provider.ts'
import { SANDBOX_CHECKOUT_PATH, sandboxCheckout } from './payments/sandbox-checkout.ts'
import { type PaymentProvider, noPaymentProvider } from './payments/payment-provider.port.ts'
import { openStore } from './store/open-store.ts'
import type { Store } from './store/store.ts'

/** Where the start path's lines go (`console.log` at start, a list in tests). */
export type Say = (line: string) => void

/** What `openStartStore` found and did. */
export interface StartStore {
  readonly store: Store
  /** What was loaded into an empty catalog: the demo's products and how long it took; `undefined` when nothing. */
  readonly seeded: { readonly products: number; readonly ms: number } | undefined
}

/**
 * Opens the store at `DATABASE_URL` (migrating it) and, when its catalog is empty and `DEMO_PARTS` is above
 * 0, fills it with the demo catalog and content, printing the count and the time (issue 6 "Demo catalog":
 * `npm start` on an empty database serves a realistic catalog). Later starts find products and load nothing.
 * A catalog loaded by `npm run import` before the first start gets the demo's pages and base configuration
 * (the header's logo) when it has none, so the storefront renders.
 */
export async function openStartStore(config: ServerConfig, say: Say): Promise<StartStore> {
  const store = await openStore(config.database)
  try {
    if (config.demoParts === 0 || (await store.catalog.countProducts()) > 0) {
      if (config.demoParts > 0 && (await store.catalog.findConfig(BASE_CONFIG_NAME, CATALOG_TYPE.config)) === undefined) {
        await seedDemoContent(store)
        say('The catalog had no pages or base configuration: loaded the demo content.')
      }
      return { store, seeded: undefined }
    }
    say(`The catalog is empty: generating the demo catalog (${config.demoParts.toLocaleString('en-US')} parts)…`)
    const started = performance.now()
    const { products } = await store.bulkLoad(() => seedDemoCatalog(store, { parts: config.demoParts }))
    // The BOM engine's index of passives by value and size: built now rather than on the first BOM's lookup.
    await store.boms.refreshValueIndex()
    const ms = Math.round(performance.now() - started)
    say(`Demo catalog ready: ${products.toLocaleString('en-US')} parts in ${(ms / 1000).toFixed(1)} s.`)
    return { store, seeded: { products, ms } }
  } catch (error) {
    await store.close()
    throw error
  }
}

/**
 * The sandbox provider of `PAYMENT_PROVIDER=sandbox`: its payment page is ours (`sandbox-checkout.ts`), on
 * `PUBLIC_URL` like the return URL it sends the buyer back to.
 */
export function sandboxProvider(config: ServerConfig): FakePaymentProvider {
  return fakePaymentProvider({
    secret: config.paymentSecret,
    checkoutPageUrl: (reference) => `${config.publicUrl}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(reference)}`,
  })
}

/** The services the handlers use, for a running server. */
export function startServices(
  config: ServerConfig,
  store: Store,
  mail: ConfiguredMail,
  payments: PaymentProvider = config.paymentProvider === 'sandbox' ? sandboxProvider(config) : noPaymentProvider(),
): Services {
  return {
    store,
    mail,
    payments,
    config,
    log: jsonLogSink(config.logLevel),
    now: () => new Date(),
  }
}

/**
 * Starts the storefront: reads the configuration, opens (and on first start fills) the database, serves the
 * API and the built web app on `PORT`, and prints the URL and where mail goes. SIGINT and SIGTERM close the
 * server and the database.
 */
export async function main(env: NodeJS.ProcessEnv = process.env, say: Say = console.log): Promise<void> {
  const config = readServerConfig(env)
  const { store } = await openStartStore(config, say)
  const mail = createMailPort(config)
  const sandbox = config.paymentProvider === 'sandbox' ? sandboxProvider(config) : undefined
  const api = createApiRouter(startServices(config, store, mail, sandbox), handlers)
  // The sandbox's payment page notifies the API in process, as the provider's webhook would over the network.
  const routes =
    sandbox === undefined
      ? []
      : [
          sandboxCheckout({
            provider: sandbox,
            notify: (body) =>
              Promise.resolve(
                api.request('/api/payment/notify', {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify(body),
                }),
              ),
          }),
        ]
  const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url))
  const app = createApp({
    webDist,
    api,
    routes,
    site: { origin: config.publicUrl, tagManagerId: config.tagManagerId, chatWidgetUrl: config.chatWidgetUrl },
    catalog: store.catalog,
  })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    say(`Partfront is listening on http://${shown}:${info.port}`)
    say(`Mail goes to ${mail.destination}`)
  })
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${config.port} is in use: set PORT to a free one` : error.message
    console.error(`Partfront could not listen: ${reason}`)
    void store.close().then(() => process.exit(1))
  })
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    server.close(() => {
      void store.close().then(() => process.exit(0))
    })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
