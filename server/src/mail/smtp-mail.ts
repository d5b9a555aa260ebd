import nodemailer, { type Transporter } from 'nodemailer'
import type { MailMessage, MailPort } from './mail.port.ts'

/** How the SMTP port is set up. */
export interface SmtpOptions {
  /** `SMTP_URL`: `smtp://user:pass@host:587` or `smtps://…:465`. */
  readonly url: string
  /** The `From` of every message (`MAIL_FROM`). */
  readonly from: string
  /** The nodemailer transporter. @default nodemailer.createTransport(url) */
  readonly transporter?: Transporter
}

/** The SMTP server of `url` without its credentials, to print: `smtp://mail.example.com:587`. */
export function smtpServerOf(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return 'an SMTP server'
  }
}

/**
 * The mail port when `SMTP_URL` is set: each message goes to that server as plain text, through nodemailer
 * (which connects on the first send, so a server that is down fails that send, not the start).
 */
export function smtpMail(options: SmtpOptions): MailPort & { readonly server: string } {
  const transporter = options.transporter ?? nodemailer.createTransport(options.url)
  return {
    server: smtpServerOf(options.url),
    send: async (message: MailMessage) => {
      await transporter.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text })
    },
  }
}
