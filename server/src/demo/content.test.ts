// Content for pages the web issues render (PAGE-3, PAGE-4, PAGE-7): those rules are covered when the pages show it.
import { describe, expect, it } from 'vitest'
import { BANNER, BASE_CONFIG_NAME, CATALOG_TYPE, INDUSTRIES, MARKETING, RETURNS } from '@partfront/core/constants'
import { cat } from './categories.ts'
import type { CategorySlug } from './categories.ts'
import { BANNERS, BASE_CONFIG, CONTENT_PAGES, FAQ, INDUSTRY_APPLICATIONS, NEWS, NEWS_CATEGORIES } from './content.ts'

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const page = (name: string) => CONTENT_PAGES.find((candidate) => candidate.name === name)

describe('demo content', () => {
  it('the demo content has exactly the six industry applications of INDUSTRIES, each with its page', () => {
    expect(INDUSTRY_APPLICATIONS.map((industry) => industry.name)).toEqual([...INDUSTRIES])
    for (const industry of INDUSTRY_APPLICATIONS) {
      expect(page(industry.pageName)?.title).toContain(industry.name)
      expect(industry.paragraphs.length).toBeGreaterThan(0)
      for (const slug of industry.categorySlugs) expect(() => cat(slug as CategorySlug)).not.toThrow()
    }
  })

  it('the demo content has the base configuration under BaseConfig, type 1000, with a logo', () => {
    expect(BASE_CONFIG.name).toBe(BASE_CONFIG_NAME)
    expect(BASE_CONFIG.type).toBe(CATALOG_TYPE.config)
    expect(BASE_CONFIG.webConfig.siteName).toBe('Partfront')
    expect(BASE_CONFIG.webConfig.logo).toMatch(/^\//)
    for (const field of ['phone', 'email', 'address'] as const)
      expect(BASE_CONFIG.webConfig[field].length).toBeGreaterThan(0)
  })

  it('the demo content has the company pages abus1…abus4, the policies and the certificate anchors', () => {
    for (const name of [
      'aboutus',
      'abus1',
      'abus2',
      'abus3',
      'abus4',
      'privacypolicy',
      'refundpolicy',
      'termsconditions',
      'faq',
      'quality',
      'certificate',
    ]) {
      expect(page(name), name).toBeDefined()
    }
    expect(page('certificate')?.html).toContain('id="iso9001"')
    expect(page('certificate')?.html).toContain('id="erai"')
  })

  it('the demo refund policy gives the 15-day window and the original state', () => {
    const html = page('refundpolicy')?.html ?? ''
    expect(html).toContain(`${RETURNS.windowDays} days of receipt`)
    expect(html).toContain('original state')
  })

  it('uses the marketing figures of the spec', () => {
    const text = CONTENT_PAGES.map((candidate) => candidate.html).join('\n')
    for (const figure of Object.values(MARKETING)) expect(text).toContain(figure)
  })

  it('names pages as the content contract allows, once each', () => {
    for (const candidate of CONTENT_PAGES) {
      expect(candidate.name).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/)
      expect(candidate.updatedAt).toMatch(ISO)
      expect(candidate.html.length).toBeGreaterThan(20)
    }
    expect(new Set(CONTENT_PAGES.map((candidate) => candidate.name)).size).toBe(CONTENT_PAGES.length)
  })

  it('has about twenty news items in plain English, newest first', () => {
    expect(NEWS.length).toBeGreaterThanOrEqual(18)
    expect(new Set(NEWS.map((item) => item.id)).size).toBe(NEWS.length)
    for (const item of NEWS) {
      expect(NEWS_CATEGORIES.some((category) => category.id === item.categoryId)).toBe(true)
      expect(item.publishedAt).toMatch(ISO)
      expect(item.title.length).toBeGreaterThan(10)
      expect(item.summary.length).toBeGreaterThan(20)
      expect(item.paragraphs.length).toBeGreaterThanOrEqual(2)
      expect(item.html).toContain('<p>')
      expect(`${item.title} ${item.paragraphs.join(' ')}`).not.toMatch(/lorem|ipsum/i)
    }
    const dates = NEWS.map((item) => item.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('has FAQ entries and banners for every placement and layout', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(8)
    expect(new Set(BANNERS.map((banner) => banner.id)).size).toBe(BANNERS.length)
    for (const type of Object.values(BANNER.type)) {
      for (const classes of BANNER.classes)
        expect(BANNERS.some((banner) => banner.type === type && banner.classes === classes)).toBe(true)
    }
    for (const banner of BANNERS) {
      expect(banner.image).toMatch(/^\/images\//)
      if (banner.link !== null) expect(banner.link).toMatch(/^\//)
    }
  })
})
