import type { Address, AddressId, PostalAddress, UserId } from '@partfront/core/contract'
import type { ExpressionBuilder, Selectable, Transaction } from 'kysely'
import type { AccountStore, AddressAddOutcome, NewAddress, NewCaptcha, NewEmailCode, NewSession, ProfileChanges, RateCounter, UserRow } from '../accounts.port.ts'
import type { Engine, StoreDb } from '../kysely/dialects.ts'
import { COUNT, compiledOnce, emailKey, inTransaction, locking, sameEmail } from '../kysely/engine.ts'
import type { Tables } from '../kysely/tables.ts'
import { columnsOf, maybe, recordsOf } from '../kysely/records.ts'
import { flag, isTrue } from '../kysely/values.ts'

type UserRecord = Selectable<Tables['users']>
type AddressRecord = Selectable<Tables['addresses']>

const userOf = recordsOf<UserRecord, UserRow>()({
  fields: ['id', 'email', 'passwordHash', 'firstName', 'lastName', 'company', 'country', 'mobile', 'tel', 'address', 'remark', 'createdAt'],
  flags: ['emailUpdates'],
})

/** An address's postal fields, its columns. */
const POSTAL = ['firstName', 'lastName', 'company', 'country', 'state', 'city', 'address', 'postcode', 'tel', 'email'] as const
const postalColumns = columnsOf<PostalAddress, 'addresses'>()({ fields: POSTAL })
const addressOf = recordsOf<AddressRecord, Address>()({ fields: ['id', ...POSTAL], flags: ['isDefault'] })

/** The columns a profile change sets: a field left out is `undefined`, which Kysely's `set` leaves out (the column kept). */
const profileColumns = columnsOf<ProfileChanges, 'users'>()({
  fields: ['firstName', 'lastName', 'company', 'country', 'mobile', 'tel', 'address', 'remark'],
  flags: ['emailUpdates'],
})

const sessionColumns = columnsOf<NewSession, 'sessions'>()({ fields: ['tokenHash', 'userId', 'createdAt', 'expiresAt'] })
const captchaColumns = columnsOf<NewCaptcha, 'captchas'>()({ fields: ['id', 'answerDigest', 'createdAt', 'expiresAt'] })
const emailCodeColumns = columnsOf<NewEmailCode, 'email_codes'>()({ fields: ['email', 'purpose', 'codeDigest', 'createdAt', 'expiresAt'] })

/** A rate counter's row. */
const counterKey = (counter: RateCounter) => (eb: ExpressionBuilder<Tables, 'rate_limits'>) =>
  eb.and({ kind: counter.kind, key: counter.key, window_start: counter.windowStart })

/**
 * Makes what a member keeps (addresses, cart, favourites) change one call at a time until the transaction
 * ends: two servers may serve the same member at once. `NO KEY UPDATE` leaves the row free for the foreign-key
 * checks of rows that name the member. (On SQLite the transaction's write lock does it.)
 */
export async function lockMember(trx: Transaction<Tables>, engine: Engine, userId: UserId): Promise<void> {
  if (engine === 'sqlite') return
  await locking(engine, trx.selectFrom('users').select('id').where('id', '=', userId), 'no key update').execute()
}

async function clearDefault(trx: Transaction<Tables>, userId: UserId): Promise<void> {
  await trx.updateTable('addresses').set({ is_default: flag(false) }).where('user_id', '=', userId).where('is_default', '=', flag(true)).execute()
}

