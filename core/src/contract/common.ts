import * as Schema from 'effect/Schema'
import * as SchemaTransformation from 'effect/SchemaTransformation'
import { LIMITS, TEXT_LIMITS } from '../constants.ts'
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT, type TextLines } from './text.rules.ts'

export { hasControlCharacter, type TextLines } from './text.rules.ts'

/**
 * The building blocks every API area shares: ids, quantities, money, dates, the text fields a buyer types
 * (with messages that name the field), query-string values, paging. Each schema is paired with its type.
 *
 * Query values arrive as strings (`URLSearchParams`), so every query field is a `…FromString` schema: its
 * `Encoded` side is a string and its `Type` side the number, boolean or list the handler wants.
 */

// ---------------------------------------------------------------------------------------------------------
// Messages

/** `Please enter {label}`: the message for a missing, empty or non-text field a buyer types (AUTH-4 style). */
export function enterMessage(label: string): string {
  return `Please enter ${label}`
}

/** `{Label} must be at most {max} characters`. */
export function tooLongMessage(label: string, maxLength: number): string {
  return `${capitalise(label)} must be at most ${maxLength} characters`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A non-empty string, or `message`. It aborts the field's later checks, so an empty field reads only
 * "Please enter …"; the hints let generated values be non-empty from the start.
 */
export function filled(message: string) {
  return Schema.makeFilter<string>(
    (value) => value.length > 0,
    { message, arbitraryConstraint: { minLength: 1 }, toJsonSchema: () => ({ minLength: 1 }) },
    true,
  )
}

// ---------------------------------------------------------------------------------------------------------
// Numbers and ids

/** A non-negative safe integer whose every failure (not a number, a fraction, below zero) reads `message`. */
function nonNegativeInt(annotations: { readonly message?: string; readonly expected?: string }) {
  return Schema.Number.annotate(annotations).check(
    Schema.isInt(annotations),
    Schema.isGreaterThanOrEqualTo(0, annotations),
  )
}

/** A count, a stock level, a sort order: a non-negative safe integer. */
export const Count = nonNegativeInt({ expected: 'a non-negative integer' })
export type Count = typeof Count.Type

/** An entity id: a non-negative safe integer (spec §3 `intID`, `intId`; ROUTE-2 ids are digits). */
function id(label: string) {
  return nonNegativeInt({ message: `${capitalise(label)} must be a non-negative integer` })
}

/** A product's id: `intID` of spec §3 (product detail `/product/{slug}-{id}`). */
export const ProductId = id('product id').pipe(Schema.brand('ProductId'))
export type ProductId = typeof ProductId.Type
/** A cart row's id: `id` of a cart item (spec §3), what `delcart?ids=` deletes. Not a product id. */
export const CartItemId = id('cart item id').pipe(Schema.brand('CartItemId'))
export type CartItemId = typeof CartItemId.Type
/** A category's id: `intId` of a category group (spec §3). */
export const CategoryId = id('category id').pipe(Schema.brand('CategoryId'))
export type CategoryId = typeof CategoryId.Type
/** A brand (manufacturer) id. */
export const BrandId = id('brand id').pipe(Schema.brand('BrandId'))
export type BrandId = typeof BrandId.Type
/** A member's id. */
export const UserId = id('user id').pipe(Schema.brand('UserId'))
export type UserId = typeof UserId.Type
/** A member's saved address. */
export const AddressId = id('address id').pipe(Schema.brand('AddressId'))
export type AddressId = typeof AddressId.Type
/** An order (`/member/detail/order_{id}`, `/payment/{id}`). */
export const OrderId = id('order id').pipe(Schema.brand('OrderId'))
export type OrderId = typeof OrderId.Type
/** A payment attempt on an order. */
export const PaymentId = id('payment id').pipe(Schema.brand('PaymentId'))
export type PaymentId = typeof PaymentId.Type
/** An uploaded BOM (`/member/detail/bom_{id}`). */
export const BomId = id('BOM id').pipe(Schema.brand('BomId'))
export type BomId = typeof BomId.Type
/** A quote request (RFQ form, Get Quote page or RFQ list). */
export const QuoteId = id('quote id').pipe(Schema.brand('QuoteId'))
export type QuoteId = typeof QuoteId.Type
/** A news item (`/news/{id}`). */
export const NewsId = id('news id').pipe(Schema.brand('NewsId'))
export type NewsId = typeof NewsId.Type
/** A news category (`/news/list_{id}`). */
export const NewsCategoryId = id('news category id').pipe(Schema.brand('NewsCategoryId'))
export type NewsCategoryId = typeof NewsCategoryId.Type
/** A banner. */
export const BannerId = id('banner id').pipe(Schema.brand('BannerId'))
export type BannerId = typeof BannerId.Type
/** A contact message. */
export const MessageId = id('message id').pipe(Schema.brand('MessageId'))
export type MessageId = typeof MessageId.Type

/**
 * How many pieces of a part: a whole number from 1 to `LIMITS.maxQuantity` (cart, RFQ, quote, order).
 * The message names the field as "Quantity"; the decode path says which line.
 */
export const Quantity = Schema.Number.annotate({ message: 'Quantity must be a whole number' }).check(
  Schema.isInt({ message: 'Quantity must be a whole number' }),
  Schema.isBetween(
    { minimum: 1, maximum: LIMITS.maxQuantity },
    { message: `Quantity must be from 1 to ${LIMITS.maxQuantity}` },
  ),
)
export type Quantity = typeof Quantity.Type

/**
 * An amount of money: a non-negative integer count of micro-dollars (`MONEY` in constants: 1 USD =
 * 1,000,000). Ours (the spec shows no prices): exact for unit prices of fractions of a cent, exact to sum,
 * one currency. A view divides by `MONEY.unitsPerDollar` to show dollars.
 */
export const Money = nonNegativeInt({ message: 'Amount must be a non-negative whole number of micro-dollars' }).pipe(
  Schema.brand('UsdMicros'),
)
export type Money = typeof Money.Type

/** A share from 0 to 1 (a mapping's confidence, a match score). */
export const Ratio = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 }))
export type Ratio = typeof Ratio.Type

