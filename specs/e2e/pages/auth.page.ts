import { expect, type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'
import { captchaAnswer, emailedCode, mailCount } from './account.api.ts'

/** The sign-in pages as a buyer meets them: /login, /register, /resetPassword. */
export class AuthPage {
  readonly email: Locator
  readonly password: Locator
  readonly confirmPassword: Locator
  readonly pictureCode: Locator
  readonly verificationCode: Locator
  readonly sendCode: Locator
  readonly remember: Locator
  readonly agree: Locator
  readonly form: Locator

  constructor(readonly page: Page) {
    this.form = page.getByRole('main').getByRole('form')
    this.email = this.form.getByLabel('Email', { exact: true })
    this.password = this.form.getByLabel(/^(New )?[Pp]assword$/u)
    this.confirmPassword = this.form.getByLabel(/^Confirm (new )?password$/u)
    this.pictureCode = this.form.getByLabel('Picture code', { exact: true })
    this.verificationCode = this.form.getByLabel('Verification code', { exact: true })
    this.sendCode = this.form.getByRole('button', { name: 'Send code' })
    this.remember = this.form.getByRole('checkbox', { name: 'Remember me' })
    this.agree = this.form.getByRole('checkbox', { name: /I agree/u })
  }

  /** Opens `path` and waits for the page to be hydrated. */
  async open(path: string) {
    await this.page.goto(path)
    await waitForReady(this.page)
  }

  /** Answers the picture code (read from the picture), sends the code and types the one the outbox received. */
  async emailCode(email: string) {
    const before = mailCount(email)
    const picture = this.form.getByRole('img', { name: 'Picture code' })
    await expect(picture).toBeVisible()
    const src = (await picture.getAttribute('src')) ?? ''
    await this.pictureCode.fill(captchaAnswer(decodeURIComponent(src.slice(src.indexOf(',') + 1))))
    await this.sendCode.click()
    await expect(this.form.getByRole('button', { name: /Resend in \d+ s/u })).toBeDisabled()
    await expect.poll(() => mailCount(email)).toBeGreaterThan(before)
    await this.verificationCode.fill(emailedCode(email) ?? '')
  }

  async register(email: string, password: string) {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.confirmPassword.fill(password)
    await this.emailCode(email)
    await this.agree.check()
    await this.form.getByRole('button', { name: 'Create account' }).click()
  }

  async signIn(account: string, password: string, options: { remember?: boolean } = {}) {
    await this.email.fill(account)
    await this.password.fill(password)
    if (options.remember === true) await this.remember.check()
    await this.form.getByRole('button', { name: 'Sign in' }).click()
  }
}
