import type { MailMessage } from './mail.port.ts'

/**
 * A `MailMessage` as an Internet message (RFC 5322): headers, a blank line, a plain-text UTF-8 body, every
 * line ended by CRLF. What the outbox writes, so any mail reader opens its files.
 */

/** RFC 5322 §2.1.1: no line may be longer than 998 octets, CRLF excluded. */
const MAX_LINE_OCTETS = 998
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** What else a message needs besides its recipient, subject and text. */
export interface Envelope {
  readonly from: string
  readonly date: Date
  /** Unique per message: `<…@domain>`. */
  readonly messageId: string
}

function two(value: number): string {
  return String(value).padStart(2, '0')
}

/** RFC 5322 §3.3 date-time in UTC: `Thu, 15 Jan 2026 09:00:00 +0000`. */
export function rfc5322Date(date: Date): string {
  const day = DAYS[date.getUTCDay()] ?? 'Sun'
  const month = MONTHS[date.getUTCMonth()] ?? 'Jan'
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`
  return `${day}, ${two(date.getUTCDate())} ${month} ${date.getUTCFullYear()} ${time} +0000`
}

/**
 * A header value as written: refused when it holds a line break (which would inject headers), and as an
 * RFC 2047 encoded word when it is not plain ASCII.
 */
export function headerValue(name: string, value: string): string {
  if (/[\r\n]/u.test(value)) throw new Error(`The mail header ${name} must not contain a line break`)
  // Printable ASCII is what a header may carry unencoded.
  if (/^[\x20-\x7e]*$/u.test(value)) return value
  return `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`
}

/**
 * Quoted-printable (RFC 2045 §6.7) of UTF-8 text whose lines are CRLF-ended: for bodies with a line too long
 * to send as is.
 */
export function quotedPrintable(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      let encoded = ''
      let width = 0
      const bytes = Buffer.from(line, 'utf8')
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1
        const plain = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last)
        const piece = plain ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`
        if (width + piece.length > 75) {
          encoded += '=\r\n'
          width = 0
        }
        encoded += piece
        width += piece.length
      })
      return encoded
    })
    .join('\r\n')
}

/** The whole message: headers and body, CRLF line ends, ending with CRLF. */
export function formatMessage(message: MailMessage, envelope: Envelope): string {
  const body = message.text.replace(/\r\n|\r|\n/gu, '\r\n')
  const longLine = body.split('\r\n').some((line) => Buffer.byteLength(line, 'utf8') > MAX_LINE_OCTETS)
  const headers = [
    `From: ${headerValue('From', envelope.from)}`,
    `To: ${headerValue('To', message.to)}`,
    `Subject: ${headerValue('Subject', message.subject)}`,
    `Date: ${rfc5322Date(envelope.date)}`,
    `Message-ID: ${headerValue('Message-ID', envelope.messageId)}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Transfer-Encoding: ${longLine ? 'quoted-printable' : '8bit'}`,
  ]
  return `${headers.join('\r\n')}\r\n\r\n${longLine ? quotedPrintable(body) : body}\r\n`
}
