import { Suspense, lazy, type ReactNode } from 'react'
import { useOpenedOnce } from './opened-once.ts'

/** Props of `Sheet`: fully controlled, so a machine stays the only state. */
export interface SheetProps {
  /** Whether the drawer shows (from a machine's tag or selector). */
  readonly open: boolean
  /** Called with `false` on Esc, an overlay click or the close button: send the machine's close event. */
  readonly onOpenChange: (open: boolean) => void
  /** The edge the drawer slides in from. */
  readonly side: 'left' | 'right'
  /**
   * The drawer's width in CSS pixels (capped at the viewport's width).
   * @default 270
   */
  readonly width?: number
  /** The drawer's accessible name, shown as its heading unless `hideTitle`. */
  readonly title: string
  /**
   * Keep the title for assistive technology only (the drawer draws its own heading).
   * @default false
   */
  readonly hideTitle?: boolean
  /**
   * A CSS selector of controls outside the drawer that stay usable while it is open (a toolbar beside it,
   * laid out above the overlay): pressing them does not dismiss the drawer, their own events decide.
   * @default undefined (any outside press dismisses)
   */
  readonly keepOpenWithin?: string
  /** Extra class on the panel (a feature's own layout of the contents). */
  readonly className?: string
  readonly children?: ReactNode
}

const SheetPanel = lazy(() => import('./sheet-panel.tsx').then((module) => ({ default: module.SheetPanel })))

/**
 * A modal side drawer (Radix Dialog, see `sheet-panel.tsx`): overlay, focus trapped inside, Esc and the
 * overlay close it, a visible close button, labelled by its title. Nothing renders while it has never been
 * open (nor on the server); its code loads the first time it opens.
 */
export function Sheet(props: SheetProps) {
  const opened = useOpenedOnce(props.open)
  return opened ? (
    <Suspense fallback={null}>
      <SheetPanel {...props} />
    </Suspense>
  ) : null
}
