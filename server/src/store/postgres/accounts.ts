import type { Address, AddressId, UserId } from '@partfront/core/contract'
import type { Pool, PoolClient } from 'pg'
import type { AccountStore, AddressAddOutcome, NewAddress, NewUser, ProfileChanges, UserRow } from '../accounts.port.ts'
import { changes, firstRow, rows, withTransaction } from './pool.ts'

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
  email_updates: boolean
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
  is_default: boolean
}

function addressOf(record: AddressRecord | undefined): Address | undefined {
  if (record === undefined) return undefined
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
    isDefault: record.is_default,
  }
}

function userOf(record: UserRecord | undefined): UserRow | undefined {
  if (record === undefined) return undefined
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
    emailUpdates: record.email_updates,
    createdAt: record.created_at,
  }
}

/** The profile changes as statement parameters, in column order: a field left out is `null`, which keeps the column. */
function profileParams(change: ProfileChanges): unknown[] {
  return [
    change.firstName ?? null,
    change.lastName ?? null,
    change.company ?? null,
    change.country ?? null,
    change.mobile ?? null,
    change.tel ?? null,
    change.emailUpdates ?? null,
    change.address ?? null,
    change.remark ?? null,
  ]
}

/**
 * Makes the member's address book change one call at a time until the transaction ends (SQLite has one
 * writer; here two servers may serve the same member at once). `NO KEY UPDATE` leaves the row free for the
 * foreign-key checks of rows that name the member.
 */
async function lockMember(client: PoolClient, userId: UserId): Promise<void> {
  await client.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
}

async function addAddress(client: PoolClient, userId: UserId, address: NewAddress, max: number): Promise<AddressAddOutcome> {
  await lockMember(client, userId)
  const count = (await firstRow<{ count: number }>(client, 'SELECT COUNT(*) AS count FROM addresses WHERE user_id = $1', [userId]))?.count ?? 0
  if (count >= max) return { ok: false, reason: 'full', max }
  const isDefault = count === 0 || address.makeDefault
  if (isDefault) await client.query('UPDATE addresses SET is_default = FALSE WHERE user_id = $1 AND is_default', [userId])
  const { fields } = address
  const record = await firstRow<AddressRecord>(
    client,
    `INSERT INTO addresses (user_id, first_name, last_name, company, country, state, city, address, postcode, tel, email,
       is_default, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
    [
      userId,
      fields.firstName,
      fields.lastName,
      fields.company,
      fields.country,
      fields.state,
      fields.city,
      fields.address,
      fields.postcode,
      fields.tel,
      fields.email,
      isDefault,
      address.createdAt,
    ],
  )
  return { ok: true, address: addressOf(record) as Address }
}

async function deleteAddress(client: PoolClient, userId: UserId, id: AddressId): Promise<boolean> {
  await lockMember(client, userId)
  const deleted = await firstRow<{ is_default: boolean }>(
    client,
    'DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING is_default',
    [id, userId],
  )
  if (deleted === undefined) return false
  if (deleted.is_default) {
    await client.query(
      `UPDATE addresses SET is_default = TRUE
       WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
      [userId],
    )
  }
  return true
}

async function setDefaultAddress(client: PoolClient, userId: UserId, id: AddressId): Promise<boolean> {
  await lockMember(client, userId)
  if ((await firstRow(client, 'SELECT 1 FROM addresses WHERE id = $1 AND user_id = $2', [id, userId])) === undefined) return false
  await client.query('UPDATE addresses SET is_default = FALSE WHERE user_id = $1 AND is_default', [userId])
  await client.query('UPDATE addresses SET is_default = TRUE WHERE id = $1 AND user_id = $2', [id, userId])
  return true
}

