import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { LoginForm, RegisterForm, ResetPasswordForm, validateForm } from '../../core/src/auth/index.ts'

const registration = {
  email: 'buyer@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  code: '482913',
  agree: true,
}
const reset = { email: 'buyer@example.com', code: '482913', password: 'secret1', confirmPassword: 'secret1' }

describe('login form', () => {
  it('AUTH-4: an empty form asks for account and password', () => {
    expect(validateForm(LoginForm, { account: '', password: '' })).toEqual({
      ok: false,
      errors: { account: 'Please enter account', password: 'Please enter password' },
    })
  })

  it('AUTH-4: missing fields, whitespace-only accounts and non-text values ask to be filled too', () => {
    expect(validateForm(LoginForm, {})).toEqual({
      ok: false,
      errors: { account: 'Please enter account', password: 'Please enter password' },
    })
    expect(validateForm(LoginForm, { account: '   ', password: 42 })).toEqual({
      ok: false,
      errors: { account: 'Please enter account', password: 'Please enter password' },
    })
    expect(validateForm(LoginForm, null)).toMatchObject({ ok: false, errors: { account: 'Please enter account' } })
  })

  it('AUTH-4: a 5-character password is "At least six characters"; 6 characters pass', () => {
    expect(validateForm(LoginForm, { account: 'buyer', password: '12345' })).toEqual({
      ok: false,
      errors: { password: 'At least six characters' },
    })
    expect(validateForm(LoginForm, { account: 'buyer', password: '123456' })).toEqual({
      ok: true,
      value: { account: 'buyer', password: '123456', remember: false },
    })
  })

  it('AUTH-4: characters are counted as typed: five emoji are five characters, not ten', () => {
    expect(validateForm(LoginForm, { account: 'buyer', password: '🔒🔒🔒🔒🔒' })).toEqual({
      ok: false,
      errors: { password: 'At least six characters' },
    })
  })

  it('AUTH-4: the account is trimmed, the password kept as typed; remember is kept when ticked', () => {
    expect(validateForm(LoginForm, { account: '  buyer@example.com ', password: ' pass word ', remember: true })).toEqual({
      ok: true,
      value: { account: 'buyer@example.com', password: ' pass word ', remember: true },
    })
  })

  test.prop([fc.string({ maxLength: 5 }).filter((text) => [...text].length < 6 && text !== '')])(
    'AUTH-4: any non-empty password under six characters gives exactly "At least six characters"',
    (password) => {
      expect(validateForm(LoginForm, { account: 'buyer', password })).toEqual({
        ok: false,
        errors: { password: 'At least six characters' },
      })
    },
  )
})

describe('registration form', () => {
  it('AUTH-5: a complete registration is valid; email updates default to off', () => {
    expect(validateForm(RegisterForm, registration)).toEqual({
      ok: true,
      value: { ...registration, emailUpdates: false },
    })
  })

  it('AUTH-5: the email-updates consent is a separate optional checkbox, kept when ticked', () => {
    expect(validateForm(RegisterForm, { ...registration, emailUpdates: true })).toMatchObject({
      ok: true,
      value: { agree: true, emailUpdates: true },
    })
    expect(validateForm(RegisterForm, { ...registration, emailUpdates: false })).toMatchObject({ ok: true })
  })

  it('AUTH-5: registration requires the agreement: unticked or missing gives the agreement message', () => {
    const refused = { ok: false, errors: { agree: 'Please agree to our Terms of Use and Privacy Policy' } }
    expect(validateForm(RegisterForm, { ...registration, agree: false })).toEqual(refused)
    const { agree: _agree, ...withoutAgreement } = registration
    expect(validateForm(RegisterForm, withoutAgreement)).toEqual(refused)
    expect(validateForm(RegisterForm, { ...registration, agree: 'true' })).toEqual(refused)
  })

  it('AUTH-4: an empty registration gives each field its message', () => {
    expect(validateForm(RegisterForm, { email: '', password: '', confirmPassword: '', code: '', agree: false })).toEqual({
      ok: false,
      errors: {
        email: 'Please enter email address',
        password: 'Please enter password',
        confirmPassword: 'Please enter the same password again',
        code: 'Please enter the verification code',
        agree: 'Please agree to our Terms of Use and Privacy Policy',
      },
    })
  })

  it('AUTH-4: an invalid email is "Please enter a valid email address"', () => {
    for (const email of ['buyer', 'buyer@', '@example.com', 'buyer@example', 'buy er@example.com', 'buyer@example.c', 'a@b..com']) {
      expect(validateForm(RegisterForm, { ...registration, email }), email).toEqual({
        ok: false,
        errors: { email: 'Please enter a valid email address' },
      })
    }
    expect(validateForm(RegisterForm, { ...registration, email: ' Buyer.Name+rfq@mail.example.co.uk ' })).toMatchObject({
      ok: true,
      value: { email: 'Buyer.Name+rfq@mail.example.co.uk' },
    })
  })

  it('AUTH-4: an email of 254 characters is accepted, 255 is not', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
    expect(validateForm(RegisterForm, { ...registration, email: email(254) })).toMatchObject({ ok: true })
    expect(validateForm(RegisterForm, { ...registration, email: email(255) })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    })
  })

  it('AUTH-4: different passwords are "The passwords you entered twice do not match", on the confirmation', () => {
    expect(validateForm(RegisterForm, { ...registration, confirmPassword: 'secret2' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'The passwords you entered twice do not match' },
    })
  })

  it('AUTH-4: the verification code is required', () => {
    expect(validateForm(RegisterForm, { ...registration, code: '  ' })).toEqual({
      ok: false,
      errors: { code: 'Please enter the verification code' },
    })
  })
})

describe('reset-password form', () => {
  it('AUTH-4: a complete reset is valid', () => {
    expect(validateForm(ResetPasswordForm, reset)).toEqual({ ok: true, value: reset })
  })

  it('AUTH-4: an empty reset gives each field its message', () => {
    expect(validateForm(ResetPasswordForm, {})).toEqual({
      ok: false,
      errors: {
        email: 'Please enter email address',
        code: 'Please enter the verification code',
        password: 'Please enter password',
        confirmPassword: 'Please enter the same password again',
      },
    })
  })

  it('AUTH-4: a short new password and a mismatched confirmation', () => {
    expect(validateForm(ResetPasswordForm, { ...reset, password: 'abcde', confirmPassword: 'abcde' })).toEqual({
      ok: false,
      errors: { password: 'At least six characters' },
    })
    expect(validateForm(ResetPasswordForm, { ...reset, confirmPassword: 'secret1 ' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'The passwords you entered twice do not match' },
    })
  })

  test.prop([fc.string({ minLength: 6 }), fc.string({ minLength: 1 })])(
    'AUTH-4: a confirmation that differs from a valid password never passes',
    (password, confirmPassword) => {
      fc.pre(password !== confirmPassword && [...password].length >= 6)
      expect(validateForm(ResetPasswordForm, { ...reset, password, confirmPassword })).toEqual({
        ok: false,
        errors: { confirmPassword: 'The passwords you entered twice do not match' },
      })
    },
  )
})
