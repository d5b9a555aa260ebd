import { type APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/journey-test.ts'
import { AUTH_MESSAGES, PASSWORD_RESET_MESSAGE } from '@partfront/core/auth'
import { registerByApi } from '../pages/account.api.ts'
import { AuthPage } from '../pages/auth.page.ts'
import { MemberPage } from '../pages/member.page.ts'
import { ShellPage } from '../pages/shell.page.ts'

/**
 * Signing up, in and out against `npm start` (AUTH-1..7): the code read from the mail outbox, the header's
 * member menu, the `Log out？` dialog, remember me, the redirect query, and a reset by emailed code.
 */
/** One member made through the API for the redirect and reset journeys (emailed codes are rate-limited per network). */
let shared: ReturnType<typeof registerByApi> | undefined
function sharedMember(request: APIRequestContext) {
  shared ??= registerByApi(request, `signin-${Date.now()}@example.com`)
  return shared
}

test.describe('signing in', () => {
  test('AUTH-4, AUTH-5, AUTH-7, AUTH-3, AUTH-2: register with the emailed code, log out, sign in again with remember', async ({ page, context }) => {
    const email = `journey-${Date.now()}@example.com`
    const auth = new AuthPage(page)
    const member = new MemberPage(page)
    await auth.open('/register')
    // AUTH-4: every message at its field on submit.
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(auth.email).toHaveAccessibleDescription(AUTH_MESSAGES.enterEmail)
    await expect(auth.agree).toHaveAccessibleDescription(AUTH_MESSAGES.agreeToTerms)
    await auth.register(email, 'journey-secret')
    await expect(page).toHaveURL('/')
    // AUTH-7: the header shows the member's email with My Account, Order, Logout.
    const menu = await member.openAccountMenu(email)
    await expect(menu.getByRole('menuitem')).toHaveText(['My Account', 'Order', 'Logout'])
    await menu.getByRole('menuitem', { name: 'Logout' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Log out？' })
    await dialog.getByRole('button', { name: 'yes' }).click()
    await expect(page.getByText('Logout Success')).toBeVisible()
    await expect(page).toHaveURL('/')
    expect((await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value ?? '').toBe('')
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()

    await auth.open('/login?redirect=%2Fmember%2Forder')
    await auth.signIn(email, 'journey-secret', { remember: true })
    await expect(page).toHaveURL('/member/order')
    await expect(member.heading).toHaveText('Order list')
    // AUTH-2: the account is remembered for the next sign-in.
    await (await member.openAccountMenu(email)).getByRole('menuitem', { name: 'Logout' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'yes' }).click()
    await expect(page).toHaveURL('/')
    await auth.open('/login')
    await expect(auth.email).toHaveValue(email)
  })

  test('ROUTE-7: a redirect to another origin is not followed after sign-in', async ({ page, request }) => {
    const member = await sharedMember(request)
    const auth = new AuthPage(page)
    await auth.open('/login?redirect=https%3A%2F%2Fevil.example%2F')
    await auth.signIn(member.email, member.password)
    await expect(page).toHaveURL('/')
  })

  test('AUTH-6: reset the password with the emailed code, then sign in with the new one', async ({ page, request }) => {
    const member = await sharedMember(request)
    const auth = new AuthPage(page)
    await auth.open('/resetPassword')
    await auth.email.fill(member.email)
    await auth.emailCode(member.email)
    await auth.password.fill('brand-new-secret')
    await auth.confirmPassword.fill('brand-new-secret')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText(PASSWORD_RESET_MESSAGE)).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).first().click()
    await expect(page).toHaveURL('/login')
    await auth.signIn(member.email, member.password)
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
    await auth.password.fill('brand-new-secret')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/')
  })

  for (const width of [1280, 375]) {
    test(`the sign-in pages are axe-clean with no sideways scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const shell = new ShellPage(page)
      for (const path of ['/login', '/register', '/resetPassword']) {
        await shell.open(path)
        await shell.expectNoAxeViolations()
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
      }
    })
  }
})
