import type { MailMessage, MailPort } from './mail.port.ts'

/** A mail port that keeps what it sends: for tests, which read codes out of it. */
export function memoryMail(): MailPort & { readonly sent: MailMessage[] } {
  const sent: MailMessage[] = []
  return {
    sent,
    send: (message) => {
      sent.push(message)
      return Promise.resolve()
    },
  }
}
