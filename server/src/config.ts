import { randomBytes } from 'node:crypto'
import { isLogLevel, type LogLevel } from './api/log.ts'

/**
 * The server's settings, read from the environment. Each is listed in the README with its default; a bad
 * value stops the start with a message naming the variable.
 */
export interface ServerConfig {
  /** `PORT` @default 3000 */
  readonly port: number
  /** `HOST` @default '0.0.0.0' */
  readonly host: string
  /**
   * `PUBLIC_URL`: the storefront's origin as buyers and crawlers reach it (`https://shop.example.com`), for the
   * absolute URLs of `robots.txt` and the sitemaps. Never taken from a request's `Host` header, which anyone
   * can set (a forged one would poison a cached sitemap). @default `http://localhost:{PORT}`
   */
  readonly publicUrl: string
  /**
   * `TAG_MANAGER_ID`: a Google Tag Manager container id (`GTM-XXXXXXX`) loaded on cover pages (SHELL-8), its
   * origin then allowed by the CSP. @default undefined (no tag manager)
   */
  readonly tagManagerId: string | undefined
  /**
   * `CHAT_WIDGET_URL`: the script of an external support provider's chat widget (spec §2), loaded in the
   * browser after cookie consent once the page is idle; its origin, and no other, is then allowed by the CSP.
   * `https:` (plain `http:` only on this machine: `localhost`, `127.0.0.1`). @default undefined (no chat widget)
   */
  readonly chatWidgetUrl: string | undefined
  /**
   * `DATABASE_URL`: a SQLite file (`file:` prefix optional, or `:memory:`), or `postgres://…` for PostgreSQL.
   * @default './data/partfront.db'
   */
  readonly database: DatabaseLocation
  /** `DEMO_PARTS`: parts generated into an empty database at start; 0 leaves it empty. @default 50000 */
  readonly demoParts: number
  /** `LOG_LEVEL`: debug, info, warn or error. @default 'info' */
  readonly logLevel: LogLevel
  /** `MAX_BODY_BYTES`: the largest JSON body taken (uploads have their own limit). @default 1048576 */
  readonly maxBodyBytes: number
  /**
   * `TRUST_PROXY`: how many proxies (load balancers) in front of the server append to `X-Forwarded-For`. The
   * client's address is the entry that many from the right (the one the outermost trusted proxy wrote); the
   * entries left of it are the client's own words. `0` (`false`) takes the socket's address, `true` is 1.
   * @default 0
   */
  readonly trustProxy: number
  /** `SESSION_DAYS`: how long a session token lives. @default 30 */
  readonly sessionDays: number
  /** `MAIL_OUTBOX`: the folder mail is written to when no SMTP server is set. @default './data/outbox' */
  readonly mailOutbox: string
  /** `SMTP_URL`: `smtp://user:pass@host:587` or `smtps://…`; mail goes there instead of the outbox. @default unset */
  readonly smtpUrl: string | undefined
  /** `MAIL_FROM`: the sender of the storefront's mail. @default 'Partfront <no-reply@partfront.local>' */
  readonly mailFrom: string
  /**
   * `PAYMENT_SECRET`: the key that signs the payment provider's notifications (the fake provider's, in the
   * demo). @default random at each start, so notifications do not survive a restart
   */
  readonly paymentSecret: string
  /**
   * `PAYMENT_PROVIDER`: `sandbox` takes card and PayPal payments through the built-in fake provider (no money
   * moves; the demo and tests), `none` offers wire transfer only. @default 'sandbox'
   */
  readonly paymentProvider: 'sandbox' | 'none'
  /** Bank details printed on a wire-transfer proforma (`BANK_NAME`, `BANK_ACCOUNT_NAME`, `BANK_IBAN`, `BANK_SWIFT`). */
  readonly bank: {
    readonly name: string
    readonly accountName: string
    readonly iban: string
    readonly swift: string
  }
}

