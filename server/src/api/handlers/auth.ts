import { AUTH_MESSAGES } from '@partfront/core/auth'
import type { EmailCodePurpose } from '@partfront/core/contract'
import { alreadyRegisteredMail, codeMail, noAccountMail } from '../../auth/auth-mail.ts'
import { EMAIL_CODE, emailCodeDigest, newEmailCode, resendWaitSeconds, seconds } from '../../auth/email-code.ts'
import {
  DEAD_EMAIL_CODE_MESSAGE,
  checkCaptcha,
  checkEmailCode,
  issueCaptcha,
  reserveAttempt,
  spendAttempt,
} from '../../auth/guards.ts'
import { hashPassword, verifyPassword } from '../../auth/password.ts'
import { LOGIN_CAPTCHA_AFTER_FAILURES, RATE_LIMITS } from '../../auth/rate-limits.ts'
import { signIn } from '../../auth/sessions.ts'
import type { MailMessage } from '../../mail/mail.port.ts'
import type { UserRow } from '../../store/accounts.port.ts'
import { ApiFailure, badRequest, tooManyRequests } from '../failure.ts'
import type { HandlersFor } from '../handler.ts'
import type { Services } from '../services.ts'

/**
 * Signing up, in and out (AUTH-1 to AUTH-7, issue 6 "Auth"). Ours, where the spec shows only the forms:
 * - Nothing an unauthenticated caller sees says whether an address has an account: a wrong password and an
 *   unknown account answer alike (after the same scrypt work), an emailed code is "sent" to any address
 *   (the mailbox learns the truth, see `auth-mail.ts`), and every limit counts unknown accounts too.
 * - Failed sign-ins are limited per account and per address (`RATE_LIMITS`); after
 *   `LOGIN_CAPTCHA_AFTER_FAILURES` failures an account also needs the image captcha.
 */
type AuthEndpoint = 'authCaptcha' | 'authEmailCode' | 'authRegister' | 'authLogin' | 'authLogout' | 'authResetPassword'

/** The one answer to a wrong password and to an account that does not exist. */
export const WRONG_LOGIN_MESSAGE = 'The account or password is incorrect'

/** The answer to a registration with an address that has an account (reachable only with its emailed code). */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists: please sign in, or reset your password'

/**
 * The mail an `authEmailCode` sends: the code, or, when the code would be of no use, a notice whose links go
 * to `publicUrl` (`PUBLIC_URL`), never to the request's `Host`, which the sender chooses.
 */
function emailCodeMail(
  purpose: EmailCodePurpose,
  to: string,
  code: string,
  user: UserRow | undefined,
  publicUrl: string,
): MailMessage {
  if (purpose === 'register') return user === undefined ? codeMail(to, purpose, code) : alreadyRegisteredMail(to, publicUrl)
  return user === undefined ? noAccountMail(to, publicUrl) : codeMail(to, purpose, code)
}

/** Sends `message`; a mail server that fails answers 503 rather than a bare 500. */
async function sendMail(message: MailMessage, { mail }: Services): Promise<void> {
  try {
    await mail.send(message)
  } catch (error) {
    throw new ApiFailure(503, 'We could not send the email just now: please try again in a minute', {
      mailError: error instanceof Error ? error.message : String(error),
    })
  }
}

/** The handlers of authCaptcha, authEmailCode, authRegister, authLogin, authLogout, authResetPassword. */
export const authHandlers: HandlersFor<AuthEndpoint> = {
  authCaptcha: async ({ request }, services) => {
    await spendAttempt(RATE_LIMITS.captchaIp, request.ip, 'Too many verification code pictures from your network', services)
    return issueCaptcha(services)
  },

  authEmailCode: async ({ body, request }, services) => {
    const { store, now } = services
    await spendAttempt(RATE_LIMITS.emailCodeIp, request.ip, 'Too many verification emails asked from your network', services)
    await checkCaptcha(body.captchaId, body.captchaCode, services)
    const wait = resendWaitSeconds(await store.accounts.lastEmailCodeAt(body.email, body.purpose), now())
    if (wait > 0) throw tooManyRequests(`Please wait ${seconds(wait)} before asking for another code`)
    const at = now()
    // A code is kept for every address, member or not, so the resend wait and the answer are the same for
    // all; one that is not mailed can only be guessed, and a guess gains nothing (see `emailCodeMail`).
    const code = newEmailCode()
    await store.accounts.saveEmailCode({
      email: body.email,
      purpose: body.purpose,
      codeDigest: emailCodeDigest(body.email, body.purpose, code),
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + EMAIL_CODE.ttlSeconds * 1000).toISOString(),
    })
    const user = await store.accounts.findUserByEmail(body.email)
    await sendMail(emailCodeMail(body.purpose, body.email, code, user, services.config.publicUrl), services)
    return { email: body.email, expiresInSeconds: EMAIL_CODE.ttlSeconds, resendAfterSeconds: EMAIL_CODE.resendAfterSeconds }
  },

  authRegister: async ({ body }, services) => {
    const { store, now } = services
    await checkEmailCode(body.email, 'register', body.code, services)
    const user = await store.accounts.createUser({
      email: body.email,
      passwordHash: await hashPassword(body.password),
      emailUpdates: body.emailUpdates,
      createdAt: now().toISOString(),
    })
    if (user === undefined) throw badRequest(EMAIL_TAKEN_MESSAGE)
    return signIn(user, services)
  },

  authLogin: async ({ body, request }, services) => {
    const { store } = services
    const account = body.account.toLowerCase()
    // Each try is counted before its password is checked (`reserveAttempt`), so concurrent tries count too;
    // only a failure stays counted.
    const fromAddress = await reserveAttempt(RATE_LIMITS.loginIp, request.ip, 'Too many failed sign-ins from your network', services)
    try {
      const tries = await reserveAttempt(RATE_LIMITS.loginAccount, account, 'Too many failed sign-ins to this account', services)
      try {
        // The failures before this try, those still being checked included.
        if (tries.count - 1 >= LOGIN_CAPTCHA_AFTER_FAILURES) {
          if (body.captchaId === undefined || body.captchaCode === undefined) throw badRequest(AUTH_MESSAGES.enterCode)
          await checkCaptcha(body.captchaId, body.captchaCode, services)
        }
        const user = await store.accounts.findUserByEmail(body.account)
        // An unknown account still spends a password check (`verifyPassword`), so timing tells nothing.
        if (!(await verifyPassword(body.password, user?.passwordHash)) || user === undefined) {
          tries.keep()
          fromAddress.keep()
          throw badRequest(WRONG_LOGIN_MESSAGE)
        }
        // The account's failures are forgiven once its password is given (this try with them); the address's
        // are not, so one account an attacker owns cannot reset the address's count.
        await store.accounts.clearHits(RATE_LIMITS.loginAccount.kind, account)
        tries.keep()
        return await signIn(user, services)
      } finally {
        await tries.settle()
      }
    } finally {
      await fromAddress.settle()
    }
  },

  authLogout: async ({ member }, { store, now }) => {
    await store.accounts.revokeSession(member.tokenHash, now().toISOString())
    return null
  },

  authResetPassword: async ({ body }, services) => {
    const { store, now } = services
    await checkEmailCode(body.email, 'reset_password', body.code, services)
    const user = await store.accounts.findUserByEmail(body.email)
    // Only an address with an account is mailed a reset code, so this is a guessed code: answer as for one.
    if (user === undefined) throw badRequest(DEAD_EMAIL_CODE_MESSAGE)
    await store.accounts.setPassword(user.id, await hashPassword(body.password), now().toISOString())
    return null
  },
}
