import { useState } from 'react'

/**
 * Whether `open` has been true at least once. The Radix primitives are loaded on first use (a closed menu,
 * drawer or dialog renders nothing of them): the frame's first load carries none of their code, and once
 * loaded a primitive stays mounted so it can animate out and keep its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
