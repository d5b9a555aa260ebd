import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import { Email, VerificationCode } from '../auth/auth.forms.ts'
import { freeText, hasControlCharacter, requiredText, schemaErrorMessage } from './index.ts'
import { BomFile } from './bom.ts'
import { Keyword } from './search.ts'

/** The message `schema` refuses `value` with, or `undefined` when it takes it. */
function refusal(schema: Schema.Codec<unknown, unknown>, value: unknown): string | undefined {
  const result = Schema.decodeUnknownResult(schema)(value)
  return Result.isSuccess(result) ? undefined : schemaErrorMessage(result.failure)
}

describe('text fields refuse control characters (issue 14, defect 8)', () => {
  const name = requiredText('first name', 100) as unknown as Schema.Codec<unknown, unknown>
  const remark = freeText('remark', 500, 'multi') as unknown as Schema.Codec<unknown, unknown>

  it('refuses NUL, other C0 controls, DEL and C1 controls in a one-line field, naming it', () => {
    for (const control of ['\u0000', '\u0001', '\u0009', '\u000a', '\u000d', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(refusal(name, `Ada${control}Lovelace`), JSON.stringify(control)).toBe('First name must not contain control characters')
    }
    expect(refusal(name, 'Ada Lovelace — Zürich 東京 ✓')).toBeUndefined()
  })

  it('keeps tab and line breaks in a multi-line field, and refuses the rest', () => {
    expect(refusal(remark, 'Line one\r\n\tline two')).toBeUndefined()
    expect(refusal(remark, 'a\u0000b')).toBe('Remark must not contain control characters')
    expect(refusal(remark, 'a\u000bb')).toBe('Remark must not contain control characters')
  })

  it('covers the email address, verification codes, the search keyword and a BOM file’s name', () => {
    expect(refusal(Email as unknown as Schema.Codec<unknown, unknown>, 'a\u0000b@example.com')).toBe('Email address must not contain control characters')
    expect(refusal(VerificationCode as unknown as Schema.Codec<unknown, unknown>, '12\u000034')).toBe('The verification code must not contain control characters')
    expect(refusal(Keyword as unknown as Schema.Codec<unknown, unknown>, 'LM\u0000358')).toBe('The keyword must not contain control characters')
    const file = (fileName: string) => ({ name: fileName, size: 10, type: 'text/csv', arrayBuffer: () => Promise.resolve(new ArrayBuffer(10)) })
    expect(refusal(BomFile as unknown as Schema.Codec<unknown, unknown>, file('bom\u0000.csv'))).toBe('The file name must not contain control characters')
    expect(refusal(BomFile as unknown as Schema.Codec<unknown, unknown>, file('bom.csv'))).toBeUndefined()
  })

  it('hasControlCharacter says the same for one-line and multi-line text', () => {
    expect(hasControlCharacter('a\nb')).toBe(true)
    expect(hasControlCharacter('a\nb', 'multi')).toBe(false)
    expect(hasControlCharacter('a\u0000b', 'multi')).toBe(true)
  })
})
