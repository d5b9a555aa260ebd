import { compareDecimals, decimalToNumber, type Decimal } from './decimal.ts'
import type {
  AttributeDefinition,
  AttributeValue,
  AttributeWord,
  QuantityAttribute,
  RangeAttribute,
  RangeValue,
  WordAttribute,
} from './parametric.types.ts'
import { compactQuantity, formatQuantity, parseQuantity, type Read } from './quantity.rules.ts'
import { UNITS, type UnitId } from './units.ts'

/**
 * A part's value of an attribute, read from the text a catalog gives (issue 29): the text as written, its
 * canonical form and, for quantities and ranges, the exact value and the number in the base unit. What cannot be
 * read is refused with a sentence naming it; the import keeps such text as text.
 */

/** `A~B`, `A ～ B`, `A to B`, `A – B` (en or em dash); not a hyphen, which is a minus sign as often. */
const RANGE_SEPARATOR = /^(.+?)\s*(?:~|～|\bto\b|–|—)\s*(.+)$/
const LEADING_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

/** Reads a range (`-55℃~+155℃`, `2.5 V to 5.5 V`, `±15V`, a single `5V`) of quantities in `unitId`. */
export function parseRange(text: string, unitId: UnitId): Read<{ readonly from: Decimal; readonly to: Decimal }> {
  const written = text.trim().replace(/\s+/g, ' ')
  const quantity = UNITS[unitId].quantity
  const plusMinus = /^(?:±|\+\/-)\s*(.+)$/.exec(written)
  if (plusMinus !== null) {
    const half = parseQuantity(plusMinus[1] ?? '', unitId)
    if (!half.ok) return half
    return { ok: true, value: { from: { m: -half.value.m, e: half.value.e }, to: half.value } }
  }
  const parts = RANGE_SEPARATOR.exec(written)
  if (parts === null) {
    const single = parseQuantity(written, unitId)
    return single.ok ? { ok: true, value: { from: single.value, to: single.value } } : single
  }
  const [, first = '', second = ''] = parts
  const to = parseQuantity(second, unitId)
  if (!to.ok) return to
  // `2.5 to 5.5 V`, `1.8 to 3.3 kV`: a bare first number takes the second's prefix and unit.
  const tail = LEADING_NUMBER.test(first) ? second.replace(/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)/, '') : ''
  const from = parseQuantity(first + tail, unitId)
  if (!from.ok) return from
  if (compareDecimals(from.value, to.value) > 0) {
    return { ok: false, problem: `"${written}" is not a ${quantity} range: it starts above where it ends` }
  }
  return { ok: true, value: { from: from.value, to: to.value } }
}

/** `-55 °C to 155 °C`; a single value when both ends are one. */
export function formatRange(from: Decimal, to: Decimal, unitId: UnitId): string {
  return compareDecimals(from, to) === 0
    ? formatQuantity(from, unitId)
    : `${formatQuantity(from, unitId)} to ${formatQuantity(to, unitId)}`
}

/** `-55C..155C`: compact text a filter box or URL reads back to the same range. */
export function compactRange(from: Decimal, to: Decimal, unitId: UnitId): string {
  return `${compactQuantity(from, unitId)}~${compactQuantity(to, unitId)}`
}

/** A word compared without case, spaces, hyphens, brackets or a tolerance's `±` (`1%` is `±1%`). */
function wordKey(text: string): string {
  return text.toLowerCase().replace(/^(?:±|\+\/-)/, '').replace(/[\s\-_()]+/g, '')
}

/** The set's word `text` names (case, spaces, hyphens and brackets aside), if any. */
export function findWord(attribute: WordAttribute, text: string): AttributeWord | undefined {
  const key = wordKey(text)
  if (key === '') return undefined
  return attribute.words.find((word) => wordKey(word.value) === key || (word.aliases ?? []).some((alias) => wordKey(alias) === key))
}

function readWord(attribute: WordAttribute, text: string): Read<AttributeValue> {
  const written = text.trim().replace(/\s+/g, ' ')
  const word = findWord(attribute, written)
  if (word !== undefined) return { ok: true, value: { kind: 'word', text, canonical: word.value } }
  if (attribute.open === true && written !== '' && written.length <= 80) {
    return { ok: true, value: { kind: 'word', text, canonical: written } }
  }
  const known = attribute.words.map((item) => item.value).join(', ')
  return { ok: false, problem: `"${written}" is not a ${attribute.name.toLowerCase()} we know (${known})` }
}

function readQuantityValue(attribute: QuantityAttribute, text: string): Read<AttributeValue> {
  const read = parseQuantity(text, attribute.unit, { plusMinus: attribute.plusMinus === true })
  if (!read.ok) return read
  return {
    ok: true,
    value: {
      kind: 'quantity',
      text,
      canonical: formatQuantity(read.value, attribute.unit, { plusMinus: attribute.plusMinus === true }),
      value: read.value,
      base: decimalToNumber(read.value),
    },
  }
}

function readRangeValue(attribute: RangeAttribute, text: string): Read<AttributeValue> {
  const read = parseRange(text, attribute.unit)
  if (!read.ok) return read
  const { from, to } = read.value
  const value: RangeValue = {
    kind: 'range',
    text,
    canonical: formatRange(from, to, attribute.unit),
    from,
    to,
    fromBase: decimalToNumber(from),
    toBase: decimalToNumber(to),
  }
  return { ok: true, value }
}

/** A part's value of `attribute` from the text a catalog gives, or why it cannot be read. */
export function readAttributeValue(attribute: AttributeDefinition, text: string): Read<AttributeValue> {
  switch (attribute.kind) {
    case 'quantity':
      return readQuantityValue(attribute, text)
    case 'range':
      return readRangeValue(attribute, text)
    case 'word':
      return readWord(attribute, text)
  }
}

/** A value as compact text for a URL or filter box (`10k`, `50V`, `1%`, `-55C~155C`, `X7R`). */
export function compactValue(attribute: AttributeDefinition, value: AttributeValue): string {
  if (value.kind === 'quantity' && attribute.kind === 'quantity') return compactQuantity(value.value, attribute.unit)
  if (value.kind === 'range' && attribute.kind === 'range') return compactRange(value.from, value.to, attribute.unit)
  return value.canonical
}
