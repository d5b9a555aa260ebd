import { describe, expect, it } from 'vitest'
import { systemClock } from './clock.ts'
import { createConsoleLogger } from './logger.ts'

describe('the system clock and the console logger', () => {
  it('the clock reads Date.now()', () => {
    const before = Date.now()
    const now = systemClock.now()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it('API-5: the logger writes each level to the console, with its fields', () => {
    const lines: unknown[][] = []
    const record = (level: string) => (...args: unknown[]) => {
      lines.push([level, ...args])
    }
    const logger = createConsoleLogger({ debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') })
    logger.error('API call cartDetail failed', { reason: 'network' })
    logger.info('ready')
    expect(lines).toEqual([
      ['error', 'API call cartDetail failed', { reason: 'network' }],
      ['info', 'ready'],
    ])
  })
})
