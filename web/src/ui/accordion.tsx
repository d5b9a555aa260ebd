import type { ReactNode } from 'react'
import styles from './accordion.module.css'

/** Props of `Accordion`: collapsible sections, several may be open at once. */
export interface AccordionProps {
  /** Visual tone: `dark` for the footer. @default 'light' */
  readonly tone?: 'light' | 'dark'
  readonly className?: string
  readonly children: ReactNode
}

/**
 * Collapsible sections as the platform draws them (`<details>`/`<summary>`): a button role with its expanded
 * state, Enter and Space toggle, no script needed (they work before hydration) and nothing to download; the
 * closed sections' links stay in the HTML for crawlers.
 */
export function Accordion({ tone = 'light', className, children }: AccordionProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-tone={tone}>
      {children}
    </div>
  )
}

/** Props of one section: the header's text, the heading level for the outline. */
export interface AccordionItemProps {
  readonly title: string
  /** @default 3 */
  readonly headingLevel?: 2 | 3 | 4
  /** Open at first. @default false */
  readonly defaultOpen?: boolean
  readonly children: ReactNode
}

/** One section: a summary holding the section's heading, and its panel. */
export function AccordionItem({ title, headingLevel = 3, defaultOpen = false, children }: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <details className={styles.item} open={defaultOpen}>
      <summary className={styles.trigger}>
        <Heading className={styles.header}>{title}</Heading>
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  )
}
