/** One message the storefront sends (a verification code, a password reset, an order's proforma). */
export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/**
 * The mail port: an outbox folder by default (`MAIL_OUTBOX`), SMTP when `SMTP_URL` is set, an in-memory
 * list in tests.
 */
export interface MailPort {
  send(message: MailMessage): Promise<void>
}
