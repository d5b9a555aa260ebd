import type { Address, AddressId, UserId } from '@partfront/core/contract'
import type { AccountStore, NewSession, NewUser, UserRow } from '../accounts.port.ts'
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
    emailUpdates: record.email_updates === 1,
    createdAt: record.created_at,
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
  const insertSession = db.prepare(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (@tokenHash, @userId, @createdAt, @expiresAt)',
  )
  const sessionUser = db.prepare(
    'SELECT user_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
  )
  const addressById = db.prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?')
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')

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
    findAddress: (userId, id) => {
      const record = addressById.get(id, userId) as AddressRecord | undefined
      return Promise.resolve(record === undefined ? undefined : addressOf(record))
    },
  }
}
