import nodemailer from 'nodemailer'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMailPort } from './index.ts'
import { smtpMail, smtpServerOf } from './smtp-mail.ts'

const FROM = 'Partfront <no-reply@partfront.local>'

describe('the SMTP mail port', () => {
  it('hands each message to nodemailer as plain text from MAIL_FROM (a recording transport: no network)', async () => {
    const seen: unknown[] = []
    const recording: nodemailer.Transport<unknown> = {
      name: 'recording',
      version: '1',
      send: (message, callback) => {
        seen.push(message.data)
        callback(null, { messageId: '<test@partfront.local>' })
      },
    }
    const transporter = nodemailer.createTransport(recording)
    const mail = smtpMail({ url: 'smtp://user:secret@mail.example.com:587', from: FROM, transporter })
    await mail.send({ to: 'ada@example.com', subject: 'Your Partfront verification code', text: 'Your verification code is 123456' })
    expect(seen).toMatchObject([
      { from: FROM, to: 'ada@example.com', subject: 'Your Partfront verification code', text: 'Your verification code is 123456' },
    ])
  })

  it('fails the send when the server refuses the message', async () => {
    const refusing: nodemailer.Transport<unknown> = {
      name: 'refusing',
      version: '1',
      send: (_message, callback) => callback(new Error('550 mailbox unavailable'), undefined),
    }
    const transporter = nodemailer.createTransport(refusing)
    const mail = smtpMail({ url: 'smtp://mail.example.com', from: FROM, transporter })
    await expect(mail.send({ to: 'ada@example.com', subject: 'x', text: 'y' })).rejects.toThrow('550 mailbox unavailable')
  })

  it('names its server without the credentials', () => {
    expect(smtpServerOf('smtps://user:secret@mail.example.com:465')).toBe('smtps://mail.example.com:465')
    expect(smtpServerOf('not a url')).toBe('an SMTP server')
  })
})

describe('createMailPort', () => {
  it('writes to the outbox folder when no SMTP_URL is set, and says where', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'partfront-mail-'))
    try {
      const mail = createMailPort({ smtpUrl: undefined, mailOutbox: join(folder, 'outbox'), mailFrom: FROM })
      expect(mail.destination).toBe(`the outbox folder ${join(folder, 'outbox')}`)
      await mail.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' })
      expect(readdirSync(join(folder, 'outbox'))).toHaveLength(1)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('sends through SMTP when SMTP_URL is set, without connecting at creation', () => {
    const mail = createMailPort({ smtpUrl: 'smtp://user:secret@127.0.0.1:2525', mailOutbox: './unused', mailFrom: FROM })
    expect(mail.destination).toBe('smtp://127.0.0.1:2525')
  })
})
