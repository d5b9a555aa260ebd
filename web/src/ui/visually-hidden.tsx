import * as VisuallyHiddenPrimitive from '@radix-ui/react-visually-hidden'
import type { ReactNode } from 'react'

/** Content for assistive technology only (a hidden title, an icon button's extra words). */
export function VisuallyHidden({ children }: { readonly children?: ReactNode }) {
  return <VisuallyHiddenPrimitive.Root>{children}</VisuallyHiddenPrimitive.Root>
}
