import { Box, Text } from 'ink'
import { useLayoutEffect, useRef } from 'react'
import { useKeys } from './use-keys.tsx'

/** What a text field takes: its value is the screen's (or a machine's), each key a change. */
export interface TextFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** Enter. */
  readonly onSubmit?: () => void
  /** Keys go to this field only while it has the focus. */
  readonly focus: boolean
  /** Draw `*` for each character (a password). @default false */
  readonly mask?: boolean
  readonly placeholder?: string
  /** The message under the field (a form's error). */
  readonly error?: string | undefined
  /** @default 24 */
  readonly width?: number
}

/**
 * A one-line text field: printable keys append, Backspace/Delete remove the last character, Ctrl-U empties it,
 * Ctrl-W removes the last word, Enter submits (also inside a chunk of keys read at once).
 * Arrows, Tab and Escape are left to the screen (history, next field, leave the field).
 */
export function TextField({ label, value, onChange, onSubmit, focus, mask = false, placeholder = '', error, width = 24 }: TextFieldProps) {
  // The value as last changed: two keys may come before the change is drawn (a paste split in chunks).
  const current = useRef(value)
  useLayoutEffect(() => {
    current.current = value
  }, [value])
  const change = (next: string) => {
    current.current = next
    onChange(next)
  }
  useKeys(
    (input, key) => {
      if (key.return) {
        onSubmit?.()
        return
      }
      if (key.backspace || key.delete) {
        change(current.current.slice(0, -1))
        return
      }
      // A shell's line editing: Ctrl-U empties the field, Ctrl-W takes back the last word (and the spaces after it).
      if (key.ctrl && input === 'u') {
        change('')
        return
      }
      if (key.ctrl && input === 'w') {
        change(current.current.replace(/\S*\s*$/u, ''))
        return
      }
      if (key.ctrl || key.meta || key.escape || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.pageUp || key.pageDown) return
      // Keys sent faster than they are read (a paste, tmux's send-keys) arrive as one chunk: take each.
      let text = current.current
      for (const character of input) {
        if (character === '\r' || character === '\n') {
          change(text)
          onSubmit?.()
          return
        }
        if (character === '\u007f' || character === '\b') text = text.slice(0, -1)
        else if (character >= ' ') text += character
      }
      if (text !== current.current) change(text)
    },
    { isActive: focus },
  )
  const shown = mask ? '*'.repeat(value.length) : value
  return (
    <Box flexDirection="column">
      <Box>
        <Text bold={focus}>{label} </Text>
        <Text color={focus ? 'cyan' : undefined}>[</Text>
        {shown === '' && !focus ? <Text dimColor>{placeholder.padEnd(width)}</Text> : <Text>{(shown + (focus ? '█' : '')).padEnd(width)}</Text>}
        <Text color={focus ? 'cyan' : undefined}>]</Text>
      </Box>
      {error === undefined || error === '' ? null : <Text color="red">  {error}</Text>}
    </Box>
  )
}
