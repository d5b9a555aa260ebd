import { Suspense, lazy, type ComponentType, type ReactNode } from 'react'
import { useOpenedOnce } from './opened-once.ts'
import { closedTrigger } from './popover.tsx'

/** Props of `DropdownMenu`: fully controlled. */
export interface DropdownMenuProps {
  /** Whether the menu shows. */
  readonly open: boolean
  /** Called with the new state: a trigger click or key, Esc, a click outside, an item chosen. */
  readonly onOpenChange: (open: boolean) => void
  /** The `<button>` that opens the menu (`aria-haspopup="menu"`, `aria-expanded`). */
  readonly trigger: ReactNode
  /** @default 'end' */
  readonly align?: 'start' | 'center' | 'end'
  /** The items, drawn with the menu's own parts once its code has loaded. */
  readonly children: (parts: DropdownMenuParts) => ReactNode
}

/** Props of one menu item. */
export interface DropdownMenuItemProps {
  /**
   * Chosen with a click, Enter or Space. For a link item, render the `<a>` as the child (`asChild`): the
   * link is followed and the menu closes.
   */
  readonly onSelect?: () => void
  /** Render the child element (a link) as the item. @default false */
  readonly asChild?: boolean
  readonly children?: ReactNode
}

/** The parts a menu's items are drawn with: `Item` (`role="menuitem"`) and `Separator`. */
export interface DropdownMenuParts {
  readonly Item: ComponentType<DropdownMenuItemProps>
  readonly Separator: ComponentType
}

const DropdownMenuPanel = lazy(() =>
  import('./dropdown-menu-panel.tsx').then((module) => ({ default: module.DropdownMenuPanel })),
)

/**
 * A menu button (Radix DropdownMenu, the WAI-ARIA menu pattern, see `dropdown-menu-panel.tsx`): arrow keys
 * move between items, Enter or Space chooses, Esc closes and focus returns to the trigger. Until it first
 * opens, the trigger is drawn alone and a click opens it, loading the menu's code then.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const opened = useOpenedOnce(props.open)
  const trigger = closedTrigger(props.trigger, () => props.onOpenChange(true), 'menu')
  return opened ? (
    <Suspense fallback={trigger}>
      <DropdownMenuPanel {...props} />
    </Suspense>
  ) : (
    trigger
  )
}
