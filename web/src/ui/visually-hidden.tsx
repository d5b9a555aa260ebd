import type { ReactNode } from 'react'

/**
 * Content for assistive technology only (a hidden title, an icon button's extra words): global.css's
 * `.pf-visually-hidden`. A class, not Radix's primitive, whose `style` attribute the CSP (`style-src` without
 * 'unsafe-inline', issue 28) would drop from the server's HTML, showing the words until nothing re-applied them.
 */
export function VisuallyHidden({ children }: { readonly children?: ReactNode }) {
  return <span className="pf-visually-hidden">{children}</span>
}
