import { resolve } from 'node:path'
import type { ServerConfig } from '../config.ts'
import type { MailPort } from './mail.port.ts'
import { outboxMail } from './outbox-mail.ts'
import { smtpMail } from './smtp-mail.ts'

export type { MailMessage, MailPort } from './mail.port.ts'
export { memoryMail } from './memory-mail.ts'
export { outboxMail } from './outbox-mail.ts'
export { smtpMail } from './smtp-mail.ts'

/** The server's mail port, and where it sends, for the start-up line (`Mail goes to …`). */
export interface ConfiguredMail extends MailPort {
  /** `the outbox folder /abs/path` or `smtp://host:587` (never the SMTP credentials). */
  readonly destination: string
}

/**
 * The mail port the configuration asks for: SMTP when `SMTP_URL` is set, else `.eml` files in the
 * `MAIL_OUTBOX` folder (design.md "Running it": the dev server prints where).
 */
export function createMailPort(config: Pick<ServerConfig, 'smtpUrl' | 'mailOutbox' | 'mailFrom'>): ConfiguredMail {
  if (config.smtpUrl !== undefined) {
    const smtp = smtpMail({ url: config.smtpUrl, from: config.mailFrom })
    return { destination: smtp.server, send: (message) => smtp.send(message) }
  }
  const folder = resolve(config.mailOutbox)
  const outbox = outboxMail({ folder, from: config.mailFrom })
  return { destination: `the outbox folder ${folder}`, send: (message) => outbox.send(message) }
}
