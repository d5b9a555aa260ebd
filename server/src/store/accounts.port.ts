import type { Address, AddressId, EmailCodePurpose, PostalAddress, UserId } from '@partfront/core/contract'

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
  readonly address: string
  readonly remark: string
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

/** The Basic Information fields a member may change; a field left out stays as it is. */
export type ProfileChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'company' | 'country' | 'mobile' | 'tel' | 'address' | 'remark' | 'emailUpdates'>>

/** An image captcha as kept: its id and the digest of its answer, never the answer. */
export interface NewCaptcha {
  readonly id: string
  readonly answerDigest: string
  readonly createdAt: string
  readonly expiresAt: string
}

/** An emailed code as kept: the digest of the code for one address and purpose. */
export interface NewEmailCode {
  readonly email: string
  readonly purpose: EmailCodePurpose
  readonly codeDigest: string
  readonly createdAt: string
  readonly expiresAt: string
}

/** One try at an emailed code, already counted: the digest to compare with and the tries used so far. */
export interface EmailCodeTry {
  readonly codeDigest: string
  /** Tries counted, this one included. */
  readonly attempts: number
}

/** One counter of a rate limit: what it counts (`kind`), whose (`key`), and the window it counts in. */
export interface RateCounter {
  readonly kind: string
  readonly key: string
  readonly windowStart: string
  /** When the window ends: the counter may be forgotten after. */
  readonly windowEnd: string
}

/**
 * Most addresses one member keeps (ours: the spec names the page only). Far more than anyone ships to, few
 * enough for one list call to stay small. @default 20
 */
export const MAX_ADDRESSES = 20

/** A new address: the postal fields (every one present, `''` when not given) and whether it is the default. */
export interface NewAddress {
  readonly fields: PostalAddress
  /** Make it the default; a member's first address is the default anyway. */
  readonly makeDefault: boolean
  readonly createdAt: string
}

/** The saved address, or why it was not saved. */
export type AddressAddOutcome =
  | { readonly ok: true; readonly address: Address }
  | { readonly ok: false; readonly reason: 'full'; readonly max: number }

export interface AccountStore {
  /** The new member, or `undefined` when the email is taken (whatever its case). */
  createUser(user: NewUser): Promise<UserRow | undefined>
  findUserByEmail(email: string): Promise<UserRow | undefined>
  findUser(id: UserId): Promise<UserRow | undefined>
  /** Changes the given profile fields of the member; the member as saved, `undefined` when there is none. */
  updateProfile(userId: UserId, changes: ProfileChanges, at: string): Promise<UserRow | undefined>
  /**
   * Sets the member's password hash and, in the same transaction, revokes every live session of theirs but
   * `keepTokenHash` (all of them when it is not given).
   */
  setPassword(userId: UserId, passwordHash: string, at: string, keepTokenHash?: string): Promise<void>
  /** How many rows the member's cart has (the badge's `cartNum` at login). */
  countCartItems(userId: UserId): Promise<number>

  createSession(session: NewSession): Promise<void>
  /** The member of a live session: not revoked and not expired at `now`. */
  findSessionUser(tokenHash: string, now: string): Promise<UserId | undefined>
  revokeSession(tokenHash: string, at: string): Promise<void>

  /** Keeps a new captcha, forgetting the expired ones. */
  createCaptcha(captcha: NewCaptcha): Promise<void>
  /**
   * Takes the captcha `id` for checking: it is deleted whatever the answer (single use). The digest of its
   * answer, or `undefined` when there is no such captcha or it expired at `now`.
   */
  takeCaptcha(id: string, now: string): Promise<string | undefined>

  /** When the last code for the address and purpose was made; `undefined` when there is none. */
  lastEmailCodeAt(email: string, purpose: EmailCodePurpose): Promise<string | undefined>
  /** Keeps a new code for the address and purpose, replacing the one before; forgets expired codes. */
  saveEmailCode(code: NewEmailCode): Promise<void>
  /**
   * Counts one try at the address's code for `purpose` and answers it, or `undefined` when there is no live
   * code: none, expired at `now`, used, or out of tries (`maxAttempts` counted already). Counting before
   * comparing means concurrent guesses cannot get past the limit.
   */
  tryEmailCode(email: string, purpose: EmailCodePurpose, now: string, maxAttempts: number): Promise<EmailCodeTry | undefined>
  /** Marks the address's code for `purpose` used; `false` when it was already (a concurrent use won). */
  useEmailCode(email: string, purpose: EmailCodePurpose, at: string): Promise<boolean>

  /** The count of `counter` (0 when it has none). */
  countHits(counter: RateCounter): Promise<number>
  /**
   * Adds one to `counter` and answers its new count, in one atomic step: concurrent calls each get a count of
   * their own, so an attempt can be counted before it is made. Forgets counters whose window ended by `now`.
   */
  addHit(counter: RateCounter, now: string): Promise<number>
  /**
   * Takes one back from `counter` (an attempt counted beforehand that did not count after all: a right
   * password, a refused one), never below 0; nothing when the counter is gone.
   */
  releaseHit(counter: RateCounter): Promise<void>
  /** Forgets every window of the counter `kind`/`key` (a successful sign-in clears the account's failures). */
  clearHits(kind: string, key: string): Promise<void>

  /** The member's addresses: the default first, then the newest. */
  listAddresses(userId: UserId): Promise<ReadonlyArray<Address>>
  /** The member's address `id`; `undefined` when there is none or it is another member's. */
  findAddress(userId: UserId, id: AddressId): Promise<Address | undefined>
  /**
   * Saves a new address (one transaction): refused when the member has `max` already; the default when it
   * is the first or `makeDefault` is set (the previous default then is not).
   */
  addAddress(userId: UserId, address: NewAddress, max: number): Promise<AddressAddOutcome>
  /** Replaces the postal fields of the member's address `id`; `undefined` when it is not theirs. */
  editAddress(userId: UserId, id: AddressId, fields: PostalAddress): Promise<Address | undefined>
  /**
   * Deletes the member's address `id`; when it was the default, the newest remaining one becomes the
   * default (one transaction). `false` when it is not theirs.
   */
  deleteAddress(userId: UserId, id: AddressId): Promise<boolean>
  /** Makes the member's address `id` the default, and no other (one transaction); `false` when not theirs. */
  setDefaultAddress(userId: UserId, id: AddressId): Promise<boolean>
}
