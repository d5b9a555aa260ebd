import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type CSSProperties } from 'react'
import type { SheetProps } from './sheet.tsx'
import { VisuallyHidden } from './visually-hidden.tsx'
import styles from './sheet.module.css'

/**
 * A modal side drawer (Radix Dialog): overlay, focus trapped inside, Esc and the overlay close it, a visible
 * close button, labelled by its title, slid in with CSS only. Nothing renders while closed (nor on the
 * server: the portal mounts in the browser).
 */
export function SheetPanel({ open, onOpenChange, side, width = 270, title, hideTitle = false, keepOpenWithin, className, children }: SheetProps) {
  // Controlled without a Radix trigger, the dialog would drop focus on the body when it closes: give it back
  // to whatever opened it (a sidebar entry, the menu button), when that is still on the page. Only when focus
  // was left nowhere, though: Radix runs this a moment after the drawer has gone, and a buyer who has already
  // moved on (Esc, then straight into a quantity box) keeps their place. Pulled back, that box lost its focus
  // mid-typing and the Enter meant for it pressed the entry, opening the drawer again.
  const opener = useRef<HTMLElement | null>(null)
  const titleNode = <Dialog.Title className={styles.title}>{title}</Dialog.Title>
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.panel, className].filter(Boolean).join(' ')}
          data-side={side}
          style={{ '--pf-sheet-width': `${width}px` } as CSSProperties}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            const focused = document.activeElement
            const focusLeftNowhere = focused === null || focused === document.body
            if (focusLeftNowhere && opener.current?.isConnected === true) opener.current.focus({ preventScroll: true })
            opener.current = null
          }}
          onInteractOutside={(event) => {
            const target = event.target
            if (keepOpenWithin !== undefined && target instanceof Element && target.closest(keepOpenWithin) !== null) event.preventDefault()
          }}
        >
          <div className={styles.head}>
            {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
            <Dialog.Close className={styles.close} aria-label="Close">
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
