import * as Schema from 'effect/Schema'
import { Email } from '../auth/auth.forms.ts'
import { TEXT_LIMITS } from '../constants.ts'
import { IsoDateTime, MessageId, freeText, phone, requiredText } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * The contact form (`/contactus`, PAGE-5; spec §3 "Contact message: name, company, tel, email, remark").
 * Ours: which fields are required (name, email and the message).
 */

export const ContactBody = Schema.Struct({
  name: requiredText('your name', TEXT_LIMITS.name),
  company: Schema.optionalKey(freeText('company', TEXT_LIMITS.company)),
  tel: Schema.optionalKey(phone('telephone number', { required: false })),
  email: Email,
  /** The message. */
  remark: requiredText('your message', TEXT_LIMITS.remark, 'multi'),
})
export type ContactBody = typeof ContactBody.Type

/** The acknowledgement. */
export const ContactReceipt = Schema.Struct({ id: MessageId, createdAt: IsoDateTime })
export type ContactReceipt = typeof ContactReceipt.Type

export const contactSubmit = endpoint({
  name: 'contactSubmit',
  method: 'POST',
  path: '/api/contact/submit',
  body: ContactBody,
  response: ContactReceipt,
  auth: 'none',
  summary: 'Sends a contact message (PAGE-5); saved and acknowledged. Rate-limited per IP (429).',
})
