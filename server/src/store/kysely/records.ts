import type { Insertable, Selectable } from 'kysely'
import type { Tables } from './tables.ts'
import { flag, fromJson, isTrue } from './values.ts'

/**
 * Rows and the port's records, written once for every area: a record's `camelCase` field is its row's
 * `snake_case` column (`firstName` is `first_name`), its value as the column holds it, or by the value conventions
 * (`values.ts`) for a flag (`isTrue`, `flag`) and a JSON column (`fromJson`, `JSON.stringify`). An area names the
 * fields that carry over so; the rest (a field named otherwise, a nested one) it writes beside them. Typed: a
 * field is taken only where the row has its column with the field's type (an id or a sum of money may be the
 * record's branded number), as a flag where the column is one and the field a boolean, as JSON where the column
 * is JSON; a reader's record is checked whole.
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

/** Whether a column of type `C` holds a field of type `R` as it is, as a flag, or as JSON (`values.ts`'s `Json`). */
type Fits<C, R, Kind> = Kind extends 'flag'
  ? Same<C, number | boolean> extends true ? Same<Exclude<R, undefined>, boolean> : false
  : Kind extends 'json'
    ? string extends C ? ([Exclude<C, string | null>] extends [never] ? false : Same<null extends C ? 1 : 0, null extends R ? 1 : 0>) : false
    : Same<C, Unbranded<R>>

/** The fields of `Rec` that the row `Row` holds under their snake-case names, as `Kind`. */
type Carried<Row, Rec, Kind> = {
  [F in keyof Rec & string]: Snake<F> extends keyof Row ? (Fits<Row[Snake<F> & keyof Row], Rec[F], Kind> extends true ? F : never) : never
}[keyof Rec & string]

/** The fields of `Rec` that table `T` takes under their snake-case names, as `Kind` (as it is: the field's type fits the column). */
type Taken<Rec, T extends keyof Tables, Kind> = {
  [F in keyof Rec & string]: Snake<F> extends keyof Insertable<Tables[T]>
    ? Kind extends 'plain'
      ? Rec[F] extends Insertable<Tables[T]>[Snake<F> & keyof Insertable<Tables[T]>] ? F : never
      : Fits<Selectable<Tables[T]>[Snake<F> & keyof Selectable<Tables[T]>], Rec[F], Kind> extends true ? F : never
    : never
}[keyof Rec & string]

/** Fields as they are, flags, and JSON. */
interface Spec<F, B, J> {
  readonly fields?: readonly F[]
  readonly flags?: readonly B[]
  readonly json?: readonly J[]
}

const snake = (field: string): string => field.replace(/[A-Z]/gu, (letter) => `_${letter.toLowerCase()}`)

const writeFlag = (value: boolean | undefined) => (value === undefined ? undefined : flag(value))
const writeJson = (value: unknown) => (value === undefined || value === null ? value : JSON.stringify(value))

/**
 * `(from, more) => ({ b: from.a, c: flag(from.c), …, ...more })`, compiled once: near the object written out by
 * hand (Node 20, a product summary: about 50 ns against 10-40), where a loop of keyed copies costs about 450 ns
 * and a spread of a record followed by more fields about 1,400. The names are the store's own constants, checked
 * to be plain identifiers.
 */
function copier(spec: Spec<string, string, string>, name: (field: string) => [of: string, as: string], flagOf: unknown, jsonOf: unknown) {
  const kinds = [['', spec.fields], ['flag', spec.flags], ['json', spec.json]] as const
  const parts = kinds.flatMap(([kind, fields]) =>
    (fields ?? []).map((field) => {
      const [of, as] = name(field)
      if (!/^[A-Za-z_]\w*$/u.test(field)) throw new Error(`Not a field name: ${field}`)
      return `${as}: ${kind}(from.${of})`
    }),
  )
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from checked identifiers, once per mapping
  const make = new Function('flag', 'json', `return (from, more) => ({ ${parts.join(', ')}, ...more })`) as (flag: unknown, json: unknown) => (from: object, more?: object) => object
  return make(flagOf, jsonOf)
}

/**
 * Reads rows of type `Row` as records `Rec`: `recordsOf<Row, Rec>()({ fields: ['firstName'], flags: […] }, rest)`
 * answers `(row) => ({ firstName: row.first_name, …, ...rest(row) })`, `rest` giving every field the spec does not
 * (the record is checked whole).
 */
export function recordsOf<Row, Rec>(): <const F extends Carried<Row, Rec, 'plain'>, const B extends Carried<Row, Rec, 'flag'> = never, const J extends Carried<Row, Rec, 'json'> = never>(
  spec: Spec<F, B, J>,
  ...rest: [keyof Omit<Rec, F | B | J>] extends [never] ? [] : [(row: Row) => Omit<Rec, F | B | J>]
) => (row: Row) => Rec {
  return (spec, ...[rest]) => {
    const copy = copier(spec, (field) => [snake(field), field], isTrue, fromJson)
    return rest === undefined ? (row) => copy(row as object) as Rec : (row) => copy(row as object, rest(row)) as Rec
  }
}

/**
 * Writes records `Rec` as columns of table `T`: `columnsOf<Rec, T>()({ fields: ['firstName'], json: […] })` answers
 * `(record) => ({ first_name: record.firstName, …, ...more })`, an insert's or an update's columns (a field
 * `undefined` stays so: Kysely leaves such a column out).
 */
export function columnsOf<Rec, T extends keyof Tables>(): <const F extends Taken<Rec, T, 'plain'>, const B extends Taken<Rec, T, 'flag'> = never, const J extends Taken<Rec, T, 'json'> = never>(
  spec: Spec<F, B, J>,
) => <M extends object = object>(record: Rec, more?: M) => { [K in F as Snake<K>]: Rec[K] } & { [K in B as Snake<K>]: number | Extract<Rec[K], undefined> } & { [K in J as Snake<K>]: string | Extract<Rec[K], null | undefined> } & M {
  return (spec) => copier(spec, (field) => [field, snake(field)], writeFlag, writeJson) as never
}

/** `of(value)`, or `undefined` when there is no value (a row not found). */
export const maybe = <T, R>(value: T | undefined, of: (value: T) => R): R | undefined => (value === undefined ? undefined : of(value))
