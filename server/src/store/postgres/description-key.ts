import { TEXT_KEY_DROPPED, TEXT_KEY_FOLDED } from '../../search/text-key.ts'

/**
 * The key of a product's description on PostgreSQL (search issue #7: "keyword matches in description"), the
 * twin of `search/text-key.ts`'s SQLite expression over the same character lists: the characters core's
 * `normalizePartNumber` drops removed (one `translate`), its compatibility characters folded, and upper case,
 * so a query word's search key is found in it with `LIKE '%KEY%'`. Migration 007 keeps it in
 * `products.description_key` (a stored generated column) and indexes that with pg_trgm.
 *
 * `upper` follows the database's collation (`C.UTF-8` folds Unicode letters; a plain `C` database folds ASCII
 * only): a letter it leaves as it is can only make a keyword miss, never a false match, as on SQLite.
 */

/** A PostgreSQL string literal (standard-conforming: only `'` is doubled). */
export function sqlLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

/** The key of the text column or expression `column`. */
export function descriptionKeySql(column: string): string {
  let sql = `translate(${column}, ${sqlLiteral(TEXT_KEY_DROPPED.join(''))}, '')`
  for (const [from, to] of TEXT_KEY_FOLDED) sql = `replace(${sql}, ${sqlLiteral(from)}, ${sqlLiteral(to)})`
  return `upper(${sql})`
}
