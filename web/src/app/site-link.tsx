import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

/**
 * A link to a site path with its query (`/so?keyWord=LM358&page=2`), as core's rules build them: a real
 * `<a href>` (open in a new tab, copy the address), followed through the router on a plain click. `onFollow`,
 * when given, replaces the router's navigation (a machine's event that emits the navigation itself).
 */
export function SiteLink({
  href,
  onFollow,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { readonly href: string; readonly onFollow?: () => void }) {
  const router = useRouter()
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (onFollow === undefined) void router.navigate({ href })
    else onFollow()
  }
  return <a href={href} onClick={follow} {...rest} />
}
