/**
 * Highlight ranges (search issue #7: "each result carries the matched character ranges of its original part
 * number, for highlighting"): `[start, end)` UTF-16 offsets into the text as stored, the shape of the
 * contract's `HighlightRange`.
 */

/** A stretch `[start, end)` of a text, in UTF-16 offsets. */
export type TextRange = readonly [start: number, end: number]

/**
 * The ranges sorted, with empty ones dropped and overlapping or touching ones merged, so the result is in
 * order and apart (`start < end`, each `end` below the next `start`).
 */
export function mergeRanges(ranges: readonly TextRange[]): TextRange[] {
  const sorted = ranges.filter(([start, end]) => start < end).toSorted((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: [number, number][] = []
  for (const [start, end] of sorted) {
    const last = merged.at(-1)
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

/**
 * The original-text range of key units `[from, to)`, given each unit's original start and end: from the first
 * unit's character to the last one's, so separators inside a match are highlighted with it (ours: one
 * contiguous mark reads better than a comb of letters, and `LM358-N` matched by `LM358N` is one match).
 */
export function sourceRange(
  sourceIndex: readonly number[],
  sourceEnd: readonly number[],
  from: number,
  to: number,
): TextRange | undefined {
  if (from >= to) return undefined
  const start = sourceIndex[from]
  const end = sourceEnd[to - 1]
  return start === undefined || end === undefined ? undefined : [start, end]
}
