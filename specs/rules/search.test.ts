import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { addToHistory, checkKeyword, searchPath } from '../../core/src/search/index.ts'

const WARNING = { ok: false, warning: 'Please enter the Keyword.' }
const keyword = fc.string({ minLength: 1, maxLength: 8 }).map((text) => text.trim()).filter((text) => text !== '')

describe('keyword check', () => {
  it('SEARCH-1: an empty keyword warns "Please enter the Keyword."', () => {
    expect(checkKeyword('')).toEqual(WARNING)
  })

  it('SEARCH-1: whitespace only is empty', () => {
    expect(checkKeyword('   ')).toEqual(WARNING)
    expect(checkKeyword('\t\n ')).toEqual(WARNING)
  })

  it('SEARCH-1: a single character is a keyword; surrounding spaces are trimmed', () => {
    expect(checkKeyword('a')).toEqual({ ok: true, keyword: 'a' })
    expect(checkKeyword('  LM358 DR ')).toEqual({ ok: true, keyword: 'LM358 DR' })
  })

  test.prop([fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0') })])(
    'SEARCH-1: any whitespace-only text warns and gives no keyword',
    (text) => {
      expect(checkKeyword(text)).toEqual(WARNING)
    },
  )
})

describe('history and results path', () => {
  it('SEARCH-2: a new keyword is added (newest first)', () => {
    expect(addToHistory([], 'LM358')).toEqual(['LM358'])
    expect(addToHistory(['LM358'], 'NE555')).toEqual(['NE555', 'LM358'])
  })

  it('SEARCH-2: a keyword already there leaves the history as it was', () => {
    const history = Object.freeze(['NE555', 'LM358', 'TL072'])
    expect(addToHistory(history, 'LM358')).toEqual(['NE555', 'LM358', 'TL072'])
    expect(history).toEqual(['NE555', 'LM358', 'TL072'])
  })

  it('SEARCH-2: keywords are compared trimmed and case-sensitively', () => {
    expect(addToHistory(['LM358'], '  LM358 ')).toEqual(['LM358'])
    expect(addToHistory(['LM358'], 'lm358')).toEqual(['lm358', 'LM358'])
  })

  it('SEARCH-2: the history keeps at most 10 entries, dropping the oldest', () => {
    const nine = ['k9', 'k8', 'k7', 'k6', 'k5', 'k4', 'k3', 'k2', 'k1']
    const ten = addToHistory(nine, 'k10')
    expect(ten).toHaveLength(10)
    expect(ten.at(-1)).toBe('k1')
    const eleven = addToHistory(ten, 'k11')
    expect(eleven).toHaveLength(10)
    expect(eleven[0]).toBe('k11')
    expect(eleven).not.toContain('k1')
  })

  it('SEARCH-2: the results path is /so?keyWord={text}, encoded', () => {
    expect(searchPath('LM358')).toBe('/so?keyWord=LM358')
    expect(searchPath('358')).toBe('/so?keyWord=358')
    expect(searchPath('LM358 & 10k')).toBe('/so?keyWord=LM358%20%26%2010k')
    expect(searchPath('a+b/c?d#e')).toBe('/so?keyWord=a%2Bb%2Fc%3Fd%23e')
  })

  test.prop([fc.array(keyword, { maxLength: 40 })])(
    'SEARCH-2: after any searches the history has no duplicates, at most 10 entries, newest first, order kept',
    (searches) => {
      let history: string[] = []
      for (const text of searches) {
        const next = addToHistory(history, text)
        if (history.includes(text)) {
          expect(next).toEqual(history)
        } else {
          expect(next[0]).toBe(text)
          expect(next.slice(1)).toEqual(history.slice(0, next.length - 1))
        }
        history = next
      }
      expect(new Set(history).size).toBe(history.length)
      expect(history.length).toBeLessThanOrEqual(10)
      // The newest distinct keywords that entered the history are all still in it.
      const distinct = [...new Set(searches)]
      expect(history.length).toBe(Math.min(distinct.length, 10))
    },
  )

  test.prop([fc.string()])('SEARCH-2: the keyword reads back from the results URL exactly as typed', (text) => {
    const url = new URL(searchPath(text), 'https://www.partfront.com')
    expect(url.pathname).toBe('/so')
    expect(url.searchParams.get('keyWord')).toBe(text)
  })
})
