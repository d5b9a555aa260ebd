import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { PASSWORD_CHANGED_MESSAGE, AUTH_MESSAGES, validateForm, type FormErrors } from '@partfront/core/auth'
import {
  AccountUpdateBody,
  ChangePasswordBody,
  accountPassword,
  accountUpdate,
  type AccountInfo,
} from '@partfront/core/contract'
import { TEXT_LIMITS } from '@partfront/core/constants'
import { formatDate } from '@partfront/core/member'
import { useApiAction } from '../../app/use-api-action.ts'
import { Button } from '../../ui/button.tsx'
import { CheckboxField, FormField, FormMessage, TextField } from '../../ui/form-field.tsx'
import { useHydrated } from '../../ui/use-hydrated.ts'
import { MemberLayout } from './member-layout.tsx'
import { formValues } from './form-values.ts'
import styles from './member.module.css'

/** Ours: what the Basic Information form says once saved. */
const SAVED = 'Your information has been saved.'

/** `/member/information` (PAGE-2): the basic information form, and Change Password below it. */
export function InformationPage({ account }: { readonly account: AccountInfo }) {
  return (
    <MemberLayout active="/member/information" title="Basic Information">
      <BasicInformation account={account} />
      <ChangePassword />
    </MemberLayout>
  )
}

function BasicInformation({ account }: { readonly account: AccountInfo }) {
  const hydrated = useHydrated()
  const router = useRouter()
  const { run, sending, error } = useApiAction()
  const [errors, setErrors] = useState<FormErrors<AccountUpdateBody>>({})
  const [saved, setSaved] = useState(false)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaved(false)
    const validation = validateForm(AccountUpdateBody, formValues(event.currentTarget))
    setErrors(validation.ok ? {} : validation.errors)
    if (!validation.ok) return
    if (!(await run((call) => call(accountUpdate, { body: validation.value }))).ok) return
    setSaved(true)
    await router.invalidate()
  }

  return (
    <section className={styles.panel} aria-labelledby="basic-title">
      <h2 id="basic-title" className={styles.panelTitle}>
        Account
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Email</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatDate(account.createdAt)}</dd>
        </div>
      </dl>
      <form className={styles.formGrid} noValidate onSubmit={(event) => void submit(event)} aria-label="Basic information">
        <TextField idPrefix="info" name="firstName" label="First name" autoComplete="given-name" defaultValue={account.firstName} error={errors.firstName} />
        <TextField idPrefix="info" name="lastName" label="Last name" autoComplete="family-name" defaultValue={account.lastName} error={errors.lastName} />
        <TextField idPrefix="info" name="company" label="Company" autoComplete="organization" defaultValue={account.company} error={errors.company} />
        <TextField idPrefix="info" name="country" label="Country" autoComplete="country-name" defaultValue={account.country} error={errors.country} />
        <TextField idPrefix="info" name="mobile" label="Mobile" type="tel" autoComplete="tel" defaultValue={account.mobile} error={errors.mobile} />
        <TextField idPrefix="info" name="tel" label="Telephone" type="tel" autoComplete="tel" defaultValue={account.tel} error={errors.tel} />
        <FormField
          as="textarea"
          className={styles.wide}
          name="address"
          label="Address"
          autoComplete="street-address"
          rows={3}
          hint={`Street, city, postal code; at most ${TEXT_LIMITS.address} characters`}
          defaultValue={account.address}
          error={errors.address}
        />
        <FormField
          as="textarea"
          className={styles.wide}
          name="remark"
          label="Remark"
          rows={3}
          hint={`At most ${TEXT_LIMITS.remark} characters`}
          defaultValue={account.remark}
          error={errors.remark}
        />
        <div className={styles.wide}>
          <CheckboxField idPrefix="info" name="emailUpdates" label="Email me product news and offers" defaultChecked={account.emailUpdates} />
        </div>
        <div className={styles.formActions}>
          <Button type="submit" disabled={!hydrated || sending} aria-busy={sending}>
            {sending ? 'Saving…' : 'Save'}
          </Button>
          {error === null ? null : <FormMessage kind="error">{error}</FormMessage>}
          {saved ? <FormMessage kind="success">{SAVED}</FormMessage> : null}
        </div>
      </form>
    </section>
  )
}

function ChangePassword() {
  const hydrated = useHydrated()
  const { run, sending, error } = useApiAction()
  const [errors, setErrors] = useState<FormErrors<ChangePasswordBody>>({})
  const [done, setDone] = useState(false)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setDone(false)
    const form = event.currentTarget
    const validation = validateForm(ChangePasswordBody, formValues(form))
    setErrors(validation.ok ? {} : validation.errors)
    if (!validation.ok) return
    if (!(await run((call) => call(accountPassword, { body: validation.value }))).ok) return
    form.reset()
    setDone(true)
  }

  return (
    <section className={styles.panel} id="change-password" aria-labelledby="password-title">
      <h2 id="password-title" className={styles.panelTitle}>
        Change Password
      </h2>
      <form className={styles.formGrid} noValidate onSubmit={(event) => void submit(event)} aria-label="Change password">
        <TextField idPrefix="password" name="oldPassword" label="Current password" type="password" autoComplete="current-password" required error={errors.oldPassword} />
        <span className={styles.gridGap} />
        <TextField
          idPrefix="password"
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={AUTH_MESSAGES.passwordTooShort}
          required
          error={errors.password}
        />
        <TextField idPrefix="password" name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required error={errors.confirmPassword} />
        <div className={styles.formActions}>
          <Button type="submit" disabled={!hydrated || sending} aria-busy={sending}>
            {sending ? 'Saving…' : 'Change password'}
          </Button>
          {error === null ? null : <FormMessage kind="error">{error}</FormMessage>}
          {done ? <FormMessage kind="success">{PASSWORD_CHANGED_MESSAGE}</FormMessage> : null}
        </div>
      </form>
    </section>
  )
}
