import { Suspense, lazy } from 'react'
import { useOpenedOnce } from './opened-once.ts'

/** Props of `ConfirmDialog`: fully controlled (a machine's tag says whether it shows). */
export interface ConfirmDialogProps {
  readonly open: boolean
  /** Called with `false` on Esc (as a cancel). */
  readonly onOpenChange: (open: boolean) => void
  /** The dialog's heading and accessible name. */
  readonly title: string
  /** Optional sentence under the title, the dialog's description. */
  readonly description?: string
  readonly confirmLabel: string
  readonly cancelLabel: string
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

const ConfirmDialogPanel = lazy(() =>
  import('./alert-dialog-panel.tsx').then((module) => ({ default: module.ConfirmDialogPanel })),
)

/**
 * A confirmation (Radix AlertDialog, `role="alertdialog"`, see `alert-dialog-panel.tsx`): focus starts on the
 * cancel button, Esc cancels, an outside click does not dismiss. Its code loads the first time it opens.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const opened = useOpenedOnce(props.open)
  return opened ? (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...props} />
    </Suspense>
  ) : null
}
