import { describe, expect, it } from 'vitest'
import { AnswerCache } from './answer-cache.ts'

/** A cache of `word → word + count of calls`, counting how often an answer was made. */
function counting(capacity: number) {
  let made = 0
  const cache = new AnswerCache<string, string>(capacity, (word) => word)
  const ask = (word: string, version = 1) =>
    cache.answer(word, version, () => {
      made += 1
      return `${word}#${made}`
    })
  return { cache, ask, made: () => made }
}

describe('the search answer cache', () => {
  it('answers a request asked again at the same catalog version from memory', () => {
    const { ask, made } = counting(10)
    expect(ask('lm358')).toBe('lm358#1')
    expect(ask('lm358')).toBe('lm358#1')
    expect(ask('ne555')).toBe('ne555#2')
    expect(made()).toBe(2)
  })

  it('makes every answer again once the catalog version moves', () => {
    const { cache, ask, made } = counting(10)
    ask('lm358', 1)
    ask('ne555', 1)
    expect(ask('lm358', 2)).toBe('lm358#3')
    expect(cache.size).toBe(1)
    expect(ask('ne555', 2)).toBe('ne555#4')
    expect(made()).toBe(4)
  })

  it('keeps at most its capacity, dropping the least recently used first', () => {
    const { cache, ask } = counting(2)
    ask('a')
    ask('b')
    ask('a')
    ask('c')
    expect(cache.size).toBe(2)
    expect(ask('a')).toBe('a#1')
    expect(ask('b')).toBe('b#4')
  })

  it('keeps nothing with a capacity of 0', () => {
    const { cache, ask, made } = counting(0)
    ask('a')
    ask('a')
    expect(made()).toBe(2)
    expect(cache.size).toBe(0)
  })
})
