import * as PopoverPrimitive from '@radix-ui/react-popover'
import type { PopoverProps } from './popover.tsx'
import styles from './popover.module.css'

/**
 * A non-modal floating panel (Radix Popover): Esc and a click outside close it and focus returns to the
 * trigger; nothing renders while closed (nor on the server: the portal mounts in the browser).
 */
export function PopoverPanel({ open, onOpenChange, trigger, label, className, align = 'start', sideOffset = 4, contentProps, children }: PopoverProps) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          aria-label={label}
          className={[styles.content, className].filter(Boolean).join(' ')}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          {...contentProps}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  )
}
