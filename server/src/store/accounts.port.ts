import type { Address, AddressId, UserId } from '@partfront/core/contract'

/**
 * Members, sessions, and what guards them (captchas, emailed codes, attempt counters), and members'
 * addresses. Every method that reads or changes a member's rows takes the member's id and touches no one
 * else's.
 */

/** A member as stored (the password hash never leaves the server). */
export interface UserRow {
  readonly id: UserId
  readonly email: string
  readonly passwordHash: string
  readonly firstName: string
  readonly lastName: string
  readonly company: string
  readonly country: string
  readonly mobile: string
  readonly tel: string
  readonly emailUpdates: boolean
  readonly createdAt: string
}

export interface NewUser {
  readonly email: string
  readonly passwordHash: string
  readonly emailUpdates: boolean
  readonly createdAt: string
}

export interface NewSession {
  readonly tokenHash: string
  readonly userId: UserId
  readonly createdAt: string
  readonly expiresAt: string
}

export interface AccountStore {
  /** The new member, or `undefined` when the email is taken (whatever its case). */
  createUser(user: NewUser): Promise<UserRow | undefined>
  findUserByEmail(email: string): Promise<UserRow | undefined>
  findUser(id: UserId): Promise<UserRow | undefined>
  createSession(session: NewSession): Promise<void>
  /** The member of a live session: not revoked and not expired at `now`. */
  findSessionUser(tokenHash: string, now: string): Promise<UserId | undefined>
  revokeSession(tokenHash: string, at: string): Promise<void>
  /** The member's address `id`; `undefined` when there is none or it is another member's. */
  findAddress(userId: UserId, id: AddressId): Promise<Address | undefined>
}
