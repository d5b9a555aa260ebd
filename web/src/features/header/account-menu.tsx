import { Fragment, useState } from 'react'
import { SiteLink } from '../../app/site-link.tsx'
import { useStorefront } from '../../app/storefront.tsx'
import { DropdownMenu } from '../../ui/dropdown-menu.tsx'
import { HeaderIcon } from './header-icons.tsx'
import styles from './account-menu.module.css'
import { useAuthHeader } from './use-auth-header.ts'

/**
 * AUTH-7: the utility bar's sign-in state from the auth machine: Sign in / Register while signed out; the
 * member's email opening a menu of My Account, Order and Logout (AUTH-3: Logout asks the machine, which
 * opens the `Log out？` dialog) while signed in.
 */
export function AccountMenu() {
  const storefront = useStorefront()
  const header = useAuthHeader()
  // Ours: whether the menu is open is presentational only (no rule reads it), so it is the component's.
  const [open, setOpen] = useState(false)

  if (!header.signedIn) {
    return (
      <div className={styles.links}>
        <HeaderIcon name="user" size={16} />
        {header.links.map((link, index) => (
          <span key={link.to} className={styles.linkItem}>
            {index > 0 ? <span className={styles.divider} aria-hidden="true" /> : null}
            <SiteLink href={link.to}>{link.label}</SiteLink>
          </span>
        ))}
      </div>
    )
  }

  return (
    <DropdownMenu
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={styles.trigger}>
          <HeaderIcon name="user" size={16} />
          <span className={styles.email}>{header.email}</span>
          <HeaderIcon name="chevronDown" size={14} />
        </button>
      }
    >
      {({ Item, Separator }) =>
        header.menu.map((item) =>
          'to' in item ? (
            <Item key={item.label} asChild>
              <SiteLink href={item.to}>{item.label}</SiteLink>
            </Item>
          ) : (
            <Fragment key={item.label}>
              <Separator />
              <Item onSelect={() => storefront.send({ type: item.event })}>{item.label}</Item>
            </Fragment>
          ),
        )
      }
    </DropdownMenu>
  )
}
