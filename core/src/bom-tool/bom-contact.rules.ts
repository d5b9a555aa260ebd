import { type FormValidation, validateForm } from '../auth/auth.forms.ts'
import type { AccountInfo, Address } from '../contract/index.ts'
import { BomContact } from '../contract/bom.ts'
import type { BomContactDraft } from './bom-tool.types.ts'

/**
 * BOM-4's contact info (name, email, telephone, address), prefilled from the account (issue 18): the member's
 * name, email and telephone, else their default address's; the default address written on one line. A visitor
 * starts with empty fields (they sign in before saving, and the form is filled then).
 */

export const EMPTY_CONTACT: BomContactDraft = { name: '', email: '', telephone: '', address: '' }

function joined(...parts: readonly string[]): string {
  return parts.map((part) => part.trim()).filter((part) => part !== '').join(' ')
}

/** An address on one line: `12 Main St, Springfield, IL 62701, United States`. */
export function addressLine(address: Pick<Address, 'address' | 'city' | 'state' | 'postcode' | 'country'>): string {
  return [address.address, address.city, joined(address.state, address.postcode), address.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ')
}

/** The contact info from the account and its addresses (the default first, as `address/list` answers). */
export function contactFromAccount(info: AccountInfo | null, addresses: readonly Address[]): BomContactDraft {
  const address = addresses.find((a) => a.isDefault) ?? addresses[0]
  const name = joined(info?.firstName ?? '', info?.lastName ?? '') || joined(address?.firstName ?? '', address?.lastName ?? '')
  return {
    name,
    email: info?.email || address?.email || '',
    telephone: info?.tel || info?.mobile || address?.tel || '',
    address: address === undefined ? '' : addressLine(address),
  }
}

/** BOM-4: the contact info checked with the contract's own messages, field by field. */
export function validateContact(draft: BomContactDraft): FormValidation<BomContact> {
  return validateForm(BomContact, { ...draft, name: draft.name.trim(), email: draft.email.trim(), telephone: draft.telephone.trim(), address: draft.address.trim() })
}
