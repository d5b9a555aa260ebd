import { useSelector } from '@xstate/react'
import { currentToast } from '@partfront/core/toast'
import { useStorefront } from '../../app/storefront.tsx'

/** SHELL-7: the toast shown now (the toast machine times and queues them); nothing when none. */
export function ToastView() {
  const toasts = useStorefront().actors.toast
  const toast = useSelector(toasts, currentToast)
  if (toast === null) return null
  return (
    <div role="alert" className="pf-toast" data-toast-type={toast.type}>
      {toast.message}
    </div>
  )
}
