import { fc } from '@fast-check/vitest'

/**
 * Test support (imported by the part-search tests only): fast-check generators of part numbers and of the
 * ways a buyer mistypes them.
 */

/** Characters that are part of part numbers: letters, digits, kept punctuation, and a few non-ASCII ones. */
const PART_CHARACTERS = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'0123456789012345678901234567890123456789',
  ...'+()*%&=',
  'ß',
  'Ω',
  'µ',
  'Ａ',
  '１',
  'İ',
  'ﬁ',
]

/** The separators plus the dashes and spaces a paste carries, without `.` (which may be a decimal point). */
export const SEPARATORS_WITHOUT_POINT = ['-', '/', ',', '#', '_', ' ', '\t', '\u00a0', '–', '\u00ad', '－']

/** A part number: 1 to 16 part characters, with separators and points between some of them. */
export const partNumber = fc
  .array(
    fc.tuple(
      fc.constantFrom(...PART_CHARACTERS),
      fc.option(fc.constantFrom(...SEPARATORS_WITHOUT_POINT, '.'), { freq: 4 }),
    ),
    { minLength: 1, maxLength: 16 },
  )
  .map((pieces) => pieces.map(([character, separator]) => character + (separator ?? '')).join(''))

/** Inserting separators (never `.`) at some character boundaries of a text: `[positions, separators]`. */
export const separatorInsertions = fc.array(
  fc.tuple(fc.nat(), fc.constantFrom(...SEPARATORS_WITHOUT_POINT)),
  { maxLength: 6 },
)

/** `text` with the separators inserted at the given positions (taken modulo the number of boundaries). */
export function insertAt(text: string, insertions: readonly (readonly [number, string])[]): string {
  const characters = Array.from(text)
  for (const [position, separator] of insertions) {
    characters.splice(position % (characters.length + 1), 0, separator)
  }
  return characters.join('')
}

/** A change of case of a whole text. */
export const caseChange = fc.constantFrom<(text: string) => string>(
  (text) => text,
  (text) => text.toLowerCase(),
  (text) => text.toUpperCase(),
  (text) => Array.from(text, (c, i) => (i % 2 === 0 ? c.toLowerCase() : c.toUpperCase())).join(''),
)

/** A query derived from a part number: the whole of it, a prefix, or a stretch from inside. */
export function queryFrom(part: string, from: number, length: number): string {
  const characters = Array.from(part)
  const start = from % (characters.length + 1)
  return characters.slice(start, start + 1 + (length % (characters.length + 1))).join('')
}
