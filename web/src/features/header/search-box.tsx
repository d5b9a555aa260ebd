import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react'
import { activeHistoryIndex, searchHistory, searchText, startingTrendingLinks, trendingLinks, type TrendingLink } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { useShellData } from '../../app/shell-data.ts'
import { NO_ITEMS, useRunningStorefront, useStorefront, useStorefrontSelector } from '../../app/storefront.tsx'
import { HeaderIcon } from './header-icons.tsx'
import styles from './search-box.module.css'

/** Two lists with the same entries in the same order (selectors build new arrays; re-render only on change). */
function sameLinks(a: readonly TrendingLink[], b: readonly TrendingLink[]): boolean {
  return a.length === b.length && a.every((link, index) => link.href === b[index]?.href && link.model === b[index]?.model)
}

export interface SearchBoxProps {
  /**
   * The desktop header's box has the TRENDING NOW line under it (SEARCH-5); the mobile header's bar has not.
   * @default 'desktop'
   */
  readonly variant?: 'desktop' | 'mobile'
}

/**
 * The header's search box (SEARCH-1, SEARCH-2, SEARCH-3, SEARCH-5) on the core's `searchBox` machine, as a
 * WAI-ARIA combobox: the input controls a listbox of the history entries, shown while the machine says
 * `historyVisible` (which includes the 300 ms after blur, so a click on an entry lands); the arrow keys move
 * the machine's highlighted entry (`aria-activedescendant`), Enter searches it (or the text), Esc closes.
 * The warning, the saving and the navigation are the machine's.
 */
export function SearchBox({ variant = 'desktop' }: SearchBoxProps) {
  const storefront = useStorefront()
  const shellTrending = useShellData().trending
  const startingTrending = useMemo(() => startingTrendingLinks(shellTrending), [shellTrending])
  // Until the machine runs: no history, the server's trending, and the box keeps what is typed itself (each
  // keystroke's text waits for the machine, which then holds the same text).
  const running = useRunningStorefront() !== undefined
  const [early, setEarly] = useState('')
  const text = useStorefrontSelector('searchBox', searchText, early)
  const history = useStorefrontSelector('searchBox', searchHistory, NO_ITEMS)
  const active = useStorefrontSelector('searchBox', activeHistoryIndex, null)
  const historyVisible = useStorefrontSelector('searchBox', (snapshot) => snapshot.hasTag('historyVisible'), false)
  const trending = useStorefrontSelector('searchBox', trendingLinks, startingTrending, sameLinks)
  const id = useId()
  const listboxId = `${id}-history`
  const optionId = (index: number) => `${id}-option-${index}`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    storefront.send({ type: 'search.submit' })
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      storefront.send({ type: 'search.move', direction: event.key === 'ArrowDown' ? 'next' : 'previous' })
    } else if (event.key === 'Escape' && historyVisible) {
      // Closes the list only; the text stays (a second Esc lets the browser clear the field).
      event.preventDefault()
      storefront.send({ type: 'search.dismiss' })
    }
  }

  return (
    <div className={styles.area} data-variant={variant}>
      <form role="search" aria-label="Parts" className={styles.form} onSubmit={submit}>
        <input
          type="search"
          name="keyWord"
          role="combobox"
          aria-label="Search parts"
          aria-autocomplete="list"
          aria-expanded={historyVisible}
          aria-controls={listboxId}
          aria-activedescendant={historyVisible && active !== null ? optionId(active) : undefined}
          placeholder="Part #/ Keyword"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className={styles.input}
          value={text}
          onChange={(event) => {
            if (!running) setEarly(event.target.value)
            storefront.send({ type: 'search.type', text: event.target.value })
          }}
          onFocus={() => storefront.send({ type: 'search.focus' })}
          onBlur={() => storefront.send({ type: 'search.blur' })}
          onKeyDown={keyDown}
        />
        <button type="submit" className={styles.submit} aria-label="Search">
          <HeaderIcon name="search" size={18} />
          {variant === 'desktop' ? <span aria-hidden="true">Search</span> : null}
        </button>
        <div className={styles.popup} hidden={!historyVisible}>
          <div className={styles.popupHead}>
            <span id={`${id}-title`}>Search history</span>
            <button type="button" className={styles.clear} onClick={() => storefront.send({ type: 'search.clearAll' })}>
              Clear All
            </button>
          </div>
          <ul id={listboxId} role="listbox" aria-labelledby={`${id}-title`} className={styles.listbox}>
            {historyVisible &&
              history.map((keyword, index) => (
                <li
                  key={keyword}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // Keeps the focus in the box, so the list stays open until the pick lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => storefront.send({ type: 'search.pick', keyword })}
                >
                  <HeaderIcon name="history" size={14} className={styles.optionIcon} />
                  {keyword}
                </li>
              ))}
          </ul>
        </div>
      </form>
      {variant === 'desktop' && trending.length > 0 && (
        <nav className={styles.trending} aria-label="Trending now">
          <span className={styles.trendingTitle}>TRENDING NOW:</span>
          {trending.map((link) => (
            <SiteLink key={link.href} href={link.href}>
              {link.model}
            </SiteLink>
          ))}
        </nav>
      )}
    </div>
  )
}
