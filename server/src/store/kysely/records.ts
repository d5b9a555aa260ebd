/**
 * Rows and the port's records, written once: a row's `snake_case` columns are a record's `camelCase` fields
 * (`first_name` is `firstName`). Each area names the columns that carry over as they are; what does not (a
 * flag, JSON, a field named otherwise) it writes beside them by hand. Typed both ways: a column is taken only
 * where the record has its name with the column's type (an id or a sum of money may be the record's branded
 * number), so a flag or a JSON column, which need `isTrue` and `fromJson`, is refused at compile time.
 */

/** `firstName` as `first_name`. */
export type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S

/** A branded number or string (an id, a sum of money) as the plain one a column holds; other types as they are. */
type Unbranded<T> = T extends number
  ? [Exclude<keyof T, keyof number>] extends [never] ? T : number
  : T extends string
    ? [Exclude<keyof T, keyof string>] extends [never] ? T : string
    : T

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** The fields of `Rec` that `Row` holds under their snake-case names, with the same type. */
type Carried<Row, Rec> = {
  [F in keyof Rec & string]: Snake<F> extends keyof Row ? (Same<Row[Snake<F> & keyof Row], Unbranded<Rec[F]>> extends true ? F : never) : never
}[keyof Rec & string]

/** The fields of `Rec` that `Row` (an insert's or an update's) takes under their snake-case names. */
type Taken<Rec, Row> = {
  [F in keyof Rec & string]: Snake<F> extends keyof Row ? (Rec[F] extends Row[Snake<F> & keyof Row] ? F : never) : never
}[keyof Rec & string]

const snake = (field: string): string => field.replace(/[A-Z]/gu, (letter) => `_${letter.toLowerCase()}`)

/**
 * `(from, more) => ({ b: from.a, …, ...more })` for the pairs `[a, b]`, compiled once: as fast as the object
 * written out by hand, where a loop of keyed copies costs ten times as much and a spread of a record followed by
 * more fields thirty times (Node 20, a product's thirteen fields: 50 ns, 450 ns, 1,400 ns). The names are the
 * store's own constants, checked to be plain identifiers.
 */
function copier(pairs: ReadonlyArray<readonly [string, string]>): (from: object, more?: object) => Record<string, unknown> {
  for (const name of pairs.flat()) if (!/^[A-Za-z_]\w*$/u.test(name)) throw new Error(`Not a field name: ${name}`)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from checked identifiers, once per reader
  return new Function('from', 'more', `return { ${pairs.map(([of, as]) => `${as}: from.${of}`).join(', ')}, ...more }`) as (from: object, more?: object) => Record<string, unknown>
}

/**
 * Reads rows of type `Row` as records `Rec`: `recordsOf<Row, Rec>()(['firstName', …], (row) => ({ … }))(row)` is
 * `{ firstName: row.first_name, …, ...rest }`, `rest` giving the fields that do not carry over as they are (all of
 * them: the record is checked whole). The names are worked out once, when the reader is made.
 */
export function recordsOf<Row, Rec>(): <const F extends Carried<Row, Rec>>(
  fields: readonly F[],
  ...rest: [keyof Omit<Rec, F>] extends [never] ? [] : [(row: Row) => Omit<Rec, F>]
) => (row: Row) => Rec {
  return (fields, ...[rest]) => {
    const copy = copier(fields.map((field) => [snake(field), field]))
    return rest === undefined ? (row) => copy(row as object) as Rec : (row) => copy(row as object, rest(row)) as Rec
  }
}

/**
 * Writes fields of the record `Rec` as columns of a row the table takes (`Row`, an insert's or an update's):
 * `columnsOf<Rec, Row>()(['firstName', …])(record)` is `{ first_name: record.firstName, … }`.
 */
export function columnsOf<Rec, Row>(): <const F extends Taken<Rec, Row>>(fields: readonly F[]) => (record: Rec) => { [K in F as Snake<K>]: Rec[K] } {
  return (fields) => copier(fields.map((field) => [field, snake(field)])) as never
}
