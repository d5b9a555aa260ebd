/**
 * The header's own line icons (24×24, `currentColor`), beside the shared set in `ui/icon.tsx`. Decorative:
 * the control around an icon carries the name.
 */
const PATHS = {
  search: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM16 16l5 5',
  menu: 'M4 6h16M4 12h16M4 18h16',
  grid: 'M4 4h6v6H4V4zM14 4h6v6h-6V4zM4 14h6v6H4v-6zM14 14h6v6h-6v-6z',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5h.01M17 20.5h.01',
  history: 'M12 21a9 9 0 1 0-9-9M3 12l-1.5-2M3 12l2-1.5M12 7v5l3 2',
} as const

export type HeaderIconName = keyof typeof PATHS

export function HeaderIcon({ name, size = 20, className }: { readonly name: HeaderIconName; readonly size?: number; readonly className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
