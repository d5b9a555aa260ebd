import type { Sitemap } from '@partfront/core/contract'
import { SiteLink } from '../../app/site-link.tsx'
import { SimplePage } from './simple-page.tsx'
import styles from './pages.module.css'

/** `/about/sitemap`: the site's pages by section (categories, brands, information pages, …). */
export function SitemapView({ sitemap }: { readonly sitemap: Sitemap }) {
  return (
    <SimplePage title="Sitemap" lead="Every section of the site, with its pages.">
      {sitemap.sections.map((section) => (
        <section key={section.title} className={styles.group} aria-label={section.title}>
          <h2 className={styles.groupTitle}>{section.title}</h2>
          <ul className={styles.grid}>
            {section.links.map((link) => (
              <li key={link.path}>
                <SiteLink href={link.path}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </SimplePage>
  )
}
