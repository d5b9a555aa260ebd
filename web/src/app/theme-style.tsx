import { COLORS } from '@partfront/core/constants'

/** The brand colours as CSS custom properties, from the core's constants (SHELL-10), so they live in one place. */
export const themeCss = `:root{--pf-primary:${COLORS.primary};--pf-primary-hover:${COLORS.hover};--pf-primary-pressed:${COLORS.pressed}}`

export function ThemeStyle() {
  return <style>{themeCss}</style>
}
