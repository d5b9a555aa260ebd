import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  MOBILE_ABOUT_MENU,
  MOBILE_ACCOUNT_MENU,
  MOBILE_MAIN_LINKS,
  MOBILE_SIGNED_OUT_LINKS,
  menuGroups,
  type NavLink,
} from '@partfront/core/shell'
import { SiteLink } from '../../app/site-link.tsx'
import { useShellData } from '../../app/shell-data.ts'
import { useStorefront } from '../../app/storefront.tsx'
import { Sheet } from '../../ui/sheet.tsx'
import { HeaderIcon } from './header-icons.tsx'
import styles from './mobile-drawer.module.css'
import { useAuthHeader } from './use-auth-header.ts'

/** Which list the drawer shows (spec §2 "Drawers: main, category, subcategory, account/about"). */
type Level =
  | { readonly kind: 'main' }
  | { readonly kind: 'account' }
  | { readonly kind: 'about' }
  | { readonly kind: 'category' }
  | { readonly kind: 'group'; readonly id: number }

const MAIN: Level = { kind: 'main' }

/** The key of the button that opened a level, to give it the focus back on Back. */
function openerKey(level: Level): string {
  return level.kind === 'group' ? `group-${level.id}` : level.kind
}

/**
 * SHELL-3: the mobile menu drawer (a left `Sheet`): Login/Register or the member's email; Home; My Account;
 * Category (groups, then a group's children, with Back); Brand; BOM; Product; News; About; Log Out when
 * signed in (AUTH-3: the machine opens the `Log out？` dialog). The levels share one drawer; entering a level
 * moves the focus to its Back button, Back returns it to the entry that opened the level. Following a link
 * closes the drawer.
 *
 * Ours: the level shown is presentational state no rule reads, so it is the component's.
 */
export function MobileDrawer({ open, onOpenChange }: { readonly open: boolean; readonly onOpenChange: (open: boolean) => void }) {
  const storefront = useStorefront()
  const header = useAuthHeader()
  const { headerTree } = useShellData()
  const groups = useMemo(() => menuGroups(headerTree), [headerTree])
  const [level, setLevel] = useState<Level>(MAIN)
  const panel = useRef<HTMLDivElement>(null)
  const focusAfter = useRef<string | null>(null)

  // Moves the focus once the new level is drawn: to its Back button, or back to the entry that opened it.
  useEffect(() => {
    const target = focusAfter.current
    if (target === null) return
    focusAfter.current = null
    panel.current?.querySelector<HTMLElement>(`[data-focus-key="${target}"]`)?.focus()
  }, [level])

  function enter(next: Level) {
    focusAfter.current = 'back'
    setLevel(next)
  }

  function back(to: Level) {
    focusAfter.current = openerKey(level)
    setLevel(to)
  }

  function change(next: boolean) {
    if (!next) setLevel(MAIN)
    onOpenChange(next)
  }

  const close = () => change(false)
  const link = (item: NavLink, emphasis = false) => (
    <li key={item.href}>
      <SiteLink href={item.href} className={emphasis ? `${styles.item} ${styles.allLink}` : styles.item} onClick={close}>
        {item.label}
      </SiteLink>
    </li>
  )
  const opener = (label: string, next: Level) => (
    <li key={openerKey(next)}>
      <button type="button" className={styles.item} data-focus-key={openerKey(next)} onClick={() => enter(next)}>
        {label}
        <HeaderIcon name="chevronRight" size={16} className={styles.chevron} />
      </button>
    </li>
  )

  let body: ReactNode
  if (level.kind === 'main') {
    body = (
      <>
        <div className={styles.member}>
          <HeaderIcon name="user" size={20} />
          {header.signedIn ? (
            <span className={styles.email}>{header.email}</span>
          ) : (
            <span className={styles.authLinks}>
              {MOBILE_SIGNED_OUT_LINKS.map((item, index) => (
                <span key={item.href}>
                  {index > 0 ? <span aria-hidden="true"> / </span> : null}
                  <SiteLink href={item.href} onClick={close}>
                    {item.label}
                  </SiteLink>
                </span>
              ))}
            </span>
          )}
        </div>
        <nav aria-label="Menu">
          <ul className={styles.list}>
            {link({ label: 'Home', href: '/' })}
            {opener('My Account', { kind: 'account' })}
            {opener('Category', { kind: 'category' })}
            {MOBILE_MAIN_LINKS.map((item) => link(item))}
            {opener('About', { kind: 'about' })}
            {header.signedIn ? (
              <li>
                <button
                  type="button"
                  className={`${styles.item} ${styles.logout}`}
                  onClick={() => {
                    close()
                    storefront.send({ type: 'auth.logout' })
                  }}
                >
                  Log Out
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </>
    )
  } else {
    const group = level.kind === 'group' ? groups.find((candidate) => candidate.id === level.id) : undefined
    const title =
      level.kind === 'account' ? 'My Account' : level.kind === 'about' ? 'About' : level.kind === 'category' ? 'Category' : (group?.name ?? 'Category')
    const parent: Level = level.kind === 'group' ? { kind: 'category' } : MAIN
    body = (
      <nav aria-label={title}>
        <div className={styles.levelHead}>
          <button type="button" className={styles.back} data-focus-key="back" onClick={() => back(parent)}>
            <HeaderIcon name="chevronLeft" size={16} />
            Back
          </button>
          <h3 className={styles.levelTitle}>{title}</h3>
        </div>
        <ul className={styles.list}>
          {level.kind === 'account' && MOBILE_ACCOUNT_MENU.map((item) => link(item))}
          {level.kind === 'about' && MOBILE_ABOUT_MENU.map((item) => link(item))}
          {level.kind === 'category' && groups.map((candidate) => opener(candidate.name, { kind: 'group', id: candidate.id }))}
          {group !== undefined && (
            <>
              {link({ label: `All ${group.name}`, href: group.href }, true)}
              {group.links.map((item) => link(item))}
            </>
          )}
        </ul>
      </nav>
    )
  }

  return (
    <Sheet open={open} onOpenChange={change} side="left" width={300} title="Menu" className={styles.drawer}>
      <div ref={panel} className={styles.body}>
        {body}
      </div>
    </Sheet>
  )
}
