import { useRouter } from '@tanstack/react-router'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { CARRIERS, MARKETING } from '@partfront/core/constants'
import type { BrandSummary, CategoryGroup, NewsSummary } from '@partfront/core/contract'
import { BOM_SALES_STEPS, applicationLinks, catalogPath, newsPath } from '@partfront/core/shell'
import { checkKeyword, formatCount, searchPath } from '@partfront/core/search'
import { SiteLink } from '../../app/site-link.tsx'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import styles from './home-page.module.css'

/** What the home page shows; a section whose call failed is `null` and is left out. */
export interface HomeData {
  readonly groups: readonly CategoryGroup[] | null
  readonly brands: readonly BrandSummary[] | null
  readonly news: readonly NewsSummary[] | null
}

/**
 * The home page (`/`): a search-first hero, the category groups, featured brands, the latest news, the six
 * industry applications, the BOM sales process (PAGE-6) and the facts a buyer looks for (spec §1).
 */
export function HomePage({ data }: { readonly data: HomeData }) {
  return (
    <div className={styles.home}>
      <Hero />
      {data.groups !== null && data.groups.length > 0 && <Categories groups={data.groups} />}
      <BomStrip />
      {data.brands !== null && data.brands.length > 0 && <Brands brands={data.brands} />}
      <Applications />
      {data.news !== null && data.news.length > 0 && <News news={data.news} />}
      <Facts />
    </div>
  )
}

function Hero() {
  const router = useRouter()
  const id = useId()
  const [warning, setWarning] = useState<string | null>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('keyWord')
    const checked = checkKeyword(typeof value === 'string' ? value : '')
    if (!checked.ok) {
      setWarning(checked.warning)
      return
    }
    setWarning(null)
    void router.navigate({ href: searchPath(checked.keyword) })
  }
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        Electronic components for business buyers
      </h1>
      <p className={styles.lead}>Search by full or partial part number or keyword: stock, price breaks and quotes at once.</p>
      <form className={styles.search} action="/so" method="get" role="search" aria-label="Part search" noValidate onSubmit={submit}>
        <label htmlFor={`${id}-q`} className={styles.hidden}>
          Part number or keyword
        </label>
        <input
          id={`${id}-q`}
          name="keyWord"
          type="search"
          placeholder="Part # / Keyword, e.g. LM358"
          autoComplete="off"
          aria-invalid={warning === null ? undefined : true}
          aria-describedby={warning === null ? undefined : `${id}-warning`}
        />
        <Button type="submit">
          <Icon name="search" size={18} /> Find parts
        </Button>
      </form>
      {warning !== null && (
        <p id={`${id}-warning`} role="alert" className={styles.warning}>
          {warning}
        </p>
      )}
      <p className={styles.heroLinks}>
        <SiteLink href="/bom">Upload a BOM</SiteLink>
        <SiteLink href="/quote">Get a quote</SiteLink>
        <SiteLink href="/catalog">All categories</SiteLink>
      </p>
    </section>
  )
}

function Section({
  title,
  id,
  more,
  children,
}: {
  readonly title: string
  readonly id: string
  readonly more?: { readonly href: string; readonly label: string }
  readonly children: ReactNode
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {more !== undefined && (
          <SiteLink href={more.href} className={styles.more}>
            {more.label}
          </SiteLink>
        )}
      </div>
      {children}
    </section>
  )
}

function Categories({ groups }: { readonly groups: readonly CategoryGroup[] }) {
  return (
    <Section title="Product categories" id="home-categories" more={{ href: '/catalog', label: 'All categories' }}>
      <ul className={styles.groups}>
        {groups.map((group) => (
          <li key={group.intId} className={styles.group}>
            <h3 className={styles.groupTitle}>
              <SiteLink href={catalogPath(group)}>{group.catalogEnName}</SiteLink>
            </h3>
            {group.childList.length > 0 && (
              <ul className={styles.children}>
                {group.childList.map((child) => (
                  <li key={child.intId}>
                    <SiteLink href={catalogPath(child)}>{child.catalogEnName}</SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

function BomStrip() {
  return (
    <Section title="Buy from your BOM" id="home-bom" more={{ href: '/bom', label: 'Upload your BOM' }}>
      <ol className={styles.steps}>
        {BOM_SALES_STEPS.map((step, index) => (
          <li key={step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </Section>
  )
}

function Brands({ brands }: { readonly brands: readonly BrandSummary[] }) {
  return (
    <Section title="Featured brands" id="home-brands" more={{ href: '/brand', label: 'All brands' }}>
      <ul className={styles.brands}>
        {brands.map((brand) => (
          <li key={brand.id}>
            <SiteLink href={`/brand/${brand.id}`}>{brand.name}</SiteLink>
            <span className={styles.muted}>{formatCount(brand.productCount)} parts</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Applications() {
  return (
    <Section title="Applications" id="home-applications" more={{ href: '/application', label: 'All applications' }}>
      <ul className={styles.applications}>
        {applicationLinks().map((application) => (
          <li key={application.href}>
            <SiteLink href={application.href}>
              <Icon name="chip" size={20} />
              {application.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function News({ news }: { readonly news: readonly NewsSummary[] }) {
  return (
    <Section title="Latest news" id="home-news" more={{ href: '/news/list_1', label: 'All news' }}>
      <ul className={styles.news}>
        {news.map((item) => (
          <li key={item.id}>
            <SiteLink href={newsPath(item.id)} className={styles.newsTitle}>
              {item.title}
            </SiteLink>
            <time dateTime={item.publishedAt} className={styles.muted}>
              {item.publishedAt.slice(0, 10)}
            </time>
            {item.summary !== '' && <p className={styles.summary}>{item.summary}</p>}
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Facts() {
  return (
    <Section title="Why buyers choose us" id="home-facts">
      <ul className={styles.facts}>
        <li>
          <strong>{MARKETING.employees}</strong> employees
        </li>
        <li>
          <strong>{MARKETING.customers}</strong> customers
        </li>
        <li>
          exports to <strong>{MARKETING.exportCountries}</strong> countries
        </li>
        <li>
          <strong>{MARKETING.years}</strong> years
        </li>
      </ul>
      <p className={styles.carriers}>
        Shipped with{' '}
        {CARRIERS.map((carrier) => (
          <span key={carrier} className={styles.carrier}>
            {carrier}
          </span>
        ))}
      </p>
    </Section>
  )
}
