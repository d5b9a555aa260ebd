import { useEffect } from 'react'
import { useRunningStorefront } from '../../app/storefront.tsx'

/**
 * Tells the layout machine what the window does (SHELL-2, SHELL-3, SHELL-4): its width on `resize` and its
 * scroll offset on `scroll`, each at most once per frame, and both once at mount (a page restored scrolled,
 * a width changed since the page was built). The machine decides the 44 px threshold, the search bar's
 * direction and the reload across 768 px; this only measures. Browser-only work, so all of it in an effect,
 * from when the machines run (nothing is measured for a machine that is still loading).
 */
export function LayoutEvents() {
  const storefront = useRunningStorefront()
  useEffect(() => {
    if (storefront === undefined) return
    let frame = 0
    let resized = false
    let scrolled = false
    const flush = () => {
      frame = 0
      if (resized) storefront.send({ type: 'layout.resize', width: window.innerWidth })
      if (scrolled) storefront.send({ type: 'layout.scroll', y: window.scrollY })
      resized = false
      scrolled = false
    }
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(flush)
    }
    const onResize = () => {
      resized = true
      schedule()
    }
    const onScroll = () => {
      scrolled = true
      schedule()
    }
    storefront.send({ type: 'layout.resize', width: window.innerWidth })
    storefront.send({ type: 'layout.scroll', y: window.scrollY })
    window.addEventListener('resize', onResize, { passive: true })
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('resize', onResize)
      window.removeEventListener('scroll', onScroll)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [storefront])
  return null
}
