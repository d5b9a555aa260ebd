/**
 * The key of catalog text (manufacturer, category and description) as SQLite computes it, for the keyword
 * columns of the search index (search issue #7: "keyword matches in description, manufacturer and category").
 *
 * Keyword matching is core's `rankKeywordMatch`: a query word matches a field when its search key
 * (`normalizePartNumber`) occurs in the field's. The index's triggers run inside SQLite, where core's
 * function cannot be called (a JS function registered on one connection would break every other writer,
 * such as `npm run admin` or the sqlite3 shell), so the field's key is computed there with `replace()`: the
 * characters `normalizePartNumber` drops are removed, and the few compatibility characters catalog text holds
 * are folded the way NFKC folds them. Case is left to the index: its trigram tokenizer folds case on both
 * sides. `textKey.test.ts` checks this twin against core's function on the demo catalog and the real parts
 * files.
 *
 * A character the twin keeps but core drops or folds can only make a keyword miss (never a false match), since
 * the twin never removes a character that core keeps.
 */

/** ASCII punctuation and whitespace: all of it is dropped by `normalizePartNumber`. */
const ASCII_DROPPED = [...` \t\n\r\v\f`, ...`!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`]

/**
 * Non-ASCII characters `normalizePartNumber` drops that catalog text carries: no-break and thin spaces, the
 * soft hyphen, dashes, the minus sign, zero-width characters, the byte-order mark, the ideographic space, and
 * the full-width punctuation of Chinese catalogs (NFKC makes it ASCII punctuation, which is dropped).
 */
const UNICODE_DROPPED = [
  '\u00a0', '\u00ad', '\u2002', '\u2003', '\u2009', '\u200a', '\u200b', '\u200c', '\u200d', '\u2010', '\u2011',
  '\u2012', '\u2013', '\u2014', '\u2015', '\u202f', '\u2060', '\u2212', '\u3000', '\ufeff',
  '\uff08', '\uff09', '\uff0c', '\uff0d', '\uff0e', '\uff0f', '\uff1a', '\uff1b', '\uff5e',
]

/** Characters dropped from catalog text, in the order the SQL removes them. */
export const TEXT_KEY_DROPPED: readonly string[] = [...ASCII_DROPPED, ...UNICODE_DROPPED]

/** Compatibility characters of catalog text and what NFKC makes of them (`µF` is `μF`, `℃` is `°C`). */
export const TEXT_KEY_FOLDED: ReadonlyArray<readonly [from: string, to: string]> = [
  ['\u00b5', '\u03bc'],
  ['\u2103', '\u00b0C'],
  ['\u2122', 'TM'],
  ['\u2126', '\u03a9'],
  ['\u212a', 'K'],
  ['\u212b', '\u00c5'],
  ['\u00b2', '2'],
  ['\u00b3', '3'],
  ['\u00b9', '1'],
]

/** A SQL string literal. */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

/**
 * The SQL expression of the key of `expression` (a column or any text expression): its characters that
 * `normalizePartNumber` drops removed, its compatibility characters folded. NULL stays NULL.
 */
export function textKeySql(expression: string): string {
  let sql = expression
  for (const character of TEXT_KEY_DROPPED) sql = `replace(${sql}, ${literal(character)}, '')`
  for (const [from, to] of TEXT_KEY_FOLDED) sql = `replace(${sql}, ${literal(from)}, ${literal(to)})`
  return sql
}

/** What `textKeySql` computes, in JS (for tests and for the benchmark's checks). */
export function textKey(text: string): string {
  let key = text
  for (const character of TEXT_KEY_DROPPED) key = key.replaceAll(character, '')
  for (const [from, to] of TEXT_KEY_FOLDED) key = key.replaceAll(from, to)
  return key
}
