import { useState, type ReactNode } from 'react'
import { formatCount } from '@partfront/core/search'
import { Button } from '../../ui/button.tsx'
import { Sheet } from '../../ui/sheet.tsx'
import styles from './filter-panel.module.css'

/**
 * Issue 29 on a phone: the filter panel in a sheet (Radix Dialog, `ui/sheet.tsx`) opened by a "Filters" button,
 * which says how many filters are set. Each change applies at once (the count behind follows the URL); the
 * sheet's button says how many parts match and closes it. Hidden on wide screens, where the panel sits beside
 * the table.
 */
export function FilterSheet({ total, active, children }: { readonly total: number; readonly active: number; readonly children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" size="sm" className={styles.sheetButton} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        Filters{active > 0 ? ` (${formatCount(active)})` : ''}
      </Button>
      <Sheet open={open} onOpenChange={setOpen} side="left" width={360} title="Filters" className={styles.sheet}>
        <div className={styles.sheetBody}>{children}</div>
        <div className={styles.sheetFoot}>
          <Button className={styles.show} onClick={() => setOpen(false)}>
            Show {formatCount(total)} {total === 1 ? 'part' : 'parts'}
          </Button>
        </div>
      </Sheet>
    </>
  )
}
