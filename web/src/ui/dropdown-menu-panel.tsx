import * as Menu from '@radix-ui/react-dropdown-menu'
import type { DropdownMenuItemProps, DropdownMenuProps } from './dropdown-menu.tsx'
import styles from './dropdown-menu.module.css'

/**
 * A menu button (Radix DropdownMenu, the WAI-ARIA menu pattern): arrow keys move between items, Enter or
 * Space chooses, Esc closes and focus returns to the trigger. Nothing renders while closed.
 */
export function DropdownMenuPanel({ open, onOpenChange, trigger, align = 'end', children }: DropdownMenuProps) {
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align={align} sideOffset={4} collisionPadding={8}>
          {children({ Item: DropdownMenuItem, Separator: DropdownMenuSeparator })}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}

/** One item of a `DropdownMenu` (`role="menuitem"`). */
function DropdownMenuItem({ onSelect, asChild = false, children }: DropdownMenuItemProps) {
  return (
    <Menu.Item className={styles.item} asChild={asChild} {...(onSelect === undefined ? {} : { onSelect })}>
      {children}
    </Menu.Item>
  )
}

/** A line between groups of items. */
function DropdownMenuSeparator() {
  return <Menu.Separator className={styles.separator} />
}