// ---------------------------------------------------------------------------------------------------------
// Dates, links

/**
 * An instant as an ISO 8601 UTC string with milliseconds, as `Date.prototype.toISOString` writes it
 * (`2024-05-01T08:30:00.000Z`). Kept a string on both sides: JSON has no dates, and views format it.
 */
export const IsoDateTime = Schema.String.check(
  Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/u, {
    expected: 'an ISO 8601 UTC date-time such as 2024-05-01T08:30:00.000Z',
  }),
  Schema.makeFilter<string>((text) => isCalendarInstant(text), { expected: 'a date that exists' }),
)
export type IsoDateTime = typeof IsoDateTime.Type

/** Whether an ISO string names a real instant (no 31 February): it reads back to itself. */
function isCalendarInstant(text: string): boolean {
  const time = Date.parse(text)
  return Number.isFinite(time) && new Date(time).toISOString() === text
}

/**
 * A link the page can use as `href` or `src`: absolute `http(s)://…` or root-relative `/…`, no spaces, at most
 * 2048 characters. `javascript:` and other schemes are refused, so a stored link cannot run script.
 */
export const Url = Schema.String.check(
  Schema.isMaxLength(2048),
  Schema.isPattern(/^(?:https?:\/\/[^\s/]+|\/)[^\s]*$/u, { expected: 'an http(s) URL or a path starting with /' }),
)
export type Url = typeof Url.Type

/** A site path for soft navigation, always starting with `/` (sitemap links, banner targets). */
export const SitePath = Schema.String.check(
  Schema.isMaxLength(2048),
  Schema.isPattern(/^\/[^\s]*$/u, { expected: 'a path starting with /' }),
)
export type SitePath = typeof SitePath.Type

// ---------------------------------------------------------------------------------------------------------
// Text the buyer types

/** `{Label} must not contain control characters`. */
export function controlCharacterMessage(label: string): string {
  return `${capitalise(label)} must not contain control characters`
}

/**
 * The text rule of every field a buyer types: no NUL or other C0/C1 control character (PostgreSQL cannot store
 * NUL in text, and none belongs in a name, a mail or a spreadsheet); a `multi`-line field may hold tab, line
 * feed and carriage return. Refused with `{Label} must not contain control characters`, on every engine alike.
 */
export function plainText(label: string, lines: TextLines = 'single') {
  return Schema.isPattern(lines === 'multi' ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT, {
    message: controlCharacterMessage(label),
  })
}

