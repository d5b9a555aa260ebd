import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './product.module.css'

/** One tab: its label and its panel. */
export interface ProductTab {
  readonly id: string
  readonly label: string
  readonly panel: ReactNode
}

/**
 * The product's tabs (PAGE-1: Product Details, Data Sheet, Guarantees), after the WAI-ARIA tabs pattern: a
 * tablist with roving focus (arrow keys, Home, End move and select), each tab `aria-controls` its panel. Every
 * panel is in the server's HTML (the hidden ones `hidden`), so crawlers and a page before hydration have all
 * of it. Small enough to hand-make rather than load Radix Tabs.
 */
export function ProductTabs({ label, tabs }: { readonly label: string; readonly tabs: readonly ProductTab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '')
  const base = useId()
  const refs = useRef(new Map<string, HTMLButtonElement>())

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined
    const tab = next === undefined ? undefined : tabs[next]
    if (tab === undefined) return
    event.preventDefault()
    setSelected(tab.id)
    refs.current.get(tab.id)?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element === null) refs.current.delete(tab.id)
              else refs.current.set(tab.id, element)
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
