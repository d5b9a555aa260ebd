import { LOGOUT_DIALOG, logoutDialog } from '@partfront/core/auth'
import { useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { ConfirmDialog } from '../../ui/alert-dialog.tsx'

/**
 * AUTH-3: `Log out？` with `no` and `yes`, shown while the session machine confirms a logout (the header's
 * Logout sends `auth.logout`). `yes` and `no` are the machine's events; Esc answers `no`.
 */
export function LogoutDialog() {
  const storefront = useStorefront()
  const dialog = useStorefrontSelector('auth', logoutDialog, null)
  // The texts stay while the dialog closes (the selector gives `null` once the machine moved on).
  const text = dialog ?? LOGOUT_DIALOG
  const no = () => storefront.send({ type: 'auth.logout.no' })
  return (
    <ConfirmDialog
      open={dialog !== null}
      onOpenChange={(open) => {
        if (!open) no()
      }}
      title={text.title}
      cancelLabel={text.no}
      confirmLabel={text.yes}
      onCancel={no}
      onConfirm={() => storefront.send({ type: 'auth.logout.yes' })}
    />
  )
}
