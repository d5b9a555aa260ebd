import type { ReactNode } from 'react'
import { MEMBER_MENU } from '@partfront/core/member'
import { SiteLink } from '../../app/site-link.tsx'
import styles from './member.module.css'

/** The personal centre (PAGE-2): its menu beside the page, on phones above it. */
export function MemberLayout({
  active,
  title,
  actions,
  children,
}: {
  /** The menu entry of this page (`/member/order` for an order's detail too). */
  readonly active: string
  readonly title: string
  /** Buttons beside the heading. */
  readonly actions?: ReactNode
  readonly children: ReactNode
}) {
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label="Personal centre">
        <h2 className={styles.menuTitle}>Personal centre</h2>
        <ul>
          {MEMBER_MENU.map((item) => (
            <li key={item.to}>
              <SiteLink href={item.to} aria-current={item.to === active ? 'page' : undefined}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.content} aria-labelledby="member-title">
        <header className={styles.header}>
          <h1 id="member-title" className={styles.title}>
            {title}
          </h1>
          {actions}
        </header>
        {children}
      </article>
    </div>
  )
}
