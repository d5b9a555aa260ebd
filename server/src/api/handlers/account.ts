import type { AddressFields, PostalAddress } from '@partfront/core/contract'
import { reserveAttempt } from '../../auth/guards.ts'
import { hashPassword, verifyPassword } from '../../auth/password.ts'
import { RATE_LIMITS } from '../../auth/rate-limits.ts'
import { accountInfoOf } from '../../auth/sessions.ts'
import { MAX_ADDRESSES, type UserRow } from '../../store/accounts.port.ts'
import { badRequest, forbidden, notFound } from '../failure.ts'
import type { HandlersFor, Member } from '../handler.ts'
import type { Services } from '../services.ts'

/**
 * The member's account (PAGE-2 Basic Information, Change Password) and address book (PAGE-2 Address). Every
 * call reads and changes only the session's member's rows: another member's address id reads as missing
 * (404), never as forbidden.
 */
type AccountEndpoint =
  | 'accountInfo'
  | 'accountUpdate'
  | 'accountPassword'
  | 'addressList'
  | 'addressAdd'
  | 'addressEdit'
  | 'addressDelete'
  | 'addressDefault'

/** The answer to a wrong current password on Change Password. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is incorrect'

/** The postal fields of an address form, every one present: `''` for those left out. */
export function postalOf(fields: AddressFields): PostalAddress {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    company: fields.company ?? '',
    country: fields.country,
    state: fields.state ?? '',
    city: fields.city,
    address: fields.address,
    postcode: fields.postcode ?? '',
    tel: fields.tel,
    email: fields.email ?? '',
  }
}

/** The session's member; a session whose member is gone signs in again. */
async function memberRow(member: Member, { store }: Services): Promise<UserRow> {
  const user = await store.accounts.findUser(member.userId)
  if (user === undefined) throw forbidden()
  return user
}

/** The handlers of accountInfo, accountUpdate, accountPassword, addressList, addressAdd, addressEdit, addressDelete, addressDefault. */
export const accountHandlers: HandlersFor<AccountEndpoint> = {
  accountInfo: async ({ member }, services) => accountInfoOf(await memberRow(member, services)),

  accountUpdate: async ({ body, member }, { store, now }) => {
    const user = await store.accounts.updateProfile(member.userId, body, now().toISOString())
    if (user === undefined) throw forbidden()
    return accountInfoOf(user)
  },

  accountPassword: async ({ body, member }, services) => {
    const { store, now } = services
    const key = String(member.userId)
    // Each try is counted before the old password is checked, so concurrent tries count too; only a wrong
    // one stays counted.
    const tries = await reserveAttempt(RATE_LIMITS.passwordMember, key, 'Too many wrong current passwords', services)
    try {
      const user = await memberRow(member, services)
      if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
        tries.keep()
        throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE)
      }
      // The session that changed the password stays signed in; every other one is signed out.
      await store.accounts.setPassword(user.id, await hashPassword(body.password), now().toISOString(), member.tokenHash)
      await store.accounts.clearHits(RATE_LIMITS.passwordMember.kind, key)
      tries.keep()
      return null
    } finally {
      await tries.settle()
    }
  },

  addressList: ({ member }, { store }) => store.accounts.listAddresses(member.userId),

  addressAdd: async ({ body, member }, { store, now }) => {
    const outcome = await store.accounts.addAddress(
      member.userId,
      { fields: postalOf(body), makeDefault: body.isDefault === true, createdAt: now().toISOString() },
      MAX_ADDRESSES,
    )
    if (!outcome.ok) {
      throw badRequest(`You can keep at most ${outcome.max} addresses: please delete one before adding another`)
    }
    return outcome.address
  },

  addressEdit: async ({ body, member }, { store }) => {
    const address = await store.accounts.editAddress(member.userId, body.id, postalOf(body))
    if (address === undefined) throw notFound(`Address ${body.id}`)
    return address
  },

  addressDelete: async ({ body, member }, { store }) => {
    if (!(await store.accounts.deleteAddress(member.userId, body.id))) throw notFound(`Address ${body.id}`)
    return null
  },

  addressDefault: async ({ body, member }, { store }) => {
    if (!(await store.accounts.setDefaultAddress(member.userId, body.id))) throw notFound(`Address ${body.id}`)
    return null
  },
}
