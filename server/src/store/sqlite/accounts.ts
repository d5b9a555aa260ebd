import type { Address, AddressId, PostalAddress, UserId } from '@partfront/core/contract'
import type { AccountStore, NewAddress, NewSession, NewUser, ProfileChanges, UserRow } from '../accounts.port.ts'
import type { Db } from './database.ts'

interface UserRecord {
  id: number
  email: string
  password_hash: string
  first_name: string
  last_name: string
  company: string
  country: string
  mobile: string
  tel: string
  address: string
  remark: string
  email_updates: number
  created_at: string
}

interface AddressRecord {
  id: number
  first_name: string
  last_name: string
  company: string
  country: string
  state: string
  city: string
  address: string
  postcode: string
  tel: string
  email: string
  is_default: number
}

function addressOf(record: AddressRecord): Address {
  return {
    id: record.id as AddressId,
    firstName: record.first_name,
    lastName: record.last_name,
    company: record.company,
    country: record.country,
    state: record.state,
    city: record.city,
    address: record.address,
    postcode: record.postcode,
    tel: record.tel,
    email: record.email,
    isDefault: record.is_default === 1,
  }
}

function userOf(record: UserRecord): UserRow {
  return {
    id: record.id as UserId,
    email: record.email,
    passwordHash: record.password_hash,
    firstName: record.first_name,
    lastName: record.last_name,
    company: record.company,
    country: record.country,
    mobile: record.mobile,
    tel: record.tel,
    address: record.address,
    remark: record.remark,
    emailUpdates: record.email_updates === 1,
    createdAt: record.created_at,
  }
}

/** The profile changes as statement parameters: a field left out is `null`, which keeps the column. */
function profileParams(changes: ProfileChanges) {
  return {
    firstName: changes.firstName ?? null,
    lastName: changes.lastName ?? null,
    company: changes.company ?? null,
    country: changes.country ?? null,
    mobile: changes.mobile ?? null,
    tel: changes.tel ?? null,
    address: changes.address ?? null,
    remark: changes.remark ?? null,
    emailUpdates: changes.emailUpdates === undefined ? null : changes.emailUpdates ? 1 : 0,
  }
}

