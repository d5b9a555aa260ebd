import { describe, expect, it } from 'vitest'
import { QUOTE_MESSAGES, contactBody, parseDollars, parseQuantity, quoteLineInput, quoteSubmitBody, readContact, readQuoteLine } from './quote-form.rules.ts'

const contact = { name: 'Ada Buyer', email: 'ada@example.com', company: '', tel: '' }

describe('quote and contact forms', () => {
  it('reads dollars as micro-dollars and whole quantities', () => {
    expect(parseDollars('0.85')).toBe(850_000)
    expect(parseDollars('$1.2 USD')).toBe(1_200_000)
    expect(parseDollars('abc')).toBeUndefined()
    expect(parseQuantity('1,000')).toBe(1000)
    expect(parseQuantity('0')).toBeUndefined()
    expect(parseQuantity('2.5')).toBeUndefined()
  })

  it('builds a quote request without the empty optional fields', () => {
    const result = quoteSubmitBody(quoteLineInput({ model: 'LM358D', qty: '100', targetPrice: '0.5' }), contact, 2871 as never)
    expect(result).toEqual({
      ok: true,
      value: { model: 'LM358D', qty: 100, targetPrice: 500_000, productId: 2871, contact: { name: 'Ada Buyer', email: 'ada@example.com' } },
    })
  })

  it('names each field that is wrong', () => {
    const result = quoteSubmitBody(quoteLineInput({ qty: 'ten', targetPrice: 'cheap' }), { ...contact, name: '', email: 'nope' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.qty).toBe(QUOTE_MESSAGES.quantity)
    expect((result.errors as Record<string, string>).targetPrice).toBe(QUOTE_MESSAGES.targetPrice)
    expect(result.errors.model).toMatch(/part number/u)
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['name', 'email']))
  })

  it('validates the contact form', () => {
    expect(contactBody({ ...contact, remark: 'Need 1k LM358D' }).ok).toBe(true)
    const empty = contactBody({ name: '', email: '', company: '', tel: '', remark: '' })
    expect(empty.ok ? [] : Object.keys(empty.errors)).toEqual(['name', 'email', 'remark'])
  })

  it('PAGE-1: PAGE-5: reads the RFQ, Get Quote and contact forms by their field names, absent fields empty', () => {
    const fields = new Map([
      ['model', 'LM358D'],
      ['qty', '100'],
      ['model-3', 'NE555P'],
      ['qty-3', '20'],
      ['name', 'Ada'],
      ['email', 'ada@example.com'],
      ['remark', 'Reels?'],
    ])
    const read = (name: string) => fields.get(name) ?? ''
    expect(readQuoteLine(read)).toEqual(quoteLineInput({ model: 'LM358D', qty: '100' }))
    expect(readQuoteLine(read, 3)).toEqual(quoteLineInput({ model: 'NE555P', qty: '20' }))
    expect(readContact(read)).toEqual({ name: 'Ada', email: 'ada@example.com', company: '', tel: '', remark: 'Reels?' })
  })
})
