import { fc, test } from '@fast-check/vitest'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../auth/auth.forms.ts'
import { BOM, LIMITS } from '../constants.ts'
import { EMPTY_KEYWORD_WARNING } from '../search/search.rules.ts'
import { checkUploadName, checkUploadSize } from '../bom/bom-upload.rules.ts'
import { NO_BOM_FILE_MESSAGE, type UploadFile } from './bom.ts'
import { BooleanFromString, CartItemId, idListFromString } from './common.ts'
import type { ContractSchema } from './endpoint.ts'
import { type InputError, inputError } from './errors.ts'
import { contract } from './index.ts'

/** The input error of decoding `input` with `schema` (every problem), or `undefined` when it decodes. */
function errorOf(schema: ContractSchema | undefined, input: unknown): InputError | undefined {
  if (schema === undefined) throw new Error('no schema')
  const result = Schema.decodeUnknownResult(schema)(input, { errors: 'all' })
  return Result.isSuccess(result) ? undefined : inputError(result.failure.issue)
}

function messageOf(schema: ContractSchema | undefined, input: unknown): string | undefined {
  return errorOf(schema, input)?.message
}

const register = {
  email: 'buyer@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  code: '123456',
  agree: true,
  emailUpdates: false,
}

function file(name: string, size: number): UploadFile {
  return { name, size, type: '', arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) }
}

const bomUpload = {
  file: file('board.xlsx', 2048),
  name: 'Ada Buyer',
  email: 'ada@example.com',
  telephone: '+44 20 7946 0000',
  address: '1 Main St, London',
}

describe('decode failures name the field', () => {
  it('AUTH-4: registration messages, word for word', () => {
    expect(messageOf(contract.authRegister.body, register)).toBeUndefined()
    expect(messageOf(contract.authRegister.body, { ...register, email: '' })).toBe(AUTH_MESSAGES.enterEmail)
    expect(messageOf(contract.authRegister.body, { ...register, email: 'buyer@' })).toBe(AUTH_MESSAGES.invalidEmail)
    expect(messageOf(contract.authRegister.body, { ...register, password: '12345', confirmPassword: '12345' })).toBe(
      AUTH_MESSAGES.passwordTooShort,
    )
    expect(messageOf(contract.authRegister.body, { ...register, confirmPassword: '' })).toBe(
      AUTH_MESSAGES.enterConfirmPassword,
    )
    expect(messageOf(contract.authRegister.body, { ...register, code: ' ' })).toBe(AUTH_MESSAGES.enterCode)
    expect(messageOf(contract.authRegister.body, { ...register, agree: false })).toBe(AUTH_MESSAGES.agreeToTerms)
    const { agree: _agree, ...withoutAgreement } = register
    expect(messageOf(contract.authRegister.body, withoutAgreement)).toBe(AUTH_MESSAGES.agreeToTerms)
    const { emailUpdates: _consent, ...withoutConsent } = register
    expect(Schema.decodeUnknownSync(contract.authRegister.body)(withoutConsent).emailUpdates).toBe(false)
  })

  it('AUTH-4: the password mismatch sits on confirmPassword', () => {
    expect(errorOf(contract.authRegister.body, { ...register, confirmPassword: 'secret2' })?.problems).toEqual([
      { path: 'confirmPassword', message: AUTH_MESSAGES.passwordsDiffer },
    ])
  })

  it('AUTH-4: login asks for the account and the password', () => {
    expect(messageOf(contract.authLogin.body, { account: '  ', password: 'secret1' })).toBe(AUTH_MESSAGES.enterAccount)
    expect(messageOf(contract.authLogin.body, { account: 'buyer@example.com' })).toBe(AUTH_MESSAGES.enterPassword)
    expect(messageOf(contract.authLogin.body, {})).toBe(AUTH_MESSAGES.enterAccount)
  })

  it('an empty cart add and a bad quantity read a message with the line', () => {
    expect(messageOf(contract.cartAdd.body, [])).toBe('Please choose at least one product')
    expect(errorOf(contract.cartAdd.body, [{ productId: 1, productCount: 0 }])?.problems).toEqual([
      { path: '[0].productCount', message: `Quantity must be from 1 to ${LIMITS.maxQuantity}` },
    ])
    expect(messageOf(contract.cartAdd.body, [{ productId: -1, productCount: 1 }])).toBe(
      'Product id must be a non-negative integer',
    )
  })

  it('SEARCH-1: an empty keyword reads the search box warning', () => {
    expect(messageOf(contract.searchList.query, { keyWord: '   ' })).toBe(EMPTY_KEYWORD_WARNING)
    expect(messageOf(contract.searchList.query, {})).toBe(EMPTY_KEYWORD_WARNING)
  })

  it('a query value without a message of its own gets its field in front', () => {
    expect(messageOf(contract.searchList.query, { keyWord: 'lm358', page: 'abc' })).toBe(
      'page: Expected decimal digits',
    )
    expect(messageOf(contract.cartDelete.query, { ids: '1;2' })).toBe('ids: Expected comma-separated ids such as 3,7,12')
    expect(messageOf(contract.searchList.query, { keyWord: 'lm358', sort: 'cheapest' })).toMatch(/^sort: Expected /u)
  })

  it('contact form: required fields ask to be filled, the telephone is checked', () => {
    const message = { name: 'Ada', email: 'ada@example.com', remark: 'Please call me' }
    expect(messageOf(contract.contactSubmit.body, message)).toBeUndefined()
    expect(messageOf(contract.contactSubmit.body, { ...message, remark: '' })).toBe('Please enter your message')
    expect(messageOf(contract.contactSubmit.body, { ...message, name: undefined })).toBe('Please enter your name')
    expect(messageOf(contract.contactSubmit.body, { ...message, tel: 'call me' })).toBe(
      'Please enter a valid telephone number',
    )
    expect(messageOf(contract.contactSubmit.body, { ...message, company: 'x'.repeat(201) })).toBe(
      'Company must be at most 200 characters',
    )
  })

  it('text a buyer types is trimmed when decoded', () => {
    const decoded = Schema.decodeUnknownSync(contract.contactSubmit.body)({
      name: '  Ada Buyer ',
      email: ' ada@example.com ',
      remark: '\tHello\n',
    })
    expect(decoded).toEqual({ name: 'Ada Buyer', email: 'ada@example.com', remark: 'Hello' })
  })

  it('BOM-1, BOM-4: the upload checks the file suffix, size and the contact info', () => {
    expect(messageOf(contract.bomUpload.body, bomUpload)).toBeUndefined()
    expect(messageOf(contract.bomUpload.body, { ...bomUpload, file: file('BOARD.XLS', 10) })).toBeUndefined()
    expect(messageOf(contract.bomUpload.body, { ...bomUpload, file: file('parts.CSV', 10) })).toBeUndefined()
    const refused = (result: { readonly ok: boolean; readonly message?: string }) => result.message
    expect(messageOf(contract.bomUpload.body, { ...bomUpload, file: file('board.pdf', 10) })).toBe(
      refused(checkUploadName('board.pdf')),
    )
    expect(messageOf(contract.bomUpload.body, { ...bomUpload, file: file('board.xlsx', 0) })).toBe(
      refused(checkUploadSize(0)),
    )
    expect(messageOf(contract.bomUpload.body, { ...bomUpload, file: file('board.xlsx', BOM.maxBytes + 1) })).toBe(
      refused(checkUploadSize(BOM.maxBytes + 1)),
    )
    expect(messageOf(contract.bomUpload.body, { ...bomUpload, file: file('board.xlsx', BOM.maxBytes) })).toBeUndefined()
    expect(messageOf(contract.bomUpload.body, { ...bomUpload, file: 'board.xlsx' })).toBe(NO_BOM_FILE_MESSAGE)
    expect(NO_BOM_FILE_MESSAGE).toMatch(/^Please choose a BOM file/u)
    expect(messageOf(contract.bomUpload.body, { ...bomUpload, telephone: '' })).toBe('Please enter telephone number')
  })

  it('a decoded upload keeps the file object itself, bytes and all', () => {
    const decoded = Schema.decodeUnknownSync(contract.bomUpload.body)(bomUpload)
    expect(decoded.file).toBe(bomUpload.file)
  })
})

