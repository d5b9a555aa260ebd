import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { AUTH_MESSAGES, PASSWORD_RESET_MESSAGE } from '@partfront/core/auth'
import { contract } from '@partfront/core/contract'
import { TEST_MEMBER, TEST_MEMBER_EMAIL, mockApi, on, refusal, signOut, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()
afterEach(() => signOut())

/** The server of a sign-in: the login answer, and what the storefront asks once signed in. */
function loginServer() {
  const bodies: unknown[] = []
  worker.use(
    on(contract.authLogin, async ({ request }) => {
      bodies.push(await request.json())
      return success(contract.authLogin, { token: 'fresh-token', cartNum: 3, user: TEST_MEMBER })
    }),
    on(contract.favouriteMerge, () => success(contract.favouriteMerge, [])),
    on(contract.cartSum, () => success(contract.cartSum, { cartNum: 3 })),
    on(contract.accountInfo, () => success(contract.accountInfo, TEST_MEMBER)),
    on(contract.addressList, () => success(contract.addressList, [])),
  )
  return bodies
}

function captchaServer() {
  const sent: unknown[] = []
  worker.use(
    on(contract.authCaptcha, () => success(contract.authCaptcha, { captchaId: 'cap1', svg: '<svg xmlns="http://www.w3.org/2000/svg"><text>AB12</text></svg>', expiresInSeconds: 300 })),
    on(contract.authEmailCode, async ({ request }) => {
      sent.push(await request.json())
      return success(contract.authEmailCode, { email: TEST_MEMBER_EMAIL, expiresInSeconds: 600, resendAfterSeconds: 60 })
    }),
  )
  return sent
}

describe('sign in', () => {
  it('AUTH-4: an empty sign-in shows "Please enter account" and "Please enter password" at their fields', async () => {
    const { screen } = await renderApp('/login')
    await screen.getByRole('button', { name: 'Sign in' }).click()
    await expect.element(screen.getByLabelText('Email', { exact: true })).toHaveAccessibleDescription(AUTH_MESSAGES.enterAccount)
    await expect.element(screen.getByLabelText('Password')).toHaveAccessibleDescription(AUTH_MESSAGES.enterPassword)
    await expect.element(screen.getByLabelText('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  })

  it('AUTH-4: leaving a field shows its message; a short password reads "At least six characters"', async () => {
    const { screen } = await renderApp('/login')
    await screen.getByLabelText('Email', { exact: true }).click()
    await screen.getByLabelText('Password').click()
    await expect.element(screen.getByLabelText('Email', { exact: true })).toHaveAccessibleDescription(AUTH_MESSAGES.enterAccount)
    await userEvent.type(screen.getByLabelText('Password'), '12345')
    await screen.getByLabelText('Email', { exact: true }).click()
    await expect.element(screen.getByLabelText('Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooShort)
  })

  it('AUTH-2, ROUTE-7: signing in with remember keeps the account and goes to the redirect path', async () => {
    const bodies = loginServer()
    const { screen, router, storage } = await renderApp('/login?redirect=%2Fmember%2Faddress')
    await expect.element(screen.getByLabelText('Email', { exact: true })).toHaveAttribute('autocomplete', 'username')
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), TEST_MEMBER_EMAIL)
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password')
    await screen.getByLabelText('Remember me').click()
    await screen.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/member/address')
    expect(bodies).toEqual([{ account: TEST_MEMBER_EMAIL, password: 'secret-password' }])
    expect(storage.getItem('account')).toBe(TEST_MEMBER_EMAIL)
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible()
  })

  it('ROUTE-7: a redirect to another site is not followed: the buyer lands on /', async () => {
    loginServer()
    worker.use(on(contract.searchTrending, () => success(contract.searchTrending, [])))
    const { screen, router, storage } = await renderApp('/login?redirect=https%3A%2F%2Fevil.example%2F')
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), TEST_MEMBER_EMAIL)
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password')
    await screen.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => router.state.location.href).toBe('/')
    // AUTH-2: without remember, the account is not kept.
    expect(storage.getItem('account')).toBeNull()
  })

  it('a refused sign-in (429) shows the server message', async () => {
    worker.use(on(contract.authLogin, () => refusal(contract.authLogin, 429, 'Too many attempts, try again in 60 seconds')))
    const { screen } = await renderApp('/login')
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), TEST_MEMBER_EMAIL)
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password')
    await screen.getByRole('button', { name: 'Sign in' }).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Too many attempts, try again in 60 seconds')
  })
})

