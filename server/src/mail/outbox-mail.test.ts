import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { outboxMail } from './outbox-mail.ts'
import { formatMessage, quotedPrintable, rfc5322Date } from './rfc5322.ts'

let folder: string | undefined
afterEach(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

/** A fresh temporary folder; the outbox goes into a subfolder that does not exist yet. */
function outboxFolder(): string {
  folder = mkdtempSync(join(tmpdir(), 'partfront-outbox-'))
  return join(folder, 'outbox')
}

const FROM = 'Partfront <no-reply@partfront.local>'

describe('the outbox mail port', () => {
  it('writes each message as an .eml file with RFC 5322 headers and the text body, CRLF line ends', async () => {
    const outbox = outboxFolder()
    const mail = outboxMail({ folder: outbox, from: FROM, now: () => new Date('2026-01-15T09:00:00.000Z') })
    await mail.send({ to: 'ada@example.com', subject: 'Your Partfront verification code', text: 'Your verification code is 123456\n\nBye' })
    const files = readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^20260115T090000000Z-000001-[0-9a-f]{12}\.eml$/u)
    const content = readFileSync(join(outbox, files[0] ?? ''), 'utf8')
    const [head, body] = content.split('\r\n\r\n')
    expect(head?.split('\r\n')).toEqual([
      `From: ${FROM}`,
      'To: ada@example.com',
      'Subject: Your Partfront verification code',
      'Date: Thu, 15 Jan 2026 09:00:00 +0000',
      `Message-ID: <${files[0]?.replace(/\.eml$/u, '')}@partfront.local>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ])
    expect(body).toBe('Your verification code is 123456\r\n\r\nBye\r\n'.split('\r\n\r\n')[0])
    expect(content.endsWith('\r\n\r\nBye\r\n')).toBe(true)
    expect(content.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u)
  })

  it('names files so that sorting them by name sorts them by time, uniquely within one millisecond', async () => {
    const outbox = outboxFolder()
    const times = ['2026-01-15T09:00:00.000Z', '2026-01-15T09:00:00.000Z', '2026-01-15T09:00:00.000Z', '2026-01-15T10:00:00.000Z']
    let index = 0
    const mail = outboxMail({ folder: outbox, from: FROM, now: () => new Date(times[index] ?? '') })
    for (; index < times.length; index += 1) await mail.send({ to: 'ada@example.com', subject: `Message ${index}`, text: `Body ${index}` })
    const files = readdirSync(outbox).sort()
    expect(files).toHaveLength(4)
    expect(files.map((file) => readFileSync(join(outbox, file), 'utf8').match(/Subject: (.*)\r\n/u)?.[1])).toEqual([
      'Message 0',
      'Message 1',
      'Message 2',
      'Message 3',
    ])
    expect(readdirSync(outbox).filter((file) => !file.endsWith('.eml'))).toEqual([])
  })

  it('encodes a subject that is not ASCII as an RFC 2047 word and refuses a header with a line break', async () => {
    const outbox = outboxFolder()
    const mail = outboxMail({ folder: outbox, from: FROM })
    await mail.send({ to: 'zoë@example.com', subject: 'Prix: 5 €', text: 'Merci' })
    const content = readFileSync(join(outbox, readdirSync(outbox)[0] ?? ''), 'utf8')
    expect(content).toContain(`Subject: =?UTF-8?B?${Buffer.from('Prix: 5 €').toString('base64')}?=\r\n`)
    await expect(mail.send({ to: 'ada@example.com\r\nBcc: all@example.com', subject: 'x', text: 'y' })).rejects.toThrow(
      'The mail header To must not contain a line break',
    )
    expect(readdirSync(outbox)).toHaveLength(1)
  })
})

describe('RFC 5322 formatting', () => {
  it('writes dates as RFC 5322 date-times in UTC', () => {
    expect(rfc5322Date(new Date('2026-03-01T23:05:09.999Z'))).toBe('Sun, 01 Mar 2026 23:05:09 +0000')
  })

  it('sends a body with a line over 998 octets as quoted-printable, lines at most 76 characters', () => {
    const text = `${'x'.repeat(1200)}\nLigne é = fin`
    const message = formatMessage({ to: 'a@example.com', subject: 's', text }, { from: FROM, date: new Date(0), messageId: '<m@x>' })
    expect(message).toContain('Content-Transfer-Encoding: quoted-printable\r\n')
    const body = message.split('\r\n\r\n')[1] ?? ''
    expect(body.split('\r\n').every((line) => line.length <= 76)).toBe(true)
    expect(body).toContain('Ligne =C3=A9 =3D fin')
    const decoded = Buffer.from(body.replace(/=\r\n/gu, '').replace(/=([0-9A-F]{2})/gu, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
    expect(decoded).toBe(`${'x'.repeat(1200)}\r\nLigne é = fin\r\n`)
  })

  it('encodes a trailing space in quoted-printable, so mail servers cannot strip it', () => {
    expect(quotedPrintable('end ')).toBe('end=20')
  })
})
