import { describe, expect, it } from 'vitest'
import { looksLikePartNumber, proposePartNumber } from './part-number-proposal.ts'

describe('part numbers inside value and name columns', () => {
  it('tells part numbers from values, codes, frequencies and library names', () => {
    const yes = ['STM32H563RIT6', '2450AT18D0100001E', 'AMS1117-3.3', 'ESP32-C3', 'MMBT3904', 'A4982', 'B4B-PH-SM4-TB(LF)(SN)', 'MCP1824T-1802E/OT']
    const no = ['SOT-223', 'QFN-24', '22uF', '.22uF', '4.7uF/16V', '10k0.1', '5k1', '4R7', '32kHz768', '40MHz', 'Conn_01x15_Socket', 'GREEN', 'US1D', '470531000', '2pF~6pF', '0.05R']
    for (const token of yes) expect(looksLikePartNumber(token), token).toBe(true)
    for (const token of no) expect(looksLikePartNumber(token), token).toBe(false)
    // A library name ending in the footprint's chip size is not a part number (Eagle's `INDUCTOR0603` over `0603`).
    expect(looksLikePartNumber('LEDCHIP-LED0805', 'CHIP-LED0805')).toBe(false)
    expect(looksLikePartNumber('CC0603ZRY5V8BB104', 'C0603')).toBe(true)
  })

  it('proposes the first part-number-looking token of a cell', () => {
    expect(proposePartNumber('Regulator (AMS1117-3.3), SOT-223')).toBe('AMS1117-3.3')
    expect(proposePartNumber('100nF 16V X7R')).toBeUndefined()
  })
})