/**
 * Text a buyer must fill in: trimmed when decoded, then non-empty, at most `maxLength` characters, and
 * `plainText` (one line unless `lines` is `multi`). A missing key, a non-string or an empty value all answer
 * `Please enter {label}`.
 *
 * The `Type` side is trimmed (`Schema.Trimmed`), so a decoded value always encodes back unchanged.
 */
export function requiredText(label: string, maxLength: number, lines: TextLines = 'single') {
  const enter = enterMessage(label)
  return Schema.String.annotate({ message: enter })
    .pipe(Schema.decodeTo(Schema.Trimmed, SchemaTransformation.trim()))
    .check(
      filled(enter),
      Schema.isMaxLength(maxLength, { message: tooLongMessage(label, maxLength) }),
      plainText(label, lines),
    )
    .pipe(Schema.annotateKey({ messageMissingKey: enter }))
}

/**
 * Text a buyer may leave empty: trimmed when decoded, at most `maxLength` characters, `plainText` (one line
 * unless `lines` is `multi`). Wrap in `Schema.optionalKey` in a request body so the key may also be left out.
 */
export function freeText(label: string, maxLength: number, lines: TextLines = 'single') {
  return Schema.String.annotate({ message: `${capitalise(label)} must be text` })
    .pipe(Schema.decodeTo(Schema.Trimmed, SchemaTransformation.trim()))
    .check(
      Schema.isMaxLength(maxLength, { message: tooLongMessage(label, maxLength) }),
      plainText(label, lines),
    )
}

/**
 * The `Idempotency-Key` request header of an endpoint marked `idempotent` (`order/create`, `payment/submit`):
 * 8 to 128 of `A-Z a-z 0-9 _ -`. The same key from the same member answers the first result again.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const IdempotencyKey = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{8,128}$/u, { message: `${IDEMPOTENCY_HEADER} must be 8 to 128 of A-Z, a-z, 0-9, _ and -` }),
)
export type IdempotencyKey = typeof IdempotencyKey.Type

/** Empty, or a digit (after an optional `+`) up to a digit or `)`, with digits, spaces, `()-.` between. */
const PHONE_PATTERN = /^(?:\+?[0-9](?:[0-9 ()\-.]*[0-9)])?)?$/u

/**
 * A telephone or mobile number as typed: trimmed, digits with spaces, `+`, `-`, `(`, `)` and `.`, at most
 * 30 characters. `required` ones answer `Please enter {label}` when empty.
 */
export function phone(label: string, options: { readonly required: boolean }) {
  const enter = enterMessage(label)
  const tooLong = Schema.isMaxLength(TEXT_LIMITS.phone, { message: tooLongMessage(label, TEXT_LIMITS.phone) })
  const format = Schema.isPattern(PHONE_PATTERN, { message: `Please enter a valid ${label}` })
  const text = Schema.String.annotate({ message: options.required ? enter : `${capitalise(label)} must be text` })
    // The pattern allows no surrounding whitespace, so the decoded side needs no `Trimmed` check of its own.
    .pipe(Schema.decodeTo(Schema.String, SchemaTransformation.trim()))
  return options.required
    ? text.check(filled(enter), tooLong, format).pipe(Schema.annotateKey({ messageMissingKey: enter }))
    : text.check(tooLong, format)
}

// ---------------------------------------------------------------------------------------------------------
// Query-string values (their Encoded side is a string)

/** `true` or `false` in a query string, as a boolean. Other spellings are refused. */
export const BooleanFromString = Schema.Literals(['true', 'false'])
  .annotate({ expected: '"true" or "false"' })
  .pipe(
    Schema.decodeTo(
      Schema.Boolean,
      SchemaTransformation.transform({
        decode: (text) => text === 'true',
        encode: (value) => (value ? 'true' : 'false'),
      }),
    ),
  )
export type BooleanFromString = typeof BooleanFromString.Type

const DIGITS = /^(?:0|[1-9][0-9]{0,15})$/u

/**
 * Decimal digits (no sign, no leading zeros, no spaces) as a number; refuses `''`, `1e3`, `0x10`, ` 1`,
 * which `Number()` would accept. Pipe the result into the target schema with `Schema.decodeTo`.
 */
const DigitsString = Schema.String.check(Schema.isPattern(DIGITS, { expected: 'decimal digits' }))

/**
 * One of a few numbers, as its digits in a query string (`type=1002` of `catalog/group`). Other values are
 * refused.
 */
