import { Fragment, useEffect, useMemo, useRef, useState } from 'react'
import { menuGroups } from '@partfront/core/shell'
import { SiteLink } from '../../app/site-link.tsx'
import { useShellData } from '../../app/shell-data.ts'
import { Popover } from '../../ui/popover.tsx'
import { HeaderIcon } from './header-icons.tsx'
import styles from './mega-menu.module.css'

/** Hover intent: a pointer passing over the button does not flash the panel, nor does leaving it for a gap. */
const HOVER_OPEN_MS = 120
const HOVER_CLOSE_MS = 220

/**
 * SHELL-1: the All Products mega-menu from the header tree (`catalog/group?type=1002`): per group its own name
 * as the title, a line of its children's English names joined by `/` under it (core's `menuGroups`), then the
 * children, each a link to its category page. A button that opens the panel on hover and on click (Enter/Space); Esc or a click outside
 * closes it and focus returns to the button; a link followed closes it.
 *
 * Ours: open or closed (and whether the hover opened it) is presentational state no rule reads, so it is the
 * component's, not a machine's.
 */
export function MegaMenu() {
  const { headerTree } = useShellData()
  const groups = useMemo(() => menuGroups(headerTree), [headerTree])
  const [open, setOpen] = useState(false)
  const byHover = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  function later(next: boolean, delay: number) {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      if (next) byHover.current = true
      setOpen(next)
    }, delay)
  }

  function hoverIn(event: { pointerType: string }) {
    if (event.pointerType !== 'mouse') return
    if (open) clearTimeout(timer.current)
    else later(true, HOVER_OPEN_MS)
  }

  function hoverOut(event: { pointerType: string }) {
    if (event.pointerType !== 'mouse') return
    if (byHover.current || !open) later(false, HOVER_CLOSE_MS)
  }

  function change(next: boolean) {
    clearTimeout(timer.current)
    // A click on the button of a panel the hover opened keeps it open (and pinned), rather than toggling it shut.
    if (!next && byHover.current && open) {
      byHover.current = false
      return
    }
    byHover.current = false
    setOpen(next)
  }

  function close() {
    clearTimeout(timer.current)
    byHover.current = false
    setOpen(false)
  }

  return (
    <Popover
      open={open}
      onOpenChange={change}
      label="All Products"
      className={styles.panel}
      sideOffset={6}
      trigger={
        <button type="button" className={styles.trigger} onPointerEnter={hoverIn} onPointerLeave={hoverOut}>
          <HeaderIcon name="grid" size={18} />
          All Products
          <HeaderIcon name="chevronDown" size={14} className={styles.chevron} />
        </button>
      }
      contentProps={{
        onPointerEnter: hoverIn,
        onPointerLeave: hoverOut,
        // Opened by the pointer, the focus stays where the buyer left it (the search box, say).
        onOpenAutoFocus: (event) => {
          if (byHover.current) event.preventDefault()
        },
        onCloseAutoFocus: (event) => {
          if (byHover.current) event.preventDefault()
        },
      }}
    >
      <div className={styles.head}>
        <span className={styles.headTitle}>All Products</span>
        <SiteLink href="/catalog" className={styles.all} onClick={close}>
          View all categories
          <HeaderIcon name="chevronRight" size={14} />
        </SiteLink>
      </div>
      {groups.length === 0 ? (
        <p className={styles.empty}>No categories yet.</p>
      ) : (
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`mega-group-${group.id}`}>
              <div className={styles.groupHead}>
                <h2 id={`mega-group-${group.id}`} className={styles.groupTitle}>
                  <SiteLink href={group.href} onClick={close}>
                    {group.title}
                  </SiteLink>
                </h2>
                {group.childNames !== '' && <p className={styles.childNames}>{breakAfterSlashes(group.childNames)}</p>}
              </div>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} onClick={close}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Popover>
  )
}

/** `A/B/C` with a line-break opportunity after each `/`: the joined names wrap between names, not mid-word. */
function breakAfterSlashes(text: string) {
  return text.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ))
}
