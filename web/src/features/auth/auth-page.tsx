import type { ReactNode } from 'react'
import styles from './auth.module.css'

/** The frame of a sign-in page: a heading, a lead, the form, and links under it. */
export function AuthPage({
  title,
  lead,
  children,
  footer,
}: {
  readonly title: string
  readonly lead: string
  readonly children: ReactNode
  readonly footer: ReactNode
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
        <div className={styles.footer}>{footer}</div>
      </section>
    </div>
  )
}
