/**
 * The control-character rule of the text a buyer types, without effect's Schema: `common.ts`'s `plainText`
 * checks with these patterns, and a rule of the first load (`search-results.rules.ts`) reads them here, so
 * effect's Schema stays off a page's first load (issue 13). One source for both.
 */

/**
 * Whether a text field spans lines (a remark, a message, a description): such a field may hold tab, line feed
 * and carriage return; a one-line field (a name, a city, a part number) holds no control character at all.
 */
export type TextLines = 'single' | 'multi'

// The control characters are the point of these two patterns (written as ranges so the arbitraries of the
// property tests can generate matching text).
/** No C0 control (NUL to US), DEL or C1 control. */
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001f\u007f-\u009f]*$/u
/** The same, but tab, line feed and carriage return allowed (a multi-line field). */
// eslint-disable-next-line no-control-regex
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/u

/** Whether `text` holds a control character a field of `lines` refuses (see `plainText`). */
export function hasControlCharacter(text: string, lines: TextLines = 'single'): boolean {
  return !(lines === 'multi' ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT).test(text)
}