/** The accounts area on SQLite. */
export function sqliteAccounts(db: Db): AccountStore {
  const insertUser = db.prepare(
    `INSERT INTO users (email, password_hash, email_updates, created_at, updated_at)
     VALUES (@email, @passwordHash, @emailUpdates, @createdAt, @createdAt)
     ON CONFLICT (email) DO NOTHING RETURNING *`,
  )
  const userByEmail = db.prepare('SELECT * FROM users WHERE email = ?')
  const userById = db.prepare('SELECT * FROM users WHERE id = ?')
  const updateUser = db.prepare(
    `UPDATE users SET
       first_name = COALESCE(@firstName, first_name),
       last_name = COALESCE(@lastName, last_name),
       company = COALESCE(@company, company),
       country = COALESCE(@country, country),
       mobile = COALESCE(@mobile, mobile),
       tel = COALESCE(@tel, tel),
       address = COALESCE(@address, address),
       remark = COALESCE(@remark, remark),
       email_updates = COALESCE(@emailUpdates, email_updates),
       updated_at = @at
     WHERE id = @userId RETURNING *`,
  )
  const updatePassword = db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?')
  const revokeOthers = db.prepare(
    'UPDATE sessions SET revoked_at = @at WHERE user_id = @userId AND revoked_at IS NULL AND token_hash IS NOT @keep',
  )
  const cartRows = db.prepare('SELECT COUNT(*) FROM cart_items WHERE user_id = ?').pluck()

  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (@tokenHash, @userId, @createdAt, @expiresAt)',
  )
  const sessionUser = db.prepare(
    'SELECT user_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
  )
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')

  const insertCaptcha = db.prepare(
    'INSERT INTO captchas (id, answer_digest, created_at, expires_at) VALUES (@id, @answerDigest, @createdAt, @expiresAt)',
  )
  const purgeCaptchas = db.prepare('DELETE FROM captchas WHERE expires_at <= ?')
  const takeCaptcha = db.prepare('DELETE FROM captchas WHERE id = ? RETURNING answer_digest, expires_at')

  const lastCode = db.prepare('SELECT created_at FROM email_codes WHERE email = ? AND purpose = ?').pluck()
  const upsertCode = db.prepare(
    `INSERT INTO email_codes (email, purpose, code_digest, attempts, created_at, expires_at, used_at)
     VALUES (@email, @purpose, @codeDigest, 0, @createdAt, @expiresAt, NULL)
     ON CONFLICT (email, purpose) DO UPDATE SET
       email = excluded.email, code_digest = excluded.code_digest, attempts = 0,
       created_at = excluded.created_at, expires_at = excluded.expires_at, used_at = NULL`,
  )
  const purgeCodes = db.prepare('DELETE FROM email_codes WHERE expires_at <= ?')
  const tryCode = db.prepare(
    `UPDATE email_codes SET attempts = attempts + 1
     WHERE email = @email AND purpose = @purpose AND used_at IS NULL AND expires_at > @now AND attempts < @maxAttempts
     RETURNING code_digest, attempts`,
  )
  const useCode = db.prepare(
    'UPDATE email_codes SET used_at = @at WHERE email = @email AND purpose = @purpose AND used_at IS NULL',
  )

  const hits = db.prepare('SELECT hits FROM rate_limits WHERE kind = @kind AND key = @key AND window_start = @windowStart').pluck()
  const addHit = db.prepare(
    `INSERT INTO rate_limits (kind, key, window_start, window_end, hits) VALUES (@kind, @key, @windowStart, @windowEnd, 1)
     ON CONFLICT (kind, key, window_start) DO UPDATE SET hits = hits + 1
     RETURNING hits`,
  ).pluck()
  // A counter's last hit taken back removes its row (a counter holds at least one hit).
  const dropHit = db.prepare(
    'UPDATE rate_limits SET hits = hits - 1 WHERE kind = @kind AND key = @key AND window_start = @windowStart AND hits > 1',
  )
  const dropLastHit = db.prepare('DELETE FROM rate_limits WHERE kind = @kind AND key = @key AND window_start = @windowStart AND hits = 1')
  const purgeHits = db.prepare('DELETE FROM rate_limits WHERE window_end <= ?')
  const clearHits = db.prepare('DELETE FROM rate_limits WHERE kind = ? AND key = ?')

  const addresses = db.prepare(
    'SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, created_at DESC, id DESC',
  )
  const addressById = db.prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?')
  const addressCount = db.prepare('SELECT COUNT(*) FROM addresses WHERE user_id = ?').pluck()
  const clearDefault = db.prepare('UPDATE addresses SET is_default = 0 WHERE user_id = ? AND is_default = 1')
  const insertAddress = db.prepare(
    `INSERT INTO addresses (user_id, first_name, last_name, company, country, state, city, address, postcode, tel, email,
       is_default, created_at)
     VALUES (@userId, @firstName, @lastName, @company, @country, @state, @city, @address, @postcode, @tel, @email,
       @isDefault, @createdAt)
     RETURNING *`,
  )
  const updateAddress = db.prepare(
    `UPDATE addresses SET first_name = @firstName, last_name = @lastName, company = @company, country = @country,
       state = @state, city = @city, address = @address, postcode = @postcode, tel = @tel, email = @email
     WHERE id = @id AND user_id = @userId RETURNING *`,
  )
  const deleteAddress = db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ? RETURNING is_default').pluck()
  const newestAddress = db.prepare(
    'SELECT id FROM addresses WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
  ).pluck()
  const makeDefault = db.prepare('UPDATE addresses SET is_default = 1 WHERE id = ? AND user_id = ?')

  const setPassword = db.transaction((userId: UserId, passwordHash: string, at: string, keep: string | null) => {
    updatePassword.run(passwordHash, at, userId)
    revokeOthers.run({ at, userId, keep })
  })

  const addAddress = db.transaction((userId: UserId, address: NewAddress, max: number) => {
    const count = addressCount.get(userId) as number
    if (count >= max) return { ok: false as const, reason: 'full' as const, max }
    const isDefault = count === 0 || address.makeDefault
    if (isDefault) clearDefault.run(userId)
    const record = insertAddress.get({
      ...address.fields,
      userId,
      isDefault: isDefault ? 1 : 0,
      createdAt: address.createdAt,
    }) as AddressRecord
    return { ok: true as const, address: addressOf(record) }
  })

  const removeAddress = db.transaction((userId: UserId, id: AddressId) => {
    const wasDefault = deleteAddress.get(id, userId) as number | undefined
    if (wasDefault === undefined) return false
    if (wasDefault === 1) {
      const next = newestAddress.get(userId) as number | undefined
      if (next !== undefined) makeDefault.run(next, userId)
    }
    return true
  })

  const setDefault = db.transaction((userId: UserId, id: AddressId) => {
    if (addressById.get(id, userId) === undefined) return false
    clearDefault.run(userId)
    makeDefault.run(id, userId)
    return true
  })

  const saveCaptcha = db.transaction((captcha: { id: string; answerDigest: string; createdAt: string; expiresAt: string }) => {
    purgeCaptchas.run(captcha.createdAt)
    insertCaptcha.run(captcha)
  })

  const saveCode = db.transaction((code: { email: string; purpose: string; codeDigest: string; createdAt: string; expiresAt: string }) => {
    purgeCodes.run(code.createdAt)
    upsertCode.run(code)
  })

  const release = db.transaction((counter: { kind: string; key: string; windowStart: string }) => {
    if (dropHit.run(counter).changes === 0) dropLastHit.run(counter)
  })

  const hit = db.transaction((counter: { kind: string; key: string; windowStart: string; windowEnd: string }, now: string) => {
    purgeHits.run(now)
    return addHit.get(counter) as number
  })

  return {
    createUser: (user: NewUser) => {
      const record = insertUser.get({ ...user, emailUpdates: user.emailUpdates ? 1 : 0 }) as UserRecord | undefined
      return Promise.resolve(record === undefined ? undefined : userOf(record))
    },
    findUserByEmail: (email) => {
      const record = userByEmail.get(email) as UserRecord | undefined
      return Promise.resolve(record === undefined ? undefined : userOf(record))
    },
    findUser: (id) => {
      const record = userById.get(id) as UserRecord | undefined
      return Promise.resolve(record === undefined ? undefined : userOf(record))
    },
    updateProfile: (userId, changes, at) => {
      const record = updateUser.get({ ...profileParams(changes), at, userId }) as UserRecord | undefined
      return Promise.resolve(record === undefined ? undefined : userOf(record))
    },
    setPassword: (userId, passwordHash, at, keepTokenHash) => {
      setPassword(userId, passwordHash, at, keepTokenHash ?? null)
      return Promise.resolve()
    },
    countCartItems: (userId) => Promise.resolve(cartRows.get(userId) as number),

    createSession: (session: NewSession) => {
      insertSession.run(session)
      return Promise.resolve()
    },
    findSessionUser: (tokenHash, now) => {
      const record = sessionUser.get(tokenHash, now) as { user_id: number } | undefined
      return Promise.resolve(record === undefined ? undefined : (record.user_id as UserId))
    },
    revokeSession: (tokenHash, at) => {
      revoke.run(at, tokenHash)
      return Promise.resolve()
    },

    createCaptcha: (captcha) => {
      saveCaptcha(captcha)
      return Promise.resolve()
    },
    takeCaptcha: (id, now) => {
      const record = takeCaptcha.get(id) as { answer_digest: string; expires_at: string } | undefined
      return Promise.resolve(record === undefined || record.expires_at <= now ? undefined : record.answer_digest)
    },

    lastEmailCodeAt: (email, purpose) => Promise.resolve(lastCode.get(email, purpose) as string | undefined),
    saveEmailCode: (code) => {
      saveCode(code)
      return Promise.resolve()
    },
    tryEmailCode: (email, purpose, now, maxAttempts) => {
      const record = tryCode.get({ email, purpose, now, maxAttempts }) as { code_digest: string; attempts: number } | undefined
      return Promise.resolve(record === undefined ? undefined : { codeDigest: record.code_digest, attempts: record.attempts })
    },
    useEmailCode: (email, purpose, at) => Promise.resolve(useCode.run({ email, purpose, at }).changes === 1),

    countHits: (counter) =>
      Promise.resolve((hits.get({ kind: counter.kind, key: counter.key, windowStart: counter.windowStart }) as number | undefined) ?? 0),
    addHit: (counter, now) => Promise.resolve(hit(counter, now)),
    releaseHit: (counter) => {
      release({ kind: counter.kind, key: counter.key, windowStart: counter.windowStart })
      return Promise.resolve()
    },
    clearHits: (kind, key) => {
      clearHits.run(kind, key)
      return Promise.resolve()
    },

    listAddresses: (userId) => Promise.resolve((addresses.all(userId) as AddressRecord[]).map(addressOf)),
    findAddress: (userId, id) => {
      const record = addressById.get(id, userId) as AddressRecord | undefined
      return Promise.resolve(record === undefined ? undefined : addressOf(record))
    },
    addAddress: (userId, address, max) => Promise.resolve(addAddress(userId, address, max)),
    editAddress: (userId, id, fields: PostalAddress) => {
      const record = updateAddress.get({ ...fields, id, userId }) as AddressRecord | undefined
      return Promise.resolve(record === undefined ? undefined : addressOf(record))
    },
    deleteAddress: (userId, id) => Promise.resolve(removeAddress(userId, id)),
    setDefaultAddress: (userId, id) => Promise.resolve(setDefault(userId, id)),
  }
}
