import { useEffect, useRef, useState } from 'react'
import { SiteLink } from '../../app/site-link.tsx'
import { useShellData } from '../../app/shell-data.ts'
import styles from './site-logo.module.css'

/** The logo's box: the image is scaled into it (`object-fit: contain`), so any logo keeps its proportions. */
const LOGO_BOX = { desktop: { width: 168, height: 44 }, mobile: { width: 120, height: 32 } } as const

/**
 * SHELL-1: the logo from the base configuration, a link home. Without a configured logo (or configuration),
 * or when the picture does not load, the site's name as text.
 */
export function SiteLogo({ variant }: { readonly variant: 'desktop' | 'mobile' }) {
  const { webConfig, host } = useShellData()
  const siteName = webConfig?.siteName.trim() || host || 'Partfront'
  const box = LOGO_BOX[variant]
  const image = useRef<HTMLImageElement>(null)
  // Ours: whether the picture failed is presentational. A failure before hydration fired no React handler,
  // so the effect also reads the element's state.
  const [broken, setBroken] = useState(false)
  useEffect(() => {
    const element = image.current
    if (element !== null && element.complete && element.naturalWidth === 0) setBroken(true)
  }, [])
  return (
    <SiteLink href="/" className={styles.logo} data-variant={variant} aria-label={`${siteName} home`}>
      {webConfig !== null && webConfig.logo !== '' && !broken ? (
        <img
          ref={image}
          src={webConfig.logo}
          alt={siteName}
          width={box.width}
          height={box.height}
          className={styles.image}
          onError={() => setBroken(true)}
        />
      ) : (
        <span className={styles.text}>{siteName}</span>
      )}
    </SiteLink>
  )
}