export function numberLiteralFromString<const L extends readonly [number, ...Array<number>]>(literals: L) {
  return Schema.Literals(literals.map(String))
    .annotate({ expected: `one of ${literals.join(', ')}` })
    .pipe(
      Schema.decodeTo(
        Schema.Literals(literals),
        SchemaTransformation.transform({
          decode: (text: string) => Number(text) as L[number],
          encode: (value: L[number]) => String(value),
        }),
      ),
    )
}

/** A non-negative safe integer in a query string (`page=2`, `type=1002`). */
export const CountFromString = intFromString(Count)
export type CountFromString = typeof CountFromString.Type

/**
 * A whole number checked by `schema` (an id, a quantity, a page), as its digits in a query string
 * (`id=12345`).
 */
export function intFromString<S extends Schema.Codec<number, number>>(schema: S) {
  return DigitsString.pipe(Schema.decodeTo(schema, SchemaTransformation.numberFromString))
}

/** An id of `schema`'s kind in a query string (`id=12345`). */
export const idFromString = intFromString

/**
 * Ids of `schema`'s kind as one comma-separated query value (`ids=3,7,12`), at least one and at most
 * `LIMITS.maxLinesPerRequest`.
 */
export function idListFromString<S extends Schema.Codec<number, number>>(schema: S) {
  return Schema.String.check(
    Schema.isPattern(/^(?:0|[1-9][0-9]{0,15})(?:,(?:0|[1-9][0-9]{0,15}))*$/u, {
      expected: 'comma-separated ids such as 3,7,12',
    }),
  ).pipe(
    Schema.decodeTo(
      Schema.Array(schema).check(Schema.isMinLength(1), Schema.isMaxLength(LIMITS.maxLinesPerRequest)),
      SchemaTransformation.transform({
        decode: (text: string): ReadonlyArray<number> => text.split(',').map(Number),
        encode: (ids: ReadonlyArray<number>): string => ids.join(','),
      }),
    ),
  )
}

// ---------------------------------------------------------------------------------------------------------
// Paging

/** A page number from 1. */
export const PageNumber = Count.check(Schema.isGreaterThanOrEqualTo(LIMITS.firstPage, { expected: 'a page from 1' }))
export type PageNumber = typeof PageNumber.Type

/** Items per page, 1 to `LIMITS.maxPageSize`. */
export const PageSize = Count.check(
  Schema.isBetween({ minimum: 1, maximum: LIMITS.maxPageSize }, { expected: `1 to ${LIMITS.maxPageSize}` }),
)
export type PageSize = typeof PageSize.Type

/**
 * `page` and `pageSize` of a listing's query, both optional: absent means page 1 of
 * `LIMITS.defaultPageSize` (see `resolvePaging`).
 */
export const PagingQuery = Schema.Struct({
  page: Schema.optionalKey(intFromString(PageNumber)),
  pageSize: Schema.optionalKey(intFromString(PageSize)),
})
export type PagingQuery = typeof PagingQuery.Type

/** The page and size a paging query asks for, with the defaults filled in. */
export function resolvePaging(query: { readonly page?: number; readonly pageSize?: number }): {
  readonly page: number
  readonly pageSize: number
} {
  return { page: query.page ?? LIMITS.firstPage, pageSize: query.pageSize ?? LIMITS.defaultPageSize }
}

/** One page of a listing: the items, the total across all pages, and the page asked for. */
export function pageOf<S extends Schema.Codec<unknown, unknown>>(item: S) {
  return Schema.Struct({
    list: Schema.Array(item),
    total: Count,
    page: PageNumber,
    pageSize: PageSize,
  })
}

// ---------------------------------------------------------------------------------------------------------
// Shared shapes

/**
 * The `data` of a call that answers nothing but success: `null` (the envelope's code and message carry the
 * outcome).
 */
export const NoData = Schema.Null
export type NoData = typeof NoData.Type

/** A name and a count: one facet value of a listing (`{ id, name, count }`). */
export const CountedName = Schema.Struct({ id: Count, name: Schema.String, count: Count })
export type CountedName = typeof CountedName.Type

/** A page's metadata for the head (SHELL-8), when the server has it. */
export const Seo = Schema.Struct({
  title: Schema.String,
  keywords: Schema.String,
  description: Schema.String,
})
export type Seo = typeof Seo.Type
