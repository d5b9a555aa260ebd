import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:4200'
const paths = process.argv.slice(3)
const width = Number(process.argv[2])
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width, height: 900 } })
await context.addInitScript(() => localStorage.setItem('isHascookie', 'accepted'))
if (process.env.TOKEN) await context.addCookies([{ name: 'user-token', value: process.env.TOKEN, url: base }])
const page = await context.newPage()
const errors: string[] = []
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 200)) })
for (const p of paths) {
  const r = await page.goto(base + p, { waitUntil: 'networkidle' })
  const name = p.replace(/[^a-z0-9]+/giu, '_') || 'home'
  await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: process.env.FULL === '1' })
  const [sw, iw] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  console.log(p, r?.status(), sw > iw ? `OVERFLOW ${sw}` : 'ok', errors.splice(0).join(' | '))
}
await browser.close()
