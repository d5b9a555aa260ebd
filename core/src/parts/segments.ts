import { mergeRanges, type TextRange } from './ranges.ts'

/**
 * A part number cut into highlighted and plain stretches, for the results page (search issue #7: "the web app
 * highlights with the same ranges"). The renderer draws `hit` stretches as `<mark>`.
 */

/** One stretch of the text: matched by the query (`hit`) or not. */
export interface TextSegment {
  readonly text: string
  readonly hit: boolean
}

/**
 * `text` as segments in order, `hit` exactly where `ranges` cover it. The ranges are the contract's
 * `HighlightRange`s (`[start, end)` UTF-16 offsets); whatever arrives is made safe first: clamped into the
 * text, empty ones dropped, overlapping or touching ones merged, so the segments always concatenate back to
 * `text`, no segment is empty, and neighbours differ in `hit`. An empty text has no segments.
 */
export function highlightSegments(text: string, ranges: readonly TextRange[]): TextSegment[] {
  const clamp = (offset: number) => (Number.isFinite(offset) ? Math.min(Math.max(Math.trunc(offset), 0), text.length) : 0)
  const hits = mergeRanges(ranges.map(([start, end]): TextRange => [clamp(start), clamp(end)]))
  const segments: TextSegment[] = []
  let at = 0
  for (const [start, end] of hits) {
    if (start > at) segments.push({ text: text.slice(at, start), hit: false })
    segments.push({ text: text.slice(start, end), hit: true })
    at = end
  }
  if (at < text.length) segments.push({ text: text.slice(at), hit: false })
  return segments
}
