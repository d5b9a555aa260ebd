import { describe, expect, it } from 'vitest'
import { BOM_SALES_STEPS, applicationLinks, newsPath } from './home.rules.ts'

describe('the home page sections', () => {
  it('PAGE-6: the BOM sales process has its seven steps in order', () => {
    expect(BOM_SALES_STEPS).toHaveLength(7)
    expect(BOM_SALES_STEPS[0]).toBe('Upload BOM')
    expect(BOM_SALES_STEPS.at(-1)).toBe('Delivery and receipt')
  })

  it('PAGE-4: six industry applications, each at /application/{slug}', () => {
    const links = applicationLinks()
    expect(links).toHaveLength(6)
    expect(links[1]).toEqual({ name: 'Industrial Automation', href: '/application/industrial-automation' })
    expect(newsPath(12)).toBe('/news/12')
  })
})
