import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { validateForm, type FormErrors } from '@partfront/core/auth'
import {
  AddressAddBody,
  AddressFields,
  addressAdd,
  addressDefault,
  addressDelete,
  addressEdit,
  type Address,
} from '@partfront/core/contract'
import { addressLine } from '@partfront/core/member'
import { useApiAction } from '../../app/use-api-action.ts'
import { ConfirmDialog } from '../../ui/alert-dialog.tsx'
import { Button } from '../../ui/button.tsx'
import { CheckboxField, FormMessage, TextField } from '../../ui/form-field.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { MemberLayout } from './member-layout.tsx'
import { formValues } from './form-values.ts'
import styles from './member.module.css'

/** What the address form edits: a new address, or one of the list. */
type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly address: Address } | null

/** The form's values without the empty ones: an optional field left empty is left out, a required one asks. */
function filled(form: HTMLFormElement): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(formValues(form)).filter(([, value]) => value !== ''))
}

/** `/member/address` (PAGE-2): the addresses, the default first; add, edit, make default, delete after a confirmation. */
export function AddressPage({ addresses }: { readonly addresses: readonly Address[] }) {
  const hydrated = useHydrated()
  const router = useRouter()
  const { run, sending, error } = useApiAction()
  const [editing, setEditing] = useState<Editing>(addresses.length === 0 ? { kind: 'new' } : null)
  const [deleting, setDeleting] = useState<Address | null>(null)

  const act = async (action: Parameters<typeof run>[0]) => {
    if (!(await run(action)).ok) return false
    await router.invalidate()
    return true
  }

  return (
    <MemberLayout
      active="/member/address"
      title="Address"
      actions={
        <Button variant="secondary" size="sm" disabled={!hydrated} onClick={() => setEditing({ kind: 'new' })}>
          Add address
        </Button>
      }
    >
      {error === null ? null : <FormMessage kind="error">{error}</FormMessage>}
      {editing === null ? null : (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          address={editing.kind === 'edit' ? editing.address : null}
          onCancel={addresses.length === 0 ? null : () => setEditing(null)}
          onSaved={async () => {
            setEditing(null)
            await router.invalidate()
          }}
        />
      )}
      {addresses.length === 0 ? (
        <p className={styles.empty}>You have no saved address yet.</p>
      ) : (
        <ul className={styles.cards} aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address.id} className={styles.card}>
              <p className={styles.cardTitle}>
                {address.firstName} {address.lastName}
                {address.isDefault ? <span className={styles.badge}>Default</span> : null}
              </p>
              {address.company === '' ? null : <p>{address.company}</p>}
              <p>{addressLine(address)}</p>
              <p>
                {address.tel}
                {address.email === '' ? null : ` · ${address.email}`}
              </p>
              <div className={styles.cardActions}>
                <Button variant="link" size="sm" disabled={!hydrated} onClick={() => setEditing({ kind: 'edit', address })} aria-label={`Edit ${addressLine(address)}`}>
                  Edit
                </Button>
                {address.isDefault ? null : (
                  <Button
                    variant="link"
                    size="sm"
                    disabled={!hydrated || sending}
                    onClick={() => void act((call) => call(addressDefault, { body: { id: address.id } }))}
                    aria-label={`Make ${addressLine(address)} the default`}
                  >
                    Make default
                  </Button>
                )}
                <Button variant="link" size="sm" disabled={!hydrated || sending} onClick={() => setDeleting(address)} aria-label={`Delete ${addressLine(address)}`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete this address?"
        description={deleting === null ? undefined : addressLine(deleting)}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const address = deleting
          setDeleting(null)
          if (address !== null) void act((call) => call(addressDelete, { body: { id: address.id } }))
        }}
      />
    </MemberLayout>
  )
}

/** The address form: the fields a carrier needs. */
function AddressForm({
  address,
  onCancel,
  onSaved,
}: {
  readonly address: Address | null
  readonly onCancel: (() => void) | null
  readonly onSaved: () => Promise<void>
}) {
  const hydrated = useHydrated()
  const { run, sending, error } = useApiAction()
  const [errors, setErrors] = useState<FormErrors<AddressFields>>({})
  const prefix = address === null ? 'address-new' : `address-${address.id}`

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = filled(event.currentTarget)
    if (address === null) {
      const validation = validateForm(AddressAddBody, values)
      setErrors(validation.ok ? {} : validation.errors)
      if (validation.ok && (await run((call) => call(addressAdd, { body: validation.value }))).ok) await onSaved()
    } else {
      const validation = validateForm(AddressFields, values)
      setErrors(validation.ok ? {} : validation.errors)
      if (validation.ok && (await run((call) => call(addressEdit, { body: { id: address.id, ...validation.value } }))).ok) await onSaved()
    }
  }

  const field = (name: keyof AddressFields, label: string, autoComplete: string, required = false, type = 'text') => (
    <TextField
      idPrefix={prefix}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      defaultValue={address?.[name] ?? ''}
      error={errors[name]}
    />
  )

  return (
    <section className={styles.panel} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className={styles.panelTitle}>
        {address === null ? 'New address' : 'Edit address'}
      </h2>
      <form className={styles.formGrid} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${prefix}-title`}>
        {field('firstName', 'First name', 'given-name', true)}
        {field('lastName', 'Last name', 'family-name', true)}
        {field('company', 'Company', 'organization')}
        {field('country', 'Country', 'country-name', true)}
        {field('state', 'State or province', 'address-level1')}
        {field('city', 'City', 'address-level2', true)}
        <div className={styles.wide}>{field('address', 'Street address', 'street-address', true)}</div>
        {field('postcode', 'Postal code', 'postal-code')}
        {field('tel', 'Telephone', 'tel', true, 'tel')}
        {field('email', 'Email', 'email', false, 'email')}
        {address === null ? (
          <div className={styles.wide}>
            <CheckboxField idPrefix={prefix} name="isDefault" label="Make this my default address" />
          </div>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" disabled={!hydrated || sending} aria-busy={sending}>
            {sending ? 'Saving…' : 'Save address'}
          </Button>
          {onCancel === null ? null : (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
          {error === null ? null : <FormMessage kind="error">{error}</FormMessage>}
        </div>
      </form>
    </section>
  )
}
