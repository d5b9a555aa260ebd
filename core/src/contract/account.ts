import * as Schema from 'effect/Schema'
import { ConfirmPassword, Password, password, passwordsMatch } from '../auth/auth.forms.ts'
import { TEXT_LIMITS } from '../constants.ts'
import { IsoDateTime, NoData, UserId, freeText, phone } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * The member's account (PAGE-2: Basic Information, Change Password; spec §3 account fields). Ours: the
 * spec shows the fields, not the calls.
 */

/** The member as the account pages and the header show them (AUTH-7: the header shows `email`). */
export const AccountInfo = Schema.Struct({
  id: UserId,
  /** The sign-in name; the email address for members who registered with one (the auth forms). */
  account: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  company: Schema.String,
  country: Schema.String,
  mobile: Schema.String,
  tel: Schema.String,
  /** The member's postal address as free text, lines kept (issue 16); `''` when not given. */
  address: Schema.String,
  /** The member's own note on the account (issue 16); `''` when not given. */
  remark: Schema.String,
  /** The email-updates consent given at registration (AUTH-5), changeable here. */
  emailUpdates: Schema.Boolean,
  createdAt: IsoDateTime,
})
export type AccountInfo = typeof AccountInfo.Type

/**
 * The Basic Information form. Every field may be left out (unchanged) or empty; the email address is the
 * sign-in name and is not changed here.
 */
export const AccountUpdateBody = Schema.Struct({
  firstName: Schema.optionalKey(freeText('first name', TEXT_LIMITS.name)),
  lastName: Schema.optionalKey(freeText('last name', TEXT_LIMITS.name)),
  company: Schema.optionalKey(freeText('company', TEXT_LIMITS.company)),
  country: Schema.optionalKey(freeText('country', TEXT_LIMITS.name)),
  mobile: Schema.optionalKey(phone('mobile number', { required: false })),
  tel: Schema.optionalKey(phone('telephone number', { required: false })),
  address: Schema.optionalKey(freeText('address', TEXT_LIMITS.address, 'multi')),
  remark: Schema.optionalKey(freeText('remark', TEXT_LIMITS.remark, 'multi')),
  emailUpdates: Schema.optionalKey(Schema.Boolean),
})
export type AccountUpdateBody = typeof AccountUpdateBody.Type

/** The Change Password form (AUTH-4 messages); the new password is confirmed. */
export const ChangePasswordBody = Schema.Struct({
  oldPassword: password('current password', 'Please enter your current password'),
  password: Password,
  confirmPassword: ConfirmPassword,
}).check(passwordsMatch)
export type ChangePasswordBody = typeof ChangePasswordBody.Type

export const accountInfo = endpoint({
  name: 'accountInfo',
  method: 'GET',
  path: '/api/account/info',
  response: AccountInfo,
  auth: 'member',
  summary: "The signed-in member's account (PAGE-2 Basic Information).",
})

export const accountUpdate = endpoint({
  name: 'accountUpdate',
  method: 'POST',
  path: '/api/account/update',
  body: AccountUpdateBody,
  response: AccountInfo,
  auth: 'member',
  summary: 'Changes the basic information; answers the account as saved.',
})

export const accountPassword = endpoint({
  name: 'accountPassword',
  method: 'POST',
  path: '/api/account/password',
  body: ChangePasswordBody,
  response: NoData,
  auth: 'member',
  summary: "Changes the member's password (PAGE-2 Change Password); 400 when the current one is wrong. Other sessions are signed out.",
})
