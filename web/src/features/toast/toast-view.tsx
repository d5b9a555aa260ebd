import { currentToast, type Toast } from '@partfront/core/toast'
import { useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { Icon } from '../../ui/icon.tsx'
import styles from './toast-view.module.css'

const TITLES: Readonly<Record<Toast['type'], string>> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
}

/**
 * SHELL-7: the toast shown now, top centre. The toast machine times it (3000 ms) and keeps the others
 * waiting (one at a time); this only draws `currentToast` and sends `toast.dismiss` from its close button.
 *
 * Announcing: success and info go into a polite `status` region that is always in the page (a region added
 * together with its text is often not read); errors and warnings are `alert`s, read at once when they appear
 * (a refused search keyword, SEARCH-1, must not wait).
 */
export function ToastView() {
  const storefront = useStorefront()
  const toast = useStorefrontSelector('toast', currentToast, null)
  const urgent = toast !== null && (toast.type === 'error' || toast.type === 'warning')
  const card =
    toast === null ? null : (
      <div key={toast.id} className={styles.toast} data-toast-type={toast.type}>
        <Icon name={toast.type} size={18} className={styles.icon} />
        <span className="pf-visually-hidden">{TITLES[toast.type]}: </span>
        <span className={styles.message}>{toast.message}</span>
        <button type="button" className={styles.close} aria-label="Close message" onClick={() => storefront.send({ type: 'toast.dismiss', id: toast.id })}>
          <Icon name="close" size={14} />
        </button>
      </div>
    )
  return (
    <div className={styles.viewport}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {urgent ? null : card}
      </div>
      {urgent ? <div role="alert">{card}</div> : null}
    </div>
  )
}
