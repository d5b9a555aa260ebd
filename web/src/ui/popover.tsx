import { Suspense, cloneElement, isValidElement, lazy, type MouseEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react'
import { useOpenedOnce } from './opened-once.ts'

/** What the panel takes besides its placement: pointer handlers (hover menus) and its focus callbacks. */
export interface PopoverContentProps {
  readonly onPointerEnter?: (event: PointerEvent<HTMLDivElement>) => void
  readonly onPointerLeave?: (event: PointerEvent<HTMLDivElement>) => void
  readonly onOpenAutoFocus?: (event: Event) => void
  readonly onCloseAutoFocus?: (event: Event) => void
}

/** Props of `Popover`: fully controlled, like every primitive here. */
export interface PopoverProps {
  /** Whether the panel shows. */
  readonly open: boolean
  /** Called with the new state on a trigger click, Esc or a click outside. */
  readonly onOpenChange: (open: boolean) => void
  /** The element that opens the panel (a real `<button>`); it gets `aria-expanded` and `aria-controls`. */
  readonly trigger: ReactNode
  /** The panel's accessible name (it is a non-modal dialog). */
  readonly label: string
  /** Extra class on the panel. */
  readonly className?: string
  /** @default 'start' */
  readonly align?: 'start' | 'center' | 'end'
  /** Pixels between the trigger and the panel. @default 4 */
  readonly sideOffset?: number
  /** Passed to the panel: pointer handlers (hover menus), `onOpenAutoFocus` (no focus move on hover). */
  readonly contentProps?: PopoverContentProps
  readonly children?: ReactNode
}

const PopoverPanel = lazy(() => import('./popover-panel.tsx').then((module) => ({ default: module.PopoverPanel })))

/**
 * A non-modal floating panel (Radix Popover, see `popover-panel.tsx`): Esc and a click outside close it and
 * focus returns to the trigger. Until it first opens, the trigger is drawn alone (as the server renders it)
 * and a click on it opens the panel, whose code loads then.
 */
export function Popover(props: PopoverProps) {
  const opened = useOpenedOnce(props.open)
  const trigger = closedTrigger(props.trigger, () => props.onOpenChange(true))
  return opened ? (
    <Suspense fallback={trigger}>
      <PopoverPanel {...props} />
    </Suspense>
  ) : (
    trigger
  )
}

/** The trigger before the panel's code is loaded: collapsed, and opening it on a click. */
export function closedTrigger(trigger: ReactNode, open: () => void, popup: 'dialog' | 'menu' = 'dialog'): ReactNode {
  if (!isValidElement(trigger)) return trigger
  const element = trigger as ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>
  return cloneElement(element, {
    'aria-expanded': false,
    'aria-haspopup': popup,
    onClick: (event: MouseEvent<HTMLElement>) => {
      element.props.onClick?.(event)
      if (!event.defaultPrevented) open()
    },
  } as Record<string, unknown>)
}
