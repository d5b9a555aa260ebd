/**
 * Plain-text tables for the back-office command: a header row, a rule, and left-aligned columns as wide as
 * their widest cell (numbers and money right-aligned), so a terminal reads them without a pager.
 */

/** One column: its heading, and whether its cells line up on the right (amounts, counts). */
export interface Column {
  readonly heading: string
  readonly align?: 'left' | 'right'
}

/** The rows as a table; `empty` instead when there are none. */
export function formatTable(columns: ReadonlyArray<Column>, rows: ReadonlyArray<ReadonlyArray<string>>, empty: string): string {
  if (rows.length === 0) return empty
  const widths = columns.map((column, index) =>
    Math.max(column.heading.length, ...rows.map((row) => (row[index] ?? '').length)),
  )
  const line = (cells: ReadonlyArray<string>) =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? ''
        const width = widths[index] ?? 0
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(columns.map((column) => column.heading)), rule, ...rows.map(line)].join('\n')
}

/** An ISO instant as `2026-01-15 09:00` (UTC), or `-` when there is none. */
export function formatInstant(iso: string | null): string {
  return iso === null ? '-' : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`
}
