import { describe, expect, it } from 'vitest'
import { databaseLocation, describeDatabase, readServerConfig } from './config.ts'

describe('the server configuration from the environment', () => {
  it('has the defaults the README lists', () => {
    const config = readServerConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      database: { engine: 'sqlite', path: './data/partfront.db' },
      demoParts: 50_000,
      logLevel: 'info',
      maxBodyBytes: 1_048_576,
      trustProxy: 0,
      sessionDays: 30,
      mailOutbox: './data/outbox',
      smtpUrl: undefined,
      paymentProvider: 'sandbox',
    })
    expect(config.paymentSecret).toMatch(/^[0-9a-f]{64}$/u)
  })

  it('reads DATABASE_URL as a SQLite path or a PostgreSQL URL, and never shows the password', () => {
    expect(databaseLocation('file:./shop.db')).toEqual({ engine: 'sqlite', path: './shop.db' })
    expect(databaseLocation(':memory:')).toEqual({ engine: 'sqlite', path: ':memory:' })
    const postgres = databaseLocation('postgres://shop:s3cret@db.internal:5432/partfront')
    expect(postgres).toEqual({ engine: 'postgres', url: 'postgres://shop:s3cret@db.internal:5432/partfront' })
    expect(describeDatabase(postgres)).toBe('postgres://shop:***@db.internal:5432/partfront')
    expect(() => databaseLocation('file:')).toThrow('DATABASE_URL must name a file or a postgres:// URL, got an empty path')
  })

  it('reads CHAT_WIDGET_URL as an https script URL (http on a loopback host only), unset by default', () => {
    expect(readServerConfig({}).chatWidgetUrl).toBeUndefined()
    expect(readServerConfig({ CHAT_WIDGET_URL: '' }).chatWidgetUrl).toBeUndefined()
    expect(readServerConfig({ CHAT_WIDGET_URL: 'https://chat.example.com/widget.js?site=1' }).chatWidgetUrl).toBe('https://chat.example.com/widget.js?site=1')
    expect(readServerConfig({ CHAT_WIDGET_URL: 'http://127.0.0.1:5050/widget.js' }).chatWidgetUrl).toBe('http://127.0.0.1:5050/widget.js')
    for (const bad of ['chat.example.com/widget.js', 'http://chat.example.com/widget.js', 'javascript:alert(1)', 'https://a:b@chat.example.com/w.js']) {
      expect(() => readServerConfig({ CHAT_WIDGET_URL: bad })).toThrow(
        `CHAT_WIDGET_URL must be the https:// URL of the chat provider's script, such as https://chat.example.com/widget.js, got "${bad}"`,
      )
    }
  })

  it('reads PUBLIC_URL as an origin, defaulting to localhost on PORT', () => {
    expect(readServerConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(readServerConfig({ PUBLIC_URL: 'https://Shop.Example.com/' }).publicUrl).toBe('https://shop.example.com')
    for (const bad of ['shop.example.com', 'ftp://shop.example.com', 'https://shop.example.com/store', 'https://a:b@shop.example.com', 'https://shop.example.com/?x=1']) {
      expect(() => readServerConfig({ PUBLIC_URL: bad })).toThrow(`PUBLIC_URL must be an http:// or https:// origin such as https://shop.example.com, got "${bad}"`)
    }
  })

  it('names the variable of a bad value', () => {
    expect(() => readServerConfig({ PORT: '65536' })).toThrow('PORT must be a whole number from 0 to 65535, got "65536"')
    expect(() => readServerConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be debug, info, warn or error, got "loud"')
    expect(() => readServerConfig({ TRUST_PROXY: 'maybe' })).toThrow(
      'TRUST_PROXY must be the number of proxies in front of the server (0 to 16), true (1) or false (0), got "maybe"',
    )
  })

  it('reads TRUST_PROXY as the number of trusted proxies: 0 and false the socket, true one, N N; refuses anything else', () => {
    const hops = (value: string) => readServerConfig({ TRUST_PROXY: value }).trustProxy
    expect(readServerConfig({}).trustProxy).toBe(0)
    expect([hops(''), hops('0'), hops('false'), hops('FALSE'), hops('off'), hops('no')]).toEqual([0, 0, 0, 0, 0, 0])
    expect([hops('1'), hops('true'), hops('True'), hops('on'), hops('yes')]).toEqual([1, 1, 1, 1, 1])
    expect([hops('3'), hops(' 2 '), hops('16')]).toEqual([3, 2, 16])
    for (const junk of ['junk', '-1', '1.5', '17', '1e1', '0x2', 'two', '2 proxies', '99999999999999999999']) {
      expect(() => readServerConfig({ TRUST_PROXY: junk })).toThrow(`TRUST_PROXY must be the number of proxies in front of the server (0 to 16), true (1) or false (0), got "${junk}"`)
    }
  })
})