/** Reads and checks the environment. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const logLevel = env.LOG_LEVEL ?? 'info'
  if (!isLogLevel(logLevel)) throw new Error(`LOG_LEVEL must be debug, info, warn or error, got "${logLevel}"`)
  const port = integer(env, 'PORT', 3000, 0, 65535)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: publicUrl(nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`),
    tagManagerId: tagManagerId(nonEmpty(env.TAG_MANAGER_ID)),
    chatWidgetUrl: chatWidgetUrl(nonEmpty(env.CHAT_WIDGET_URL)),
    database: databaseLocation(env.DATABASE_URL ?? './data/partfront.db'),
    demoParts: integer(env, 'DEMO_PARTS', 50_000, 0, 10_000_000),
    logLevel,
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    sessionDays: integer(env, 'SESSION_DAYS', 30, 1, 3650),
    mailOutbox: env.MAIL_OUTBOX ?? './data/outbox',
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Partfront <no-reply@partfront.local>',
    paymentSecret: nonEmpty(env.PAYMENT_SECRET) ?? randomBytes(32).toString('hex'),
    paymentProvider: paymentProvider(env.PAYMENT_PROVIDER ?? 'sandbox'),
    bank: {
      name: env.BANK_NAME ?? 'Example Commercial Bank',
      accountName: env.BANK_ACCOUNT_NAME ?? 'Partfront Components Ltd',
      iban: env.BANK_IBAN ?? 'GB33 BUKB 2020 1555 5555 55',
      swift: env.BANK_SWIFT ?? 'BUKBGB22',
    },
  }
}

/** `PUBLIC_URL` as an origin (`https://shop.example.com`, no trailing slash): http(s), no path, query or login. */
export function publicUrl(raw: string): string {
  const problem = `PUBLIC_URL must be an http:// or https:// origin such as https://shop.example.com, got "${raw}"`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(problem)
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === ''
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) throw new Error(problem)
  return url.origin
}

/** `TAG_MANAGER_ID` as a container id: `GTM-` and letters or digits only, as it is written into a script URL. */
export function tagManagerId(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(raw)) throw new Error(`TAG_MANAGER_ID must look like GTM-XXXXXXX, got "${raw}"`)
  return raw
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * `CHAT_WIDGET_URL` as a script URL: absolute, `https:` (or `http:` on a loopback host, for a provider run on
 * this machine), no login in it. Its origin goes into the CSP, so anything else is refused at start.
 */
export function chatWidgetUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  const problem = `CHAT_WIDGET_URL must be the https:// URL of the chat provider's script, such as https://chat.example.com/widget.js, got "${raw}"`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(problem)
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  if (!secure || url.username !== '' || url.password !== '') throw new Error(problem)
  return url.href
}

function paymentProvider(name: string): 'sandbox' | 'none' {
  if (name === 'sandbox' || name === 'none') return name
  throw new Error(`PAYMENT_PROVIDER must be sandbox or none, got "${name}"`)
}

/** Where the store lives: an embedded SQLite file (the default) or a PostgreSQL database. */
export type DatabaseLocation =
  | { readonly engine: 'sqlite'; readonly path: string }
  | { readonly engine: 'postgres'; readonly url: string }

/**
 * `DATABASE_URL` read: `postgres://` and `postgresql://` URLs name PostgreSQL; anything else is a SQLite path
 * (`file:` and `sqlite:` prefixes dropped; `:memory:` stays).
 */
export function databaseLocation(url: string): DatabaseLocation {
  if (/^postgres(?:ql)?:\/\//iu.test(url)) return { engine: 'postgres', url }
  const path = url.replace(/^(?:file|sqlite):(?:\/\/)?/u, '')
  if (path === '') throw new Error('DATABASE_URL must name a file or a postgres:// URL, got an empty path')
  return { engine: 'sqlite', path }
}

/** The database's place as a person reads it: the file, or the PostgreSQL URL without its password. */
export function describeDatabase(location: DatabaseLocation): string {
  if (location.engine === 'sqlite') return location.path
  return location.url.replace(/\/\/([^:/@]+):[^@/]*@/u, '//$1:***@')
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/u.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

/** The most proxies `TRUST_PROXY` may name: more hops than any real deployment has. */
export const MAX_TRUSTED_PROXIES = 16

/** `TRUST_PROXY` as a number of trusted proxies: a whole number, or `true` (1) and `false` (0) as before. */
export function trustedProxies(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? ''
  if (value === '' || ['false', 'no', 'off'].includes(value)) return 0
  if (['true', 'yes', 'on'].includes(value)) return 1
  if (/^\d{1,3}$/u.test(value) && Number(value) <= MAX_TRUSTED_PROXIES) return Number(value)
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the server (0 to ${MAX_TRUSTED_PROXIES}), true (1) or false (0), got "${raw ?? ''}"`,
  )
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value
}
