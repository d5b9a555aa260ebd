import type { ReactNode } from 'react'
import { COPYRIGHT_YEAR } from '@partfront/core/constants'
import type { WebConfig } from '@partfront/core/contract'
import { SiteLink } from '../../app/site-link.tsx'
import { useShellData } from '../../app/shell-data.ts'
import { Accordion, AccordionItem } from '../../ui/accordion.tsx'
import { Icon, type IconName } from '../../ui/icon.tsx'
import {
  ABOUT_LINKS,
  APPLICATION_LINKS,
  BENEFITS,
  CERTIFICATES,
  MODEL_INDEX_LINKS,
  PRODUCT_LINKS,
  SUPPORT_LINKS,
  type FooterLink,
} from './footer-links.ts'
import styles from './site-footer.module.css'

/** Ours: the name shown when the server has no base configuration. */
const FALLBACK_SITE_NAME = 'Partfront'

/**
 * SHELL-5: the footer. Both variants are in the HTML (the server cannot know the width); CSS shows the
 * desktop one from 768 px and the mobile one below (SHELL-4), and `display: none` keeps the hidden one out
 * of the accessibility tree. The copyright line is shared.
 */
export function SiteFooter() {
  const { webConfig } = useShellData()
  const siteName = webConfig?.siteName ?? FALLBACK_SITE_NAME
  return (
    <footer className={styles.footer}>
      <DesktopFooter webConfig={webConfig} />
      <MobileFooter webConfig={webConfig} />
      <div className={styles.bottom}>
        <p className={`pf-container ${styles.copyright}`}>
          © {COPYRIGHT_YEAR} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}

function DesktopFooter({ webConfig }: { readonly webConfig: WebConfig | null }) {
  return (
    <div className={styles.desktop} data-testid="footer-desktop">
      <div className={styles.benefitsBand}>
        <div className="pf-container">
          <ul className={styles.benefits} aria-label="Why buy from us">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <Icon name={benefit.icon} size={28} />
                </span>
                <span>
                  <strong className={styles.benefitTitle}>{benefit.title}</strong>
                  <span className={styles.benefitText}>{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={`pf-container ${styles.columns}`}>
        <section className={styles.column} aria-labelledby="pf-footer-contact">
          <h2 id="pf-footer-contact" className={styles.heading}>
            Contact us
          </h2>
          <ContactList webConfig={webConfig} />
        </section>
        <LinkColumn id="pf-footer-products" title="Products/Services" links={PRODUCT_LINKS} />
        <LinkColumn id="pf-footer-support" title="Customer Support" links={SUPPORT_LINKS} />
        <LinkColumn id="pf-footer-about" title="About" links={ABOUT_LINKS} />
        <div className={styles.column}>
          <SocialLinks webConfig={webConfig} idPrefix="pf-footer" />
          <h2 className={`${styles.heading} ${styles.headingSpaced}`}>Certificates</h2>
          <ul className={styles.badges}>
            {CERTIFICATES.map((certificate) => (
              <li key={certificate.href}>
                <SiteLink href={certificate.href} className={styles.badge}>
                  <Icon name="shield" size={18} />
                  <span>
                    <span className={styles.badgeLabel}>{certificate.label}</span>
                    <span className={styles.badgeDetail}>{certificate.detail}</span>
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={`pf-container ${styles.strips}`}>
        <nav className={styles.strip} aria-labelledby="pf-footer-applications">
          <h2 id="pf-footer-applications" className={styles.stripTitle}>
            Applications
          </h2>
          <ul className={styles.inlineList}>
            {APPLICATION_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.strip} aria-labelledby="pf-footer-index">
          <h2 id="pf-footer-index" className={styles.stripTitle}>
            Product index
          </h2>
          <ul className={`${styles.inlineList} ${styles.modelIndex}`}>
            {MODEL_INDEX_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} aria-label={`Models starting with ${link.label}`} className={styles.modelKey}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}

function MobileFooter({ webConfig }: { readonly webConfig: WebConfig | null }) {
  return (
    <div className={styles.mobile} data-testid="footer-mobile">
      <section className={styles.mobileSection} aria-labelledby="pf-footer-m-contact">
        <h2 id="pf-footer-m-contact" className={styles.heading}>
          Contact us
        </h2>
        <ContactList webConfig={webConfig} />
      </section>
      <nav className={styles.mobileSection} aria-labelledby="pf-footer-m-company">
        <h2 id="pf-footer-m-company" className={styles.heading}>
          Company
        </h2>
        <ul className={styles.mobileLinks}>
          {ABOUT_LINKS.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <Accordion tone="dark" className={styles.mobileAccordion}>
        <AccordionItem title="Products list" headingLevel={2}>
          <PlainLinks links={[...PRODUCT_LINKS, ...APPLICATION_LINKS]} twoColumns />
        </AccordionItem>
        <AccordionItem title="Help list" headingLevel={2}>
          <PlainLinks links={SUPPORT_LINKS} twoColumns />
        </AccordionItem>
      </Accordion>
      <div className={styles.mobileSection}>
        <SocialLinks webConfig={webConfig} idPrefix="pf-footer-m" />
      </div>
    </div>
  )
}

function LinkColumn({ id, title, links }: { readonly id: string; readonly title: string; readonly links: readonly FooterLink[] }) {
  return (
    <nav className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <PlainLinks links={links} />
    </nav>
  )
}

function PlainLinks({ links, twoColumns = false }: { readonly links: readonly FooterLink[]; readonly twoColumns?: boolean }) {
  return (
    <ul className={twoColumns ? styles.mobileLinks : styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href}>{link.label}</SiteLink>
        </li>
      ))}
    </ul>
  )
}

function ContactList({ webConfig }: { readonly webConfig: WebConfig | null }) {
  if (webConfig === null) {
    return (
      <ul className={styles.contact}>
        <li>
          <SiteLink href="/contactus">Contact form</SiteLink>
        </li>
      </ul>
    )
  }
  const rows: ReadonlyArray<{ readonly icon: IconName; readonly label: string; readonly content: ReactNode }> = [
    { icon: 'phone', label: 'Phone', content: <a href={`tel:${webConfig.phone.replace(/[^\d+]/g, '')}`}>{webConfig.phone}</a> },
    { icon: 'mail', label: 'Email', content: <a href={`mailto:${webConfig.email}`}>{webConfig.email}</a> },
    { icon: 'pin', label: 'Address', content: <span>{webConfig.address}</span> },
    { icon: 'clock', label: 'Hours', content: <span>{webConfig.workingHours}</span> },
  ]
  return (
    <ul className={styles.contact}>
      {rows.map((row) => (
        <li key={row.label}>
          <Icon name={row.icon} size={16} className={styles.contactIcon} />
          <span className="pf-visually-hidden">{row.label}: </span>
          {row.content}
        </li>
      ))}
    </ul>
  )
}

/** The social networks: each link named by its network (the mark drawn is decorative). */
function SocialLinks({ webConfig, idPrefix }: { readonly webConfig: WebConfig | null; readonly idPrefix: string }) {
  const links = webConfig?.socialLinks ?? []
  if (links.length === 0) return null
  return (
    <>
      <h2 id={`${idPrefix}-social`} className={styles.heading}>
        Follow us
      </h2>
      <ul className={styles.social} aria-labelledby={`${idPrefix}-social`}>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} className={styles.socialLink} title={link.name} rel="noopener noreferrer" target="_blank">
              <span aria-hidden="true">{socialMark(link.name)}</span>
              <span className="pf-visually-hidden">{link.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The mark drawn for a network: its initials (`LinkedIn` → `in`, `YouTube` → `YT`), as text so it needs no artwork. */
function socialMark(name: string): string {
  const known: Readonly<Record<string, string>> = { linkedin: 'in', youtube: 'YT', x: 'X', twitter: 'X', facebook: 'f', instagram: 'IG' }
  return known[name.toLowerCase()] ?? name.slice(0, 2)
}
