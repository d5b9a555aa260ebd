/** A column's name as a spreadsheet program shows it: `A` for index 0, `C` for 2, `AA` for 26. */
export function columnName(column: number): string {
  let n = column + 1
  let name = ''
  while (n > 0) {
    const r = (n - 1) % 26
    name = String.fromCharCode(65 + r) + name
    n = Math.floor((n - 1) / 26)
  }
  return name
}
