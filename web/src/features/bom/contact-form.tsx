import { type FormEvent, useId } from 'react'
import type { BomContactDraft, BomToolActor, ResultsView } from '@partfront/core/bom-tool'
import { Button } from '../../ui/button.tsx'
import styles from './bom.module.css'

const FIELDS: readonly { readonly name: keyof BomContactDraft; readonly label: string; readonly type: string; readonly autoComplete: string }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'telephone', label: 'Telephone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
]

/**
 * BOM-4: the contact info (name, email, telephone, address), prefilled from the account, then Save: the BOM
 * goes to the member's BOM list. A visitor's Save keeps the work and asks them to sign in first.
 */
export function ContactForm({ results, actor, busy }: { readonly results: ResultsView; readonly actor: BomToolActor; readonly busy: boolean }) {
  const id = useId()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: string) => {
      const entry = data.get(name)
      return typeof entry === 'string' ? entry : ''
    }
    actor.send({ type: 'bom.save', contact: { name: value('name'), email: value('email'), telephone: value('telephone'), address: value('address') } })
  }
  return (
    <form className={styles.contact} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate data-testid="bom-contact">
      <h3 id={`${id}-title`} className={styles.subTitle}>
        Save this BOM
      </h3>
      <p className={styles.small}>
        Our team checks a saved BOM and contacts you to confirm it. Save it to add its matched lines to the cart or send them for a
        quote.{results.signedIn ? '' : ' You will be asked to sign in; your BOM is kept while you do.'}
      </p>
      <div className={styles.contactFields}>
        {FIELDS.map((field) => {
          const error = results.contactErrors[field.name]
          return (
            <p key={field.name} className={styles.field}>
              <label htmlFor={`${id}-${field.name}`} className={styles.fieldLabel}>
                {field.label}
              </label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                defaultValue={results.contact[field.name]}
                aria-invalid={error !== undefined}
                aria-describedby={error === undefined ? undefined : `${id}-${field.name}-error`}
                required
              />
              {error !== undefined && (
                <span id={`${id}-${field.name}-error`} className={styles.fieldError} role="alert">
                  {error}
                </span>
              )}
            </p>
          )
        })}
      </div>
      <Button type="submit" disabled={busy} data-testid="bom-save">
        {busy ? 'Saving…' : results.signedIn ? 'Save BOM' : 'Sign in to save'}
      </Button>
    </form>
  )
}
