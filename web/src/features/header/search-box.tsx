import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { checkKeyword, searchPath } from '@partfront/core/search'

/**
 * The desktop header's search box (SEARCH-1, SEARCH-2, SEARCH-5). The rules are the core's: this component
 * only renders and forwards. History, focus and trending move into the searchBox machine with the headless
 * storefront issue.
 */
export function SearchBox() {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [warning, setWarning] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkKeyword(text)
    if (!checked.ok) {
      setWarning(checked.warning)
      return
    }
    setWarning(null)
    void navigate({ href: searchPath(checked.keyword) })
  }

  return (
    <form role="search" className="pf-search" onSubmit={submit}>
      <input
        type="search"
        name="keyWord"
        aria-label="Search parts"
        placeholder="Part #/ Keyword"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit">Search</button>
      {warning !== null && (
        <div role="alert" className="pf-toast" data-toast-type="warning">
          {warning}
        </div>
      )}
    </form>
  )
}
