import { useSelector } from '@xstate/react'
import { useId, type FormEvent } from 'react'
import { searchHistory, searchText, trendingLinks, type TrendingLink } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { useStorefront } from '../../app/storefront.tsx'

/** Two lists with the same entries in the same order (selectors build new arrays; re-render only on change). */
function sameLinks(a: readonly TrendingLink[], b: readonly TrendingLink[]): boolean {
  return a.length === b.length && a.every((link, index) => link.href === b[index]?.href && link.model === b[index]?.model)
}

/**
 * The desktop header's search box (SEARCH-1, SEARCH-2, SEARCH-3, SEARCH-5) on the core's `searchBox`
 * machine: it draws the typed text, the history dropdown (shown while the machine says `historyVisible`,
 * which includes the 300 ms after blur, so a click on an entry lands) and the TRENDING NOW links, and sends
 * what the buyer does. The warning, the saving and the navigation are the machine's.
 */
export function SearchBox() {
  const storefront = useStorefront()
  const box = storefront.actors.searchBox
  const text = useSelector(box, searchText)
  const history = useSelector(box, searchHistory)
  const historyVisible = useSelector(box, (snapshot) => snapshot.hasTag('historyVisible'))
  const trending = useSelector(box, trendingLinks, sameLinks)
  const historyId = useId()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    storefront.send({ type: 'search.submit' })
  }

  return (
    <div className="pf-search-area">
      <form role="search" className="pf-search" onSubmit={submit}>
        <input
          type="search"
          name="keyWord"
          aria-label="Search parts"
          placeholder="Part #/ Keyword"
          autoComplete="off"
          aria-controls={historyId}
          aria-expanded={historyVisible}
          value={text}
          onChange={(event) => storefront.send({ type: 'search.type', text: event.target.value })}
          onFocus={() => storefront.send({ type: 'search.focus' })}
          onBlur={() => storefront.send({ type: 'search.blur' })}
        />
        <button type="submit">Search</button>
        <div id={historyId} className="pf-search-history" hidden={!historyVisible}>
          {historyVisible && (
            <>
              <div className="pf-search-history-head">
                <span id={`${historyId}-title`}>Search history</span>
                <button type="button" className="pf-link-button" onClick={() => storefront.send({ type: 'search.clearAll' })}>
                  Clear All
                </button>
              </div>
              <ul aria-labelledby={`${historyId}-title`}>
                {history.map((keyword) => (
                  <li key={keyword}>
                    <button type="button" onClick={() => storefront.send({ type: 'search.pick', keyword })}>
                      {keyword}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </form>
      {trending.length > 0 && (
        <nav className="pf-trending" aria-label="Trending now">
          <span className="pf-trending-title">TRENDING NOW:</span>
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
