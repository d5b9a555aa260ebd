import * as Schema from 'effect/Schema'
import { Email } from '../auth/auth.forms.ts'
import { TEXT_LIMITS } from '../constants.ts'
import { AddressId, NoData, freeText, phone, requiredText } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * The member's delivery addresses (PAGE-2 Address, `/member/address`; orders ship to one). Ours: the spec
 * names the page only.
 */

/** The fields of an address as the form sends them. */
export const AddressFields = Schema.Struct({
  firstName: requiredText('first name', TEXT_LIMITS.name),
  lastName: requiredText('last name', TEXT_LIMITS.name),
  company: Schema.optionalKey(freeText('company', TEXT_LIMITS.company)),
  country: requiredText('country', TEXT_LIMITS.name),
  state: Schema.optionalKey(freeText('state or province', TEXT_LIMITS.place)),
  city: requiredText('city', TEXT_LIMITS.place),
  /** Street, number, building, unit. */
  address: requiredText('address', TEXT_LIMITS.address),
  postcode: Schema.optionalKey(freeText('postal code', TEXT_LIMITS.place)),
  tel: phone('telephone number', { required: true }),
  email: Schema.optionalKey(Email),
})
export type AddressFields = typeof AddressFields.Type

/**
 * The postal fields of an address as stored and answered: every field present, empty when not given. A saved
 * address and the address an order ships to (`OrderAddress`) are both these fields.
 */
export const PostalAddress = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  company: Schema.String,
  country: Schema.String,
  state: Schema.String,
  city: Schema.String,
  address: Schema.String,
  postcode: Schema.String,
  tel: Schema.String,
  email: Schema.String,
})
export type PostalAddress = typeof PostalAddress.Type

/** A saved address; exactly one of a member's addresses is the default once they have any. */
export const Address = Schema.Struct({
  id: AddressId,
  ...PostalAddress.fields,
  isDefault: Schema.Boolean,
})
export type Address = typeof Address.Type

/** A new address; `isDefault: true` makes it the default (a member's first address always is). */
export const AddressAddBody = Schema.Struct({
  ...AddressFields.fields,
  isDefault: Schema.optionalKey(Schema.Boolean),
})
export type AddressAddBody = typeof AddressAddBody.Type

/** An address changed: its id and all its fields. */
export const AddressEditBody = Schema.Struct({ id: AddressId, ...AddressFields.fields })
export type AddressEditBody = typeof AddressEditBody.Type

/** Which address (delete, make default). */
export const AddressIdBody = Schema.Struct({ id: AddressId })
export type AddressIdBody = typeof AddressIdBody.Type

export const addressList = endpoint({
  name: 'addressList',
  method: 'GET',
  path: '/api/address/list',
  response: Schema.Array(Address),
  auth: 'member',
  summary: "The member's addresses, the default first.",
})

export const addressAdd = endpoint({
  name: 'addressAdd',
  method: 'POST',
  path: '/api/address/add',
  body: AddressAddBody,
  response: Address,
  auth: 'member',
  summary: 'Saves a new address; answers it with its id.',
})

export const addressEdit = endpoint({
  name: 'addressEdit',
  method: 'POST',
  path: '/api/address/edit',
  body: AddressEditBody,
  response: Address,
  auth: 'member',
  summary: "Changes one of the member's addresses; 404 when it is not theirs.",
})

export const addressDelete = endpoint({
  name: 'addressDelete',
  method: 'POST',
  path: '/api/address/delete',
  body: AddressIdBody,
  response: NoData,
  auth: 'member',
  summary: "Deletes one of the member's addresses (orders keep their own copy); the next one becomes default.",
})

export const addressDefault = endpoint({
  name: 'addressDefault',
  method: 'POST',
  path: '/api/address/default',
  body: AddressIdBody,
  response: NoData,
  auth: 'member',
  summary: "Makes one of the member's addresses the default.",
})
