import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { MailMessage, MailPort } from './mail.port.ts'
import { formatMessage } from './rfc5322.ts'

/** How the outbox is set up. */
export interface OutboxOptions {
  /** The folder the `.eml` files go to; made when missing. */
  readonly folder: string
  /** The `From` of every message (`MAIL_FROM`). */
  readonly from: string
  /** @default () => new Date() */
  readonly now?: () => Date
}

/** The domain of a `From` such as `Partfront <no-reply@partfront.local>`, for message ids. */
function domainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/u.exec(from)?.[1] ?? 'partfront.local'
}

/** `2026-01-15T09:00:00.000Z` as `20260115T090000000Z`: sortable, and safe in any file system. */
function compactStamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/gu, '')
}

/**
 * The default mail port: each message is written as an `.eml` file (RFC 5322: headers and a plain-text
 * body) into a folder, for a developer to open, where no mail server is set up. File names are
 * `{UTC time}-{sequence}-{random}.eml`: sorting them by name sorts the mail by when it was sent, and two
 * processes writing at the same millisecond cannot collide. Each file is written under a temporary name and
 * renamed into place, so a reader never sees half a message.
 */
export function outboxMail(options: OutboxOptions): MailPort & { readonly folder: string } {
  const now = options.now ?? (() => new Date())
  const domain = domainOf(options.from)
  let sequence = 0
  return {
    folder: options.folder,
    send: async (message: MailMessage) => {
      const date = now()
      sequence = (sequence + 1) % 1_000_000
      const unique = randomBytes(6).toString('hex')
      const name = `${compactStamp(date)}-${String(sequence).padStart(6, '0')}-${unique}`
      const content = formatMessage(message, { from: options.from, date, messageId: `<${name}@${domain}>` })
      await mkdir(options.folder, { recursive: true })
      const temporary = join(options.folder, `.${name}.tmp`)
      await writeFile(temporary, content, { encoding: 'utf8', flag: 'wx' })
      await rename(temporary, join(options.folder, `${name}.eml`))
    },
  }
}
