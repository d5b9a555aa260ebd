/**
 * Issue 14: a BOM cell's text made safe to read, store and show: control characters (NUL…) found and removed,
 * and a cell quoted in a message at most 40 characters long.
 */

/** A cell's text for a message: at most 40 characters. */
export function quoted(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/** C0 control characters but tab, line feed and carriage return (read as spaces), DEL and C1 controls. */
export function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)
}

export function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true
  return false
}

export function withoutControls(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) if (!isControl(text.charCodeAt(i))) out += text[i]
  return out
}
