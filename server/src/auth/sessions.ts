import type { AccountInfo, LoginResult } from '@partfront/core/contract'
import { hashToken } from '../api/router.ts'
import type { Services } from '../api/services.ts'
import type { UserRow } from '../store/accounts.port.ts'
import { newSessionToken } from './secrets.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The member as the account pages show them; the sign-in name is the email address (auth forms). */
export function accountInfoOf(user: UserRow): AccountInfo {
  return {
    id: user.id,
    account: user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    country: user.country,
    mobile: user.mobile,
    tel: user.tel,
    address: user.address,
    remark: user.remark,
    emailUpdates: user.emailUpdates,
    createdAt: user.createdAt,
  }
}

/** When a session started at `now` ends: `SESSION_DAYS` later. */
export function sessionExpiry(now: Date, sessionDays: number): string {
  return new Date(now.getTime() + sessionDays * DAY_MS).toISOString()
}

/**
 * Signs `user` in (AUTH-1): a new session whose token only the answer carries (the store keeps its SHA-256),
 * the cart count for the badge, and the member.
 */
export async function signIn(user: UserRow, { store, config, now }: Services): Promise<LoginResult> {
  const token = newSessionToken()
  const at = now()
  await store.accounts.createSession({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: at.toISOString(),
    expiresAt: sessionExpiry(at, config.sessionDays),
  })
  return { token, cartNum: await store.accounts.countCartItems(user.id), user: accountInfoOf(user) }
}
