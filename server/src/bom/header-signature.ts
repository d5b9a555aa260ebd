import { normalizeHeader } from '@partfront/core/bom'
import { createHash } from 'node:crypto'

/**
 * The signature of a BOM's header row, by which a member's confirmed mapping is remembered and found again
 * (issue 8: "a member's confirmed mapping is remembered for the next upload with the same header"). Two
 * headers have one signature when their cells read the same once normalised (case, accents, punctuation and
 * spaces aside: `Reference(s)` and `REFERENCE S`), trailing empty cells left out; a column more, fewer or
 * moved makes another header.
 */
export function headerSignature(header: readonly string[]): string {
  const cells = header.map(normalizeHeader)
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
  return createHash('sha256').update(JSON.stringify(cells)).digest('hex')
}
