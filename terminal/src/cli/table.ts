/**
 * Columns padded to their widest cell, for the scripting commands' plain output (a terminal, a pipe, a log).
 * `right[i]` aligns column `i` to the right (numbers, prices).
 */
export function formatColumns(headers: readonly string[], rows: readonly (readonly string[])[], right: readonly boolean[] = []): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (right[column] === true ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}
