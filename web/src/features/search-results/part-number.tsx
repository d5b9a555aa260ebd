import type { TextSegment } from '@partfront/core/parts'

/** A part number with the stretches the query matched marked (`<mark>`), as core cut it. */
export function PartNumber({ segments }: { readonly segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  )
}
