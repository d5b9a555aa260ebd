/**
 * Search answers kept in memory while the catalog stays as it is (search issue #7, `bench:http`): buyers search
 * the same part numbers over and over (the popular parts, a BOM's lines, the search box's trending list), and
 * an answer read back costs microseconds where ranking and counting it again costs a millisecond.
 *
 * An answer is kept under its request and the catalog's version it was made from; a new version (any change
 * to products, their stock or prices, distributors' numbers, manufacturers or categories) empties the cache
 * at the next look, so no answer outlives the catalog it was read from. At most `capacity` answers are kept,
 * the least recently used going first.
 */
export class AnswerCache<K, V> {
  readonly #answers = new Map<string, V>()
  readonly #keyOf: (request: K) => string
  #version: number | undefined
  /** The most answers kept; 0 keeps none. */
  readonly capacity: number

  constructor(capacity: number, keyOf: (request: K) => string) {
    this.capacity = capacity
    this.#keyOf = keyOf
  }

  /** The answer to `request` made at `version`; made by `answer` (and kept) when there is none. */
  answer(request: K, version: number, answer: () => V): V {
    if (this.capacity <= 0) return answer()
    if (version !== this.#version) {
      this.#answers.clear()
      this.#version = version
    }
    const key = this.#keyOf(request)
    const kept = this.#answers.get(key)
    if (kept !== undefined) {
      // Most recently used last: Map keeps insertion order.
      this.#answers.delete(key)
      this.#answers.set(key, kept)
      return kept
    }
    const made = answer()
    this.#answers.set(key, made)
    if (this.#answers.size > this.capacity) {
      const oldest = this.#answers.keys().next()
      if (oldest.done !== true) this.#answers.delete(oldest.value)
    }
    return made
  }

  /** How many answers are kept. */
  get size(): number {
    return this.#answers.size
  }
}