async function addAddress(trx: Transaction<Tables>, engine: Engine, userId: UserId, address: NewAddress, max: number): Promise<AddressAddOutcome> {
  await lockMember(trx, engine, userId)
  const { count } = await trx
    .selectFrom('addresses')
    .select(COUNT)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  if (count >= max) return { ok: false, reason: 'full', max }
  const isDefault = count === 0 || address.makeDefault
  if (isDefault) await clearDefault(trx, userId)
  const record = await trx
    .insertInto('addresses')
    .values({ ...postalColumns(address.fields), user_id: userId, is_default: flag(isDefault), created_at: address.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { ok: true, address: addressOf(record) }
}

async function deleteAddress(trx: Transaction<Tables>, engine: Engine, userId: UserId, id: AddressId): Promise<boolean> {
  await lockMember(trx, engine, userId)
  const deleted = await trx.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).returning('is_default').executeTakeFirst()
  if (deleted === undefined) return false
  if (isTrue(deleted.is_default)) {
    const newest = await trx
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (newest !== undefined) await trx.updateTable('addresses').set({ is_default: flag(true) }).where('id', '=', newest.id).execute()
  }
  return true
}

async function setDefaultAddress(trx: Transaction<Tables>, engine: Engine, userId: UserId, id: AddressId): Promise<boolean> {
  await lockMember(trx, engine, userId)
  const found = await trx.selectFrom('addresses').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  if (found === undefined) return false
  await clearDefault(trx, userId)
  await trx.updateTable('addresses').set({ is_default: flag(true) }).where('id', '=', id).where('user_id', '=', userId).execute()
  return true
}

/**
 * The accounts area (members, sessions, addresses, captchas, emailed codes, rate limits), one implementation for
 * both engines. Emails match without regard to case (`sameEmail`). The session lookup (every signed-in request)
 * and the cart's count are compiled once.
 */
export function accountsArea(db: StoreDb, engine: Engine): AccountStore {
  const sessionUser = compiledOnce(db, 2, (tokenHash: string, now: string) =>
    db.selectFrom('sessions').select('user_id').where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).where('expires_at', '>', now),
  )
  const cartRows = compiledOnce(db, 1, (userId: UserId) =>
    db.selectFrom('cart_items').select(COUNT).where('user_id', '=', userId),
  )

  return {
    createUser: async (user) =>
      maybe(
        await db
          .insertInto('users')
          .values({ email: user.email, password_hash: user.passwordHash, email_updates: flag(user.emailUpdates), created_at: user.createdAt, updated_at: user.createdAt })
          .onConflict((conflict) => conflict.doNothing())
          .returningAll()
          .executeTakeFirst(),
        userOf,
      ),
    findUserByEmail: async (email) => maybe(await db.selectFrom('users').selectAll().where(sameEmail(engine, email)).executeTakeFirst(), userOf),
    findUser: async (id) => maybe(await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(), userOf),
    updateProfile: async (userId, changes, at) =>
      maybe(
        await db
          .updateTable('users')
          .set(profileColumns(changes, { updated_at: at }))
          .where('id', '=', userId)
          .returningAll()
          .executeTakeFirst(),
        userOf,
      ),
    setPassword: (userId, passwordHash, at, keepTokenHash) =>
      inTransaction(db, async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', userId).execute()
        await trx
          .updateTable('sessions')
          .set({ revoked_at: at })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .$if(keepTokenHash !== undefined, (query) => query.where('token_hash', '<>', keepTokenHash ?? ''))
          .execute()
      }),
    countCartItems: async (userId) => (await cartRows(userId))[0]?.count ?? 0,

    createSession: async (session) => {
      await db.insertInto('sessions').values(sessionColumns(session)).execute()
    },
    findSessionUser: async (tokenHash, now) => maybe((await sessionUser(tokenHash, now))[0], (record) => record.user_id as UserId),
    revokeSession: async (tokenHash, at) => {
      await db.updateTable('sessions').set({ revoked_at: at }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute()
    },

    createCaptcha: (captcha) =>
      inTransaction(db, async (trx) => {
        await trx.deleteFrom('captchas').where('expires_at', '<=', captcha.createdAt).execute()
        await trx.insertInto('captchas').values(captchaColumns(captcha)).execute()
      }),
    takeCaptcha: async (id, now) => {
      const record = await db.deleteFrom('captchas').where('id', '=', id).returning(['answer_digest', 'expires_at']).executeTakeFirst()
      return record === undefined || record.expires_at <= now ? undefined : record.answer_digest
    },

    lastEmailCodeAt: async (email, purpose) =>
      (await db.selectFrom('email_codes').select('created_at').where(sameEmail(engine, email)).where('purpose', '=', purpose).executeTakeFirst())?.created_at,
    saveEmailCode: (code) =>
      inTransaction(db, async (trx) => {
        await trx.deleteFrom('email_codes').where('expires_at', '<=', code.createdAt).execute()
        await trx
          .insertInto('email_codes')
          .values(emailCodeColumns(code, { attempts: 0, used_at: null }))
          .onConflict((conflict) =>
            conflict.expression(emailKey(engine, 'purpose')).doUpdateSet((eb) => ({
              email: eb.ref('excluded.email'),
              code_digest: eb.ref('excluded.code_digest'),
              attempts: 0,
              created_at: eb.ref('excluded.created_at'),
              expires_at: eb.ref('excluded.expires_at'),
              used_at: null,
            })),
          )
          .execute()
      }),
    tryEmailCode: async (email, purpose, now, maxAttempts) => {
      const record = await db
        .updateTable('email_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where(sameEmail(engine, email))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .returning(['code_digest', 'attempts'])
        .executeTakeFirst()
      return maybe(record, (found) => ({ codeDigest: found.code_digest, attempts: found.attempts }))
    },
    useEmailCode: async (email, purpose, at) => {
      const { numUpdatedRows } = await db
        .updateTable('email_codes')
        .set({ used_at: at })
        .where(sameEmail(engine, email))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
      return numUpdatedRows === 1n
    },

    countHits: async (counter) => (await db.selectFrom('rate_limits').select('hits').where(counterKey(counter)).executeTakeFirst())?.hits ?? 0,
    addHit: (counter, now) =>
      inTransaction(db, async (trx) => {
        await trx.deleteFrom('rate_limits').where('window_end', '<=', now).execute()
        const record = await trx
          .insertInto('rate_limits')
          .values({ kind: counter.kind, key: counter.key, window_start: counter.windowStart, window_end: counter.windowEnd, hits: 1 })
          .onConflict((conflict) => conflict.columns(['kind', 'key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })))
          .returning('hits')
          .executeTakeFirstOrThrow()
        return record.hits
      }),
    // The row is locked while it is read and changed, so a concurrent `addHit` waits and then counts on what
    // this left (a counter's last hit taken back removes its row: a counter holds at least one hit).
    releaseHit: (counter) =>
      inTransaction(db, async (trx) => {
        const record = await locking(engine, trx.selectFrom('rate_limits').select('hits').where(counterKey(counter))).executeTakeFirst()
        if (record === undefined) return
        if (record.hits > 1) {
          await trx.updateTable('rate_limits').set((eb) => ({ hits: eb('hits', '-', 1) })).where(counterKey(counter)).execute()
        } else {
          await trx.deleteFrom('rate_limits').where(counterKey(counter)).execute()
        }
      }),
    clearHits: async (kind, key) => {
      await db.deleteFrom('rate_limits').where('kind', '=', kind).where('key', '=', key).execute()
    },

    listAddresses: async (userId) =>
      (
        await db
          .selectFrom('addresses')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('is_default', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map(addressOf),
    findAddress: async (userId, id) => maybe(await db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(), addressOf),
    addAddress: (userId, address, max) => inTransaction(db, (trx) => addAddress(trx, engine, userId, address, max)),
    editAddress: async (userId, id, fields) =>
      maybe(
        await db
          .updateTable('addresses')
          .set(postalColumns(fields))
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returningAll()
          .executeTakeFirst(),
        addressOf,
      ),
    deleteAddress: (userId, id) => inTransaction(db, (trx) => deleteAddress(trx, engine, userId, id)),
    setDefaultAddress: (userId, id) => inTransaction(db, (trx) => setDefaultAddress(trx, engine, userId, id)),
  }
}
