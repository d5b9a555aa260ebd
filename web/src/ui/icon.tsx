import type { SVGProps } from 'react'

/**
 * The site's line icons (24×24, `currentColor` strokes), drawn inline so they cost no request and follow
 * the text colour. Decorative: always `aria-hidden`; the control around an icon carries the name.
 */
const PATHS = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3zM8.5 12l2.5 2.5 4.5-5',
  warehouse: 'M3 9l9-5 9 5v11H3V9zM7 20v-7h10v7M7 16h10',
  tag: 'M3 12V4h8l9 9-8 8-9-9zM7.5 7.5h.01',
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5h.01M17 20.5h.01',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3V6zM3 7l9 6 9-6',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  rfq: 'M9 4h6v3H9V4zM7 5H5v16h14V5h-2M8 11h8M8 15h8M8 19h5',
  order: 'M5 3h14v18H5V3zM8 8h8M8 12h8M8 16h5',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1v-5zM20 14h-3v6h2a1 1 0 0 0 1-1v-5zM17 20c0 1-2 1.5-4 1.5',
  heart: 'M12 20s-7.5-4.6-9-9.5C2 7 4.2 4.5 7 4.5c2 0 3.5 1.2 5 3 1.5-1.8 3-3 5-3 2.8 0 5 2.5 4 6-1.5 4.9-9 9.5-9 9.5z',
  arrowUp: 'M12 20V5M5 12l7-7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  chip: 'M7 7h10v10H7V7zM10 10h4v4h-4v-4zM9 3v4M12 3v4M15 3v4M9 17v4M12 17v4M15 17v4M3 9h4M3 12h4M3 15h4M17 9h4M17 12h4M17 15h4',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  warning: 'M12 4L2.5 20h19L12 4zM12 10v4.5M12 17.5h.01',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
  search: 'M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM16 16l5 5',
  menu: 'M4 6h16M4 12h16M4 18h16',
  grid: 'M4 4h6v6H4V4zM14 4h6v6h-6V4zM4 14h6v6H4v-6zM14 14h6v6h-6v-6z',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  history: 'M12 21a9 9 0 1 0-9-9M3 12l-1.5-2M3 12l2-1.5M12 7v5l3 2',
  cookie: 'M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3zM8.5 11.5h.01M12 16h.01M15.5 13.5h.01M9 16h.01',
} as const

/** The icons there are. */
export type IconName = keyof typeof PATHS

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  readonly name: IconName
  /** Width and height in CSS pixels. @default 20 */
  readonly size?: number
}

/** One decorative icon. */
export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
