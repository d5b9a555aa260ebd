/**
 * Percent-encodes text for one URL component (a query value, a redirect target).
 *
 * `encodeURIComponent` throws `URIError` on a lone UTF-16 surrogate, which pasted or truncated text can hold;
 * a rule must not throw on user input, so lone surrogates become U+FFFD first (what `String#toWellFormed` does,
 * which is ES2024 and outside core's ES2023 lib). Well-formed text encodes exactly as `encodeURIComponent`.
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'))
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
