import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react'

/**
 * Whether a text field has the keys: then `q`, `?` and the screen letters are typed into it, not obeyed.
 * A screen with a focused field says so with `useTyping(true)`.
 */
interface Typing {
  readonly typing: boolean
  readonly setTyping: (typing: boolean) => void
}

const TypingContext = createContext<Typing>({ typing: false, setTyping: () => undefined })

export function TypingProvider({ children }: { readonly children: ReactNode }) {
  const [typing, setTyping] = useState(false)
  return <TypingContext value={{ typing, setTyping }}>{children}</TypingContext>
}

/** Whether a field has the keys now. */
export function useIsTyping(): boolean {
  return useContext(TypingContext).typing
}

/** Tells the frame a field of this screen has the keys while `active`. */
export function useTyping(active: boolean): void {
  const { setTyping } = useContext(TypingContext)
  // With the commit (a layout effect), so the very next key already goes to the field or to the frame.
  useLayoutEffect(() => {
    setTyping(active)
    return () => setTyping(false)
  }, [active, setTyping])
}

/** The keys of the whole app, for the help and the key line. */
export const GLOBAL_KEYS: readonly (readonly [string, string])[] = [
  ['?', 'help'],
  ['q / Ctrl-C', 'quit'],
  ['Esc', 'back (or leave a field)'],
  ['/', 'search'],
  ['c', 'cart'],
  ['r', 'RFQ list'],
  ['f', 'favourites'],
  ['b', 'BOM'],
  ['o', 'orders'],
  ['l', 'sign in / out'],
]

/** The screens' own keys, by screen, for the help. */
export const SCREEN_KEYS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  Search: [['type, Enter', 'search'], ['Ctrl-U, Ctrl-W', 'empty the box, take back a word'], ['↑ ↓', 'history'], ['Tab', 'leave the box (then 1-3: TRENDING NOW)'], ['x', 'clear the history']],
  Results: [['↑ ↓, Enter', 'open a part'], ['← → / [ ]', 'previous / next page'], ['n', 'price at a quantity'], ['m k p', 'filter by maker, category, package'], ['s', 'in stock only'], ['0', 'clear the filters'], ['t', 'sort']],
  Product: [['n', 'set the quantity'], ['u', 'use the cheaper quantity'], ['a', 'add to cart'], ['R', 'add to the RFQ list'], ['v', 'favourite']],
  'Sign in': [['Tab', 'next field'], ['Space', 'remember me (on the checkbox)'], ['Enter', 'sign in']],
  Cart: [['↑ ↓', 'choose a row'], ['n', 'set its quantity'], ['e', 'its customer reference'], ['d', 'delete it'], ['g', 'refresh']],
  'RFQ list': [['↑ ↓', 'choose a row'], ['n', 'its quantity'], ['d', 'delete it'], ['s', 'submit with contact details']],
  Favourites: [['↑ ↓, Enter', 'open a part'], ['v', 'remove']],
  BOM: [['n', 'file to price'], ['B', 'boards'], ['Enter', 'price it'], ['S', 'save'], ['C', 'send the sure lines to the cart']],
  Orders: [['↑ ↓, Enter', 'open an order']],
}