/** The accounts area on PostgreSQL. Emails match without regard to case, through the `lower(email)` indexes. */
export function postgresAccounts(pool: Pool): AccountStore {
  return {
    createUser: async (user: NewUser) =>
      userOf(
        await firstRow<UserRecord>(
          pool,
          `INSERT INTO users (email, password_hash, email_updates, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
           ON CONFLICT ((lower(email))) DO NOTHING RETURNING *`,
          [user.email, user.passwordHash, user.emailUpdates, user.createdAt],
        ),
      ),
    findUserByEmail: async (email) =>
      userOf(await firstRow<UserRecord>(pool, 'SELECT * FROM users WHERE lower(email) = lower($1::text COLLATE "C")', [email])),
    findUser: async (id) => userOf(await firstRow<UserRecord>(pool, 'SELECT * FROM users WHERE id = $1', [id])),
    updateProfile: async (userId, change, at) =>
      userOf(
        await firstRow<UserRecord>(
          pool,
          `UPDATE users SET
             first_name = COALESCE($1::text, first_name),
             last_name = COALESCE($2::text, last_name),
             company = COALESCE($3::text, company),
             country = COALESCE($4::text, country),
             mobile = COALESCE($5::text, mobile),
             tel = COALESCE($6::text, tel),
             email_updates = COALESCE($7::boolean, email_updates),
             address = COALESCE($8::text, address),
             remark = COALESCE($9::text, remark),
             updated_at = $10
           WHERE id = $11 RETURNING *`,
          [...profileParams(change), at, userId],
        ),
      ),
    setPassword: (userId, passwordHash, at, keepTokenHash) =>
      withTransaction(pool, async (client) => {
        await client.query('UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3', [passwordHash, at, userId])
        await client.query(
          'UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $3',
          [at, userId, keepTokenHash ?? null],
        )
      }),
    countCartItems: async (userId) =>
      (await firstRow<{ count: number }>(pool, 'SELECT COUNT(*) AS count FROM cart_items WHERE user_id = $1', [userId]))?.count ?? 0,

    createSession: async (session) => {
      await pool.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        session.tokenHash,
        session.userId,
        session.createdAt,
        session.expiresAt,
      ])
    },
    findSessionUser: async (tokenHash, now) => {
      const record = await firstRow<{ user_id: number }>(
        pool,
        'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
        [tokenHash, now],
      )
      return record === undefined ? undefined : (record.user_id as UserId)
    },
    revokeSession: async (tokenHash, at) => {
      await pool.query('UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL', [at, tokenHash])
    },

    createCaptcha: (captcha) =>
      withTransaction(pool, async (client) => {
        await client.query('DELETE FROM captchas WHERE expires_at <= $1', [captcha.createdAt])
        await client.query('INSERT INTO captchas (id, answer_digest, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
          captcha.id,
          captcha.answerDigest,
          captcha.createdAt,
          captcha.expiresAt,
        ])
      }),
    takeCaptcha: async (id, now) => {
      const record = await firstRow<{ answer_digest: string; expired: boolean }>(
        pool,
        'DELETE FROM captchas WHERE id = $1 RETURNING answer_digest, expires_at <= $2 AS expired',
        [id, now],
      )
      return record === undefined || record.expired ? undefined : record.answer_digest
    },

    lastEmailCodeAt: async (email, purpose) =>
      (
        await firstRow<{ created_at: string }>(pool, 'SELECT created_at FROM email_codes WHERE lower(email) = lower($1::text COLLATE "C") AND purpose = $2', [
          email,
          purpose,
        ])
      )?.created_at,
    saveEmailCode: (code) =>
      withTransaction(pool, async (client) => {
        await client.query('DELETE FROM email_codes WHERE expires_at <= $1', [code.createdAt])
        await client.query(
          `INSERT INTO email_codes (email, purpose, code_digest, attempts, created_at, expires_at, used_at)
           VALUES ($1, $2, $3, 0, $4, $5, NULL)
           ON CONFLICT ((lower(email)), purpose) DO UPDATE SET
             email = excluded.email, code_digest = excluded.code_digest, attempts = 0,
             created_at = excluded.created_at, expires_at = excluded.expires_at, used_at = NULL`,
          [code.email, code.purpose, code.codeDigest, code.createdAt, code.expiresAt],
        )
      }),
    tryEmailCode: async (email, purpose, now, maxAttempts) => {
      const record = await firstRow<{ code_digest: string; attempts: number }>(
        pool,
        `UPDATE email_codes SET attempts = attempts + 1
         WHERE lower(email) = lower($1::text COLLATE "C") AND purpose = $2 AND used_at IS NULL AND expires_at > $3 AND attempts < $4
         RETURNING code_digest, attempts`,
        [email, purpose, now, maxAttempts],
      )
      return record === undefined ? undefined : { codeDigest: record.code_digest, attempts: record.attempts }
    },
    useEmailCode: async (email, purpose, at) =>
      (await changes(
        pool,
        'UPDATE email_codes SET used_at = $3 WHERE lower(email) = lower($1::text COLLATE "C") AND purpose = $2 AND used_at IS NULL',
        [email, purpose, at],
      )) === 1,

    countHits: async (counter) =>
      (
        await firstRow<{ hits: number }>(pool, 'SELECT hits FROM rate_limits WHERE kind = $1 AND key = $2 AND window_start = $3', [
          counter.kind,
          counter.key,
          counter.windowStart,
        ])
      )?.hits ?? 0,
    addHit: (counter, now) =>
      withTransaction(pool, async (client) => {
        await client.query('DELETE FROM rate_limits WHERE window_end <= $1', [now])
        const record = await firstRow<{ hits: number }>(
          client,
          `INSERT INTO rate_limits (kind, key, window_start, window_end, hits) VALUES ($1, $2, $3, $4, 1)
           ON CONFLICT (kind, key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
           RETURNING hits`,
          [counter.kind, counter.key, counter.windowStart, counter.windowEnd],
        )
        return record?.hits ?? 0
      }),
    // The row is locked while it is read and changed, so a concurrent `addHit` waits and then counts on what
    // this left (a counter's last hit taken back removes its row: a counter holds at least one hit).
    releaseHit: (counter) =>
      withTransaction(pool, async (client) => {
        const where = 'WHERE kind = $1 AND key = $2 AND window_start = $3'
        const key = [counter.kind, counter.key, counter.windowStart]
        const record = await firstRow<{ hits: number }>(client, `SELECT hits FROM rate_limits ${where} FOR UPDATE`, key)
        if (record === undefined) return
        if (record.hits > 1) await client.query(`UPDATE rate_limits SET hits = hits - 1 ${where}`, key)
        else await client.query(`DELETE FROM rate_limits ${where}`, key)
      }),
    clearHits: async (kind, key) => {
      await pool.query('DELETE FROM rate_limits WHERE kind = $1 AND key = $2', [kind, key])
    },

    listAddresses: async (userId) =>
      (
        await rows<AddressRecord>(pool, 'SELECT * FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at DESC, id DESC', [
          userId,
        ])
      ).map((record) => addressOf(record) as Address),
    findAddress: async (userId, id) =>
      addressOf(await firstRow<AddressRecord>(pool, 'SELECT * FROM addresses WHERE id = $1 AND user_id = $2', [id, userId])),
    addAddress: (userId, address, max) => withTransaction(pool, (client) => addAddress(client, userId, address, max)),
    editAddress: async (userId, id, fields) =>
      addressOf(
        await firstRow<AddressRecord>(
          pool,
          `UPDATE addresses SET first_name = $3, last_name = $4, company = $5, country = $6, state = $7, city = $8,
             address = $9, postcode = $10, tel = $11, email = $12
           WHERE id = $1 AND user_id = $2 RETURNING *`,
          [
            id,
            userId,
            fields.firstName,
            fields.lastName,
            fields.company,
            fields.country,
            fields.state,
            fields.city,
            fields.address,
            fields.postcode,
            fields.tel,
            fields.email,
          ],
        ),
      ),
    deleteAddress: (userId, id) => withTransaction(pool, (client) => deleteAddress(client, userId, id)),
    setDefaultAddress: (userId, id) => withTransaction(pool, (client) => setDefaultAddress(client, userId, id)),
  }
}
