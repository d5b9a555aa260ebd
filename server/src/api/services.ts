import type { ServerConfig } from '../config.ts'
import type { MailPort } from '../mail/mail.port.ts'
import type { PaymentProvider } from '../payments/payment-provider.port.ts'
import type { Store } from '../store/store.ts'
import type { LogSink } from './log.ts'

/** What a handler may use: every effect on the world goes through one of these, so tests can swap them. */
export interface Services {
  readonly store: Store
  readonly mail: MailPort
  readonly payments: PaymentProvider
  readonly config: ServerConfig
  readonly log: LogSink
  /** The current instant (a fixed or stepped clock in tests: rate-limit windows, the 15-day return rule). */
  readonly now: () => Date
}
