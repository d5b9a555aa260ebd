import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { ConfirmDialogProps } from './alert-dialog.tsx'
import { buttonClass } from './button.tsx'
import styles from './alert-dialog.module.css'

/**
 * A confirmation (Radix AlertDialog, `role="alertdialog"`): focus starts on the cancel button, Esc calls
 * `onOpenChange(false)`, an outside click does not dismiss. The buttons only report; the machine decides
 * what follows and closes it.
 */
export function ConfirmDialogPanel({ open, onOpenChange, title, description, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} {...(description === undefined ? { 'aria-describedby': undefined } : {})}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          {description === undefined ? null : <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>}
          <div className={styles.actions}>
            {/* Plain buttons, not Radix's Cancel/Action (which also close through `onOpenChange`): each
                button reports once, and the machine closes the dialog. */}
            <button type="button" className={buttonClass('secondary')} onClick={onCancel} autoFocus>
              {cancelLabel}
            </button>
            <button type="button" className={buttonClass('primary')} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
