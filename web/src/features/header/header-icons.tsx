/**
 * The header draws the site's one icon set (`ui/icon.tsx`); the names it uses are kept here so its
 * components read as before.
 */
export { Icon as HeaderIcon, type IconName as HeaderIconName } from '../../ui/icon.tsx'