describe('properties of the query-string schemas', () => {
  test.prop([fc.integer()])('a quantity outside 1..max is refused, naming Quantity and its line', (count) => {
    const error = errorOf(contract.cartAdd.body, [{ productId: 1, productCount: count }])
    if (count >= 1 && count <= LIMITS.maxQuantity) expect(error).toBeUndefined()
    else {
      expect(error?.problems[0]?.path).toBe('[0].productCount')
      expect(error?.problems[0]?.message).toMatch(/^Quantity /u)
    }
  })

  test.prop([fc.array(fc.nat(), { minLength: 1, maxLength: LIMITS.maxLinesPerRequest })])(
    'ids joined with commas decode to the ids, and encode back to the same text',
    (ids) => {
      const schema = idListFromString(CartItemId)
      const text = ids.join(',')
      expect(Schema.decodeUnknownSync(schema)(text)).toEqual(ids)
      expect(Schema.encodeSync(schema)(Schema.decodeUnknownSync(schema)(text))).toBe(text)
    },
  )

  test.prop([fc.string()])('a boolean query value is exactly "true" or "false"', (text) => {
    const result = Schema.decodeUnknownResult(BooleanFromString)(text)
    if (text === 'true' || text === 'false') expect(result).toEqual(Result.succeed(text === 'true'))
    else expect(Result.isFailure(result)).toBe(true)
  })

  test.prop([fc.string()])('a page is digits without a sign or leading zero', (text) => {
    const accepted = Result.isSuccess(Schema.decodeUnknownResult(contract.orderList.query)({ page: text }))
    expect(accepted).toBe(/^[1-9][0-9]{0,15}$/u.test(text) && Number(text) <= Number.MAX_SAFE_INTEGER)
  })
})