describe('register', () => {
  it('AUTH-4, AUTH-5: an empty registration shows every message at its field; the minimum is said before typing', async () => {
    captchaServer()
    const { screen } = await renderApp('/register')
    await expect.element(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooShort)
    await screen.getByRole('button', { name: 'Create account' }).click()
    await expect.element(screen.getByLabelText('Email', { exact: true })).toHaveAccessibleDescription(AUTH_MESSAGES.enterEmail)
    await expect.element(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      `${AUTH_MESSAGES.passwordTooShort} ${AUTH_MESSAGES.enterPassword}`,
    )
    await expect.element(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(AUTH_MESSAGES.enterConfirmPassword)
    await expect.element(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(AUTH_MESSAGES.enterCode)
    await expect.element(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(AUTH_MESSAGES.agreeToTerms)
    await expect.element(screen.getByRole('checkbox', { name: /Email me/ })).not.toBeChecked()
  })

  it('AUTH-4: a bad email and passwords that differ read their messages', async () => {
    captchaServer()
    const { screen } = await renderApp('/register')
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), 'not-an-email')
    await screen.getByLabelText('Password', { exact: true }).click()
    await expect.element(screen.getByLabelText('Email', { exact: true })).toHaveAccessibleDescription(AUTH_MESSAGES.invalidEmail)
    await userEvent.clear(screen.getByLabelText('Email', { exact: true }))
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), TEST_MEMBER_EMAIL)
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret-1')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-2')
    await userEvent.type(screen.getByLabelText('Verification code'), '123456')
    await screen.getByRole('checkbox', { name: /I agree/ }).click()
    await screen.getByRole('button', { name: 'Create account' }).click()
    await expect.element(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDiffer)
  })

  it('AUTH-4: the picture code answered mails a code, and the button counts down to resend', async () => {
    const sent = captchaServer()
    const { screen } = await renderApp('/register')
    await expect.element(screen.getByRole('img', { name: 'Picture code' })).toBeVisible()
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), TEST_MEMBER_EMAIL)
    await userEvent.type(screen.getByLabelText('Picture code'), 'AB12')
    await screen.getByRole('button', { name: 'Send code' }).click()
    await expect.element(screen.getByText(`A verification code was sent to ${TEST_MEMBER_EMAIL}.`)).toHaveAttribute('role', 'status')
    await expect.element(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    expect(sent).toEqual([{ email: TEST_MEMBER_EMAIL, purpose: 'register', captchaId: 'cap1', captchaCode: 'AB12' }])
  })

  it('AUTH-5: a complete registration creates the account and signs the buyer in', async () => {
    captchaServer()
    const logins = loginServer()
    const registered: unknown[] = []
    worker.use(
      on(contract.authRegister, async ({ request }) => {
        registered.push(await request.json())
        return success(contract.authRegister, { token: 'reg-token', cartNum: 0, user: TEST_MEMBER })
      }),
    )
    const { screen, router } = await renderApp('/register?redirect=%2Fmember%2Faddress')
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), TEST_MEMBER_EMAIL)
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret-1')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-1')
    await userEvent.type(screen.getByLabelText('Verification code'), '123456')
    await screen.getByRole('checkbox', { name: /I agree/ }).click()
    await screen.getByRole('button', { name: 'Create account' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/member/address')
    expect(registered).toEqual([
      { email: TEST_MEMBER_EMAIL, password: 'secret-1', confirmPassword: 'secret-1', code: '123456', agree: true, emailUpdates: false },
    ])
    expect(logins).toEqual([{ account: TEST_MEMBER_EMAIL, password: 'secret-1' }])
  })
})

describe('reset password', () => {
  it('AUTH-6: /resetPassword sets a new password with the emailed code and leads to sign in', async () => {
    captchaServer()
    const reset: unknown[] = []
    worker.use(
      on(contract.authResetPassword, async ({ request }) => {
        reset.push(await request.json())
        return success(contract.authResetPassword, null)
      }),
    )
    const { screen } = await renderApp('/resetPassword')
    await screen.getByRole('button', { name: 'Set new password' }).click()
    await expect.element(screen.getByLabelText('Email', { exact: true })).toHaveAccessibleDescription(AUTH_MESSAGES.enterEmail)
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), TEST_MEMBER_EMAIL)
    await userEvent.type(screen.getByLabelText('Verification code'), '654321')
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'new-secret')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret')
    await screen.getByRole('button', { name: 'Set new password' }).click()
    await expect.element(screen.getByText(PASSWORD_RESET_MESSAGE)).toHaveAttribute('role', 'status')
    await expect.element(screen.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/login')
    expect(reset).toEqual([{ email: TEST_MEMBER_EMAIL, code: '654321', password: 'new-secret', confirmPassword: 'new-secret' }])
  })
})
