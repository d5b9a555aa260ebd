import type { ReactNode } from 'react'
import { formatDateTime } from '@partfront/core/member'
import styles from './member.module.css'

/** A titled panel of a member page: a section labelled by its heading (`{id}` is the heading's id). */
export function Panel({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** One fact of a `Facts` list. */
export interface Fact {
  readonly label: string
  readonly value: ReactNode
  /** Takes the list's whole width (a reason, an address). @default false */
  readonly wide?: boolean
}

/** A detail page's facts (status, dates, contact): a definition list, a label and value each. */
export function Facts({ facts }: { readonly facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide === true ? styles.wide : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One step of a `Timeline`: what happened, and when (`null`: not yet). */
export interface TimelineStep {
  readonly key: string
  readonly label: string
  readonly at: string | null
}

/** The steps an order or a BOM went through, in order, each with its date and time or "Not yet". */
export function Timeline({ steps }: { readonly steps: readonly TimelineStep[] }) {
  return (
    <ol className={styles.timeline}>
      {steps.map((step) => (
        <li key={step.key} data-done={step.at !== null}>
          <span className={styles.timelineLabel}>{step.label}</span>
          <span className={styles.timelineDate}>{step.at === null ? 'Not yet' : formatDateTime(step.at)}</span>
        </li>
      ))}
    </ol>
  )
}
